import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES, PUBLIC_MSG } from '@haat/shared';
import type { DatabaseHandle } from '../../db/client.ts';
import { categories, colors, subCategories, subCategoryBrands } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { createSeededTestDatabase } from '../../test/db.ts';

let t: TestApp;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createSeededTestDatabase();
  t = await createTestApp({ database });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

const get = (url: string, query: Record<string, string> = {}) =>
  t.call({ method: 'GET', url, query });
const categoryNamed = async (name: string) =>
  (await database.db.select().from(categories).where(eq(categories.category, name)))[0]!;
const keysOf = (value: object) => Object.keys(value).sort();

describe('/public/category', () => {
  it('trending answers code 201 with 20 categories of 16 sub-categories at most', async () => {
    const res = await get('/api/public/category/trending', { categoryType: 'product' });
    expect(res.status).toBe(201);
    expect(res.body.code).toBe(201);
    const list = res.body.payload.trendingCategories;
    expect(list).toHaveLength(PAGE_SIZES.trendingCategories);
    for (const category of list) {
      expect(keysOf(category)).toEqual(['_id', 'category', 'categoryHi', 'image', 'subCategories']);
      expect(category.subCategories.length).toBeGreaterThan(0);
      expect(category.subCategories.length).toBeLessThanOrEqual(
        PAGE_SIZES.trendingSubCategoriesPerCategory,
      );
      expect(keysOf(category.subCategories[0])).toEqual([
        '_id',
        'image',
        'subCategory',
        'subCategoryHi',
      ]);
    }
    const small = await get('/api/public/category/trending', {
      categoryType: 'service',
      catLimit: '3',
      subCatLimit: '2',
    });
    expect(small.body.payload.trendingCategories).toHaveLength(3);
    const serviceIds = (
      await database.db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.type, 'service'))
    ).map((c) => c.id);
    for (const category of small.body.payload.trendingCategories) {
      expect(serviceIds).toContain(category._id);
      expect(category.subCategories.length).toBeLessThanOrEqual(2);
    }
  });

  it('fetchAll pages categories of a type with their sub-categories', async () => {
    const [{ total }] = (await database.db
      .select({ total: count() })
      .from(categories)
      .where(eq(categories.type, 'product'))) as [{ total: number }];
    const res = await get('/api/public/category/fetchAll', { categoryType: 'product' });
    expect(res.body.payload.total).toBe(total);
    expect(res.body.payload.categories).toHaveLength(Math.min(total, PAGE_SIZES.filterOptions));
    expect(keysOf(res.body.payload.categories[0])).toEqual([
      '_id',
      'category',
      'categoryHi',
      'image',
      'subCategories',
    ]);
    expect(keysOf(res.body.payload.categories[0].subCategories[0])).toEqual([
      '_id',
      'subCategory',
      'subCategoryHi',
    ]);
    const page2 = await get('/api/public/category/fetchAll', {
      categoryType: 'product',
      perPage: '5',
      pageNo: '2',
    });
    expect(page2.body.payload.categories.map((c: { _id: string }) => c._id)).toEqual(
      res.body.payload.categories.slice(5, 10).map((c: { _id: string }) => c._id),
    );
    expect((await get('/api/public/category/fetchAll', { categoryType: 'shoes' })).status).toBe(
      400,
    );
  });
});

describe('/public/subCategory', () => {
  it('trending answers 16 sub-category cards', async () => {
    const res = await get('/api/public/subCategory/trending', { categoryType: 'product' });
    expect(res.status).toBe(200);
    expect(res.body.payload.trendingSubCategories).toHaveLength(
      PAGE_SIZES.homeTrendingSubCategories,
    );
    expect(keysOf(res.body.payload.trendingSubCategories[0])).toEqual([
      '_id',
      'image',
      'subCategory',
      'subCategoryHi',
    ]);
    expect(
      (await get('/api/public/subCategory/trending', { limit: '5' })).body.payload
        .trendingSubCategories,
    ).toHaveLength(5);
  });

  it('trendingInCategory: sub-categories of the category, each with its listings', async () => {
    const appliances = await categoryNamed('Home Appliances');
    const res = await get('/api/public/subCategory/trendingInCategory', {
      fkCategoryId: appliances.id,
      prodLimit: '2',
    });
    const rows = res.body.payload.trendingSubCategories;
    expect(rows.length).toBeGreaterThan(0);
    const ownSubs = (
      await database.db
        .select({ id: subCategories.id })
        .from(subCategories)
        .where(eq(subCategories.fkCategoryId, appliances.id))
    ).map((s) => s.id);
    for (const row of rows) {
      expect(ownSubs).toContain(row._id);
      expect(row.products.length).toBeGreaterThan(0);
      expect(row.products.length).toBeLessThanOrEqual(2);
      for (const product of row.products) expect(product.subCat._id).toBe(row._id);
    }
    const one = await get('/api/public/subCategory/trendingInCategory', {
      fkCategoryId: appliances.id,
      limit: '1',
    });
    expect(one.body.payload.trendingSubCategories).toHaveLength(1);
    expect(one.body.payload.trendingSubCategories[0].products.length).toBeLessThanOrEqual(
      PAGE_SIZES.loadMorePerSubCategory,
    );

    const repairs = await categoryNamed('Home Repairs & Maintenance');
    const svc = await get('/api/public/subCategory/trendingInCategory', {
      fkCategoryId: repairs.id,
      categoryType: 'service',
    });
    expect(svc.body.payload.trendingSubCategories[0].services.length).toBeGreaterThan(0);
    expect(keysOf(svc.body.payload.trendingSubCategories[0].services[0])).toContain('phoneNo');

    expect(
      await get('/api/public/subCategory/trendingInCategory', {
        fkCategoryId: '01900000-0000-7000-8000-000000000000',
      }),
    ).toMatchObject({
      status: 404,
      body: { message: PUBLIC_MSG.categoryNotFound },
    });
    expect(
      (await get('/api/public/subCategory/trendingInCategory', { fkCategoryId: 'x' })).status,
    ).toBe(400);
  });

  it('fetchAll: sub-categories of the chosen categories (a JSON array), with their brand ids', async () => {
    const a = await categoryNamed('Home Appliances');
    const b = await categoryNamed('Footwear');
    const expected = await database.db
      .select()
      .from(subCategories)
      .where(inArray(subCategories.fkCategoryId, [a.id, b.id]));
    const res = await get('/api/public/subCategory/fetchAll', {
      fkCategoriesIds: JSON.stringify([a.id, b.id]),
    });
    expect(res.body.payload.total).toBe(expected.length);
    expect(res.body.payload.subCategories.map((s: { _id: string }) => s._id).sort()).toEqual(
      expected.map((s) => s.id).sort(),
    );
    const fridges = res.body.payload.subCategories.find(
      (s: { subCategory: string }) => s.subCategory === 'Refrigerators',
    );
    const links = await database.db
      .select()
      .from(subCategoryBrands)
      .where(eq(subCategoryBrands.fkSubCategoryId, fridges._id));
    expect(fridges.fkBrandsIds.sort()).toEqual(links.map((l) => l.fkBrandId).sort());
    expect(keysOf(fridges)).toEqual([
      '_id',
      'fkBrandsIds',
      'fkCategoryId',
      'image',
      'subCategory',
      'subCategoryHi',
    ]);

    const [{ all }] = (await database.db.select({ all: count() }).from(subCategories)) as [
      { all: number },
    ];
    const every = await get('/api/public/subCategory/fetchAll', {});
    expect(every.body.payload.total).toBe(all);
    expect(every.body.payload.subCategories).toHaveLength(PAGE_SIZES.filterOptions);
    expect(
      (await get('/api/public/subCategory/fetchAll', { fkCategoriesIds: '["nope"]' })).body.message,
    ).toBe(PUBLIC_MSG.invalidIds);
    expect(
      (await get('/api/public/subCategory/fetchAll', { fkCategoriesIds: '[oops' })).status,
    ).toBe(400);
  });

  it('categoriesAll: the category page list of sub-category cards with the total', async () => {
    const fashion = await categoryNamed("Women's Fashion");
    const res = await get('/api/public/subCategory/categoriesAll', {
      fkCategoryId: fashion.id,
      perPage: '2',
    });
    const own = await database.db
      .select()
      .from(subCategories)
      .where(eq(subCategories.fkCategoryId, fashion.id));
    expect(res.body.payload.total).toBe(own.length);
    expect(res.body.payload.subCategories).toHaveLength(2);
    expect(keysOf(res.body.payload.subCategories[0])).toEqual([
      '_id',
      'image',
      'subCategory',
      'subCategoryHi',
    ]);
    expect(res.body.payload.category).toMatchObject({
      _id: fashion.id,
      category: "Women's Fashion",
      type: 'product',
    });
    expect(
      (
        await get('/api/public/subCategory/categoriesAll', {
          fkCategoryId: '01900000-0000-7000-8000-000000000000',
        })
      ).status,
    ).toBe(404);
  });
});

describe('/public/brand and /public/color', () => {
  it('brands of chosen sub-categories, or of the given brand ids', async () => {
    const fridges = (
      await database.db
        .select()
        .from(subCategories)
        .where(eq(subCategories.subCategory, 'Refrigerators'))
    )[0]!;
    const links = await database.db
      .select()
      .from(subCategoryBrands)
      .where(eq(subCategoryBrands.fkSubCategoryId, fridges.id));
    const bySub = await get('/api/public/brand/fetchSubCategoriesAll', {
      fkSubCategoriesIds: JSON.stringify([fridges.id]),
    });
    expect(bySub.body.payload.brands.map((b: { _id: string }) => b._id).sort()).toEqual(
      links.map((l) => l.fkBrandId).sort(),
    );
    expect(bySub.body.payload.total).toBe(links.length);
    expect(keysOf(bySub.body.payload.brands[0])).toEqual(['_id', 'brand', 'image']);
    const two = links.slice(0, 2).map((l) => l.fkBrandId);
    const byIds = await get('/api/public/brand/fetchSubCategoriesAll', {
      fkBrandsIds: JSON.stringify(two),
    });
    expect(byIds.body.payload.brands.map((b: { _id: string }) => b._id).sort()).toEqual(two.sort());
    const all = await get('/api/public/brand/fetchSubCategoriesAll', {});
    expect(all.body.payload.brands).toHaveLength(PAGE_SIZES.filterOptions);
  });

  it('colours: 35 a page', async () => {
    const res = await get('/api/public/color/fetchAll', {});
    const [{ total }] = (await database.db.select({ total: count() }).from(colors)) as [
      { total: number },
    ];
    expect(res.body.payload.total).toBe(total);
    expect(res.body.payload.colors).toHaveLength(Math.min(total, PAGE_SIZES.colors));
    expect(keysOf(res.body.payload.colors[0])).toEqual(['_id', 'color', 'colorName']);
    expect(
      (await get('/api/public/color/fetchAll', { perPage: '2', pageNo: '2' })).body.payload.colors,
    ).toHaveLength(2);
  });
});
