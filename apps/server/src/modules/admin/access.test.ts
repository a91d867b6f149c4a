import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@haat/shared';
import type { TestApp } from '../../test/app.ts';
import type { Seller } from '../../test/sellers.ts';
import { createSellerTestApp, signUpSeller } from '../../test/sellers.ts';
import { adminRoutes } from './routes.ts';
import { makeAdmin } from './test-fixtures.ts';

let t: TestApp;
let seller: Seller;
let noPlan: Seller;
let admin: Seller;
/** Every route the console's module registers, read from the module itself. */
const routes: Array<{ method: string; url: string }> = [];

beforeAll(async () => {
  t = await createSellerTestApp();
  seller = await signUpSeller(t);
  noPlan = await signUpSeller(t, { plan: false });
  admin = await makeAdmin(t);
  const probe = Fastify();
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  probe.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
  await probe.register(adminRoutes, t.deps);
  await probe.ready();
  await probe.close();
});
afterAll(() => t.close());

const callAs = (route: { method: string; url: string }, who: Seller | null) =>
  t.call({
    method: route.method as 'GET',
    url: route.url,
    headers: who ? who.headers : {},
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });

describe('every /api/admin route is for administrators only', () => {
  it('the module registers its routes under /api/admin', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.every((route) => route.url.startsWith('/api/admin/'))).toBe(true);
  });

  it('anonymous callers get 401 TOKEN_EXPIRED', async () => {
    for (const route of routes) {
      const res = await callAs(route, null);
      expect([route.url, res.status, res.body.error]).toEqual([route.url, 401, 'TOKEN_EXPIRED']);
      expect(res.body.message).toBe(API_MSG.tokenExpired);
    }
  });

  it('sellers with a plan and users without one get 403 FORBIDDEN', async () => {
    for (const who of [seller, noPlan]) {
      for (const route of routes) {
        const res = await callAs(route, who);
        expect([route.url, res.status, res.body.error]).toEqual([route.url, 403, 'FORBIDDEN']);
      }
    }
  });

  it('an expired or revoked token is 401 too', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('TOKEN_EXPIRED');
  });

  it('an administrator gets through (without a plan)', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: admin.headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.users.admins).toBeGreaterThanOrEqual(1);
  });
});
