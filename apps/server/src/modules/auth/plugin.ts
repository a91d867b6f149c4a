import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_MSG, MSG } from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { forbidden, unauthorized } from '../../lib/http-error.ts';
import { matchedRoute } from '../../lib/matched-route.ts';
import type { Authenticated } from './session.ts';
import { authenticate, hasActivePlan } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

/** Paths that need a signed-in user, and whether they also need a plan (DESIGN.md §3). */
const guards: Array<{ prefix: string; plan: boolean; admin: boolean }> = [
  { prefix: '/api/userAdmin/', plan: true, admin: false },
  { prefix: '/api/admin/', plan: false, admin: true },
  { prefix: '/api/auth/user/fetch', plan: true, admin: false },
  { prefix: '/api/auth/user/logOut', plan: false, admin: false },
];

/**
 * Seller routes a signed-in seller reaches without a plan: a person's rights over their own data
 * (a copy of it, deleting the account) never wait on a payment (docs/decisions/037-personal-data.md).
 */
export const PLAN_FREE_ROUTES: readonly string[] = [
  '/api/userAdmin/user/myData',
  '/api/userAdmin/user/deletionTerms',
  '/api/userAdmin/user/delete',
];

/**
 * The one path that may carry its token as `?token=` instead of the Authorization header: the
 * live event stream, because a browser's EventSource cannot set headers. The token is checked
 * exactly like a header's, and `redactLoggedUrl` (lib/log-redaction.ts) keeps it out of the logs.
 */
export const TOKEN_QUERY_PATHS: readonly string[] = ['/api/userAdmin/notification/stream'];

function credentials(route: string, url: string, header: string | undefined) {
  if (header || !TOKEN_QUERY_PATHS.includes(route)) return header;
  const query = url.indexOf('?');
  return query < 0
    ? undefined
    : (new URLSearchParams(url.slice(query + 1)).get('token') ?? undefined);
}

/** The signed-in user of a guarded route; the guard has already refused anyone else. */
export function currentAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthorized('TOKEN_EXPIRED', API_MSG.tokenExpired);
  return request.auth;
}

/** The signed-in user's id: who an administrator's change is recorded against. */
export const currentUserId = (request: FastifyRequest): string => currentAuth(request).user.id;

/**
 * One guard for every protected route, decided by its registered prefix so a new route cannot
 * forget it: no valid session → 401 TOKEN_EXPIRED; no active plan → 401 PLAN_REQUIRED (but for
 * PLAN_FREE_ROUTES); admin routes → 403.
 */
export const authPlugin = fp(async (app: FastifyInstance, deps: AppDeps) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const route = matchedRoute(request);
    const guard = guards.find((g) => route.startsWith(g.prefix));
    if (!guard) return;
    const auth = await authenticate(
      deps,
      credentials(route, request.url, request.headers.authorization),
    );
    if (!auth) throw unauthorized('TOKEN_EXPIRED', API_MSG.tokenExpired);
    if (guard.admin && auth.user.role !== 'admin') throw forbidden();
    const needsPlan = guard.plan && !PLAN_FREE_ROUTES.includes(route);
    if (needsPlan && !hasActivePlan(auth.user, deps.clock.now())) {
      throw unauthorized('PLAN_REQUIRED', MSG.planRequired);
    }
    request.auth = auth;
  });
});
