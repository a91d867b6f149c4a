import type { FastifyInstance } from 'fastify';
import { PRODUCT_ANSWERS, createProductBody, SELLER_MSG, updateProductBody } from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { listingRoutes } from '../listings-common/service.ts';
import { productListings } from './service.ts';

/** Spec §7 /userAdmin/product: the products of the seller's product businesses. */
export async function productRoutes(app: FastifyInstance, deps: AppDeps) {
  listingRoutes(app, deps, {
    ...productListings,
    base: '/api/userAdmin/product',
    tag: 'products',
    answers: PRODUCT_ANSWERS,
    schemas: { create: createProductBody, update: updateProductBody },
    messages: {
      created: SELLER_MSG.productCreated,
      updated: SELLER_MSG.productUpdated,
      revised: SELLER_MSG.productRevised,
      deleted: SELLER_MSG.productDeleted,
    },
  });
}
