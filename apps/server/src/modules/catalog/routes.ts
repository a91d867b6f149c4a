import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CATALOG_ANSWERS as answers,
  fetchBrandsQuery,
  fetchCategoriesQuery,
  fetchColorsQuery,
  fetchSubCategoriesQuery,
  fetchSubCategoryBrandsQuery,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import * as catalog from './service.ts';

/** Spec §7 "Lists for forms": the catalogue the seller's product and service forms pick from. */
export async function catalogRoutes(app: FastifyInstance, { database }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const schema = { tags: ['catalog'], security: [{ bearer: [] }] };

  r.get(
    '/api/userAdmin/category/fetchAll',
    {
      schema: {
        ...schema,
        querystring: fetchCategoriesQuery,
        response: { 200: answers.categories },
      },
    },
    async (req) => ok(await catalog.fetchCategories(db, req.query.categoryType)),
  );
  r.get(
    '/api/userAdmin/subCategory/fetchAll',
    {
      schema: {
        ...schema,
        querystring: fetchSubCategoriesQuery,
        response: { 200: answers.subCategories },
      },
    },
    async (req) => ok(await catalog.fetchSubCategories(db, req.query.fkCategoryId)),
  );
  r.get(
    '/api/userAdmin/brand/fetchAll',
    { schema: { ...schema, querystring: fetchBrandsQuery, response: { 200: answers.brands } } },
    async (req) => ok(await catalog.fetchBrands(db, req.query)),
  );
  r.get(
    '/api/userAdmin/brand/fetchSubCategoriesAll',
    {
      schema: {
        ...schema,
        querystring: fetchSubCategoryBrandsQuery,
        response: { 200: answers.brands },
      },
    },
    async (req) => ok(await catalog.fetchBrands(db, req.query)),
  );
  r.get(
    '/api/userAdmin/color/fetchAll',
    { schema: { ...schema, querystring: fetchColorsQuery, response: { 200: answers.colors } } },
    async (req) => ok(await catalog.fetchColors(db, req.query)),
  );
}
