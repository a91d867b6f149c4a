// Soak: the real server under a fixed rate of mixed public reads and lead writes for a long time.
//
//   npm run bench:soak                              10 minutes on PGlite (a fresh DATA_DIR)
//   npm run bench:soak -- --duration 60 --rate 80
//   npm run bench:soak -- --pg postgres://postgres@127.0.0.1:5432/test   a throwaway database there
//   options: --rate 5 (requests/s) --lead-every 5 (one request in 5 is a lead) --connections 20
//            --warmup 120 (s) --max-rss-growth-mb 64 --port 3500 (first free of 3500-3599) --keep
//
// Passes when no answer is a 5xx (nor a socket error or timeout), the leads of the run in the
// database are exactly the ones answered 201, and the server's resident memory after warm-up
// grows by less than --max-rss-growth-mb (median of the last three samples against the first
// three). The demo seed provides the listings; the product's lead limits stay on, and the run
// spreads its leads over contact numbers and X-Forwarded-For addresses so none is reached
// (apps/server/src/test/faults/lead-traffic.ts). Results: bench/results/soak-<date>.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, openPglite, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { onServer, withDatabase } from './lib/database.ts';
import {
  leadPlan,
  storedLeadNumbers,
  type LeadTarget,
} from '../apps/server/src/test/faults/lead-traffic.ts';
import {
  freePort,
  residentKb,
  startServer,
} from '../apps/server/src/test/faults/server-process.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '600' },
    rate: { type: 'string', default: '5' },
    'lead-every': { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    warmup: { type: 'string' },
    'max-rss-growth-mb': { type: 'string', default: '64' },
    port: { type: 'string' },
    pg: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const rate = Number(args.rate);
const leadEvery = Number(args['lead-every']);
const warmup = Number(args.warmup ?? Math.min(120, Math.round(duration / 5)));
const maxGrowthMb = Number(args['max-rss-growth-mb']);
const SAMPLE_MS = 5000;

const dataDir = mkdtempSync(join(tmpdir(), 'haat-soak-'));
const runId = new Date().toISOString().replace(/[:.]/g, '-');
const marker = `soak-${runId}`;

/** A throwaway database on the --pg server, dropped at the end unless --keep. */
async function throwawayDatabase(serverUrl: string) {
  const name = `haat_soak_${Date.now().toString(36)}`;
  await onServer(serverUrl, `create database "${name}"`);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** What this bench uses of autocannon, which ships no types. */
type Context = { lead?: number | null };
type Autocannon = (options: {
  url: string;
  connections: number;
  overallRate: number;
  amount: number;
  timeout: number;
  requests: Array<{
    setupRequest: (request: Record<string, unknown>, context: Context) => Record<string, unknown>;
    onResponse: (status: number, body: string, context: Context) => void;
  }>;
}) => Promise<{
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
}>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

async function getJson(url: string) {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as { payload: Record<string, Array<{ _id: string }>> };
}

/** The demo listings' ids, from the public search the web app calls. */
async function discover(base: string) {
  const products = (
    await getJson(`${base}/api/public/product/search?pageNo=1&perPage=48`)
  ).payload.searchResults!.map((p) => p._id);
  const services = (
    await getJson(`${base}/api/public/service/search?pageNo=1&perPage=48`)
  ).payload.searchResults!.map((s) => s._id);
  const targets: LeadTarget[] = [
    ...products.map((id) => ({ kind: 'product' as const, id })),
    ...services.map((id) => ({ kind: 'service' as const, id })),
  ];
  const reads = [
    '/api/public/landingPage/fetch',
    '/api/public/category/fetchAll',
    '/api/public/subCategory/trending',
    '/api/public/product/highLights',
    '/api/public/product/search?pageNo=1',
    '/api/public/product/search?pageNo=2&search=phone',
    '/api/public/service/search?pageNo=1&search=repair',
    ...products.slice(0, 10).map((id) => `/api/public/product/fetch?id=${id}`),
    ...services.slice(0, 5).map((id) => `/api/public/service/fetch?id=${id}`),
  ];
  return { targets, reads };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main() {
  const database = args.pg ? await throwawayDatabase(args.pg) : null;
  const port = Number(args.port ?? (await freePort(3500, 3599)));
  console.log(
    `Starting the server on :${port} (${database ? 'PostgreSQL' : 'PGlite'}, demo seed)…`,
  );
  const server = await startServer({
    port,
    // A fresh database draws every seed image first: minutes on a busy machine.
    readyTimeoutMs: 900_000,
    env: {
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      // Leads name their (made-up) addresses in X-Forwarded-For, as a proxy on loopback would.
      TRUST_PROXY: 'loopback',
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
  });
  const { targets, reads } = await discover(server.url);
  // autocannon builds each connection's first request ahead: a few more than the share.
  const plannedLeads = Math.ceil((rate * duration) / leadEvery) + Number(args.connections) + 10;
  const plan = leadPlan(targets, plannedLeads, marker);
  console.log(
    `${duration} s at ${rate} requests/s, one in ${leadEvery} a lead; leads spread over ` +
      `${plan.phones} contact numbers, ${plan.addresses} X-Forwarded-For addresses and ` +
      `${targets.length} listings (the product's limits stay on)`,
  );

  // Other work on the machine slows the server down; the record says how busy it was.
  const loadStart = loadavg();
  const rss: Array<{ t: number; kb: number }> = [];
  const started = Date.now();
  const sample = () => {
    const kb = residentKb(server.pid);
    if (kb !== null) rss.push({ t: Math.round((Date.now() - started) / 1000), kb });
  };
  sample();
  const sampler = setInterval(sample, SAMPLE_MS);

  const statuses = { read: {} as Record<number, number>, lead: {} as Record<number, number> };
  const acknowledged: number[] = [];
  const unanswered = new Set<number>();
  /** 5xx answers by status and message, then by minute of the run. */
  const serverErrors: Record<string, Record<number, number>> = {};
  let sent = 0;
  let leadsSent = 0;
  const result = await autocannon({
    url: server.url,
    connections: Number(args.connections),
    overallRate: rate,
    // A number of requests rather than a duration: autocannon then waits for every answer, where
    // a duration would drop the requests still in flight and leave leads stored but unanswered.
    amount: Math.round(rate * duration),
    // The server's own REQUEST_TIMEOUT_MS: a slower answer is the server's failure, not ours.
    timeout: 30,
    requests: [
      {
        setupRequest: (request, context) => {
          const i = sent++;
          if (i % leadEvery === leadEvery - 1) {
            const n = leadsSent++;
            unanswered.add(n);
            context.lead = n;
            return { ...request, method: 'POST', ...plan.request(n) };
          }
          context.lead = null;
          return { ...request, method: 'GET', path: reads[i % reads.length], body: undefined };
        },
        onResponse: (status, body, context) => {
          const kind = context.lead == null ? 'read' : 'lead';
          if (status >= 500) {
            // When, and what the server said: overload (busy) and a database fault read apart.
            const minute = Math.floor((Date.now() - started) / 60_000);
            const message = /"message":"([^"]*)"/.exec(body)?.[1] ?? body.slice(0, 80);
            const key = `${status} ${message}`;
            serverErrors[key] ??= {};
            serverErrors[key][minute] = (serverErrors[key][minute] ?? 0) + 1;
          }
          statuses[kind][status] = (statuses[kind][status] ?? 0) + 1;
          if (kind === 'lead') unanswered.delete(context.lead!);
          if (kind === 'lead' && status === 201) acknowledged.push(context.lead!);
        },
      },
    ],
  });
  clearInterval(sampler);
  sample();

  await server.stop();
  const handle: DatabaseHandle = database
    ? await openDatabase({ databaseUrl: database.url })
    : await openPglite({ dataDir });
  const stored = await storedLeadNumbers(handle.db, marker);
  await handle.close();

  const storedSet = new Set(stored);
  const ackSet = new Set(acknowledged);
  const missing = acknowledged.filter((n) => !storedSet.has(n));
  const unacknowledged = stored.filter((n) => !ackSet.has(n));
  const afterWarmup = rss.filter((s) => s.t >= warmup);
  const rssStartKb = median(afterWarmup.slice(0, 3).map((s) => s.kb));
  const rssEndKb = median(afterWarmup.slice(-3).map((s) => s.kb));
  const growthMb = (rssEndKb - rssStartKb) / 1024;
  const fiveXx =
    Object.entries({ ...statuses.read })
      .concat(Object.entries(statuses.lead))
      .filter(([code]) => Number(code) >= 500)
      .reduce((sum, [, count]) => sum + count, 0) +
    result.errors +
    result.timeouts;

  const failures = [
    fiveXx > 0 && `${fiveXx} answers were 5xx, socket errors or timeouts`,
    (missing.length > 0 || stored.length !== acknowledged.length) &&
      `201 answers ${acknowledged.length}, leads in the database ${stored.length} ` +
        `(${missing.length} acknowledged but missing, ${unacknowledged.length} stored without a 201, ` +
        `${unanswered.size} never answered)`,
    growthMb > maxGrowthMb &&
      `resident memory grew ${growthMb.toFixed(1)} MB after warm-up (limit ${maxGrowthMb} MB)`,
    afterWarmup.length < 6 && 'too few memory samples after warm-up to judge',
  ].filter(Boolean) as string[];

  const summary = {
    date: new Date().toISOString(),
    database: database ? 'pg' : 'pglite',
    durationSeconds: duration,
    rate,
    leadEvery,
    connections: Number(args.connections),
    leadSpread: { phones: plan.phones, addresses: plan.addresses, listings: targets.length },
    requests: result.requests.total,
    throughputPerSecond: result.requests.average,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    statuses,
    serverErrorsByMinute: serverErrors,
    errors: result.errors,
    timeouts: result.timeouts,
    loadAverage: { start: loadStart, end: loadavg() },
    leads: {
      sent: leadsSent,
      unanswered: unanswered.size,
      answered201: acknowledged.length,
      inDatabase: stored.length,
      missing: missing.length,
      storedWithout201: unacknowledged.length,
    },
    rss: {
      warmupSeconds: warmup,
      startMb: +(rssStartKb / 1024).toFixed(1),
      endMb: +(rssEndKb / 1024).toFixed(1),
      maxMb: +(Math.max(...rss.map((s) => s.kb)) / 1024).toFixed(1),
      growthMb: +growthMb.toFixed(1),
      limitMb: maxGrowthMb,
      samples: rss,
    },
    passed: failures.length === 0,
    failures,
  };
  const folder = join(import.meta.dirname, 'results');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `soak-${runId}.json`);
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);

  console.log(
    [
      `requests ${summary.requests} (${summary.throughputPerSecond}/s), p50 ${summary.latencyMs.p50} ms, p99 ${summary.latencyMs.p99} ms`,
      `reads ${JSON.stringify(statuses.read)}, leads ${JSON.stringify(statuses.lead)}, errors ${result.errors}, timeouts ${result.timeouts}`,
      ...Object.entries(serverErrors).map(
        ([what, byMinute]) => `  ${what} by minute: ${JSON.stringify(byMinute)}`,
      ),
      `leads: sent ${leadsSent}, 201 answers ${acknowledged.length}, in the database ${stored.length}, unanswered ${unanswered.size}`,
      `load average ${loadStart.map((l) => l.toFixed(1)).join(' ')} → ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
      `resident memory after ${warmup} s warm-up: ${summary.rss.startMb} MB → ${summary.rss.endMb} MB (max ${summary.rss.maxMb} MB)`,
      failures.length ? `FAILED:\n  ${failures.join('\n  ')}` : 'PASSED',
      `written to ${file}`,
    ].join('\n'),
  );

  if (!args.keep) {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  } else console.log(`kept ${dataDir}${database ? ` and ${database.url}` : ''}`);
  process.exitCode = failures.length ? 1 : 0;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
