import { SELLER_MSG, servicesContract } from '@haat/shared';
import { contractRoutes } from '../../lib/routes.ts';
import { listingHandlers } from '../listings-common/service.ts';
import { createService, serviceListings } from './service.ts';

/** Spec §7 /userAdmin/service: the services of the seller's service businesses. */
export const serviceRoutes = contractRoutes(servicesContract, (deps) =>
  listingHandlers(servicesContract, deps, {
    ...serviceListings,
    create: createService,
    messages: {
      created: SELLER_MSG.serviceCreated,
      updated: SELLER_MSG.serviceUpdated,
      revised: SELLER_MSG.serviceRevised,
      deleted: SELLER_MSG.serviceDeleted,
    },
  }),
);
