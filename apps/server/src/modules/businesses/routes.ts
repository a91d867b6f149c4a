import { businessesContract, SELLER_MSG } from '@haat/shared';
import { ok } from '../../lib/envelope.ts';
import { contractRoutes } from '../../lib/routes.ts';
import { currentAuth } from '../auth/service.ts';
import { sellerHandlers } from '../listings-common/service.ts';
import * as businesses from './service.ts';

/** Spec §7 /userAdmin/business: the seller's businesses (at most 5). */
export const businessRoutes = contractRoutes(businessesContract, (deps) => ({
  ...sellerHandlers(businessesContract, deps, {
    messages: {
      created: SELLER_MSG.businessCreated,
      updated: SELLER_MSG.businessUpdated,
      revised: SELLER_MSG.businessRevised,
      deleted: SELLER_MSG.businessDeleted,
    },
    create: businesses.createBusiness,
    update: businesses.updateBusiness,
    fetch: businesses.fetchBusiness,
    fetchAll: businesses.fetchBusinesses,
    remove: businesses.deleteBusiness,
    discardRevision: businesses.discardBusinessRevision,
  }),
  fetchPreFilledData: {
    handler: (req) => ok(businesses.preFilledData(currentAuth(req))),
  },
}));
