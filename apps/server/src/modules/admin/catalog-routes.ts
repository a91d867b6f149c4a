import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_CATALOG_ANSWERS as answers,
  ADMIN_MSG,
  adminBannerCreateBody,
  adminBannersQuery,
  adminBannerUpdateBody,
  adminBrandCreateBody,
  adminBrandsQuery,
  adminBrandUpdateBody,
  adminCategoriesQuery,
  adminCategoryCreateBody,
  adminCategoryUpdateBody,
  adminCitiesQuery,
  adminColorCreateBody,
  adminColorUpdateBody,
  adminIdBody,
  adminSetServedBody,
  adminSubCategoriesQuery,
  adminSubCategoryCreateBody,
  adminSubCategoryUpdateBody,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { created, ok } from '../../lib/envelope.ts';
import { currentAuth } from '../auth/service.ts';
import * as bannersAdmin from './banners.ts';
import * as brandsAdmin from './brands.ts';
import type { CatalogCtx } from './catalog-common.ts';
import * as categoriesAdmin from './categories.ts';
import { listCities, setServed } from './cities.ts';
import * as colorsAdmin from './colors.ts';
import * as subCategoriesAdmin from './sub-categories.ts';

/** The catalogue, banners and served cities in the console (guarded like all of /api/admin). */
export async function catalogAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const storage = deps.storage;
  const schema = { tags: ['admin catalogue'], security: [{ bearer: [] }] };
  const ctx = (req: FastifyRequest): CatalogCtx => ({
    deps,
    storage,
    adminId: currentAuth(req).user.id,
    log: (err) => req.log.error({ err }, 'removing images failed'),
  });

  // Categories
  const category = '/api/admin/category';
  r.get(
    `${category}/fetchAll`,
    {
      schema: {
        ...schema,
        querystring: adminCategoriesQuery,
        response: { 200: answers.categories },
      },
    },
    async (req) => ok(await categoriesAdmin.listCategories(db, req.query.categoryType)),
  );
  r.post(
    `${category}/create`,
    { schema: { ...schema, body: adminCategoryCreateBody, response: { 201: answers.category } } },
    async (req) =>
      created(await categoriesAdmin.createCategory(ctx(req), req.body), ADMIN_MSG.saved),
  );
  r.put(
    `${category}/update`,
    { schema: { ...schema, body: adminCategoryUpdateBody, response: { 200: answers.category } } },
    async (req) => ok(await categoriesAdmin.updateCategory(ctx(req), req.body), ADMIN_MSG.saved),
  );
  r.delete(
    `${category}/delete`,
    { schema: { ...schema, body: adminIdBody, response: { 200: answers.deleted } } },
    async (req) =>
      ok(await categoriesAdmin.deleteCategory(ctx(req), req.body.id), ADMIN_MSG.deleted),
  );

  // Sub-categories
  const sub = '/api/admin/subCategory';
  r.get(
    `${sub}/fetchAll`,
    {
      schema: {
        ...schema,
        querystring: adminSubCategoriesQuery,
        response: { 200: answers.subCategories },
      },
    },
    async (req) => ok(await subCategoriesAdmin.listSubCategories(db, req.query.fkCategoryId)),
  );
  r.post(
    `${sub}/create`,
    {
      schema: {
        ...schema,
        body: adminSubCategoryCreateBody,
        response: { 201: answers.subCategory },
      },
    },
    async (req) =>
      created(await subCategoriesAdmin.createSubCategory(ctx(req), req.body), ADMIN_MSG.saved),
  );
  r.put(
    `${sub}/update`,
    {
      schema: {
        ...schema,
        body: adminSubCategoryUpdateBody,
        response: { 200: answers.subCategory },
      },
    },
    async (req) =>
      ok(await subCategoriesAdmin.updateSubCategory(ctx(req), req.body), ADMIN_MSG.saved),
  );
  r.delete(
    `${sub}/delete`,
    { schema: { ...schema, body: adminIdBody, response: { 200: answers.deleted } } },
    async (req) =>
      ok(await subCategoriesAdmin.deleteSubCategory(ctx(req), req.body.id), ADMIN_MSG.deleted),
  );

  // Brands
  const brand = '/api/admin/brand';
  r.get(
    `${brand}/fetchAll`,
    { schema: { ...schema, querystring: adminBrandsQuery, response: { 200: answers.brands } } },
    async (req) => ok(await brandsAdmin.listBrands(db, req.query)),
  );
  r.post(
    `${brand}/create`,
    { schema: { ...schema, body: adminBrandCreateBody, response: { 201: answers.brand } } },
    async (req) => created(await brandsAdmin.createBrand(ctx(req), req.body), ADMIN_MSG.saved),
  );
  r.put(
    `${brand}/update`,
    { schema: { ...schema, body: adminBrandUpdateBody, response: { 200: answers.brand } } },
    async (req) => ok(await brandsAdmin.updateBrand(ctx(req), req.body), ADMIN_MSG.saved),
  );
  r.delete(
    `${brand}/delete`,
    { schema: { ...schema, body: adminIdBody, response: { 200: answers.deleted } } },
    async (req) => ok(await brandsAdmin.deleteBrand(ctx(req), req.body.id), ADMIN_MSG.deleted),
  );

  // Colours
  const color = '/api/admin/color';
  r.get(
    `${color}/fetchAll`,
    { schema: { ...schema, response: { 200: answers.colors } } },
    async () => ok(await colorsAdmin.listColors(db)),
  );
  r.post(
    `${color}/create`,
    { schema: { ...schema, body: adminColorCreateBody, response: { 201: answers.color } } },
    async (req) => created(await colorsAdmin.createColor(ctx(req), req.body), ADMIN_MSG.saved),
  );
  r.put(
    `${color}/update`,
    { schema: { ...schema, body: adminColorUpdateBody, response: { 200: answers.color } } },
    async (req) => ok(await colorsAdmin.updateColor(ctx(req), req.body), ADMIN_MSG.saved),
  );
  r.delete(
    `${color}/delete`,
    { schema: { ...schema, body: adminIdBody, response: { 200: answers.deleted } } },
    async (req) => ok(await colorsAdmin.deleteColor(ctx(req), req.body.id), ADMIN_MSG.deleted),
  );

  // Banners
  const banner = '/api/admin/banner';
  r.get(
    `${banner}/fetchAll`,
    { schema: { ...schema, querystring: adminBannersQuery, response: { 200: answers.banners } } },
    async (req) => ok(await bannersAdmin.listBanners(db, req.query)),
  );
  r.post(
    `${banner}/create`,
    { schema: { ...schema, body: adminBannerCreateBody, response: { 201: answers.banner } } },
    async (req) => created(await bannersAdmin.createBanner(ctx(req), req.body), ADMIN_MSG.saved),
  );
  r.put(
    `${banner}/update`,
    { schema: { ...schema, body: adminBannerUpdateBody, response: { 200: answers.banner } } },
    async (req) => ok(await bannersAdmin.updateBanner(ctx(req), req.body), ADMIN_MSG.saved),
  );
  r.delete(
    `${banner}/delete`,
    { schema: { ...schema, body: adminIdBody, response: { 200: answers.deleted } } },
    async (req) => ok(await bannersAdmin.deleteBanner(ctx(req), req.body.id), ADMIN_MSG.deleted),
  );

  // Served cities
  r.get(
    '/api/admin/city/fetchAll',
    { schema: { ...schema, querystring: adminCitiesQuery, response: { 200: answers.cities } } },
    async (req) => ok(await listCities(db, req.query)),
  );
  r.put(
    '/api/admin/city/setServed',
    { schema: { ...schema, body: adminSetServedBody, response: { 200: answers.served } } },
    async (req) =>
      ok(
        await setServed(deps, currentAuth(req).user.id, req.body.id, req.body.isServed),
        req.body.isServed ? ADMIN_MSG.cityServed : ADMIN_MSG.cityNotServed,
      ),
  );
}
