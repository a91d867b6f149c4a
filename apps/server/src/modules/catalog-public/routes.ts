import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PUBLIC_CATALOG_ANSWERS as answers,
  publicBrandFetchSubCategoriesAllQuery,
  publicCategoriesAllQuery,
  publicCategoryFetchAllQuery,
  publicCategoryTrendingQuery,
  publicColorFetchAllQuery,
  publicSubCategoryFetchAllQuery,
  publicSubCategoryTrendingQuery,
  publicTrendingInCategoryQuery,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { created, ok } from '../../lib/envelope.ts';
import * as catalog from './service.ts';

/** Spec §7 public catalogue reads: categories, sub-categories, brands and colours. */
export async function catalogPublicRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['public catalogue'];

  // The spec's web app checks this call for code 201 (spec §8 'Category load failure (code not 201)').
  r.get(
    '/api/public/category/trending',
    {
      schema: {
        tags,
        querystring: publicCategoryTrendingQuery,
        response: { 201: answers.trendingCategories },
      },
    },
    async (req) => created(await catalog.trendingCategories(deps, req.query), 'Success'),
  );
  r.get(
    '/api/public/category/fetchAll',
    {
      schema: {
        tags,
        querystring: publicCategoryFetchAllQuery,
        response: { 200: answers.categories },
      },
    },
    async (req) => ok(await catalog.fetchAllCategories(db, req.query)),
  );
  r.get(
    '/api/public/subCategory/trending',
    {
      schema: {
        tags,
        querystring: publicSubCategoryTrendingQuery,
        response: { 200: answers.trendingSubCategories },
      },
    },
    async (req) => ok(await catalog.trendingSubCategories(deps, req.query)),
  );
  r.get(
    '/api/public/subCategory/trendingInCategory',
    {
      schema: {
        tags,
        querystring: publicTrendingInCategoryQuery,
        response: { 200: answers.trendingInCategory },
      },
    },
    async (req) => ok(await catalog.trendingInCategory(deps, req.query)),
  );
  r.get(
    '/api/public/subCategory/fetchAll',
    {
      schema: {
        tags,
        querystring: publicSubCategoryFetchAllQuery,
        response: { 200: answers.subCategories },
      },
    },
    async (req) => ok(await catalog.fetchAllSubCategories(db, req.query)),
  );
  r.get(
    '/api/public/subCategory/categoriesAll',
    {
      schema: {
        tags,
        querystring: publicCategoriesAllQuery,
        response: { 200: answers.categoriesAll },
      },
    },
    async (req) => ok(await catalog.categoriesAll(db, req.query)),
  );
  r.get(
    '/api/public/brand/fetchSubCategoriesAll',
    {
      schema: {
        tags,
        querystring: publicBrandFetchSubCategoriesAllQuery,
        response: { 200: answers.brands },
      },
    },
    async (req) => ok(await catalog.brandsOfSubCategories(db, req.query)),
  );
  r.get(
    '/api/public/color/fetchAll',
    { schema: { tags, querystring: publicColorFetchAllQuery, response: { 200: answers.colors } } },
    async (req) => ok(await catalog.fetchAllColors(db, req.query)),
  );
}
