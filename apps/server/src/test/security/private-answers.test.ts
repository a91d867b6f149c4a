// A security review's finding (docs/security.md): the login answer (it carries the session token)
// and the seller's and administrator's answers said nothing about caching, so a shared computer's
// browser cache or a caching proxy could keep them. Every such answer now says `Cache-Control:
// no-store`, refusals included; public listings keep their own policy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePassword } from '@haat/shared';
import { SELLER_PASSWORD } from '../sellers.ts';
import { apiRoutes, type ApiRoute } from './openapi-routes.ts';
import { createWorld, type World } from './world.ts';

let w: World;
let routes: ApiRoute[];

beforeAll(async () => {
  w = await createWorld();
  routes = apiRoutes(w.t.app).filter((route) => !route.path.endsWith('/notification/stream'));
});
afterAll(() => w.t.close());

const withParams = (path: string) =>
  path.replace(/\{[^}]+\}/g, '00000000-0000-7000-8000-000000000000');

/** Calls each route (GET only: the answer is what matters, not the change) and lists misses. */
async function withoutNoStore(selected: ApiRoute[], headers: Record<string, string>) {
  const missing: string[] = [];
  for (const route of selected) {
    const res = await w.t.call({ method: route.method, url: withParams(route.path), headers });
    if (res.headers['cache-control'] !== 'no-store') {
      missing.push(`${route.key} → ${res.status} ${String(res.headers['cache-control'])}`);
    }
  }
  return missing;
}

describe('private answers are never stored', () => {
  it('the login answer, which carries the token', async () => {
    const res = await w.t.call({
      method: 'POST',
      url: '/api/auth/user/logIn',
      payload: { phoneNo: w.target.seller.phoneNo, password: encodePassword(SELLER_PASSWORD) },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.authorization).toBeTruthy();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('every seller-area read, for its owner', async () => {
    const reads = routes.filter((r) => r.method === 'GET' && r.path.startsWith('/api/userAdmin/'));
    expect(reads.length).toBeGreaterThan(10);
    expect(await withoutNoStore(reads, w.target.seller.headers)).toEqual([]);
  });

  it('every administration read, for the administrator', async () => {
    const reads = routes.filter((r) => r.method === 'GET' && r.path.startsWith('/api/admin/'));
    expect(reads.length).toBeGreaterThan(10);
    expect(await withoutNoStore(reads, w.admin.headers)).toEqual([]);
  });

  it('every guarded route, refused or not, and the session fetch', async () => {
    const guarded = routes.filter((r) =>
      ['/api/userAdmin/', '/api/admin/', '/api/auth/'].some((p) => r.path.startsWith(p)),
    );
    expect(await withoutNoStore(guarded, {})).toEqual([]);
    expect(await withoutNoStore(guarded, w.noPlan.headers)).toEqual([]);
  });

  it('while a public listing keeps its shared-cache policy', async () => {
    const res = await w.t.call({
      method: 'GET',
      url: '/api/public/category/fetchAll?type=product',
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });
});
