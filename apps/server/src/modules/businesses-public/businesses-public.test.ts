import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES, PUBLIC_MSG } from '@haat/shared';
import type { DatabaseHandle } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { createSeededTestDatabase } from '../../test/db.ts';
import { daysAgo, makeBusiness, makeCategory, makeProduct } from '../discovery/test-fixtures.ts';

let t: TestApp;
let database: DatabaseHandle;
let shop: string;
let cat: Awaited<ReturnType<typeof makeCategory>>;
beforeAll(async () => {
  database = await createSeededTestDatabase();
  t = await createTestApp({ database });
  // A business with listings in 13 sub-categories, so its trending list has two pages.
  const names = Array.from({ length: 13 }, (_, i) => `Aisle ${String(i + 1).padStart(2, '0')}`);
  cat = await makeCategory(database.db, 'product', 'Hypermarket', names);
  shop = await makeBusiness(database.db, {
    name: 'Big Bazaar Test',
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    pinCode: '226001',
  });
  for (const [i, name] of names.entries()) {
    for (let n = 0; n < (i === 0 ? 10 : 1); n++) {
      await makeProduct(database.db, {
        fkBusinessId: shop,
        fkCategoryId: cat.categoryId,
        subCategoryIds: [cat.sub[name]!],
        name: `${name} item ${n}`,
        createdAt: daysAgo(t.clock.now(), i * 10 + n),
      });
    }
  }
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

const get = (url: string, query: Record<string, string> = {}) =>
  t.call({ method: 'GET', url, query });

describe('/public/business', () => {
  it('fetch: the public profile with its public listing counts', async () => {
    const res = await get('/api/public/business/fetch', { id: shop });
    expect(res.status).toBe(200);
    const business = res.body.payload.business;
    expect(business).toMatchObject({
      _id: shop,
      name: 'Big Bazaar Test',
      businessType: 'product',
      city: 'Lucknow',
      productCount: 22,
      serviceCount: 0,
    });
    expect(Object.keys(business).sort()).toEqual(
      [
        '_id',
        'address',
        'businessType',
        'city',
        'createdAt',
        'description',
        'doe',
        'fb',
        'gst',
        'images',
        'insta',
        // Where the shop is (distance, Get directions: docs/decisions/018-near-me.md) and its page.
        'latitude',
        'longitude',
        'name',
        'phoneNo',
        'pinCode',
        'productCount',
        'rating',
        // Null here, under 5 enquiries (modules/response-time).
        'responseTime',
        'serviceCount',
        'slug',
        'state',
        'tags',
        'updatedAt',
        'website',
        'workingHours',
      ].sort(),
    );
    expect(
      await get('/api/public/business/fetch', { id: '01900000-0000-7000-8000-000000000000' }),
    ).toMatchObject({
      status: 404,
      body: { message: PUBLIC_MSG.businessNotFound },
    });
    expect((await get('/api/public/business/fetch', { id: '12' })).status).toBe(400);
  });

  it('businessTrendings: 12 sub-categories a page with the total, each with up to 8 listings', async () => {
    const first = await get('/api/public/business/businessTrendings', { id: shop });
    expect(first.status).toBe(200);
    const { trendingSubCategories, total } = first.body.payload;
    expect(total).toBe(13);
    expect(trendingSubCategories).toHaveLength(PAGE_SIZES.businessTrendingSubCategories);
    // Without views the newest activity leads: Aisle 01 has the newest listing.
    expect(trendingSubCategories[0]).toMatchObject({
      _id: cat.sub['Aisle 01'],
      subCategory: 'Aisle 01',
      image: null,
    });
    expect(trendingSubCategories[0].products).toHaveLength(PAGE_SIZES.loadMorePerSubCategory);
    expect(trendingSubCategories[0].products[0].name).toBe('Aisle 01 item 0');
    const second = await get('/api/public/business/businessTrendings', { id: shop, pageNo: '2' });
    expect(
      second.body.payload.trendingSubCategories.map((s: { subCategory: string }) => s.subCategory),
    ).toEqual(['Aisle 13']);
    const small = await get('/api/public/business/businessTrendings', {
      id: shop,
      perPage: '2',
      limit: '3',
    });
    expect(small.body.payload.trendingSubCategories).toHaveLength(2);
    expect(small.body.payload.trendingSubCategories[0].products).toHaveLength(3);
    // The load-more of a row is businessAll with the sub-category.
    const more = await get('/api/public/product/businessAll', {
      id: shop,
      fkSubCategoryId: cat.sub['Aisle 01']!,
      pageNo: '2',
      perPage: '8',
    });
    expect(more.body.payload).toMatchObject({ total: 10 });
    expect(more.body.payload.products).toHaveLength(2);
  });

  it('a service business answers its services', async () => {
    const [svc] = await database.db
      .select()
      .from(businesses)
      .where(
        and(
          eq(businesses.businessType, 'service'),
          eq(businesses.isApproved, true),
          eq(businesses.isActive, true),
          isNull(businesses.deletedAt),
        ),
      );
    const res = await get('/api/public/business/businessTrendings', { id: svc!.id });
    expect(res.body.payload.total).toBeGreaterThan(0);
    const row = res.body.payload.trendingSubCategories[0];
    expect(row.services.length).toBeGreaterThan(0);
    expect(Object.keys(row.services[0])).toContain('address');
  });
});
