// EXPLAIN of the public search and listing queries at scale (docs/performance.md).
//
//   npx tsx bench/explain-search.ts                       PGlite, in memory
//   npx tsx bench/explain-search.ts --pg postgres://postgres@127.0.0.1:5432/test
//   options: --products 100000 --services 20000 --businesses 5000 --views 200000 --leads 15000
//            --keep --no-analyze (no statistics: PGlite without upkeep, see docs/performance.md)
//            --reuse postgres://…/haat_bench (EXPLAIN again on a filled database: one kept with
//            --keep or made by `npm run bench:generate`)
//
// With --pg a throwaway database (haat_bench_…) is created on that server and dropped at the end.
// The data: the generated catalogue of bench/lib/catalog.ts (the reference catalogue, then
// businesses, products, services, views and leads), written through the real triggers
// (search_vector). The queries EXPLAINed are built by the same functions the API runs
// (modules/discovery), so the plans are the plans in production.
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import {
  cappedFirstPageSql,
  listingPageSql,
  type ListingQuery,
} from '../apps/server/src/modules/discovery/listings.ts';
import { KINDS, listingFrom } from '../apps/server/src/db/listing-kinds.ts';
import { LISTING_VISIBLE } from '../apps/server/src/db/visibility.ts';
import { rows } from '../apps/server/src/db/query.ts';
import { trendingSince } from '../apps/server/src/modules/discovery/scope.ts';
import {
  linksOfSql,
  newestListingsSql,
  subCategoryViewsSql,
  trendingScopedSql,
  viewCandidatesSql,
  visibleCandidatesSql,
} from '../apps/server/src/modules/discovery/trending.ts';
import { backfill } from '../apps/server/src/db/backfill.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { cityCentre } from '../apps/server/src/modules/locations/service.ts';
import type { Position } from '@haat/shared';
import { SMALL_SIZE, fillCatalog, knownIds, settle, type KnownIds } from './lib/catalog.ts';
import { giveBenchBusinessesHours } from './lib/nearby.ts';
import { dropDatabase, ensureDatabase, withDatabase } from './lib/database.ts';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'string' },
    products: { type: 'string', default: String(SMALL_SIZE.products) },
    services: { type: 'string', default: String(SMALL_SIZE.services) },
    businesses: { type: 'string', default: String(SMALL_SIZE.businesses) },
    views: { type: 'string', default: String(SMALL_SIZE.views) },
    leads: { type: 'string', default: String(SMALL_SIZE.leads) },
    'no-analyze': { type: 'boolean', default: false },
    /** Keep the PostgreSQL database (its name is printed) to try queries by hand. */
    keep: { type: 'boolean', default: false },
    /** EXPLAIN again on a database filled before (kept with --keep, or bench:generate's): its full URL. */
    reuse: { type: 'string' },
  },
});
const SIZE = {
  products: Number(args.products),
  services: Number(args.services),
  businesses: Number(args.businesses),
  views: Number(args.views),
  leads: Number(args.leads),
};
const now = new Date();
const log = (line: string) => console.error(line);

async function openBenchDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (args.reuse) {
    const handle = await openDatabase({ databaseUrl: args.reuse, maxConnections: 2 });
    return { handle, drop: () => handle.close() };
  }
  if (!args.pg) {
    const handle = await openDatabase();
    return { handle, drop: () => handle.close() };
  }
  const server = args.pg;
  const name = `haat_bench_${Date.now().toString(36)}`;
  await ensureDatabase(server, name);
  const handle = await openDatabase({ databaseUrl: withDatabase(server, name), maxConnections: 2 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      if (args.keep) console.error(`kept database ${name}`);
      else await dropDatabase(server, name);
    },
  };
}

type Case = { name: string; query: SQL };

function cases(
  ids: KnownIds & { candidates: string[]; newest: string[]; centre?: Position },
): Case[] {
  const page = (
    q: Omit<ListingQuery, 'limit' | 'offset'> & { limit?: number; offset?: number },
  ): ListingQuery => ({
    limit: 12,
    offset: 0,
    ...q,
  });
  const search = (label: string, q: ListingQuery): Case[] => [
    { name: `${label}: page`, query: listingPageSql(q) },
    { name: `${label}: first (count to 1,001, page)`, query: cappedFirstPageSql(q) },
  ];
  return [
    ...search(
      "search 'refrigerater' (misspelt), New Arrivals",
      page({ kind: 'product', q: 'refrigerater', sort: 'new arrivals' }),
    ),
    ...search(
      "search 'samsung double door', relevance",
      page({ kind: 'product', q: 'samsung double door', sort: 'relevance' }),
    ),
    ...search(
      "search services 'plumbr' (misspelt), relevance",
      page({ kind: 'service', q: 'plumbr', sort: 'relevance' }),
    ),
    ...search(
      "search 'almira' in Pune, A-Z",
      page({ kind: 'product', q: 'almira', city: ids.city, sort: 'a-z' }),
    ),
    ...search(
      'listing, All Over India, New Arrivals (home search)',
      page({ kind: 'product', sort: 'new arrivals' }),
    ),
    ...search('listing, All Over India, A-Z', page({ kind: 'product', sort: 'a-z' })),
    ...search(
      'listing, All Over India, Z-A, page 50',
      page({ kind: 'product', sort: 'z-a', offset: 588 }),
    ),
    ...search(
      'listing in a city, New Arrivals',
      page({ kind: 'product', city: ids.city, sort: 'new arrivals' }),
    ),
    ...search(
      'sub-category page, New Arrivals',
      page({ kind: 'product', subCategoryIds: [ids.subCategory], sort: 'new arrivals' }),
    ),
    ...search(
      'filters: category + brand + price 10000-30000 + discount 20',
      page({
        kind: 'product',
        sort: 'new arrivals',
        filters: {
          categories: [ids.category],
          brands: [ids.brand],
          priceRange: { min: 10000, max: 30000 },
          discount: 20,
        },
      }),
    ),
    ...search(
      'business page listings',
      page({ kind: 'product', businessId: ids.business, sort: 'new arrivals' }),
    ),
    ...search('listing, All Over India, Top Rated', page({ kind: 'product', sort: 'top rated' })),
    ...search(
      'listing, All Over India, Top Rated, page 20',
      page({ kind: 'product', sort: 'top rated', offset: 228 }),
    ),
    ...search(
      'listing in a city, Top Rated',
      page({ kind: 'product', city: ids.city, sort: 'top rated' }),
    ),
    ...search(
      'listing, 4★ & above, New Arrivals',
      page({ kind: 'product', sort: 'new arrivals', filters: { minRating: 4 } }),
    ),
    ...search(
      "search 'samsung double door', Top Rated",
      page({ kind: 'product', q: 'samsung double door', sort: 'top rated' }),
    ),
    ...search(
      'services listing, Top Rated, 4★ & above',
      page({ kind: 'service', sort: 'top rated', filters: { minRating: 4 } }),
    ),
    ...search(
      'services listing, All Over India, New Arrivals',
      page({ kind: 'service', sort: 'new arrivals' }),
    ),
    // Near me from the city's centre, open at 19:00 on a Wednesday (hour 67).
    ...(ids.centre
      ? [
          ...search(
            'near me: nearest 12 open now within 5 km',
            page({
              kind: 'product',
              sort: 'nearest',
              near: { position: ids.centre, radiusKm: 5, openHour: 67 },
            }),
          ),
          ...search(
            'near me: services, nearest 12 open now within 5 km',
            page({
              kind: 'service',
              sort: 'nearest',
              near: { position: ids.centre, radiusKm: 5, openHour: 67 },
            }),
          ),
          ...search(
            'near me: nearest, no radius',
            page({ kind: 'product', sort: 'nearest', near: { position: ids.centre } }),
          ),
          ...search(
            "near me: search 'samsung' nearest within 10 km",
            page({
              kind: 'product',
              q: 'samsung',
              sort: 'nearest',
              near: { position: ids.centre, radiusKm: 10 },
            }),
          ),
          ...search(
            'open now in a city, New Arrivals',
            page({ kind: 'product', city: ids.city, sort: 'new arrivals', near: { openHour: 67 } }),
          ),
        ]
      : []),
    {
      name: 'trending: most viewed products of the window (cached 5 min)',
      query: viewCandidatesSql('product', trendingSince(now)),
    },
    {
      name: 'trending: which of them are public (home row, per call)',
      query: visibleCandidatesSql({ kind: 'product' }, ids.candidates),
    },
    {
      name: 'trending: which of them are public in a city',
      query: visibleCandidatesSql({ kind: 'product', city: ids.city }, ids.candidates),
    },
    {
      name: 'trending products of a sub-category',
      query: trendingScopedSql(now, { kind: 'product', subCategoryIds: [ids.subCategory] }, 8),
    },
    {
      name: 'trending products of a category',
      query: trendingScopedSql(now, { kind: 'product', categoryIds: [ids.category] }, 8),
    },
    {
      name: 'trending sub-categories: links of the most viewed',
      query: linksOfSql('product', ids.candidates),
    },
    {
      name: 'trending sub-categories: links of 2000 listings',
      query: linksOfSql('product', ids.newest),
    },
    {
      name: 'trending sub-categories of a category: views',
      query: subCategoryViewsSql(now, { kind: 'product', categoryId: ids.category }),
    },
    {
      name: 'trending sub-categories: newest 2000 listings',
      query: newestListingsSql({ kind: 'product' }),
    },
    {
      name: 'trending sub-categories of a category: newest listings',
      query: newestListingsSql({ kind: 'product', categoryId: ids.category }),
    },
    {
      name: 'business page: sub-category views',
      query: subCategoryViewsSql(now, { kind: 'product', businessId: ids.business }),
    },
    {
      name: 'product detail by id',
      query: sql`select l.id from ${listingFrom(KINDS.product)} where l.id = ${ids.product} and ${LISTING_VISIBLE}`,
    },
  ];
}

const LISTING_SEQ_SCAN =
  /Seq Scan on (products|services|product_sub_categories|service_sub_categories)\b/;

async function main() {
  const { handle, drop } = await openBenchDatabase();
  try {
    const db = handle.db;
    if (!args.reuse)
      await fillCatalog(handle, {
        size: SIZE,
        batch: handle.driver === 'pg' ? 50_000 : 10_000,
        now,
        log,
      });
    // PostgreSQL: what autovacuum does on a live server (statistics, and the visibility map
    // that lets the planner read an index alone). PGlite has no autovacuum: the app's own
    // upkeep (modules/discovery/statistics.ts) does it.
    // The generated businesses' hours, then the start-up backfill (places, open hours).
    if (args.reuse) await migrateDatabase(handle);
    await giveBenchBusinessesHours(db);
    await backfill(db);
    if (!args['no-analyze'] && !args.reuse) await settle(handle, log);
    const filled = await knownIds(db);
    const candidates = (
      await rows<{ id: string }>(db, viewCandidatesSql('product', trendingSince(now)))
    ).map((r) => r.id);
    const newest = (await rows<{ id: string }>(db, newestListingsSql({ kind: 'product' }))).map(
      (r) => r.id,
    );
    const centre = await cityCentre(db, filled.city);
    const ids = { ...filled, candidates, newest, centre };
    const [version] = (await db.execute(sql`select version() as v`)).rows as { v: string }[];
    console.log(`# ${handle.driver}: ${version?.v}`);
    console.log(
      args.reuse
        ? `# a database filled before: ${args.reuse}\n`
        : `# ${SIZE.products} products, ${SIZE.services} services, ${SIZE.businesses} businesses, ${SIZE.views} views\n`,
    );
    const findings: string[] = [];
    for (const { name, query } of cases(ids)) {
      // Once to warm the cache, then the measured run.
      await db.execute(query);
      const plan = (await db.execute(sql`explain (analyze, buffers) ${query}`)).rows
        .map((row) => String(Object.values(row)[0]))
        .join('\n');
      const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
      const seq = LISTING_SEQ_SCAN.exec(plan);
      findings.push(
        `${seq ? 'SEQ SCAN' : 'ok      '} ${time?.padStart(9)} ms  ${name}${seq ? `  (${seq[0]})` : ''}`,
      );
      console.log(`## ${name}\n\n\`\`\`\n${plan}\n\`\`\`\n`);
    }
    console.log(`# Summary (${handle.driver})\n\n\`\`\`\n${findings.join('\n')}\n\`\`\``);
  } finally {
    await drop();
  }
}

await main();
