import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PUBLIC_LANDING_ANSWERS as answers,
  publicCategoryBannersQuery,
  publicDemographicsQuery,
  publicLandingBannersQuery,
  publicLandingFetchQuery,
  publicSubCategoryBannersQuery,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import * as landing from './service.ts';

/** Spec §7: the home page, its promoted rows (demographics) and the banner strips. */
export async function landingRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['public landing'];

  r.get(
    '/api/public/landingPage/fetch',
    {
      schema: {
        tags,
        querystring: publicLandingFetchQuery,
        response: { 200: answers.landingPage },
      },
    },
    async (req) => ok(await landing.landingPage(deps, req.query)),
  );
  r.get(
    '/api/public/landingPage/banners',
    {
      schema: { tags, querystring: publicLandingBannersQuery, response: { 200: answers.banners } },
    },
    async (req) => ok(await landing.findBanners(db, req.query)),
  );
  r.get(
    '/api/public/demographics/fetch',
    {
      schema: {
        tags,
        querystring: publicDemographicsQuery,
        response: { 200: answers.demographics },
      },
    },
    async (req) => ok(await landing.demographics(deps, req.query)),
  );
  r.get(
    '/api/public/category/banners',
    {
      schema: { tags, querystring: publicCategoryBannersQuery, response: { 200: answers.banners } },
    },
    async (req) => ok(await landing.findBanners(db, req.query)),
  );
  r.get(
    '/api/public/subCategory/banners',
    {
      schema: {
        tags,
        querystring: publicSubCategoryBannersQuery,
        response: { 200: answers.banners },
      },
    },
    async (req) => ok(await landing.findBanners(db, req.query)),
  );
}
