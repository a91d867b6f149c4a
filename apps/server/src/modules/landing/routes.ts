import { landingContract } from '@haat/shared';
import { ok } from '../../lib/envelope.ts';
import { contractRoutes } from '../../lib/routes.ts';
import * as landing from './service.ts';

/** Spec §7: the home page, its promoted rows (demographics) and the banner strips. */
export const landingRoutes = contractRoutes(landingContract, (deps) => {
  const db = deps.database.db;
  return {
    fetch: { handler: async (req) => ok(await landing.landingPage(deps, req.query)) },
    banners: { handler: async (req) => ok(await landing.findBanners(db, req.query)) },
    demographics: { handler: async (req) => ok(await landing.demographics(deps, req.query)) },
    categoryBanners: { handler: async (req) => ok(await landing.findBanners(db, req.query)) },
    subCategoryBanners: { handler: async (req) => ok(await landing.findBanners(db, req.query)) },
  };
});
