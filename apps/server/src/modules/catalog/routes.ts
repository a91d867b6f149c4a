import { catalogContract } from '@haat/shared';
import { ok } from '../../lib/envelope.ts';
import { contractRoutes } from '../../lib/routes.ts';
import * as catalog from './service.ts';

/** Spec §7 "Lists for forms": the catalogue the seller's product and service forms pick from. */
export const catalogRoutes = contractRoutes(catalogContract, ({ database }) => {
  const db = database.db;
  return {
    fetchCategories: {
      handler: async (req) => ok(await catalog.fetchCategories(db, req.query.categoryType)),
    },
    fetchSubCategories: {
      handler: async (req) => ok(await catalog.fetchSubCategories(db, req.query.fkCategoryId)),
    },
    fetchBrands: { handler: async (req) => ok(await catalog.fetchBrands(db, req.query)) },
    fetchSubCategoryBrands: {
      handler: async (req) => ok(await catalog.fetchBrands(db, req.query)),
    },
    fetchColors: { handler: async (req) => ok(await catalog.fetchColors(db, req.query)) },
  };
});
