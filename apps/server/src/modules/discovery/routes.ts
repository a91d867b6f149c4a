import { searchContract, type EndpointArgs } from '@haat/shared';
import type { ListingKind } from '../../db/listing-kinds.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { contractRoutes } from '../../lib/routes.ts';
import { recordSearchPage } from '../insights/service.ts';
import { setReadMemo } from './memo.ts';
import { warmDictionary } from './query-understanding.ts';
import * as discovery from './service.ts';
import { warmSpelling } from './spelling.ts';

// The search box's suggestions are answered by modules/search-suggestions.
const { suggestions: _suggestions, ...listingContract } = searchContract;

/** Both kinds read with the same arguments; the product endpoints name them. */
type Args<Name extends keyof typeof listingContract & `product${string}`> = EndpointArgs<
  (typeof listingContract)[Name]
>;

/**
 * Each kind's answer as its endpoint declares it: the shared service names the kind's list
 * (products | services) only at run time, so the compiler cannot see that it matches; the
 * serializer checks every answer against the declared schema.
 */
const declared = <Answer>(payload: unknown) => ok(payload) as Answer;

/** The six public reads of one kind. */
function kindReads(deps: AppDeps, kind: ListingKind) {
  const db = deps.database.db;
  return {
    highLights: (query: Args<'productHighLights'>) => discovery.highLights(deps, kind, query),
    subCategoryAll: (query: Args<'productSubCategoryAll'>) =>
      discovery.subCategoryAll(db, kind, query, deps.clock.now()),
    businessAll: (query: Args<'productBusinessAll'>) =>
      discovery.businessAll(db, kind, query, deps.clock.now()),
    fetch: (query: Args<'productFetch'>) =>
      kind === 'product'
        ? discovery.fetchProduct(db, query.id)
        : discovery.fetchService(db, query.id),
    fetchRelated: (query: Args<'productFetchRelated'>) =>
      discovery.fetchRelated(db, kind, query, deps.clock.now()),
    search: async (query: Args<'productSearch'>, ip: string) => {
      const answer = await discovery.search(db, kind, query, deps.clock.now());
      // Seller insights count the listings a search showed. Here, not in discovery's service,
      // so that insights (which asks discovery what is public) and discovery import one way.
      const ids = answer.searchResults.map((card) => card._id);
      // Counted once per address and page (insights/service.ts): awaited, never thrown.
      await recordSearchPage(deps, kind, ids, query.search?.trim() || undefined, ip);
      return answer;
    },
  };
}

/** Spec §7 /public/product and /public/service reads (views: modules/views). */
export const discoveryRoutes = contractRoutes(listingContract, (deps, app) => {
  const db = deps.database.db;
  setReadMemo(deps.config.publicReadMemo);
  // The catalogue's word list for spelling correction, built before the server listens so no
  // visitor waits for it (seconds at 1M products: the first searches of a bench all waited;
  // docs/performance.md, "Figures that were in code comments").
  // The places (served cities and the localities of their businesses' addresses) likewise.
  app.addHook('onReady', () => Promise.all([warmSpelling(db), warmDictionary(db)]).then(() => {}));
  const product = kindReads(deps, 'product');
  const service = kindReads(deps, 'service');
  return {
    productHighLights: { handler: async (req) => declared(await product.highLights(req.query)) },
    productSubCategoryAll: {
      handler: async (req) => declared(await product.subCategoryAll(req.query)),
    },
    productBusinessAll: { handler: async (req) => declared(await product.businessAll(req.query)) },
    productFetch: { handler: async (req) => declared(await product.fetch(req.query)) },
    productFetchRelated: {
      handler: async (req) => declared(await product.fetchRelated(req.query)),
    },
    productSearch: { handler: async (req) => declared(await product.search(req.query, req.ip)) },
    serviceHighLights: { handler: async (req) => declared(await service.highLights(req.query)) },
    serviceSubCategoryAll: {
      handler: async (req) => declared(await service.subCategoryAll(req.query)),
    },
    serviceBusinessAll: { handler: async (req) => declared(await service.businessAll(req.query)) },
    serviceFetch: { handler: async (req) => declared(await service.fetch(req.query)) },
    serviceFetchRelated: {
      handler: async (req) => declared(await service.fetchRelated(req.query)),
    },
    serviceSearch: { handler: async (req) => declared(await service.search(req.query, req.ip)) },
  };
});
