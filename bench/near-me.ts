// "Nearest 12 open now within 5 km" through the app's own search service, without
// HTTP: 300 distinct positions around the served cities (each asked once: a position is never
// cached), one at a time and 8 at once. bench:api's case 'search: near me …' measures the same
// over HTTP when the app can be started on the database.
//
//   npx tsx bench/near-me.ts --pg postgres://postgres@127.0.0.1:5432/haat_bench
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { backfill } from '../apps/server/src/db/backfill.ts';
import { search } from '../apps/server/src/modules/discovery/service.ts';
import { giveBenchBusinessesHours, nearMePaths } from './lib/nearby.ts';

const { values: args } = parseArgs({
  options: { pg: { type: 'string' }, count: { type: 'string', default: '300' } },
});
if (!args.pg) throw new Error('Say which database: --pg <url>.');

const handle = await openDatabase({ databaseUrl: args.pg, maxConnections: 10 });
// The generator writes no hours or positions: give them as a server start would (each step
// fills only rows without them, so a second run changes nothing), then refresh the statistics.
await giveBenchBusinessesHours(handle.db);
await backfill(handle.db);
await handle.db.execute(sql`analyze businesses`);
const paths = await nearMePaths(handle.db, Number(args.count));
const queries = paths.map((path) => {
  const url = new URL(path, 'http://x');
  const kind = url.pathname.includes('/service/') ? ('service' as const) : ('product' as const);
  const filters = JSON.parse(url.searchParams.get('filters')!) as {
    radiusKm: number;
    openNow: boolean;
  };
  return {
    kind,
    query: {
      sort: 'nearest' as const,
      lat: Number(url.searchParams.get('lat')),
      lng: Number(url.searchParams.get('lng')),
      filters,
      pageNo: 1,
      perPage: 12,
    },
  };
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function run(concurrency: number, list: typeof queries) {
  const times: number[] = [];
  let found = 0;
  let next = 0;
  const now = new Date('2026-11-25T13:30:00Z'); // Wednesday 19:00 IST
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < list.length) {
        const { kind, query } = list[next++]!;
        const start = performance.now();
        const answer = await search(handle.db, kind, query, now);
        times.push(performance.now() - start);
        found += answer.searchResults.length;
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    concurrency,
    requests: times.length,
    p50: percentile(times, 50).toFixed(1),
    p99: percentile(times, 99).toFixed(1),
    max: times.at(-1)!.toFixed(1),
    averageCards: (found / times.length).toFixed(1),
  };
}

// Warm the pool and the index pages, then measure on distinct positions.
await run(1, queries.slice(0, 20));
const half = Math.floor(queries.length / 2);
console.table([await run(1, queries.slice(0, half)), await run(8, queries.slice(half))]);
await handle.close();
