// Every operation of the OpenAPI description gets generated malformed calls (path, query string,
// JSON body, content type, client address) as each kind of caller. Whatever arrives, the answer is
// never a 5xx, always the envelope, and a refused call (4xx) or a read (GET) writes no row.
//
// Reproduce a failure: FUZZ_SEED=<seed printed> npx vitest run apps/server/src/test/security/fuzz.test.ts -t '<test name>'
// Explore further: FUZZ_SEED=$RANDOM FUZZ_RUNS=200 (same command).
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API_MSG } from '@haat/shared';
import { logInAgain } from '../../modules/admin/test-fixtures.ts';
import { makeShop } from '../../modules/leads/test-fixtures.ts';
import type { Seller } from '../sellers.ts';
import { signUpSeller } from '../sellers.ts';
import { requestArbitrary, type FuzzRequest } from './arbitraries.ts';
import type { Write } from './db-writes.ts';
import { apiRoutes, type ApiRoute } from './openapi-routes.ts';
import { createWorld } from './world.ts';

const BASE_SEED = Number(process.env.FUZZ_SEED ?? 8_0008);
/** Calls per route for the caller the route is meant for; other callers get a quarter. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

/**
 * Refused calls that write by design, each with its reason. Anything else a 4xx writes is a bug.
 */
const WRITES_ON_REFUSAL: Array<{ route: string; table: string; why: string }> = [];

/**
 * Reads that write by design, each with its reason: derived rows only, never what a user said.
 */
const insightWindows = (table: string) => ({
  route: 'GET /api/userAdmin/insights/fetch',
  table,
  why: "the seller's read moves their period sums (windows) to today before reading them (decision 019)",
});
const WRITES_ON_READ: Array<{ route: string; table: string; why: string }> = [
  insightWindows('insight_window_start'),
  insightWindows('insight_listing_window'),
  insightWindows('insight_term_window'),
];

const w = await createWorld();
afterAll(() => w.t.close());
const routes = apiRoutes(w.t.app);

// The fuzzing seller owns a shop too, so generated ids also hit records the caller may edit.
const fuzzer = await signUpSeller(w.t);
const fuzzerShop = await makeShop(w.t, fuzzer);
const catalogIds = await w.t.deps.database.db.execute<{ id: string }>(
  sql`(select id from categories limit 2) union all (select id from sub_categories limit 2)
      union all (select id from brands limit 2) union all (select id from colors limit 2)
      union all (select id from cities limit 2) union all (select id from states limit 2)`,
);
const realIds = [
  ...w.targetIds(),
  fuzzerShop.business.id,
  fuzzerShop.product.id,
  fuzzerShop.serviceBusiness.id,
  fuzzerShop.service.id,
  ...catalogIds.rows.map((row) => row.id),
];

type Caller = { name: string; who: () => Seller | null; runs: number };
const identities = { seller: fuzzer, admin: w.admin };

/** Logs a caller in again when a fuzzed call ended its session (logOut, a password change…). */
async function live(name: keyof typeof identities) {
  const who = identities[name];
  const res = await w.t.call({ method: 'GET', url: '/api/auth/user/fetch', headers: who.headers });
  if (res.status !== 200) identities[name] = await logInAgain(w.t, who);
}

function callers(route: ApiRoute): Caller[] {
  const few = Math.max(2, Math.round(RUNS / 4));
  const anonymous = (runs: number): Caller => ({ name: 'anonymous', who: () => null, runs });
  const seller = (runs: number): Caller => ({
    name: 'seller',
    who: () => identities.seller,
    runs,
  });
  if (route.path.startsWith('/api/admin/'))
    return [
      anonymous(few),
      seller(few),
      { name: 'admin', who: () => identities.admin, runs: RUNS },
    ];
  // A granted stream never ends under inject; the guard in front of it is fuzzed anonymously.
  if (route.path === '/api/userAdmin/notification/stream') return [anonymous(RUNS)];
  if (route.path.startsWith('/api/userAdmin/') || route.path.startsWith('/api/auth/user/'))
    return [anonymous(few), seller(RUNS)];
  return [anonymous(RUNS), seller(few)];
}

/** A stable seed per test, so that one route's failure replays without the others. */
function seedOf(name: string) {
  let hash = BASE_SEED >>> 0;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return hash | 0;
}

const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

/** Status, envelope and prototype checks of one answer. */
function checkAnswer(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body.slice(0, 500)).toBeLessThan(500);
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) {
    // Only a granted download (CSV, a catalogue template or export in Excel, a person's copy of
    // their data as a ZIP) answers something other than the envelope.
    expect([res.statusCode, type]).toEqual([
      200,
      expect.stringMatching(
        /^(text\/csv|application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet|application\/zip)/,
      ),
    ]);
  } else {
    const body = res.json();
    expect(body).toMatchObject({ code: res.statusCode, message: expect.any(String) });
    expect(body).toHaveProperty('payload');
    if (res.statusCode >= 400) {
      expect(body).toMatchObject({ payload: null, error: expect.any(String) });
      expect(body.message).not.toBe(API_MSG.internal);
    }
  }
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

function checkWrites(route: ApiRoute, status: number, writes: Write[]) {
  if (status < 400 && route.method !== 'GET') return;
  const designed = status < 400 ? WRITES_ON_READ : WRITES_ON_REFUSAL;
  const unexpected = writes.filter(
    (write) => !designed.some((a) => a.route === route.key && a.table === write.table),
  );
  expect(unexpected, `${status} wrote rows`).toEqual([]);
}

const clip = (text: string, max = 600) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

async function send(request: FuzzRequest, who: Seller | null) {
  return w.t.app.inject({
    method: request.method,
    url: request.url,
    headers: {
      'content-type': request.contentType,
      'x-forwarded-for': request.forwardedFor,
      ...(who ? who.headers : {}),
    },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

describe.each(routes.map((route) => [route.key, route] as const))('%s', (_key, route) => {
  it.each(callers(route).map((caller) => [caller.name, caller] as const))(
    'as %s: no 5xx, always the envelope, no row written by a refused call',
    async (name, caller) => {
      if (name !== 'anonymous') await live(name as keyof typeof identities);
      const seed = seedOf(`${route.key} ${name}`);
      const property = fc.asyncProperty(requestArbitrary(route, realIds), async (request) => {
        const mark = await w.writes.mark();
        const res = await send(request, caller.who());
        checkAnswer(res);
        checkWrites(route, res.statusCode, await w.writes.since(mark));
      });
      await fc.assert(property, {
        seed,
        numRuns: caller.runs,
        // fast-check's own report prints 20 kB strings whole; this one stays readable.
        reporter: (run) => {
          if (!run.failed) return;
          const [request] = run.counterexample ?? [];
          throw new Error(
            [
              `${route.key} as ${name} failed after ${run.numRuns} calls (seed ${run.seed}, path ${run.counterexamplePath}).`,
              `Replay: FUZZ_SEED=${BASE_SEED} npx vitest run apps/server/src/test/security/fuzz.test.ts -t '${route.key}'`,
              `Call: ${clip(JSON.stringify(request))}`,
              `Error: ${clip(String(run.errorInstance))}`,
            ].join('\n'),
          );
        },
      });
    },
    120_000,
  );
});

describe('findings of the fuzzer, replayed on every run', () => {
  const answer = async (url: string, payload?: unknown, who: Seller | null = null) => {
    const mark = await w.writes.mark();
    const res = await w.t.call({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      headers: who ? who.headers : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.status, body: res.body, writes: await w.writes.since(mark) };
  };

  it('a NUL character in a query string or a JSON body is a 400, not a failed SQL query', async () => {
    const refused = {
      status: 400,
      body: {
        code: 400,
        error: 'VALIDATION',
        message: API_MSG.invalidText,
        messageKey: 'apiMsg.invalidText',
        payload: null,
      },
      writes: [],
    };
    expect(await answer('/api/public/landingPage/banners?city=a%00b')).toEqual(refused);
    expect(
      await answer('/api/admin/approvals?type=business&search=%00', undefined, w.admin),
    ).toEqual(refused);
    expect(
      await answer('/api/public/productLeads/create', {
        contactPerson: 'Anita\u0000',
        phoneNo: '9876543210',
        fkProductId: w.target.productId,
      }),
    ).toEqual(refused);
  });

  it('a path the router cannot read answers 404 in the envelope', async () => {
    for (const url of [`/api/uploads/${'x'.repeat(200)}`, '/api/uploads/%E0%A4']) {
      const res = await w.t.call({ method: 'PUT', url, payload: {} });
      expect([url, res.status, res.body]).toEqual([
        url,
        404,
        {
          code: 404,
          error: 'NOT_FOUND',
          message: API_MSG.routeNotFound,
          messageKey: 'apiMsg.routeNotFound',
          payload: null,
        },
      ]);
    }
  });
});
