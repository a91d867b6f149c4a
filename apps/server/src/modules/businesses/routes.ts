import type { FastifyInstance } from 'fastify';
import {
  BUSINESS_ANSWERS,
  createBusinessBody,
  fetchBusinessesQuery,
  SELLER_MSG,
  updateBusinessBody,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { currentAuth } from '../auth/service.ts';
import { sellerRoutes } from '../listings-common/service.ts';
import * as businesses from './service.ts';

/** Spec §7 /userAdmin/business: the seller's businesses (at most 5). */
export async function businessRoutes(app: FastifyInstance, deps: AppDeps) {
  const { r, schema, base } = sellerRoutes(app, deps, {
    base: '/api/userAdmin/business',
    tag: 'businesses',
    answers: BUSINESS_ANSWERS,
    schemas: {
      create: createBusinessBody,
      update: updateBusinessBody,
      fetchAll: fetchBusinessesQuery,
    },
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
  });
  r.get(
    `${base}/fetchPreFilledData`,
    { schema: { ...schema, response: { 200: BUSINESS_ANSWERS.preFilled } } },
    async (req) => ok(businesses.preFilledData(currentAuth(req))),
  );
}
