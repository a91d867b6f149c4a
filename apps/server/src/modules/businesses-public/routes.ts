import { businessesPublicContract } from '@haat/shared';
import { ok } from '../../lib/envelope.ts';
import { contractRoutes } from '../../lib/routes.ts';
import * as businesses from './service.ts';

/** Spec §7 /public/business reads (views: modules/views). */
export const businessesPublicRoutes = contractRoutes(businessesPublicContract, (deps) => ({
  fetch: {
    handler: async (req) =>
      ok(await businesses.fetchPublicBusiness(deps.database.db, req.query.id, deps.clock.now())),
  },
  trendings: { handler: async (req) => ok(await businesses.businessTrendings(deps, req.query)) },
}));
