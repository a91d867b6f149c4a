// Speed of the public API on a generated catalogue, against a bare Fastify route as the
// ceiling measured in the same run on the same machine.
//
//   npm run bench:generate -- --pg postgres://postgres@127.0.0.1:5432/haat_bench   (once)
//   npm run bench:api -- --pg postgres://postgres@127.0.0.1:5432/haat_bench
//   npm run bench:api -- --pglite data/bench-pglite
//   options: --duration 10 (seconds per endpoint) --warmup 3 --connections 16
//            --only <text> (cases whose name contains it) --port 3210 (and the next for the ceiling)
//            --pages: also the web app's pages as the server sends them, drawn (modules/first-view)
//                     and bare (needs `npm run build`)
//            --help: this text
//            --cold: nothing kept (PUBLIC_ANSWER_CACHE_MS=0, PUBLIC_READ_MEMO=0), over 300
//                    distinct search URLs and the sub-category pages, each asked once, and
//                    searches with a locality against the same without it (--only
//                    locality runs those two alone),
//                    --connections at a time (8 unless said), beside the database's floor for
//                    the same first pages (bench/lib/cold.ts)
//
// The app runs as `npm start` does (NODE_ENV=production, its own process) on the generated
// database; autocannon runs here. Each case spreads its requests over many ids and words, picked
// at random per request. Before a case's warm-up, each of its URLs is asked once, one after
// another ("first" columns): what the first visitor waits, before the server keeps anything.
// The app inherits this process's environment: `PUBLIC_ANSWER_CACHE_MS=0 npm run bench:api …`
// measures it without the answers kept in memory (plugins/http-cache.ts).
// Prints a table and writes bench/results/api-<target>-<time>.json.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import { REPO_ROOT } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { apiCases, type ApiCase } from './lib/api-cases.ts';
import { insightsCase, insightsFloor, type InsightScope } from './lib/insights.ts';
import {
  askOnce,
  coldCases,
  cpuSeconds,
  floor,
  type ColdCase,
  type ColdFigures,
} from './lib/cold.ts';
import { giveBenchBusinessesHours } from './lib/nearby.ts';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'string' },
    pglite: { type: 'string' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string' },
    only: { type: 'string' },
    port: { type: 'string', default: '3210' },
    pages: { type: 'boolean', default: false },
    cold: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  // The usage is this file's opening comment.
  const head = readFileSync(new URL(import.meta.url), 'utf8').split('\n');
  const usage = head.slice(
    0,
    head.findIndex((line) => !line.startsWith('//')),
  );
  console.log(usage.map((line) => line.replace(/^\/\/ ?/, '')).join('\n'));
  process.exit(0);
}
if (!args.pg === !args.pglite)
  throw new Error('Say which database: --pg <url> or --pglite <directory>.');
/** The app's secret in the bench: the seller case signs its session with it (lib/insights.ts). */
const BENCH_JWT_SECRET = 'bench-api-secret-not-used-by-public-routes';
const target = args.pg ? 'pg' : 'pglite';
const duration = Number(args.duration);
const connections = Number(args.connections ?? (args.cold ? 8 : 16));
const appPort = Number(args.port);
const ceilingPort = appPort + 1;

/** The targets: search latency, page throughput against the ceiling, no errors. */
const TARGETS = {
  pg: { searchP50: 10, searchP99: 50, pageShare: 0.25 },
  pglite: { searchP50: 50, searchP99: undefined, pageShare: undefined },
}[target];

const logDir = join(tmpdir(), 'haat-bench');
mkdirSync(logDir, { recursive: true });

function start(name: string, script: string, env: Record<string, string>): ChildProcess {
  const log = openSync(join(logDir, `${name}.log`), 'w');
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
}

async function waitFor(url: string, child: ChildProcess, seconds: number) {
  for (let i = 0; i < seconds * 4; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (logs in ${logDir})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Catalogue size and the requests of every case, read before the app opens the database. */
async function prepare() {
  const handle = await openDatabase(
    args.pg ? { databaseUrl: args.pg, maxConnections: 1 } : { dataDir: resolve(args.pglite!) },
  );
  try {
    // The generated businesses get working hours; the app's start-up gives them places.
    await giveBenchBusinessesHours(handle.db);
    const counts = await handle.db.execute(sql`select
        (select count(*) from products)::int as products, (select count(*) from services)::int as services,
        (select count(*) from businesses)::int as businesses, (select count(*) from listing_views)::int as views`);
    if (args.cold) {
      const cold = (await coldCases(handle.db)).filter(
        (c) => !args.only || c.name.includes(args.only),
      );
      return { catalogue: counts.rows[0], cases: [], cold, floor: await floor(handle.db, cold) };
    }
    const cases = await apiCases(handle.db, { pages: args.pages });
    // The seller's Insights screen (p99 ≤ 100 ms at 1M products).
    let insightScopes: InsightScope[] | undefined;
    if (!args.only || 'seller: insights'.includes(args.only) || args.only.includes('insights')) {
      const { scopes, ...insights } = await insightsCase(handle, BENCH_JWT_SECRET);
      cases.push(insights);
      insightScopes = scopes;
    }
    return { catalogue: counts.rows[0], cases, insightScopes };
  } finally {
    await handle.close();
  }
}

function run(
  url: string,
  paths: readonly string[],
  seconds: number,
  headers: Record<string, string> = {},
) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    // As a browser asks: pages are answered compressed (API answers are not compressed).
    headers: { 'accept-encoding': 'gzip, deflate, br', ...headers },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: paths[Math.floor(Math.random() * paths.length)],
        }),
      },
    ],
  });
}

/**
 * What the first visitor of each URL waits: every distinct URL of a case asked once, one after
 * another, before the case's warm-up, so nothing the server keeps (answers, pages of ids,
 * totals) holds it yet. At most FIRST_VISITS of them, to bound the run.
 */
const FIRST_VISITS = 40;
async function firstVisits(
  url: string,
  paths: readonly string[],
  headers: Record<string, string> = {},
) {
  const times: number[] = [];
  let failures = 0;
  for (const path of [...new Set(paths)].slice(0, FIRST_VISITS)) {
    const started = performance.now();
    const response = await fetch(url + path, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) failures += 1;
  }
  times.sort((a, b) => a - b);
  return {
    count: times.length,
    p50: Math.round(times[Math.floor((times.length - 1) / 2)] ?? 0),
    max: Math.round(times.at(-1) ?? 0),
    failures,
  };
}
type FirstVisits = Awaited<ReturnType<typeof firstVisits>>;

type Row = {
  name: string;
  group: ApiCase['group'] | 'ceiling';
  /** The first request of each URL (none for the ceiling). */
  first?: FirstVisits;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
  ratio: number;
  target: string;
  met: boolean | null;
};

function toRow(
  name: string,
  group: Row['group'],
  result: Result,
  ceiling: number,
  first?: FirstVisits,
): Omit<Row, 'target' | 'met'> {
  return {
    name,
    group,
    first,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    ratio: ceiling ? result.requests.average / ceiling : 1,
  };
}

function judge(row: Omit<Row, 'target' | 'met'>): Row {
  const checks: [string, boolean][] = [];
  if (row.group === 'search') {
    checks.push([`p50 ≤ ${TARGETS.searchP50}`, row.p50 <= TARGETS.searchP50]);
    if (TARGETS.searchP99)
      checks.push([`p99 ≤ ${TARGETS.searchP99}`, row.p99 <= TARGETS.searchP99]);
  }
  if (row.group === 'insights') checks.push(['p99 ≤ 100', row.p99 <= 100]);
  if (row.group === 'page' && TARGETS.pageShare)
    checks.push([`≥ ${TARGETS.pageShare * 100}% of ceiling`, row.ratio >= TARGETS.pageShare]);
  if (row.group !== 'ceiling')
    checks.push(['0 errors', row.errors === 0 && (row.first?.failures ?? 0) === 0]);
  return {
    ...row,
    target: checks.map(([label]) => label).join(', '),
    met: checks.length ? checks.every(([, ok]) => ok) : null,
  };
}

function table(rows: Row[]) {
  const header = [
    'endpoint',
    'first p50 ms',
    'first max ms',
    'req/s',
    'p50 ms',
    'p97.5 ms',
    'p99 ms',
    'errors',
    'of ceiling',
    'target',
    'met',
  ];
  const lines = rows.map((r) => [
    r.name,
    r.first ? String(r.first.p50) : '',
    r.first ? String(r.first.max) : '',
    String(r.rps),
    String(r.p50),
    String(r.p97_5),
    String(r.p99),
    String(r.errors),
    `${(r.ratio * 100).toFixed(1)}%`,
    r.target,
    r.met === null ? '' : r.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 || i >= 9 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [
    format(header),
    `|${widths.map((w, i) => (i === 0 || i >= 9 ? '-' : '') + '-'.repeat(w) + (i === 0 || i >= 9 ? '-' : ':')).join('|')}|`,
    ...lines.map(format),
  ].join('\n');
}

async function main() {
  if (args.pages && !existsSync(join(REPO_ROOT, 'apps/web/dist-server/entry-server.js')))
    throw new Error('--pages measures the built web app: run npm run build first.');
  const { catalogue, cases, cold, floor: floors, insightScopes } = await prepare();
  const selected = cases.filter((c) => !args.only || c.name.includes(args.only));
  const app = start('app', 'apps/server/src/server.ts', {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(appPort),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    // The bench signs nobody up: no SMS is sent (production refuses that unless told).
    SMS_CONSOLE_IN_PRODUCTION: '1',
    JWT_SECRET: BENCH_JWT_SECRET,
    WEB_DIST: args.pages ? join(REPO_ROOT, 'apps/web/dist') : join(logDir, 'no-web-build'),
    // Load shedding (plugins/overload.ts) would answer 503 instead of showing the latency the
    // bench measures; public reads have no per-IP rate limit to lift.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...(args.cold ? { PUBLIC_ANSWER_CACHE_MS: '0', PUBLIC_READ_MEMO: '0' } : {}),
    ...(args.pg
      ? { DATABASE_URL: args.pg, DATA_DIR: join(logDir, 'server-data') }
      : { DATA_DIR: resolve(args.pglite!) }),
  });
  const ceilingServer = start('ceiling', 'bench/lib/hello-server.ts', {
    PORT: String(ceilingPort),
  });
  const started = new Date();
  const load = [loadavg()];
  try {
    // Start-up applies pending migrations first: at 1,000,000 products a backfill takes minutes.
    await waitFor(`http://127.0.0.1:${appPort}/api/health`, app, 900);
    await waitFor(`http://127.0.0.1:${ceilingPort}/`, ceilingServer, 60);
    if (cold) {
      await coldRun(`http://127.0.0.1:${appPort}`, catalogue, cold, floors ?? {}, started, app.pid);
      return;
    }
    const ceilingUrl = `http://127.0.0.1:${ceilingPort}`;
    const measureCeiling = async () => {
      await run(ceilingUrl, ['/'], Number(args.warmup));
      return run(ceilingUrl, ['/'], duration);
    };
    const before = await measureCeiling();
    const results: {
      name: string;
      group: ApiCase['group'];
      first: FirstVisits;
      result: Result;
    }[] = [];
    const appUrl = `http://127.0.0.1:${appPort}`;
    for (const c of selected) {
      console.error(`${c.name} …`);
      const first = await firstVisits(appUrl, c.paths, c.headers);
      await run(appUrl, c.paths, Number(args.warmup), c.headers);
      results.push({
        name: c.name,
        group: c.group,
        first,
        result: await run(appUrl, c.paths, duration, c.headers),
      });
    }
    const after = await measureCeiling();
    load.push(loadavg());
    // The insights case beside the database's floor for it (PostgreSQL: the app holds PGlite).
    const insightsRan = results.some((r) => r.group === 'insights');
    const insightsDbFloor =
      insightsRan && insightScopes && args.pg
        ? await timedInsightsFloor(args.pg, insightScopes)
        : undefined;
    const ceiling = (before.requests.average + after.requests.average) / 2;
    const rows = [
      judge(toRow('ceiling: bare Fastify hello-world (start of run)', 'ceiling', before, ceiling)),
      ...results.map((r) => judge(toRow(r.name, r.group, r.result, ceiling, r.first))),
      judge(toRow('ceiling: bare Fastify hello-world (end of run)', 'ceiling', after, ceiling)),
    ];
    console.log(
      `\n${target} · ${JSON.stringify(catalogue)} · ${connections} connections · ${duration} s each`,
    );
    console.log(
      `load average ${load.map((l) => l.map((n) => n.toFixed(1)).join(' ')).join(' → ')} on ${cpus().length} cores\n`,
    );
    console.log(table(rows));
    if (insightsDbFloor)
      console.log(
        `\ninsights floor: the screen's three reads alone in the database, one at a time, each URL ${insightsDbFloor.count / insightScopes!.length} times: p50 ${insightsDbFloor.p50} ms, p99 ${insightsDbFloor.p99} ms, max ${insightsDbFloor.max} ms`,
      );
    const file = join(
      REPO_ROOT,
      'bench',
      'results',
      `api-${target}-${started.toISOString().slice(0, 16).replace(':', '-')}.json`,
    );
    mkdirSync(join(REPO_ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          target,
          startedAt: started.toISOString(),
          catalogue,
          connections,
          durationSeconds: duration,
          machine: {
            cpus: cpus().length,
            model: cpus()[0]?.model,
            loadAverage: load,
            node: process.version,
          },
          ceilingRps: Math.round(ceiling),
          rows,
          insightsDbFloor,
          raw: results.map((r) => ({
            name: r.name,
            statusCodes: r.result.statusCodeStats,
            latency: r.result.latency,
            requests: r.result.requests,
          })),
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\n${file}`);
  } finally {
    await Promise.all([stop(app), stop(ceilingServer)]);
  }
}

async function timedInsightsFloor(url: string, scopes: InsightScope[]) {
  const handle = await openDatabase({ databaseUrl: url, maxConnections: 1 });
  try {
    return await insightsFloor(handle.db, scopes);
  } finally {
    await handle.close();
  }
}

/** Cold targets (PostgreSQL at 1M products; PGlite at 100k: search p50 only). */
const COLD_TARGETS = {
  pg: { searchP50: 20, searchP99: 100, pageP99: 50 },
  pglite: { searchP50: 30, searchP99: undefined, pageP99: undefined },
}[target];

async function coldRun(
  url: string,
  catalog: unknown,
  cases: ColdCase[],
  floors: Record<string, ColdFigures>,
  started: Date,
  appPid: number | undefined,
) {
  // Where the time goes: the app's and the database's CPU seconds over each case.
  const database = args.pg ? new URL(args.pg).pathname.slice(1) : undefined;
  // A few requests first so connections and the code are warm; none of the measured URLs.
  await askOnce(url, ['/api/health', '/api/health', '/api/health'], 1);
  const measured = [];
  for (const c of cases) {
    console.error(`${c.name} (${c.paths.length} URLs) …`);
    const loadBefore = loadavg();
    const cpuBefore = cpuSeconds(appPid, database);
    const wallStarted = performance.now();
    const figures = await askOnce(url, c.paths, connections);
    const wall = (performance.now() - wallStarted) / 1000;
    const cpuAfter = cpuSeconds(appPid, database);
    const perRequest = (seconds: number) => Math.round((seconds * 10_000) / c.paths.length) / 10;
    const cpu = {
      wallSeconds: Math.round(wall * 100) / 100,
      appMsPerRequest: perRequest(cpuAfter.app - cpuBefore.app),
      dbMsPerRequest: args.pg ? perRequest(cpuAfter.db - cpuBefore.db) : undefined,
      loadAverage: [loadBefore, loadavg()].map((l) => l.map((n) => Math.round(n * 100) / 100)),
    };
    const checks: [string, boolean][] = [['0 errors', figures.errors === 0]];
    if (c.group === 'search') {
      checks.push([`p50 ≤ ${COLD_TARGETS.searchP50}`, figures.p50 <= COLD_TARGETS.searchP50]);
      if (COLD_TARGETS.searchP99)
        checks.push([`p99 ≤ ${COLD_TARGETS.searchP99}`, figures.p99 <= COLD_TARGETS.searchP99]);
    } else if (COLD_TARGETS.pageP99) {
      checks.push([`p99 ≤ ${COLD_TARGETS.pageP99}`, figures.p99 <= COLD_TARGETS.pageP99]);
    }
    measured.push({
      name: c.name,
      figures,
      floor: floors[c.name],
      cpu,
      target: checks.map(([label]) => label).join(', '),
      met: checks.every(([, ok]) => ok),
    });
  }
  console.log(
    `\n${target} · cold · ${JSON.stringify(catalog)} · ${connections} at a time · each URL once`,
  );
  console.log(
    '\n| case | URLs | p50 ms | p99 ms | max ms | errors | floor p50 ms | floor p99 ms | target | met |',
  );
  console.log('|---|--:|--:|--:|--:|--:|--:|--:|---|---|');
  for (const m of measured)
    console.log(
      `| ${m.name} | ${m.figures.count} | ${m.figures.p50} | ${m.figures.p99} | ${m.figures.max} | ${m.figures.errors} | ${m.floor?.p50 ?? ''} | ${m.floor?.p99 ?? ''} | ${m.target} | ${m.met ? 'yes' : 'NO'} |`,
    );
  console.log(
    '\nfloor: the first 12 ids of each text by the full-text index alone, one query at a time in the database',
  );
  console.log('\nCPU per request (from /proc; PGlite runs inside the app) and load average:');
  for (const m of measured)
    console.log(
      `  ${m.name}: app ${m.cpu.appMsPerRequest} ms${m.cpu.dbMsPerRequest === undefined ? '' : `, PostgreSQL ${m.cpu.dbMsPerRequest} ms`} over ${m.cpu.wallSeconds} s; load ${m.cpu.loadAverage.map((l) => l.join(' ')).join(' → ')}`,
    );
  const file = join(
    REPO_ROOT,
    'bench',
    'results',
    `api-cold-${target}-${started.toISOString().slice(0, 16).replace(':', '-')}.json`,
  );
  mkdirSync(join(REPO_ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify({ target, mode: 'cold', startedAt: started.toISOString(), catalogue: catalog, connections, rows: measured }, null, 2)}\n`,
  );
  console.log(`\n${file}`);
}

await main();
