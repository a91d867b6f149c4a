import type { FastifyInstance } from 'fastify';
import { SERVICE_ANSWERS, createServiceBody, SELLER_MSG, updateServiceBody } from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { listingRoutes } from '../listings-common/service.ts';
import { createService, serviceListings } from './service.ts';

/** Spec §7 /userAdmin/service: the services of the seller's service businesses. */
export async function serviceRoutes(app: FastifyInstance, deps: AppDeps) {
  listingRoutes(app, deps, {
    ...serviceListings,
    create: createService,
    base: '/api/userAdmin/service',
    tag: 'services',
    answers: SERVICE_ANSWERS,
    schemas: { create: createServiceBody, update: updateServiceBody },
    messages: {
      created: SELLER_MSG.serviceCreated,
      updated: SELLER_MSG.serviceUpdated,
      revised: SELLER_MSG.serviceRevised,
      deleted: SELLER_MSG.serviceDeleted,
    },
  });
}
