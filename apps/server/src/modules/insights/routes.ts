import { INSIGHTS_MSG, insightsContract } from '@haat/shared';
import type { ListingType } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { contractRoutes, type EndpointRoute } from '../../lib/routes.ts';
import { currentAuth } from '../auth/service.ts';
import { insightsRecorder } from './recorder.ts';
import { countTap, fetchInsights } from './service.ts';

/** POST /public/{kind}/taps {id, action}: counted for the seller's insights when it may be. */
const tapRoute = (
  deps: AppDeps,
  type: ListingType,
): EndpointRoute<typeof insightsContract.tapProduct> => ({
  handler: async (req) => {
    const counted = await countTap(deps, type, req.body.id, req.body.action, { ip: req.ip });
    return ok({ counted }, counted ? INSIGHTS_MSG.tapCounted : INSIGHTS_MSG.tapNotCounted);
  },
});

/**
 * POST /api/public/{product,service,business}/taps {id, action} (sent as a beacon) and
 * GET /api/userAdmin/insights/fetch {days, businessId?}. The app's close flushes the counts
 * still waiting in this process (recorder.ts).
 */
export const insightRoutes = contractRoutes(insightsContract, (deps, app) => {
  const recorder = insightsRecorder(deps);
  app.addHook('onClose', () => recorder.close());
  return {
    tapProduct: tapRoute(deps, 'product'),
    tapService: tapRoute(deps, 'service'),
    tapBusiness: tapRoute(deps, 'business'),
    fetch: { handler: async (req) => ok(await fetchInsights(deps, currentAuth(req), req.query)) },
  };
});
