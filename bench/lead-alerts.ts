// Enquiry alerts: what Web Push costs the enquiry, and how soon the push leaves.
//
//   npm run bench:alerts                                   PGlite, 200 enquiries
//   npm run bench:alerts -- --pg postgres://postgres@127.0.0.1:5432/bench_alerts
//   options: --count 200 (enquiries per seller) --gap-ms 100 (from one enquiry's start to the
//            next's: 10 a second, far more than a Haat gets, yet a pace the one worker keeps up
//            with; 0 sends them back to back and measures the worker's backlog instead)
//            --port <n> (a free one unless said)
//            --no-build (use apps/server/dist as it is) --keep (keep the database afterwards)
//
// The real server, built (`node apps/server/dist/server.js`, NODE_ENV=production) on a fresh demo
// database: PGlite in a temporary folder, or the PostgreSQL database named in --pg, created for
// the run and dropped after it. Two demo sellers: one with Web Push on, subscribed at a push
// service played by this process (an HTTPS server on 127.0.0.1, PUSH_LOCAL_ENDPOINTS=1, which
// decrypts each push as a browser would), no quiet hours; the other with no subscription (the
// baseline: the enquiry writes the same rows, its alert jobs end at once). Enquiries go one at a
// time, alternating between the two sellers' businesses, so the machine's noise falls on both.
// Measured here: the enquiry's answer time (POST …/businessLeads/create → 201), p50/p99 for each
// seller, and for the seller with push, the time from sending the enquiry to the push arriving
// at the push service, p50/p95. Lead limits stay on: each enquiry names its own contact number
// and X-Forwarded-For address (TRUST_PROXY=loopback).
// Results: a table on stdout and bench/results/lead-alerts-<target>-<time>.json.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../apps/server/src/config.ts';
import {
  startTestPushService,
  testBrowser,
} from '../apps/server/src/modules/alerts/test-push-service.ts';
import { freePort } from '../apps/server/src/test/faults/server-process.ts';
import { databaseName, dropDatabase, ensureDatabase } from './lib/database.ts';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'string' },
    count: { type: 'string', default: '200' },
    'gap-ms': { type: 'string', default: '100' },
    port: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const count = Number(args.count);
const gapMs = Number(args['gap-ms']);
// A port of its own: a server someone else left on a fixed one would answer in its place.
const port = args.port ? Number(args.port) : await freePort(3221, 3299);
const target = args.pg ? 'pg' : 'pglite';
const base = `http://127.0.0.1:${port}`;
const DEMO_PASSWORD = Buffer.from('demo1234').toString('base64');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => Number(value.toFixed(1));

async function waitForHealth(child: ChildProcess, seconds: number) {
  for (let i = 0; i < seconds * 4; i++) {
    if (child.exitCode !== null) throw new Error('the server exited (see its log)');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the server did not answer within ${seconds} s`);
}

async function call<T>(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { payload: T; message: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${envelope.message}`);
  return envelope.payload;
}

/** A demo seller and one of their public businesses. */
async function seller(phoneNo: string) {
  const { authorization } = await call<{ authorization: string }>('POST', '/api/auth/user/logIn', {
    phoneNo,
    password: DEMO_PASSWORD,
  });
  const { businesses } = await call<{
    businesses: Array<{ _id: string; isApproved: boolean; isActive: boolean }>;
  }>('GET', '/api/userAdmin/business/fetchAll', undefined, authorization);
  const business = businesses.find((b) => b.isApproved && b.isActive);
  if (!business) throw new Error(`demo seller ${phoneNo} has no public business`);
  return { token: authorization, businessId: business._id };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'haat-bench-alerts-'));
  const database = args.pg ? databaseName(args.pg, 'bench_alerts') : null;
  if (args.pg && database) {
    await dropDatabase(args.pg, database);
    await ensureDatabase(args.pg, database);
  }
  if (!args['no-build'])
    execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  const service = await startTestPushService();
  const log = join(dataDir, 'server.log');
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', openSync(log, 'w'), openSync(log, 'a')],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      SMS_CONSOLE_IN_PRODUCTION: '1',
      JWT_SECRET: 'bench-lead-alerts-secret-of-no-use-elsewhere',
      TRUST_PROXY: 'loopback',
      PUSH_LOCAL_ENDPOINTS: '1',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...(args.pg ? { DATABASE_URL: args.pg } : {}),
    },
  });
  try {
    await waitForHealth(server, 900);
    if (server.exitCode !== null) throw new Error(`the server exited; is ${port} taken?`);
    const pushed = await seller('9000000001');
    const baseline = await seller('9000000002');
    const browser = testBrowser();
    await call(
      'POST',
      '/api/userAdmin/alerts/push/subscriptions',
      { endpoint: service.endpoint('bench'), keys: browser.keys },
      pushed.token,
    );
    await call(
      'PUT',
      '/api/userAdmin/alerts/preferences',
      { sms: false, quietFrom: '00:00', quietTo: '00:00', push: true },
      pushed.token,
    );

    const stamp = String(Date.now()).slice(-6);
    const answer: Record<'push' | 'baseline', number[]> = { push: [], baseline: [] };
    const sentAt = new Map<string, number>();
    for (let i = 0; i < count * 2; i++) {
      const who = i % 2 === 0 ? 'push' : 'baseline';
      const contactPerson = `Bench ${who} ${i}`;
      const started = performance.now();
      const response = await fetch(`${base}/api/public/businessLeads/create`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: JSON.stringify({
          contactPerson,
          phoneNo: `7${stamp}${String(i).padStart(3, '0')}`,
          query: 'Bench enquiry: is it in stock?',
          fkBusinessId: (who === 'push' ? pushed : baseline).businessId,
        }),
      });
      const took = performance.now() - started;
      const wait = gapMs - took;
      if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      if (response.status !== 201)
        throw new Error(`enquiry ${i}: ${response.status} ${await response.text()}`);
      answer[who].push(took);
      if (who === 'push') sentAt.set(contactPerson, started);
    }
    await service.waitFor(count, 120_000);
    const toPush = service.received.map((push) => {
      const { title } = JSON.parse(browser.decrypt(push.body)) as { title: string };
      const name = title.replace(/^New enquiry from /, '');
      const started = sentAt.get(name);
      if (started === undefined) throw new Error(`a push for no enquiry: ${title}`);
      return push.at - started;
    });

    const stats = (times: number[], high: number) => {
      const sorted = [...times].sort((a, b) => a - b);
      return {
        n: times.length,
        p50: ms(percentile(sorted, 50)),
        [`p${high}`]: ms(percentile(sorted, high)),
      };
    };
    const result = {
      target,
      when: new Date().toISOString(),
      count,
      gapMs,
      machine: { cpus: cpus().length, loadavg: loadavg().map((l) => Number(l.toFixed(2))) },
      enquiry: {
        withPush: stats(answer.push, 99),
        baseline: stats(answer.baseline, 99),
      },
      enquiryToPush: stats(toPush, 95),
    };
    console.table({
      'enquiry answer, seller with push (ms)': result.enquiry.withPush,
      'enquiry answer, seller without (ms)': result.enquiry.baseline,
      'enquiry → push at the push service (ms)': result.enquiryToPush,
    });
    console.log(
      `${count} enquiries a seller, ${gapMs} ms apart; load average ` +
        `${result.machine.loadavg.join(' ')} on ${result.machine.cpus} cpus`,
    );
    const dir = join(REPO_ROOT, 'bench/results');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `lead-alerts-${target}-${result.when.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify(result, null, 2));
    console.log(`written ${file}`);
  } finally {
    if (server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    await service.close();
    if (args.keep) console.log(`kept ${database ?? dataDir}`);
    else {
      if (args.pg && database) await dropDatabase(args.pg, database);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

await main();
