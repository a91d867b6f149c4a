import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_MSG } from '@haat/shared';
import type { DatabaseHandle } from '../../db/client.ts';
import { businesses, listingViews, products, services } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { createSeededTestDatabase } from '../../test/db.ts';
import {
  daysAgo,
  makeBusiness,
  makeCategory,
  makeHiddenListings,
  makeProduct,
  makeService,
} from '../discovery/test-fixtures.ts';
import { addressKey } from '../../lib/visitor.ts';
import { VIEWS_PER_IP } from './service.ts';

let t: TestApp;
let database: DatabaseHandle;
const DAY = 24 * 60 * 60 * 1000;
let category: Awaited<ReturnType<typeof makeCategory>>;
let serviceCategory: Awaited<ReturnType<typeof makeCategory>>;
let shop: string;
let serviceShop: string;
let A: string, B: string, C: string, svc: string;
let fans: Awaited<ReturnType<typeof makeCategory>>;
let D: string, E: string, F: string;
let hidden: Record<string, string>;

beforeAll(async () => {
  // Reference data only: the rows here are all this file needs.
  database = await createSeededTestDatabase({ demo: false });
  t = await createTestApp({ database });
  const db = database.db;
  const now = t.clock.now();
  category = await makeCategory(db, 'product', 'Viewed Goods', ['Lamps']);
  serviceCategory = await makeCategory(db, 'service', 'Viewed Services', ['Tuning']);
  shop = await makeBusiness(db, { name: 'Lamp Shop' });
  serviceShop = await makeBusiness(db, { name: 'Piano Tuners', businessType: 'service' });
  const lamp = (name: string, days: number) =>
    makeProduct(db, {
      fkBusinessId: shop,
      fkCategoryId: category.categoryId,
      subCategoryIds: [category.sub.Lamps!],
      name,
      createdAt: daysAgo(now, days),
    });
  A = await lamp('Lamp A', 1);
  B = await lamp('Lamp B', 2);
  C = await lamp('Lamp C', 3);
  svc = await makeService(db, {
    fkBusinessId: serviceShop,
    fkCategoryId: serviceCategory.categoryId,
    subCategoryIds: [serviceCategory.sub.Tuning!],
    name: 'Piano Tuning',
    createdAt: daysAgo(now, 1),
  });
  fans = await makeCategory(db, 'product', 'Counted Goods', ['Fans']);
  const fan = (name: string, days: number) =>
    makeProduct(db, {
      fkBusinessId: shop,
      fkCategoryId: fans.categoryId,
      subCategoryIds: [fans.sub.Fans!],
      name,
      createdAt: daysAgo(now, days),
    });
  D = await fan('Fan D', 1);
  E = await fan('Fan E', 2);
  F = await fan('Fan F', 3);
  ({ hidden } = await makeHiddenListings(db, 'product', {
    fkCategoryId: category.categoryId,
    subCategoryIds: [category.sub.Lamps!],
    fkBusinessId: shop,
    now,
    name: 'Hidden lamp',
  }));
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

const view = (type: string, id: unknown, visitor = { ip: '10.0.0.1', ua: 'Browser A' }) =>
  t.call({
    method: 'PUT',
    url: `/api/public/${type}/views`,
    payload: { id },
    headers: { 'user-agent': visitor.ua },
    remoteAddress: visitor.ip,
  });
const viewsOf = async (id: string) =>
  (
    await database.db.select({ views: products.views }).from(products).where(eq(products.id, id))
  )[0]!.views;

describe('PUT views', () => {
  it('counts one view per visitor, listing and day', async () => {
    expect((await view('product', A)).body).toMatchObject({
      code: 200,
      payload: { counted: true },
      message: PUBLIC_MSG.viewCounted,
    });
    expect((await view('product', A)).body).toMatchObject({
      code: 200,
      payload: { counted: false },
    });
    // Another browser at the same address is the same visitor.
    expect(
      (await view('product', A, { ip: '10.0.0.1', ua: 'Browser B' })).body.payload.counted,
    ).toBe(false);
    expect(
      (await view('product', A, { ip: '10.0.0.2', ua: 'Browser A' })).body.payload.counted,
    ).toBe(true);
    expect(await viewsOf(A)).toBe(2);
    expect(
      await database.db.select().from(listingViews).where(eq(listingViews.listingId, A)),
    ).toHaveLength(2);

    t.clock.advance(DAY);
    expect((await view('product', A)).body.payload.counted).toBe(true);
    expect((await view('product', A)).body.payload.counted).toBe(false);
    expect(await viewsOf(A)).toBe(3);
    // The same visitor on another day leaves a different, unlinkable hash, and no address.
    const rows = await database.db.select().from(listingViews).where(eq(listingViews.listingId, A));
    expect(new Set(rows.map((row) => row.visitorHash)).size).toBe(3);
    expect(rows.map((row) => row.visitorHash).join(' ')).not.toContain('10.0.0.1');
  });

  it('counts services and businesses too', async () => {
    expect((await view('service', svc)).body.payload.counted).toBe(true);
    expect((await view('service', svc)).body.payload.counted).toBe(false);
    expect(
      (
        await database.db
          .select({ views: services.views })
          .from(services)
          .where(eq(services.id, svc))
      )[0]!.views,
    ).toBe(1);
    expect((await view('business', shop)).body.payload.counted).toBe(true);
    expect(
      (
        await database.db
          .select({ views: businesses.views })
          .from(businesses)
          .where(eq(businesses.id, shop))
      )[0]!.views,
    ).toBe(1);
    // A product id is not a service.
    expect((await view('service', A)).body.payload.counted).toBe(false);
  });

  it('never fails the page: always 200, nothing counted', async () => {
    for (const id of [
      undefined,
      'nonsense',
      42,
      '01900000-0000-7000-8000-000000000000',
      ...Object.values(hidden),
    ]) {
      const res = await view('product', id);
      expect(res, String(id)).toMatchObject({
        status: 200,
        body: { code: 200, payload: { counted: false } },
      });
    }
    const noBody = await t.call({ method: 'PUT', url: '/api/public/product/views' });
    expect(noBody).toMatchObject({ status: 200, body: { payload: { counted: false } } });
    const badJson = await t.call({
      method: 'PUT',
      url: '/api/public/product/views',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson).toMatchObject({ status: 200, body: { payload: { counted: false } } });
    for (const id of Object.values(hidden)) expect(await viewsOf(id)).toBe(0);
  });
});

describe('trending: most viewed over the last 30 days, then newest', () => {
  const trending = async () =>
    (
      await t.call({
        method: 'GET',
        url: '/api/public/product/highLights',
        query: { sort: 'trending', fkSubCategoryId: category.sub.Lamps! },
      })
    ).body.payload.products.map((p: { _id: string }) => p._id);

  it('orders by views in the window and falls back to newest', async () => {
    // A has 3 views so far (one today); give C five today and B one.
    for (const ip of ['1.1.1.1', '1.1.1.2', '1.1.1.3', '1.1.1.4', '1.1.1.5'])
      await view('product', C, { ip, ua: 'x' });
    await view('product', B, { ip: '2.2.2.2', ua: 'x' });
    expect(await trending()).toEqual([C, A, B]);
    const newest = await t.call({
      method: 'GET',
      url: '/api/public/product/highLights',
      query: { sort: 'new arrivals', fkSubCategoryId: category.sub.Lamps! },
    });
    expect(newest.body.payload.products.map((p: { _id: string }) => p._id)).toEqual([A, B, C]);

    const strip = await t.call({
      method: 'GET',
      url: '/api/public/subCategory/trending',
      query: { categoryType: 'product', limit: '1' },
    });
    expect(strip.body.payload.trendingSubCategories).toEqual([
      // A sub-category the test made: no Hindi name, and the answer says so.
      { _id: category.sub.Lamps, subCategory: 'Lamps', subCategoryHi: null, image: null },
    ]);
    const categories = await t.call({
      method: 'GET',
      url: '/api/public/category/trending',
      query: { categoryType: 'product', catLimit: '1' },
    });
    expect(categories.status).toBe(201);
    expect(categories.body.payload.trendingCategories[0]).toMatchObject({
      _id: category.categoryId,
      category: 'Viewed Goods',
    });
  });

  it('views older than 30 days no longer count', async () => {
    t.clock.advance(29 * DAY);
    expect(await trending()).toEqual([C, A, B]);
    t.clock.advance(2 * DAY);
    expect(await trending()).toEqual([A, B, C]);
  });
});

describe('a visitor is an address, not a browser (issue 34 item 6)', () => {
  const fansTrending = async () =>
    (
      await t.call({
        method: 'GET',
        url: '/api/public/product/highLights',
        query: { sort: 'trending', fkSubCategoryId: fans.sub.Fans! },
      })
    ).body.payload.products.map((p: { _id: string }) => p._id);
  const counted = async (id: string, ip: string, ua = 'x') =>
    (await view('product', id, { ip, ua })).body.payload.counted as boolean;

  it('six browsers at one address, or six addresses of one IPv6 /64, are one view each', async () => {
    const browsers = ['Chrome', 'Firefox', 'Safari', 'Edge', 'Opera', 'curl'];
    const answers = [];
    for (const ua of browsers) answers.push(await counted(D, '10.7.0.1', ua));
    expect(answers).toEqual([true, false, false, false, false, false]);
    // The same IPv4 address as IPv6 maps it is the same visitor.
    expect(await counted(D, '::ffff:10.7.0.1')).toBe(false);
    const sixty4 = [];
    for (const ip of [
      '2001:db8:7:7::1',
      '2001:db8:7:7::2',
      '2001:db8:7:7:ffff:ffff:ffff:ffff',
      '2001:0db8:0007:0007:0000:0000:0000:0042',
      '2001:db8:7:7:a:b:c:d',
      '2001:db8:7:7::beef',
    ])
      sixty4.push(await counted(D, ip, `UA ${ip}`));
    expect(sixty4).toEqual([true, false, false, false, false, false]);
    // Another /64 is another visitor.
    expect(await counted(D, '2001:db8:7:8::1')).toBe(true);
    expect(await viewsOf(D)).toBe(3);
  });

  it('Trending ranks by distinct addresses a day, so browsers cannot lift a listing', async () => {
    for (const ip of ['10.8.0.1', '10.8.0.2', '10.8.0.3', '10.8.0.4']) {
      expect(await counted(E, ip)).toBe(true);
    }
    // D's 13 calls came from 3 addresses, E's 4 from 4.
    expect(await fansTrending()).toEqual([E, D, F]);
  });

  it('one address counts at most VIEWS_PER_IP view calls an hour; another address still counts', async () => {
    // Every interface of one /64 is one address with one budget.
    const prefix = '2001:db8:9:9::';
    expect(await counted(F, `${prefix}1`)).toBe(true);
    // The budget's middle spent at the limiter (a call each through the API is slow on PGlite).
    for (let i = 2; i < VIEWS_PER_IP; i += 1) {
      await t.deps.limiter.hit(
        addressKey('view', { ip: `${prefix}${i.toString(16)}` }),
        VIEWS_PER_IP,
        3600,
      );
    }
    // The last call of the budget counts; past it, even a listing this address has not viewed
    // today is not counted, and the page is answered all the same …
    expect(await counted(E, `${prefix}fffe`)).toBe(true);
    const over = await view('product', D, { ip: `${prefix}ffff`, ua: 'x' });
    expect(over).toMatchObject({ status: 200, body: { payload: { counted: false } } });
    // … while another address is counted.
    expect(await counted(D, '10.8.0.5')).toBe(true);
  });
});
