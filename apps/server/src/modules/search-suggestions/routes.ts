import { searchContract } from '@haat/shared';
import { ok } from '../../lib/envelope.ts';
import { contractRoutes } from '../../lib/routes.ts';
import { suggestions } from './service.ts';

/**
 * Autocomplete of the search box. A public read: kept by browsers and the answer
 * cache as every /api/public GET is (plugins/http-cache.ts). The rest of the search contract is
 * modules/discovery's.
 */
export const searchSuggestionRoutes = contractRoutes(
  { suggestions: searchContract.suggestions },
  (deps) => ({
    suggestions: {
      handler: async (req) =>
        ok(await suggestions(deps.database.db, req.query, deps.clock.now().getTime())),
    },
  }),
);
