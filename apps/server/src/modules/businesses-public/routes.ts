import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PUBLIC_BUSINESS_ANSWERS,
  publicBusinessFetchQuery,
  publicBusinessTrendingsQuery,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import * as businesses from './service.ts';

/** Spec §7 /public/business reads (views: modules/views). */
export async function businessesPublicRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['public businesses'];
  r.get(
    '/api/public/business/fetch',
    {
      schema: {
        tags,
        querystring: publicBusinessFetchQuery,
        response: { 200: PUBLIC_BUSINESS_ANSWERS.fetch },
      },
    },
    async (req) =>
      ok(await businesses.fetchPublicBusiness(deps.database.db, req.query.id, deps.clock.now())),
  );
  r.get(
    '/api/public/business/businessTrendings',
    {
      schema: {
        tags,
        querystring: publicBusinessTrendingsQuery,
        response: { 200: PUBLIC_BUSINESS_ANSWERS.trendings },
      },
    },
    async (req) => ok(await businesses.businessTrendings(deps, req.query)),
  );
}
