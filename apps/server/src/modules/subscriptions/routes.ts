import type { FastifyRequest } from 'fastify';
import { API_MSG, SUBSCRIPTION_MSG, subscriptionsContract } from '@haat/shared';
import { created, ok } from '../../lib/envelope.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { contractRoutes } from '../../lib/routes.ts';
import { authenticate } from '../auth/service.ts';
import * as subscriptions from './service.ts';

/**
 * Spec §4 Subscription purchase. These calls need a signed-in user but not an active plan (a
 * user without one is exactly who buys one), so they live outside /api/userAdmin and check the
 * session here: no valid session answers 401 TOKEN_EXPIRED like every guarded call.
 */
export const subscriptionRoutes = contractRoutes(subscriptionsContract, (deps) => {
  const signedIn = async (req: FastifyRequest) => {
    const auth = await authenticate(deps, req.headers.authorization);
    if (!auth) throw unauthorized('TOKEN_EXPIRED', API_MSG.tokenExpired);
    return auth;
  };

  return {
    request: {
      handler: async (req) => {
        const { created: isNew, ...answer } = await subscriptions.requestSubscription(
          deps,
          await signedIn(req),
          req.body.plan,
        );
        if (isNew) return created(answer, SUBSCRIPTION_MSG.requestRecorded);
        return ok(answer, SUBSCRIPTION_MSG.requestAlreadyOpen);
      },
    },
    fetchMine: {
      handler: async (req) => ok(await subscriptions.mySubscription(deps, await signedIn(req))),
    },
  };
});
