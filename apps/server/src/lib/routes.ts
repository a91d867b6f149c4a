import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type {
  Contract,
  Endpoint,
  EndpointAnswer,
  EndpointArgs,
  EndpointParams,
  EndpointQuery,
} from '@haat/shared';
import type { AppDeps } from '../deps.ts';

/** The request a handler of an endpoint receives: its arguments as its schemas output them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Body: E['method'] extends 'GET' ? unknown : E['fileBody'] extends true ? Buffer : EndpointArgs<E>;
  Querystring: E['method'] extends 'GET'
    ? EndpointArgs<E>
    : E['fileBody'] extends true
      ? EndpointArgs<E>
      : EndpointQuery<E>;
  Params: EndpointParams<E>;
}>;

/** How the server answers one endpoint: its handler, and any route option of its own. */
export type EndpointRoute<E extends Endpoint> = Omit<
  RouteShorthandOptions,
  'schema' | 'handler'
> & {
  handler: (
    request: EndpointRequest<E>,
    reply: FastifyReply,
  ) => Promise<EndpointAnswer<E> | FastifyReply> | EndpointAnswer<E> | FastifyReply;
};

/** A handler for every endpoint of a contract, and no other: the compiler checks both. */
export type ContractRoutes<C extends Contract> = { [K in keyof C]: EndpointRoute<C[K]> };

/** The Fastify route of one endpoint: /api + its path, its schemas from the declaration. */
export function routeOf(declared: Endpoint, route: EndpointRoute<Endpoint>): RouteOptions {
  const { handler, ...options } = route;
  const input = declared.input
    ? declared.method === 'GET' || declared.fileBody
      ? { querystring: declared.input }
      : { body: declared.input }
    : {};
  const query = declared.query ? { querystring: declared.query } : {};
  const schema: FastifySchema & Record<string, unknown> = {
    tags: [...declared.tags],
    ...(declared.signedIn ? { security: [{ bearer: [] }] } : {}),
    ...(declared.description ? { description: declared.description } : {}),
    ...input,
    ...query,
    ...(declared.params ? { params: declared.params } : {}),
    response: declared.answers,
    // The words it can answer, by key (message-keys.ts), for readers of the description.
    'x-message-keys': [...declared.messages],
  };
  return {
    ...options,
    method: declared.method,
    url: `/api${declared.path}`,
    schema,
    handler: handler as RouteOptions['handler'],
  };
}

/**
 * A module's routes: a handler for each endpoint of its contract, built from the app's
 * dependencies and registered as one Fastify plugin (app.ts registers the modules' plugins).
 */
export function contractRoutes<C extends Contract>(
  contract: C,
  build: (deps: AppDeps, app: FastifyInstance) => ContractRoutes<C>,
) {
  return async function routes(app: FastifyInstance, deps: AppDeps) {
    const handlers = build(deps, app);
    for (const name of Object.keys(contract)) {
      app.route(routeOf(contract[name]!, handlers[name] as EndpointRoute<Endpoint>));
    }
  };
}
