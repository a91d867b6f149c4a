import type { FastifyRequest } from 'fastify';

/**
 * The route a request matched, as it was registered (`/api/admin/user/fetchAll`), or '' when none
 * did. Decisions about a request (who may call it, how its answer may be cached) are made from
 * this and never from the URL's text: the router decodes `/api/%61dmin/…` to the admin route, so
 * a check of the raw URL let it through unguarded. Every spelling that reaches a
 * handler reaches it through its registered route.
 */
export const matchedRoute = (request: FastifyRequest) => request.routeOptions.url ?? '';
