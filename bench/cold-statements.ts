// Where a cold search's database time goes: every URL of `bench:api --cold` asked
// once, one at a time, through the real app (createTestApp, app.inject) with nothing kept
// (PUBLIC_ANSWER_CACHE_MS=0, PUBLIC_READ_MEMO=0), every statement it sends timed at the driver
// and grouped by what it is (the first statement, a walk, the cards, the hours …).
//
//   node --import tsx bench/cold-statements.ts --pg postgres://postgres@127.0.0.1:5432/haat_bench
//   options: --only <text> (cases whose name contains it) --slowest 15 (URLs listed)
//
// One at a time, a statement's time is close to the database's CPU for it (the catalogue is in
// memory after the first pass); the table says how many statements a request sends and which
// kinds cost most. PostgreSQL only: PGlite runs in this process, so its time is not apart.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { warmSpelling } from '../apps/server/src/modules/discovery/spelling.ts';
import { createTestApp } from '../apps/server/src/test/app.ts';
import { coldCases } from './lib/cold.ts';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'string' },
    only: { type: 'string' },
    slowest: { type: 'string', default: '15' },
  },
});
if (!args.pg) throw new Error('Say which database: --pg <url>.');

/** What a statement is, from its text (the shapes listings.ts, cards.ts and nearby.ts send). */
function kindOf(text: string): string {
  if (/select c\.total, p\.id/.test(text)) return 'first: collect ≤1,001, count, page';
  if (/with pool as materialized/.test(text)) return 'relevance pool (newest 1,000 scored)';
  if (/limit \$\d+\s*\) l where/.test(text)) return 'A-Z/Z-A bounded name walk';
  if (/^with matched as materialized/.test(text.trim())) return 'collected page';
  if (/cross join lateral/.test(text)) return 'nearest walk';
  if (/^select count\(\*\)::int as total/.test(text.trim())) return 'exact count';
  if (/json_agg\(json_build_object\('_id', sc\.id/.test(text)) return 'product cards';
  if (/b\.phone_no as "phoneNo"/.test(text)) return 'service cards';
  if (/"workingHours"/.test(text)) return 'hours and distance';
  if (/to_tsvector\('english', sc\.sub_category\) @@/.test(text)) {
    return /union all/.test(text) ? 'matching categories' : 'named sub-categories';
  }
  if (/from sub_categories where id =/.test(text)) return 'sub-category exists';
  if (/^select l\.id from/.test(text.trim())) return 'page walk (order index)';
  return `other: ${text.replace(/\s+/g, ' ').slice(0, 60)}`;
}

type Timing = { kind: string; ms: number };
let current: Timing[] | undefined;
const query = pg.Client.prototype.query as (...a: unknown[]) => unknown;
pg.Client.prototype.query = function timed(this: pg.Client, ...a: unknown[]) {
  const config = a[0] as { text?: string } | string;
  const text = typeof config === 'string' ? config : (config?.text ?? '');
  const into = current;
  if (!into) return query.apply(this, a);
  const started = performance.now();
  const done = (failed: boolean) =>
    into.push({
      kind: `${failed ? 'failed: ' : ''}${kindOf(text)}`,
      ms: performance.now() - started,
    });
  // The pool calls with a callback (pool.query), a checked-out client without one.
  const last = a.at(-1);
  if (typeof last === 'function') {
    a[a.length - 1] = (err: unknown, res: unknown) => {
      done(Boolean(err));
      (last as (err: unknown, res: unknown) => void)(err, res);
    };
    return query.apply(this, a);
  }
  const result = query.apply(this, a) as Promise<unknown>;
  result.then(
    () => done(false),
    () => done(true),
  );
  return result;
} as typeof pg.Client.prototype.query;

const database = await openDatabase({ databaseUrl: args.pg, maxConnections: 2 });
const cases = await coldCases(database.db);
// The spelling word list first (a minute under load at 1M products): the app's onReady hook would
// time out waiting for it.
await warmSpelling(database.db);
const test = await createTestApp({
  database,
  env: { PUBLIC_ANSWER_CACHE_MS: '0', PUBLIC_READ_MEMO: '0' },
});
const round = (ms: number) => Math.round(ms * 10) / 10;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
try {
  const load = [loadavg()];
  // Pages the statements found in PostgreSQL's shared buffers, and those read from the operating
  // system's cache (the default 128 MB of shared buffers hold a part of the search rows).
  const blocks = async () => {
    await database.db.execute(sql`select pg_stat_clear_snapshot()`);
    const [row] = (
      await database.db.execute(
        sql`select blks_hit::float8 as hit, blks_read::float8 as read from pg_stat_database where datname = current_database()`,
      )
    ).rows as { hit: number; read: number }[];
    return row ?? { hit: 0, read: 0 };
  };
  for (const c of cases.filter((c) => !args.only || c.name.includes(args.only))) {
    const blocksBefore = await blocks();
    const perKind = new Map<string, { calls: number; ms: number; max: number }>();
    const perUrl: { path: string; ms: number; db: number; statements: Timing[] }[] = [];
    for (const path of c.paths) {
      current = [];
      const started = performance.now();
      const response = await test.app.inject({ method: 'GET', url: path });
      const ms = performance.now() - started;
      await new Promise((done) => setImmediate(done));
      if (response.statusCode !== 200) console.warn(`${response.statusCode} ${path}`);
      const statements = current;
      current = undefined;
      for (const s of statements) {
        const k = perKind.get(s.kind) ?? { calls: 0, ms: 0, max: 0 };
        k.calls += 1;
        k.ms += s.ms;
        k.max = Math.max(k.max, s.ms);
        perKind.set(s.kind, k);
      }
      perUrl.push({ path, ms, db: statements.reduce((sum, s) => sum + s.ms, 0), statements });
    }
    // The statistics reach pg_stat_database when a backend goes idle (about every 0.5 s).
    await new Promise((done) => setTimeout(done, 1500));
    const blocksAfter = await blocks();
    const hit = blocksAfter.hit - blocksBefore.hit;
    const read = blocksAfter.read - blocksBefore.read;
    const times = perUrl.map((u) => u.ms).sort((a, b) => a - b);
    const dbTotal = perUrl.reduce((sum, u) => sum + u.db, 0);
    const statementCount = perUrl.reduce((sum, u) => sum + u.statements.length, 0);
    console.log(
      `\n## ${c.name}: ${c.paths.length} URLs one at a time: p50 ${round(percentile(times, 0.5))} ms, p90 ${round(percentile(times, 0.9))}, p99 ${round(percentile(times, 0.99))}, max ${round(times.at(-1) ?? 0)}; statements ${round(statementCount / c.paths.length)} a request, database ${round(dbTotal / c.paths.length)} ms a request on average\n`,
    );
    console.log(
      `pages a request: ${round((hit + read) / c.paths.length)} (${round((100 * read) / Math.max(1, hit + read))}% read from the operating system's cache, not in shared buffers)\n`,
    );
    console.log('| statement | calls | total ms | avg ms | max ms |');
    console.log('|---|--:|--:|--:|--:|');
    for (const [kind, k] of [...perKind].sort((a, b) => b[1].ms - a[1].ms))
      console.log(
        `| ${kind} | ${k.calls} | ${round(k.ms)} | ${round(k.ms / k.calls)} | ${round(k.max)} |`,
      );
    console.log(`\nslowest ${args.slowest}:`);
    for (const u of perUrl.sort((a, b) => b.ms - a.ms).slice(0, Number(args.slowest)))
      console.log(
        `${round(u.ms)} ms ${decodeURIComponent(u.path)}\n    ${u.statements.map((s) => `${s.kind.split(':')[0]} ${round(s.ms)}`).join(' · ')}`,
      );
  }
  load.push(loadavg());
  console.log(
    `\nload average ${load.map((l) => l.map((n) => n.toFixed(2)).join(' ')).join(' → ')}`,
  );
} finally {
  await test.close();
  await database.close();
}
