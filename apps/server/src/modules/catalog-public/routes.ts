import { catalogPublicContract } from '@haat/shared';
import { created, ok } from '../../lib/envelope.ts';
import { contractRoutes } from '../../lib/routes.ts';
import * as catalog from './service.ts';

/** Spec §7 public catalogue reads: categories, sub-categories, brands and colours. */
export const catalogPublicRoutes = contractRoutes(catalogPublicContract, (deps) => {
  const db = deps.database.db;
  return {
    // The web app checks this call for code 201: any other code is a 'Category load failure'.
    trendingCategories: {
      handler: async (req) => created(await catalog.trendingCategories(deps, req.query), 'Success'),
    },
    fetchCategories: {
      handler: async (req) => ok(await catalog.fetchAllCategories(db, req.query)),
    },
    trendingSubCategories: {
      handler: async (req) => ok(await catalog.trendingSubCategories(deps, req.query)),
    },
    trendingInCategory: {
      handler: async (req) => ok(await catalog.trendingInCategory(deps, req.query)),
    },
    fetchSubCategories: {
      handler: async (req) => ok(await catalog.fetchAllSubCategories(db, req.query)),
    },
    categoryWithSubCategories: {
      handler: async (req) => ok(await catalog.categoriesAll(db, req.query)),
    },
    fetchBrands: { handler: async (req) => ok(await catalog.brandsOfSubCategories(db, req.query)) },
    fetchColors: { handler: async (req) => ok(await catalog.fetchAllColors(db, req.query)) },
  };
});
