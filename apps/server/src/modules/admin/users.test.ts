import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG, AUTH_MSG, encodePassword } from '@haat/shared';
import { sessions } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Seller } from '../../test/sellers.ts';
import {
  createBusiness,
  createSellerTestApp,
  pickCatalog,
  SELLER_PASSWORD,
  signUpSeller,
} from '../../test/sellers.ts';
import { as, createProduct, decide, logInAgain, makeAdmin } from './test-fixtures.ts';

let t: TestApp;
let admin: Seller;
let seller: Seller;
let shop: string;
let product: string;

beforeAll(async () => {
  t = await createSellerTestApp();
  admin = await makeAdmin(t);
  seller = await signUpSeller(t);
  shop = await createBusiness(t, seller, { name: 'Kumar Kirana' });
  product = await createProduct(t, seller, shop, await pickCatalog(t, 'product'), {
    name: 'Basmati Rice 5kg',
  });
  await decide(t, admin).bulkApprove('business', [shop]);
  await decide(t, admin).bulkApprove('product', [product]);
});
afterAll(() => t.close());

const adminApi = () => as(t, admin);
const publicFetch = (url: string, id: string) => t.call({ method: 'GET', url, query: { id } });

describe('find users', () => {
  it('by phone digits or by name, with what they own', async () => {
    const byPhone = await adminApi().get('/api/admin/user/fetchAll', {
      search: seller.phoneNo.slice(3),
    });
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.payload.users).toContainEqual(
      expect.objectContaining({ _id: seller.userId, phoneNo: seller.phoneNo, businessCount: 1 }),
    );
    const spaced = await adminApi().get('/api/admin/user/fetchAll', {
      search: `+91 ${seller.phoneNo.slice(0, 5)} ${seller.phoneNo.slice(5)}`,
    });
    expect(spaced.body.payload.users.map((u: any) => u._id)).toEqual([seller.userId]);
    const byName = await adminApi().get('/api/admin/user/fetchAll', { search: 'ravi kum' });
    expect(byName.body.payload.users.map((u: any) => u._id)).toContain(seller.userId);
    const admins = await adminApi().get('/api/admin/user/fetchAll', { role: 'admin' });
    expect(admins.body.payload.users.map((u: any) => u._id)).toEqual([admin.userId]);
  });

  it("shows a user's businesses and listings", async () => {
    const res = await adminApi().get('/api/admin/user/fetch', { id: seller.userId });
    expect(res.status).toBe(200);
    expect(res.body.payload.user).toMatchObject({ _id: seller.userId, role: 'user' });
    expect(res.body.payload.businesses).toEqual([
      expect.objectContaining({
        _id: shop,
        name: 'Kumar Kirana',
        isApproved: true,
        listingCount: 1,
        listings: [
          expect.objectContaining({ _id: product, type: 'product', name: 'Basmati Rice 5kg' }),
        ],
      }),
    ]);
    const unknown = await adminApi().get('/api/admin/user/fetch', {
      id: '01890000-0000-7000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ADMIN_MSG.userNotFound);
  });

  it('answers where each business is, who placed it, and its own domain, as corrected', async () => {
    const businessOf = async () =>
      (await adminApi().get('/api/admin/user/fetch', { id: seller.userId })).body.payload
        .businesses[0];
    // Created without a pin: Haat placed it at its city's centre.
    expect(await businessOf()).toMatchObject({
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      locationSource: 'city',
      domain: null,
    });

    const moved = await adminApi().put('/api/admin/business/location', {
      id: shop,
      latitude: 18.5204,
      longitude: 73.8567,
    });
    expect(moved.body.message).toBe(ADMIN_MSG.locationCorrected);
    const named = await adminApi().put('/api/admin/business/domain', {
      id: shop,
      domain: 'www.kumarkirana.in',
    });
    expect(named.body.message).toBe(ADMIN_MSG.domainSaved);
    expect(await businessOf()).toMatchObject({
      latitude: 18.5204,
      longitude: 73.8567,
      locationSource: 'admin',
      domain: 'www.kumarkirana.in',
    });

    const removed = await adminApi().put('/api/admin/business/domain', { id: shop, domain: null });
    expect(removed.body.message).toBe(ADMIN_MSG.domainRemoved);
    expect((await businessOf()).domain).toBeNull();
  });
});

describe('deactivate and reactivate', () => {
  it('hides their listings, ends their sessions and refuses their login; reactivation restores', async () => {
    expect((await publicFetch('/api/public/product/fetch', product)).status).toBe(200);
    expect((await publicFetch('/api/public/business/fetch', shop)).status).toBe(200);
    const second = await logInAgain(t, seller); // a second device

    const res = await adminApi().put('/api/admin/user/deactivate', { id: seller.userId });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ADMIN_MSG.userDeactivated);

    expect((await publicFetch('/api/public/product/fetch', product)).status).toBe(404);
    expect((await publicFetch('/api/public/business/fetch', shop)).status).toBe(404);
    const search = await t.call({
      method: 'GET',
      url: '/api/public/product/search',
      query: { search: 'basmati' },
    });
    expect(search.body.payload.searchResults.map((p: any) => p._id)).not.toContain(product);

    for (const who of [seller, second]) {
      const me = await as(t, who).get('/api/userAdmin/business/fetchAll');
      expect(me.status).toBe(401);
      expect(me.body.error).toBe('TOKEN_EXPIRED');
    }
    const open = await t.deps.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, seller.userId));
    expect(open.every((session) => session.revokedAt !== null)).toBe(true);
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/user/logIn',
      payload: { phoneNo: seller.phoneNo, password: encodePassword(SELLER_PASSWORD) },
    });
    expect(login.body.message).toBe(AUTH_MSG.accountDeactivated);

    expect((await adminApi().put('/api/admin/user/reactivate', { id: seller.userId })).status).toBe(
      200,
    );
    expect((await publicFetch('/api/public/product/fetch', product)).status).toBe(200);
    seller = await logInAgain(t, seller);
    expect((await as(t, seller).get('/api/userAdmin/business/fetchAll')).status).toBe(200);

    const audit = await adminApi().get('/api/admin/audit/fetchAll', { entityId: seller.userId });
    expect(audit.body.payload.entries.map((e: any) => e.action)).toEqual([
      'reactivate',
      'deactivate',
    ]);
  });
});

describe('roles', () => {
  it('makes and removes an administrator', async () => {
    const helper = await signUpSeller(t, { plan: false });
    expect((await as(t, helper).get('/api/admin/dashboard')).status).toBe(403);
    await adminApi().put('/api/admin/user/setRole', { id: helper.userId, role: 'admin' });
    expect((await as(t, helper).get('/api/admin/dashboard')).status).toBe(200);
    await adminApi().put('/api/admin/user/setRole', { id: helper.userId, role: 'user' });
    expect((await as(t, helper).get('/api/admin/dashboard')).status).toBe(403);
  });

  it('never on oneself', async () => {
    for (const [url, payload] of [
      ['/api/admin/user/setRole', { id: admin.userId, role: 'user' }],
      ['/api/admin/user/deactivate', { id: admin.userId }],
    ] as const) {
      const res = await adminApi().put(url, payload);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(ADMIN_MSG.notYourself);
    }
    expect((await adminApi().get('/api/admin/dashboard')).status).toBe(200);
  });
});
