import { productsContract, SELLER_MSG } from '@haat/shared';
import { contractRoutes } from '../../lib/routes.ts';
import { listingHandlers } from '../listings-common/service.ts';
import { productListings } from './service.ts';

/** Spec §7 /userAdmin/product: the products of the seller's product businesses. */
export const productRoutes = contractRoutes(productsContract, (deps) =>
  listingHandlers(productsContract, deps, {
    ...productListings,
    messages: {
      created: SELLER_MSG.productCreated,
      updated: SELLER_MSG.productUpdated,
      revised: SELLER_MSG.productRevised,
      deleted: SELLER_MSG.productDeleted,
    },
  }),
);
