import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  publicBusinessAllQuery,
  publicFetchRelatedQuery,
  publicHighLightsQuery,
  publicListingFetchQuery,
  publicSearchQuery,
  publicSubCategoryAllQuery,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { setReadMemo } from './memo.ts';
import type { ListingKind } from './scope.ts';
import { warmSpelling } from './spelling.ts';
import * as discovery from './service.ts';

/** Spec §7 /public/product and /public/service reads (views: modules/views). */
export async function discoveryRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  setReadMemo(deps.config.publicReadMemo);
  // The catalogue's word list for spelling correction, built now so no visitor waits for it.
  warmSpelling(db);

  for (const kind of ['product', 'service'] as const satisfies readonly ListingKind[]) {
    const base = `/api/public/${kind}`;
    const tags = [`public ${kind}s`];
    r.get(
      `${base}/highLights`,
      { schema: { tags, querystring: publicHighLightsQuery } },
      async (req) => ok(await discovery.highLights(deps, kind, req.query)),
    );
    r.get(
      `${base}/subCategoryAll`,
      { schema: { tags, querystring: publicSubCategoryAllQuery } },
      async (req) => ok(await discovery.subCategoryAll(db, kind, req.query, deps.clock.now())),
    );
    r.get(
      `${base}/businessAll`,
      { schema: { tags, querystring: publicBusinessAllQuery } },
      async (req) => ok(await discovery.businessAll(db, kind, req.query)),
    );
    r.get(
      `${base}/fetch`,
      { schema: { tags, querystring: publicListingFetchQuery } },
      async (req) =>
        ok(
          kind === 'product'
            ? await discovery.fetchProduct(db, req.query.id)
            : await discovery.fetchService(db, req.query.id),
        ),
    );
    r.get(
      `${base}/fetchRelated`,
      { schema: { tags, querystring: publicFetchRelatedQuery } },
      async (req) => ok(await discovery.fetchRelated(db, kind, req.query)),
    );
    r.get(`${base}/search`, { schema: { tags, querystring: publicSearchQuery } }, async (req) =>
      ok(await discovery.search(db, kind, req.query, deps.clock.now())),
    );
  }
}
