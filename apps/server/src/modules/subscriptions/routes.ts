import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_MSG,
  SUBSCRIPTION_ANSWERS,
  SUBSCRIPTION_MSG,
  subscriptionRequestBody,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { created, ok } from '../../lib/envelope.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { authenticate } from '../auth/service.ts';
import * as subscriptions from './service.ts';

/**
 * Spec §4 Subscription purchase. These calls need a signed-in user but not an active plan (a
 * user without one is exactly who buys one), so they live outside /api/userAdmin and check the
 * session here: no valid session answers 401 TOKEN_EXPIRED like every guarded call.
 */
export async function subscriptionRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['subscriptions'], security: [{ bearer: [] }] };

  const signedIn = async (req: FastifyRequest) => {
    const auth = await authenticate(deps, req.headers.authorization);
    if (!auth) throw unauthorized('TOKEN_EXPIRED', API_MSG.tokenExpired);
    return auth;
  };

  r.post(
    '/api/subscription/request',
    {
      schema: {
        ...schema,
        body: subscriptionRequestBody,
        response: { 200: SUBSCRIPTION_ANSWERS.request, 201: SUBSCRIPTION_ANSWERS.request },
      },
    },
    async (req) => {
      const { created: isNew, ...answer } = await subscriptions.requestSubscription(
        deps,
        await signedIn(req),
        req.body.plan,
      );
      if (isNew) return created(answer, SUBSCRIPTION_MSG.requestRecorded);
      return ok(answer, SUBSCRIPTION_MSG.requestAlreadyOpen);
    },
  );

  r.get(
    '/api/subscription/fetch',
    { schema: { ...schema, response: { 200: SUBSCRIPTION_ANSWERS.mine } } },
    async (req) => ok(await subscriptions.mySubscription(deps, await signedIn(req))),
  );
}
