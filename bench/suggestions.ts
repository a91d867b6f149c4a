// Speed of the search box's suggestions (target: p99 ≤ 30 ms on the server).
//
//   flock /tmp/haat-heavy.lock npm run bench:suggestions                      (PGlite, demo seed)
//   flock /tmp/haat-heavy.lock npm run bench:suggestions -- --pg postgres://postgres@127.0.0.1:5432/haat_bench
//   options: --concurrency 8 (requests in flight in the second pass)
//
// The real app (createTestApp) answers GET /api/public/search/suggestions through app.inject,
// with the public answer cache off (PUBLIC_ANSWER_CACHE_MS=0), so every request is computed.
// The texts are what a visitor types on the way to a word: every prefix (1 to 8 characters) of
// sub-category, category, brand and business names of the database (English and Hindi), for
// both kinds, All Over India and in cities, each asked once, one at a time and then 8 at a
// time. Beside them, the same app's /api/health through app.inject: the floor of a request.
// The first request (loading the catalogue's terms, once per process and every 5 minutes in the
// background) is reported apart.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { createTestApp } from '../apps/server/src/test/app.ts';
import { createSeededTestDatabase } from '../apps/server/src/test/db.ts';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'string' },
    concurrency: { type: 'string', default: '8' },
  },
});

const database: DatabaseHandle = args.pg
  ? await openDatabase({ databaseUrl: args.pg, maxConnections: 10 })
  : await createSeededTestDatabase();
const t = await createTestApp({ database, env: { PUBLIC_ANSWER_CACHE_MS: '0' } });

const names = await database.db.execute<{ name: string }>(
  sql`(select sub_category as name from sub_categories)
      union (select sub_category_hi from sub_categories where sub_category_hi is not null)
      union (select category from categories)
      union (select brand from brands)
      union (select name from (select name from businesses order by views desc limit 200) top)`,
);
const cities = ['All Over India', 'Mumbai', 'Pune', 'Delhi', 'Bengaluru'];
const urls = new Set<string>();
names.rows.forEach((row, i) => {
  const text = row.name.toLowerCase();
  for (let length = 1; length <= Math.min(8, text.length); length++) {
    const q = text.slice(0, length).trim();
    if (!q) continue;
    const kind = i % 2 ? 'service' : 'product';
    const city = cities[(i + length) % cities.length]!;
    urls.add(`/api/public/search/suggestions?${new URLSearchParams({ q, kind, city })}`);
  }
});
const list = [...urls];

async function timed(url: string) {
  const started = performance.now();
  const answer = await t.app.inject({ method: 'GET', url });
  const ms = performance.now() - started;
  if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
  return ms;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
function summary(name: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    case: name,
    requests: times.length,
    'p50 ms': percentile(sorted, 50).toFixed(2),
    'p95 ms': percentile(sorted, 95).toFixed(2),
    'p99 ms': percentile(sorted, 99).toFixed(2),
    'max ms': sorted[sorted.length - 1]!.toFixed(2),
  };
}

try {
  const first = await timed(`/api/public/search/suggestions?q=a`);
  const floor: number[] = [];
  for (let i = 0; i < 300; i++) floor.push(await timed('/api/health'));
  const one: number[] = [];
  for (const url of list) one.push(await timed(url));
  const many: number[] = [];
  const queue = [...list].reverse();
  await Promise.all(
    Array.from({ length: Number(args.concurrency) }, async () => {
      for (let url = queue.pop(); url; url = queue.pop()) many.push(await timed(url));
    }),
  );
  console.log(
    `${args.pg ? 'PostgreSQL' : 'PGlite demo'}: ${list.length} distinct texts; ` +
      `first request (loads the terms) ${first.toFixed(0)} ms`,
  );
  console.table([
    summary('floor: /api/health', floor),
    summary('suggestions, one at a time', one),
    summary(`suggestions, ${args.concurrency} at a time`, many),
  ]);
} finally {
  await t.close();
  await database.close();
}
