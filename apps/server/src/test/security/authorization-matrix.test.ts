import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG, MSG } from '@haat/shared';
import { productForm } from '../../modules/admin/test-fixtures.ts';
import { PLAN_FREE_ROUTES } from '../../modules/auth/plugin.ts';
import type { Seller } from '../sellers.ts';
import { pickCatalog } from '../sellers.ts';
import { ADMIN_ROUTES, SELLER_ROUTES, type Forms, type Probe } from './access-table.ts';
import { apiRoutes, unclassified, type ApiRoute } from './openapi-routes.ts';
import { createWorld, type World } from './world.ts';

let w: World;
let routes: ApiRoute[];
let forms: Forms;

beforeAll(async () => {
  w = await createWorld();
  routes = apiRoutes(w.t.app);
  const catalog = await pickCatalog(w.t, 'product');
  const services = await pickCatalog(w.t, 'service');
  forms = {
    product: productForm(catalog),
    service: {
      name: 'AC Repair Visit',
      images: [],
      fkCategoryId: services.categoryId,
      fkSubCategoriesIds: [services.subCategoryIds[0]],
      pricePerUnit: 600,
      sellingPrice: 500,
      tags: ['ac'],
      description: 'We come to you.',
    },
  };
});
afterAll(() => w.t.close());

const under = (prefix: string) => routes.filter((route) => route.path.startsWith(prefix));

/** Calls a route as someone (or nobody) and answers the envelope and the rows it wrote. */
async function callAs(route: ApiRoute, who: Seller | null, probe: Probe = {}) {
  const mark = await w.writes.mark();
  const res = await w.t.call({
    method: route.method,
    url: route.path,
    headers: { ...(who ? who.headers : {}), ...probe.headers },
    query: probe.query ?? {},
    ...(probe.payload !== undefined ? { payload: probe.payload as object | string } : {}),
  });
  return { ...res, writes: await w.writes.since(mark) };
}

/** `[route, status, error code, message, rows written]`: one readable line per failure. */
const outcome = (route: ApiRoute, res: Awaited<ReturnType<typeof callAs>>) => [
  route.key,
  res.status,
  res.body?.error,
  res.body?.message,
  res.writes,
];

describe('every guarded route is classified', () => {
  it('the OpenAPI description lists the seller and admin routes', () => {
    expect(under('/api/userAdmin/').length).toBeGreaterThan(40);
    expect(under('/api/admin/').length).toBeGreaterThan(30);
  });

  it.each([
    ['/api/userAdmin/', SELLER_ROUTES],
    ['/api/admin/', ADMIN_ROUTES],
  ] as const)('%s: a route missing from the table fails here', (prefix, table) => {
    expect(unclassified(under(prefix), table)).toEqual({ missing: [], stale: [] });
  });
});

describe('/api/userAdmin', () => {
  const probeOf = (route: ApiRoute) => {
    const rule = SELLER_ROUTES[route.key];
    return rule && 'probe' in rule && rule.probe ? rule.probe(w.target, forms) : {};
  };

  it('anonymous: 401 TOKEN_EXPIRED, nothing changed', async () => {
    for (const route of under('/api/userAdmin/')) {
      const res = await callAs(route, null, probeOf(route));
      expect(outcome(route, res)).toEqual([
        route.key,
        401,
        'TOKEN_EXPIRED',
        API_MSG.tokenExpired,
        [],
      ]);
    }
  });

  it('no plan, or a plan that ran out: 401 PLAN_REQUIRED, nothing changed', async () => {
    for (const who of [w.noPlan, w.expiredPlan]) {
      for (const route of under('/api/userAdmin/')) {
        if (PLAN_FREE_ROUTES.includes(route.path)) continue;
        const res = await callAs(route, who, probeOf(route));
        expect(outcome(route, res)).toEqual([
          route.key,
          401,
          'PLAN_REQUIRED',
          MSG.planRequired,
          [],
        ]);
      }
    }
  });

  it('no plan, or a plan that ran out: a copy of their data and deleting the account still open', async () => {
    expect(PLAN_FREE_ROUTES.map((path) => under(path).length)).toEqual([1, 1, 1]);
    for (const who of [w.noPlan, w.expiredPlan]) {
      const [copy, terms, remove] = PLAN_FREE_ROUTES.map((path) => under(path)[0]!);
      expect((await callAs(copy!, who)).status).toBe(200);
      expect((await callAs(terms!, who)).status).toBe(200);
      // Deleting still needs the phone's code: refused for that, not for the plan.
      const refused = await callAs(remove!, who, { payload: {} });
      expect([refused.status, refused.writes]).toEqual([400, []]);
    }
  });

  it("another seller naming the target's record: 404 NOT_FOUND, nothing changed", async () => {
    for (const route of under('/api/userAdmin/')) {
      const rule = SELLER_ROUTES[route.key];
      if (rule?.otherSeller !== 'not-found') continue;
      const res = await callAs(route, w.other, rule.probe(w.target, forms));
      expect(outcome(route, res)).toEqual([route.key, 404, 'NOT_FOUND', API_MSG.notFound, []]);
    }
  });

  it('the owner gets through with the same reads (the probes name real records)', async () => {
    for (const route of under('/api/userAdmin/')) {
      const rule = SELLER_ROUTES[route.key];
      if (rule?.otherSeller !== 'not-found' || route.method !== 'GET') continue;
      const res = await callAs(route, w.target.seller, rule.probe(w.target, forms));
      expect([route.key, res.status]).toEqual([route.key, 200]);
    }
  });

  it('the owner making the same change writes the row (so "nothing changed" above is a signal)', async () => {
    const route = under('/api/userAdmin/notification/markAsRead')[0]!;
    const rule = SELLER_ROUTES[route.key]!;
    const probe = rule.otherSeller === 'not-found' ? rule.probe(w.target, forms) : {};
    const res = await callAs(route, w.target.seller, probe);
    expect([res.status, res.writes]).toEqual([
      200,
      [{ table: 'notifications', operation: 'UPDATE', rows: 1 }],
    ]);
  });

  it("another seller's own-row calls show none of the target's records and change nothing", async () => {
    const ids = w.targetIds();
    for (const route of under('/api/userAdmin/')) {
      const rule = SELLER_ROUTES[route.key];
      if (rule?.otherSeller !== 'own-rows') continue;
      if (route.method !== 'GET' && !rule.callable) continue;
      const res = await callAs(route, w.other, rule.probe?.(w.target, forms));
      expect([route.key, res.status, res.writes]).toEqual([route.key, 200, []]);
      const text = JSON.stringify(res.body);
      expect(ids.filter((id) => text.includes(id))).toEqual([]);
    }
  });
});

describe('/api/admin', () => {
  const check = async (who: Seller | null, status: number, error: string, message: string) => {
    for (const route of under('/api/admin/')) {
      const probe = ADMIN_ROUTES[route.key]?.(w.target, forms) ?? {};
      const res = await callAs(route, who, probe);
      expect(outcome(route, res)).toEqual([route.key, status, error, message, []]);
    }
  };

  it('anonymous: 401 TOKEN_EXPIRED, nothing changed', () =>
    check(null, 401, 'TOKEN_EXPIRED', API_MSG.tokenExpired));

  it('a seller with a plan: 403 FORBIDDEN, nothing changed', () =>
    check(w.other, 403, 'FORBIDDEN', API_MSG.forbidden));

  it('the target seller, owner of the rows the calls name: 403 FORBIDDEN, nothing changed', () =>
    check(w.target.seller, 403, 'FORBIDDEN', API_MSG.forbidden));

  it('a user without a plan: 403 FORBIDDEN, nothing changed', () =>
    check(w.noPlan, 403, 'FORBIDDEN', API_MSG.forbidden));

  it('an administrator gets through the guard (the probes reach the handlers)', async () => {
    const res = await callAs(under('/api/admin/dashboard')[0]!, w.admin);
    expect(res.status).toBe(200);
  });
});
