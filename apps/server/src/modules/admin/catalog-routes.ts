import type { FastifyRequest } from 'fastify';
import { ADMIN_MSG, adminCatalogContract } from '@haat/shared';
import { created, ok } from '../../lib/envelope.ts';
import { contractRoutes } from '../../lib/routes.ts';
import { currentAuth } from '../auth/service.ts';
import * as bannersAdmin from './banners.ts';
import * as brandsAdmin from './brands.ts';
import type { CatalogCtx } from './catalog-common.ts';
import * as categoriesAdmin from './categories.ts';
import { listCities, setServed } from './cities.ts';
import * as colorsAdmin from './colors.ts';
import * as subCategoriesAdmin from './sub-categories.ts';

/** The catalogue, banners and served cities in the console (guarded like all of /api/admin). */
export const catalogAdminRoutes = contractRoutes(adminCatalogContract, (deps) => {
  const db = deps.database.db;
  const storage = deps.storage;
  const ctx = (req: FastifyRequest): CatalogCtx => ({
    deps,
    storage,
    adminId: currentAuth(req).user.id,
    log: (err) => req.log.error({ err }, 'removing images failed'),
  });

  return {
    // Categories
    fetchCategories: {
      handler: async (req) => ok(await categoriesAdmin.listCategories(db, req.query.categoryType)),
    },
    createCategory: {
      handler: async (req) =>
        created(await categoriesAdmin.createCategory(ctx(req), req.body), ADMIN_MSG.saved),
    },
    updateCategory: {
      handler: async (req) =>
        ok(await categoriesAdmin.updateCategory(ctx(req), req.body), ADMIN_MSG.saved),
    },
    deleteCategory: {
      handler: async (req) =>
        ok(await categoriesAdmin.deleteCategory(ctx(req), req.body.id), ADMIN_MSG.deleted),
    },

    // Sub-categories
    fetchSubCategories: {
      handler: async (req) =>
        ok(await subCategoriesAdmin.listSubCategories(db, req.query.fkCategoryId)),
    },
    createSubCategory: {
      handler: async (req) =>
        created(await subCategoriesAdmin.createSubCategory(ctx(req), req.body), ADMIN_MSG.saved),
    },
    updateSubCategory: {
      handler: async (req) =>
        ok(await subCategoriesAdmin.updateSubCategory(ctx(req), req.body), ADMIN_MSG.saved),
    },
    deleteSubCategory: {
      handler: async (req) =>
        ok(await subCategoriesAdmin.deleteSubCategory(ctx(req), req.body.id), ADMIN_MSG.deleted),
    },

    // Brands
    fetchBrands: { handler: async (req) => ok(await brandsAdmin.listBrands(db, req.query)) },
    createBrand: {
      handler: async (req) =>
        created(await brandsAdmin.createBrand(ctx(req), req.body), ADMIN_MSG.saved),
    },
    updateBrand: {
      handler: async (req) =>
        ok(await brandsAdmin.updateBrand(ctx(req), req.body), ADMIN_MSG.saved),
    },
    deleteBrand: {
      handler: async (req) =>
        ok(await brandsAdmin.deleteBrand(ctx(req), req.body.id), ADMIN_MSG.deleted),
    },

    // Colours
    fetchColors: { handler: async () => ok(await colorsAdmin.listColors(db)) },
    createColor: {
      handler: async (req) =>
        created(await colorsAdmin.createColor(ctx(req), req.body), ADMIN_MSG.saved),
    },
    updateColor: {
      handler: async (req) =>
        ok(await colorsAdmin.updateColor(ctx(req), req.body), ADMIN_MSG.saved),
    },
    deleteColor: {
      handler: async (req) =>
        ok(await colorsAdmin.deleteColor(ctx(req), req.body.id), ADMIN_MSG.deleted),
    },

    // Banners
    fetchBanners: { handler: async (req) => ok(await bannersAdmin.listBanners(db, req.query)) },
    createBanner: {
      handler: async (req) =>
        created(await bannersAdmin.createBanner(ctx(req), req.body), ADMIN_MSG.saved),
    },
    updateBanner: {
      handler: async (req) =>
        ok(await bannersAdmin.updateBanner(ctx(req), req.body), ADMIN_MSG.saved),
    },
    deleteBanner: {
      handler: async (req) =>
        ok(await bannersAdmin.deleteBanner(ctx(req), req.body.id), ADMIN_MSG.deleted),
    },

    // Served cities
    fetchCities: { handler: async (req) => ok(await listCities(db, req.query)) },
    setServed: {
      handler: async (req) =>
        ok(
          await setServed(deps, currentAuth(req).user.id, req.body.id, req.body.isServed),
          req.body.isServed ? ADMIN_MSG.cityServed : ADMIN_MSG.cityNotServed,
        ),
    },
  };
});
