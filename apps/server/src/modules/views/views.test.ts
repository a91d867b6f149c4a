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

let t: TestApp;
let database: DatabaseHandle;
const DAY = 24 * 60 * 60 * 1000;
let category: Awaited<ReturnType<typeof makeCategory>>;
let serviceCategory: Awaited<ReturnType<typeof makeCategory>>;
let shop: string;
let serviceShop: string;
let A: string, B: string, C: string, svc: string;
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
    expect(
      (await view('product', A, { ip: '10.0.0.1', ua: 'Browser B' })).body.payload.counted,
    ).toBe(true);
    expect(
      (await view('product', A, { ip: '10.0.0.2', ua: 'Browser A' })).body.payload.counted,
    ).toBe(true);
    expect(await viewsOf(A)).toBe(3);
    expect(
      await database.db.select().from(listingViews).where(eq(listingViews.listingId, A)),
    ).toHaveLength(3);

    t.clock.advance(DAY);
    expect((await view('product', A)).body.payload.counted).toBe(true);
    expect((await view('product', A)).body.payload.counted).toBe(false);
    expect(await viewsOf(A)).toBe(4);
    // The same visitor on another day leaves a different, unlinkable hash, and no address.
    const rows = await database.db.select().from(listingViews).where(eq(listingViews.listingId, A));
    expect(new Set(rows.map((row) => row.visitorHash)).size).toBe(4);
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
    // A has 4 views so far (one today); give C three today and B one.
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
      // A sub-category the test made: no Hindi name, and the answer says so (issue 20).
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
