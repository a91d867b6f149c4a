import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import {
  PUBLIC_LISTING_ANSWERS,
  publicBusinessAllQuery,
  publicFetchRelatedQuery,
  publicHighLightsQuery,
  publicListingFetchQuery,
  publicSearchQuery,
  publicSubCategoryAllQuery,
} from '@haat/shared';
import type { ListingKind } from '../../db/listing-kinds.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { recordSearchPage } from '../insights/service.ts';
import { setReadMemo } from './memo.ts';
import { warmDictionary } from './query-understanding.ts';
import * as discovery from './service.ts';
import { warmSpelling } from './spelling.ts';

/** Spec §7 /public/product and /public/service reads (views: modules/views). */
export async function discoveryRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  setReadMemo(deps.config.publicReadMemo);
  // The catalogue's word list for spelling correction, built before the server listens so no
  // visitor waits for it (4 s at 1M products: the first searches of a bench all waited).
  // The places (served cities and the localities of their businesses' addresses) likewise.
  app.addHook('onReady', () => Promise.all([warmSpelling(db), warmDictionary(db)]).then(() => {}));

  for (const kind of ['product', 'service'] as const satisfies readonly ListingKind[]) {
    const base = `/api/public/${kind}`;
    const tags = [`public ${kind}s`];
    // Checked at run time by the serializer; statically each kind's list sits under a key
    // (products | services) that the shared service's answer only names at run time.
    const answers: Record<keyof (typeof PUBLIC_LISTING_ANSWERS)[typeof kind], ZodType> =
      PUBLIC_LISTING_ANSWERS[kind];
    r.get(
      `${base}/highLights`,
      {
        schema: { tags, querystring: publicHighLightsQuery, response: { 200: answers.highLights } },
      },
      async (req) => ok(await discovery.highLights(deps, kind, req.query)),
    );
    r.get(
      `${base}/subCategoryAll`,
      {
        schema: {
          tags,
          querystring: publicSubCategoryAllQuery,
          response: { 200: answers.subCategoryAll },
        },
      },
      async (req) => ok(await discovery.subCategoryAll(db, kind, req.query, deps.clock.now())),
    );
    r.get(
      `${base}/businessAll`,
      {
        schema: {
          tags,
          querystring: publicBusinessAllQuery,
          response: { 200: answers.businessAll },
        },
      },
      async (req) => ok(await discovery.businessAll(db, kind, req.query, deps.clock.now())),
    );
    r.get(
      `${base}/fetch`,
      { schema: { tags, querystring: publicListingFetchQuery, response: { 200: answers.fetch } } },
      async (req) =>
        ok(
          kind === 'product'
            ? await discovery.fetchProduct(db, req.query.id)
            : await discovery.fetchService(db, req.query.id),
        ),
    );
    r.get(
      `${base}/fetchRelated`,
      {
        schema: {
          tags,
          querystring: publicFetchRelatedQuery,
          response: { 200: answers.fetchRelated },
        },
      },
      async (req) => ok(await discovery.fetchRelated(db, kind, req.query, deps.clock.now())),
    );
    r.get(
      `${base}/search`,
      { schema: { tags, querystring: publicSearchQuery, response: { 200: answers.search } } },
      async (req) => {
        const answer = await discovery.search(db, kind, req.query, deps.clock.now());
        // Seller insights count the listings a search showed. Here, not in discovery's service,
        // so that insights (which asks discovery what is public) and discovery import one way.
        const ids = answer.searchResults.map((card) => card._id);
        // Counted once per address and page (insights/service.ts): awaited, never thrown.
        await recordSearchPage(deps, kind, ids, req.query.search?.trim() || undefined, req.ip);
        return ok(answer);
      },
    );
  }
}
