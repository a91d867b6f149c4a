// Server start: how long the real server takes from the spawn of its process to the first 200 of
// GET /api/health, and how much resident memory its processes hold then and after some requests,
// for each way of running it:
//
//   tsx     `tsx apps/server/src/server.ts`, what `npm start` ran before the bundle: tsx's command
//           line runs the server in a child node process that compiles the TypeScript as it loads
//           it (into tsx's cache in the temporary folder), so its memory is both processes'
//   built   `node apps/server/dist/server.js`, what `npm start` runs now: the bundle
//           `npm run build -w @haat/server` writes
//   built-maps   the same with --enable-source-maps (not run unless named in --variants)
//
// Each start is measured twice per round: on a fresh DATA_DIR (migrations, reference data and the
// demo seed, as the very first `npm start`) and again on the folder that start left (every later
// start). Both variants run in the same process, one after the other (never together: the machine
// has two cores), alternating which goes first. NODE_ENV=production, LOG_LEVEL=warn, PGlite.
//
//   npm run bench:start                            3 rounds of tsx and built, 200 requests each
//   npm run bench:start -- --rounds 5 --requests 500 --variants built
//   options: --no-build (use the dist/ there is) --tsx-cold (tsx with an empty transform cache
//            each start, as a new container's first start) --keep (keep the data folders)
//            --warm-only (one data folder filled first, then only warm starts: more rounds fit)
//
// The requests after start-up cycle through the health check, the home page (drawn on the server
// when the web app is built) and public calls of the home and search pages, one at a time.
// Results: a table on stdout and bench/results/server-start-<date>.json.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../apps/server/src/config.ts';
import { freePort } from '../apps/server/src/test/faults/server-process.ts';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    requests: { type: 'string', default: '200' },
    variants: { type: 'string', default: 'tsx,built' },
    'no-build': { type: 'boolean', default: false },
    'tsx-cold': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'warm-only': { type: 'boolean', default: false },
  },
});

const VARIANT_NAMES = ['tsx', 'built', 'built-maps'] as const;
type Variant = (typeof VARIANT_NAMES)[number];
type Scenario = 'fresh' | 'warm';
type Sample = {
  variant: Variant;
  scenario: Scenario;
  round: number;
  readyMs: number;
  /** Resident memory of every process of the variant (the tsx launcher included), MB. */
  rssReadyMb: number;
  rssAfterMb: number;
  /** The process that listens, alone. */
  serverRssReadyMb: number;
  serverRssAfterMb: number;
  /** The tree's command names, e.g. node+node+esbuild. */
  processes: string;
  failedRequests: number;
};

const ROUNDS = Number(args.rounds);
const REQUESTS = Number(args.requests);
const VARIANTS = args.variants.split(',').map((name) => {
  const variant = VARIANT_NAMES.find((known) => known === name);
  if (!variant) throw new Error(`unknown variant ${name}: one of ${VARIANT_NAMES.join(', ')}`);
  return variant;
});
const BUILT_ENTRY = join(REPO_ROOT, 'apps/server/dist/server.js');

const PATHS = [
  '/api/health',
  '/',
  '/api/public/category/trending?catLimit=6&subCatLimit=4&categoryType=product',
  '/api/public/subCategory/trending?limit=12&categoryType=product',
  '/api/public/product/search?search=cooker&pageNo=1&perPage=20',
  '/api/public/service/search?search=repair&pageNo=1&perPage=20',
];

const mb = (kb: number) => kb / 1024;

/** Parent pid of every process (Linux /proc), to find a launcher's children. */
function parentPids() {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // gone meanwhile
    }
  }
  return parents;
}

function residentKb(pid: number) {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

const commandName = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

/**
 * The memory of a process and all its descendants (KiB), and that of the server itself: the last
 * node process of the tree (tsx's launcher is its parent; esbuild's service, which tsx starts to
 * compile what its cache lacks, its child).
 */
function memory(root: number) {
  const parents = parentPids();
  const pids = [root];
  for (let i = 0; i < pids.length; i++)
    for (const [pid, ppid] of parents) if (ppid === pids[i]) pids.push(pid);
  const server = pids.findLast((pid) => commandName(pid) === 'node') ?? root;
  return {
    totalKb: pids.reduce((sum, pid) => sum + residentKb(pid), 0),
    serverKb: residentKb(server),
    processes: pids.map(commandName).join('+'),
  };
}

function command(variant: Variant): [string, string[]] {
  if (variant === 'built') return [process.execPath, [BUILT_ENTRY]];
  if (variant === 'built-maps') return [process.execPath, ['--enable-source-maps', BUILT_ENTRY]];
  return [join(REPO_ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts']];
}

async function startOnce(variant: Variant, dataDir: string, tsxCache: string | undefined) {
  const port = await freePort();
  const [file, argv] = command(variant);
  const started = performance.now();
  const child = spawn(file, argv, {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: tsxCache ?? process.env.TMPDIR ?? tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      // The machine is shared: its own load must not make the server shed the measured requests.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let running = true;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running = false;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (!running) throw new Error(`${variant} exited before it was ready:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${variant} not ready on ${url}:\n${log}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const readyMs = performance.now() - started;
  return {
    pid: child.pid!,
    url,
    readyMs,
    log: () => log,
    stop: async () => {
      if (running) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function measure(
  variant: Variant,
  scenario: Scenario,
  round: number,
  dataDir: string,
): Promise<Sample> {
  const tsxCache =
    variant === 'tsx' && args['tsx-cold'] ? mkdtempSync(join(tmpdir(), 'haat-tsx-')) : undefined;
  const server = await startOnce(variant, dataDir, tsxCache);
  try {
    // Let the start's own garbage settle as it would before the first visitor.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ready = memory(server.pid);
    let failedRequests = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const res = await fetch(`${server.url}${PATHS[i % PATHS.length]}`);
      await res.arrayBuffer();
      if (!res.ok) failedRequests++;
    }
    const after = memory(server.pid);
    if (failedRequests > 0)
      console.warn(`${variant} ${scenario}: ${failedRequests} answers were not 2xx`);
    return {
      variant,
      scenario,
      round,
      readyMs: Math.round(server.readyMs),
      rssReadyMb: mb(ready.totalKb),
      rssAfterMb: mb(after.totalKb),
      serverRssReadyMb: mb(ready.serverKb),
      serverRssAfterMb: mb(after.serverKb),
      processes: ready.processes,
      failedRequests,
    };
  } finally {
    await server.stop();
    if (tsxCache) rmSync(tsxCache, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function table(samples: Sample[]) {
  const rows = [
    [
      'variant',
      'start',
      'ready ms (median, min–max)',
      'RSS at ready MB',
      `RSS after ${REQUESTS} req MB`,
      'server process MB (ready / after)',
      'processes',
    ],
  ];
  for (const scenario of ['fresh', 'warm'] as const)
    for (const variant of VARIANTS) {
      const of = samples.filter((s) => s.variant === variant && s.scenario === scenario);
      if (of.length === 0) continue;
      const ready = of.map((s) => s.readyMs);
      const fix = (values: number[]) => median(values).toFixed(0);
      rows.push([
        variant + (variant === 'tsx' && args['tsx-cold'] ? ' (cold cache)' : ''),
        scenario,
        `${fix(ready)} (${Math.min(...ready)}–${Math.max(...ready)})`,
        fix(of.map((s) => s.rssReadyMb)),
        fix(of.map((s) => s.rssAfterMb)),
        `${fix(of.map((s) => s.serverRssReadyMb))} / ${fix(of.map((s) => s.serverRssAfterMb))}`,
        of[0]!.processes,
      ]);
    }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [
    line(rows[0]!),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.slice(1).map(line),
  ].join('\n');
}

async function main() {
  if (VARIANTS.some((variant) => variant !== 'tsx') && !args['no-build']) {
    console.log('building the server (npm run build -w @haat/server)');
    execFileSync('npm', ['run', 'build', '-w', '@haat/server'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
  }
  const samples: Sample[] = [];
  const folders: string[] = [];
  const record = (sample: Sample) => {
    samples.push(sample);
    console.log(
      `round ${sample.round} ${sample.variant} ${sample.scenario}: ready in ${sample.readyMs} ms, ` +
        `${sample.rssReadyMb.toFixed(0)} MB → ${sample.rssAfterMb.toFixed(0)} MB`,
    );
  };
  // --warm-only: one data folder, filled by a first start that is not counted, then only warm
  // starts on it: more of them in the same time, for differences smaller than a seed's noise.
  const shared = args['warm-only'] ? mkdtempSync(join(tmpdir(), 'haat-start-warm-')) : undefined;
  if (shared) {
    folders.push(shared);
    console.log(`filling ${shared} (not counted)`);
    await measure(VARIANTS[0]!, 'fresh', 0, shared);
  }
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 ? VARIANTS : [...VARIANTS].reverse();
    for (const variant of order) {
      if (shared) {
        record(await measure(variant, 'warm', round, shared));
        continue;
      }
      const dataDir = mkdtempSync(join(tmpdir(), `haat-start-${variant}-`));
      folders.push(dataDir);
      for (const scenario of ['fresh', 'warm'] as const)
        record(await measure(variant, scenario, round, dataDir));
      if (!args.keep) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (shared && !args.keep) rmSync(shared, { recursive: true, force: true });
  console.log(
    `\nNode ${process.version}, ${cpus().length} cores, load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, ${ROUNDS} rounds\n`,
  );
  console.log(table(samples));
  if (args.keep) console.log(`\ndata folders kept: ${folders.join(' ')}`);
  const resultsDir = join(REPO_ROOT, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `server-start-${new Date().toISOString().slice(0, 19)}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      { node: process.version, cores: cpus().length, args, paths: PATHS, samples },
      null,
      2,
    ),
  );
  console.log(`\n${file}`);
}

await main();
