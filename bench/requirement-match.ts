// How long matching one posted requirement takes at scale
// (docs/decisions/033-requirements.md): 50 distinct needs, each text and city asked once (cold),
// half of them near me (a point beside the city's centre, the radius instead of the city), on
// the catalogue bench:generate writes (1,000,000 products, 200,000 services, 50,000 businesses).
// For each need: the suggestion the form asks for (its sub-category is what the buyer sends),
// the search's understanding of the words, then the match as the app runs it (the ranking
// statement and response-time's tally of its pool) through the app's own functions, without
// HTTP; and beside it the database's own time for the ranking statement (EXPLAIN ANALYZE's
// execution time, run right after, so warm). Nothing is written: the requirement ids are new.
//
//   npm run bench:generate -- --pg postgres://postgres@127.0.0.1:5432/haat_bench   (once)
//   npm run bench:requirements -- --pg postgres://postgres@127.0.0.1:5432/haat_bench
//   npm run bench:requirements -- --pglite data/bench-pglite
//   (no option: BENCH_DATABASE_URL or TEST_DATABASE_URL's server, database haat_bench, when
//    set; else the PGlite directory data/bench-pglite)
//   options: --count 50 --plan (print the slowest statement's plan)
//            --offset 0 (another run's cities: each need asked in the city `offset` further on,
//            so a second run on the same database does not read what the first one read)
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { backfill } from '../apps/server/src/db/backfill.ts';
import { rows } from '../apps/server/src/db/query.ts';
import {
  matchBusinesses,
  matchStatement,
  poolFor,
  type MatchSpec,
} from '../apps/server/src/modules/requirements/matching.ts';
import { lexemesOf, understandNeed } from '../apps/server/src/modules/requirements/spec.ts';
import { suggestFor } from '../apps/server/src/modules/requirements/suggest.ts';
import { matchWordsOf } from '../apps/server/src/modules/requirements/words.ts';
import { withDatabase } from './lib/database.ts';
import { giveBenchBusinessesHours } from './lib/nearby.ts';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'string' },
    pglite: { type: 'string' },
    count: { type: 'string', default: '50' },
    offset: { type: 'string', default: '0' },
    plan: { type: 'boolean', default: false },
  },
});

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const target = args.pg
  ? { databaseUrl: args.pg }
  : args.pglite
    ? { dataDir: resolve(args.pglite) }
    : serverUrl
      ? { databaseUrl: withDatabase(serverUrl, 'haat_bench') }
      : { dataDir: resolve('data/bench-pglite') };

/** What buyers write, products then services; each asked once, in one city. */
const NEEDS = [
  'samsung refrigerator double door',
  'pressure cooker 5 litre',
  'basmati rice 25 kg bag',
  'ceiling fan with remote',
  'mixer grinder 750 watt',
  'water purifier for home',
  'office chair with arms',
  'running shoes size 9',
  'silk saree for a wedding',
  'led bulbs 9 watt, 20 pieces',
  'gas stove 3 burner',
  'inverter battery 150ah',
  'steel almirah with locker',
  'laptop bag for office',
  'school bags for kids',
  'helmet isi marked',
  'printer ink cartridge',
  'wall clock for living room',
  'non stick tawa',
  'beard trimmer',
  'cotton kurta for men',
  'smart tv 43 inch',
  'power bank 20000 mah',
  'wireless earbuds',
  'mobile cover for redmi',
  'plumber for a bathroom leak',
  'electrician for house wiring',
  'ac repair and gas filling',
  'home tuition for class 10 maths',
  'sofa and carpet cleaning',
  'pest control for cockroaches',
  'carpenter to fix a wardrobe',
  'beauty parlour services at home',
  'house painting 2 bhk',
  'washing machine repair',
  'car wash at home',
  'yoga classes in the morning',
  'interior designer for a flat',
  'packers and movers within the city',
  'wedding photographer',
  'catering for 100 people',
  'laptop repair screen',
  'ro water purifier service',
  'driving school for a beginner',
  'tailor for blouse stitching',
  'cctv camera installation',
  'water tank cleaning',
  'mehendi artist for a function',
  'bike service and oil change',
  'chartered accountant for gst filing',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50).toFixed(1),
    p99: percentile(sorted, 99).toFixed(1),
    max: sorted.at(-1)!.toFixed(1),
  };
};
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
};

const handle = await openDatabase({ ...target, maxConnections: 2 });
const db = handle.db;
const settings = (() => {
  const { radiusKm, perBusinessDaily, maxSellers } = loadConfig().requirements;
  return { radiusKm, perBusinessDaily, maxSellers };
})();
try {
  const [catalog] = await rows<{ products: number; businesses: number }>(
    db,
    sql`select (select count(*) from products)::int as products,
               (select count(*) from businesses)::int as businesses`,
  );
  // As a server start would (and bench/near-me.ts does): positions in their city and open
  // hours for the generated businesses (only rows without them), and half the owners on an
  // active plan, drawn from their id (the generator gives none a plan).
  await giveBenchBusinessesHours(db);
  await backfill(db);
  await db.execute(sql`update users set plan = 'Plan C', plan_expires_at = now() + interval '1 year'
      where plan = 'Plan 0' and role = 'user' and abs(hashtext(id::text)) % 2 = 0`);
  await db.execute(sql`analyze businesses`);
  await db.execute(sql`analyze users`);
  const [version] = await rows<{ v: string }>(db, sql`select version() as v`);
  const cities = await rows<{ name: string; lat: number; lng: number }>(
    db,
    sql`select distinct on (name) name, latitude as lat, longitude as lng
          from cities where is_served and latitude is not null order by name`,
  );
  const now = new Date();
  // The search's word list and places are built once per database, at the server's start.
  await understandNeed(db, 'warm up the word list', cities[0]!.name, now.getTime());

  const count = Math.min(Number(args.count), NEEDS.length);
  const times = { suggest: [] as number[], understand: [] as number[], match: [] as number[] };
  const statement: number[] = [];
  let offered = 0;
  let unmatched = 0;
  let slowest = { ms: -1, need: '', plan: '' };
  for (let i = 0; i < count; i++) {
    const need = NEEDS[i]!;
    const city = cities[(i * 7 + Number(args.offset)) % cities.length]!;
    const nearMe = i % 2 === 1;
    // A phone up to 3 km from the centre, as the near-me bench asks.
    const point = nearMe
      ? {
          lat: Number(city.lat) + ((i % 5) - 2) * 0.01,
          lng: Number(city.lng) + ((i % 3) - 1) * 0.01,
        }
      : null;
    const [suggestion, suggestMs] = await timed(() =>
      suggestFor(db, need, city.name, now.getTime()),
    );
    const [understood, understandMs] = await timed(() =>
      understandNeed(db, need, city.name, now.getTime()),
    );
    const spec: MatchSpec = {
      requirementId: uuidv7(),
      kind: suggestion.kind,
      subCategoryId: suggestion.subCategory?._id ?? null,
      lexemes: await lexemesOf(db, matchWordsOf(understood.search)),
      synonyms: understood.synonyms,
      city: city.name,
      point,
      posterId: null,
    };
    const [matches, matchMs] = await timed(() =>
      matchBusinesses(db, spec, settings, now, settings.maxSellers),
    );
    times.suggest.push(suggestMs);
    times.understand.push(understandMs);
    times.match.push(matchMs);
    offered += matches.length;
    if (!matches.length) unmatched += 1;
    const query = matchStatement(spec, settings, now, poolFor(settings.maxSellers));
    if (query) {
      const plan = (await db.execute(sql`explain (analyze, buffers) ${query}`)).rows
        .map((row) => String(Object.values(row)[0]))
        .join('\n');
      const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
      statement.push(ms);
      if (ms > slowest.ms)
        slowest = { ms, need: `${need} (${city.name}${nearMe ? ', near me' : ''})`, plan };
    }
    console.error(
      `${String(i + 1).padStart(2)} ${need} · ${city.name}${nearMe ? ' near me' : ''} → ${suggestion.kind}/${suggestion.subCategory?.name ?? '-'}: ${matches.length} in ${matchMs.toFixed(1)} ms`,
    );
  }
  console.log(`# ${handle.driver}: ${version?.v}`);
  console.log(
    `# ${catalog?.products} products, ${catalog?.businesses} businesses; ${count} requirements, each text and city once; radius ${settings.radiusKm} km, ${settings.maxSellers} sellers`,
  );
  console.table({
    'suggest (the form)': figures(times.suggest),
    'understanding of the words': figures(times.understand),
    'match (statement + tally)': figures(times.match),
    'statement, EXPLAIN ANALYZE': figures(statement),
  });
  console.log(
    `offers per requirement: ${(offered / count).toFixed(2)}; none matched: ${unmatched} of ${count}`,
  );
  console.log(`slowest statement: ${slowest.ms} ms, ${slowest.need}`);
  if (args.plan) console.log(slowest.plan);
} finally {
  await handle.close();
}
