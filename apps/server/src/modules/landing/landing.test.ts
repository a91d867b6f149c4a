import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES, PUBLIC_MSG } from '@haat/shared';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  banners,
  categories,
  cities,
  productSubCategories,
  products,
  subCategories,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { createSeededTestDatabase } from '../../test/db.ts';

let t: TestApp;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createSeededTestDatabase();
  // These tests change rows straight in the database, which no API write announces: they check
  // the queries' own visibility rules, beneath the server's kept answers (plugins/http-cache.ts).
  t = await createTestApp({ database, env: { PUBLIC_ANSWER_CACHE_MS: '0' } });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

const get = (url: string, query: Record<string, string> = {}) =>
  t.call({ method: 'GET', url, query });
const cityId = async (name: string) =>
  (await database.db.select().from(cities).where(eq(cities.name, name)))[0]!.id;
const homeBanner = async (city: string | null) =>
  (
    await database.db
      .select()
      .from(banners)
      .where(
        and(
          isNull(banners.fkCategoryId),
          city ? eq(banners.fkCityId, await cityId(city)) : isNull(banners.fkCityId),
        ),
      )
  )[0]!;

describe('banners', () => {
  it("home banners of the city, else All Over India's", async () => {
    const india = await homeBanner(null);
    const mumbai = await homeBanner('Mumbai');
    const none = await get('/api/public/landingPage/banners');
    expect(none.body.payload.banners).toEqual({
      images: india.images,
      imagesHi: india.imagesHi,
      category: null,
      categoryHi: null,
      fkCategoryId: null,
    });
    expect(
      (await get('/api/public/landingPage/banners', { city: 'All Over India' })).body.payload
        .banners.images,
    ).toEqual(india.images);
    expect(
      (await get('/api/public/landingPage/banners', { city: 'Mumbai' })).body.payload.banners
        .images,
    ).toEqual(mumbai.images);
    expect(
      (await get('/api/public/landingPage/banners', { city: 'Nagpur' })).body.payload.banners
        .images,
    ).toEqual(india.images);
  });

  it("a category's banners; a city's own banner wins", async () => {
    const [footwear] = await database.db
      .select()
      .from(categories)
      .where(eq(categories.category, 'Footwear'));
    const [own] = await database.db
      .select()
      .from(banners)
      .where(eq(banners.fkCategoryId, footwear!.id));
    const res = await get('/api/public/category/banners', { fkCategoryId: footwear!.id });
    expect(res.body.payload.banners).toEqual({
      images: own!.images,
      imagesHi: own!.imagesHi,
      category: 'Footwear',
      categoryHi: 'जूते-चप्पल',
      fkCategoryId: footwear!.id,
    });
    await database.db.insert(banners).values({
      images: ['test/footwear-pune.webp'],
      fkCategoryId: footwear!.id,
      fkCityId: await cityId('Pune'),
    });
    expect(
      (await get('/api/public/category/banners', { fkCategoryId: footwear!.id, city: 'Pune' })).body
        .payload.banners.images,
    ).toEqual(['test/footwear-pune.webp']);
    expect(
      (await get('/api/public/category/banners', { fkCategoryId: footwear!.id, city: 'Delhi' }))
        .body.payload.banners.images,
    ).toEqual(own!.images);
    expect(
      (await get('/api/public/landingPage/banners', { fkCategoryId: footwear!.id })).body.payload
        .banners.images,
    ).toEqual(own!.images);
  });

  it("a sub-category's banners, else its category's", async () => {
    const [sports] = await database.db
      .select()
      .from(subCategories)
      .where(eq(subCategories.subCategory, 'Sports Shoes'));
    const [own] = await database.db
      .select()
      .from(banners)
      .where(eq(banners.fkCategoryId, sports!.fkCategoryId));
    expect(
      (await get('/api/public/subCategory/banners', { fkSubCategoryId: sports!.id })).body.payload
        .banners,
    ).toMatchObject({
      images: own!.images,
      category: 'Footwear',
      fkCategoryId: sports!.fkCategoryId,
    });
    await database.db.insert(banners).values({
      images: ['test/sports-shoes.webp'],
      fkCategoryId: sports!.fkCategoryId,
      fkSubCategoryId: sports!.id,
    });
    expect(
      (
        await get('/api/public/subCategory/banners', {
          fkSubCategoryId: sports!.id,
          city: 'Mumbai',
        })
      ).body.payload.banners.images,
    ).toEqual(['test/sports-shoes.webp']);
    expect(
      await get('/api/public/subCategory/banners', {
        fkSubCategoryId: '01900000-0000-7000-8000-000000000000',
      }),
    ).toMatchObject({
      status: 404,
      body: { message: PUBLIC_MSG.subCategoryNotFound },
    });
    expect((await get('/api/public/subCategory/banners', {})).status).toBe(400);
  });
});

describe('home page', () => {
  it('demographics: promoted sub-categories with up to 8 products each', async () => {
    const res = await get('/api/public/demographics/fetch');
    const rows = res.body.payload.demographics.subCategoriesWithProducts;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['products', 'subCategory']);
      expect(Object.keys(row.subCategory).sort()).toEqual([
        '_id',
        'image',
        'subCategory',
        'subCategoryHi',
      ]);
      expect(row.products.length).toBeGreaterThan(0);
      expect(row.products.length).toBeLessThanOrEqual(PAGE_SIZES.demographicsProductLimit);
      const links = await database.db
        .select()
        .from(productSubCategories)
        .where(eq(productSubCategories.fkSubCategoryId, row.subCategory._id));
      const linked = new Set(links.map((l) => l.fkProductId));
      for (const product of row.products) expect(linked.has(product._id)).toBe(true);
    }
    const small = await get('/api/public/demographics/fetch', { productLimit: '2', limit: '2' });
    expect(small.body.payload.demographics.subCategoriesWithProducts).toHaveLength(2);
    for (const row of small.body.payload.demographics.subCategoriesWithProducts)
      expect(row.products.length).toBeLessThanOrEqual(2);
  });

  it('promoted rows are ranked once for a while, but a hidden product leaves them at once', async () => {
    const query = { productLimit: '3', limit: '3' };
    const rowsOf = async () =>
      (await get('/api/public/demographics/fetch', query)).body.payload.demographics
        .subCategoriesWithProducts as Array<{ products: Array<{ _id: string }> }>;
    const first = await rowsOf();
    const hidden = first[0]!.products[0]!._id;
    await database.db.update(products).set({ isActive: false }).where(eq(products.id, hidden));
    try {
      const again = await rowsOf();
      const ids = again.flatMap((row) => row.products.map((product) => product._id));
      expect(ids).not.toContain(hidden);
      // The same ranking otherwise: the other products of the first row are still there.
      expect(ids).toEqual(
        expect.arrayContaining(first[0]!.products.slice(1).map((product) => product._id)),
      );
    } finally {
      await database.db.update(products).set({ isActive: true }).where(eq(products.id, hidden));
    }
  });

  it("landingPage/fetch: the city's banners and the promoted rows in one call", async () => {
    const res = await get('/api/public/landingPage/fetch', { city: 'Mumbai', productLimit: '3' });
    expect(res.status).toBe(200);
    expect(res.body.payload.banners.images).toEqual((await homeBanner('Mumbai')).images);
    expect(res.body.payload.demographics.subCategoriesWithProducts.length).toBeGreaterThan(0);
  });
});
