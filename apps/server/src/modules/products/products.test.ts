import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@haat/shared';
import { productColors } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Seller } from '../../test/sellers.ts';
import { createBusiness, createSellerTestApp, signUpSeller } from '../../test/sellers.ts';
import type { ListingKit } from '../listings-common/test-listings.ts';
import { listingKit } from '../listings-common/test-listings.ts';

// What only a product has: brand, colours, SKU, specifications, disclaimer
// and the price rules of create and update. What products and services both do is tested for
// both in listings-common/listings.test.ts.

let t: TestApp;
let owner: Seller;
let kit: ListingKit;
beforeAll(async () => {
  t = await createSellerTestApp();
  owner = await signUpSeller(t);
  kit = await listingKit(t, 'product', owner);
});
afterAll(() => t.close());

const form = (overrides: Record<string, unknown> = {}) => kit.form(overrides);
const catalog = () => kit.catalog;

describe('catalogue lists for the forms', () => {
  it('categories of a type, each with its sub-categories and their brands', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/userAdmin/category/fetchAll',
      headers: owner.headers,
      query: { categoryType: 'product' },
    });
    expect(res.status).toBe(200);
    const categories = res.body.payload.categories;
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((c: { type: string }) => c.type === 'product')).toBe(true);
    const chosen = categories.find((c: { _id: string }) => c._id === catalog().categoryId);
    expect(chosen.subCategories.length).toBeGreaterThanOrEqual(2);
    const withBrand = chosen.subCategories.find(
      (s: { _id: string }) => s._id === catalog().brandSubCategoryId,
    );
    expect(withBrand.fkBrandsIds).toContain(catalog().brandId);

    const services = await t.call({
      method: 'GET',
      url: '/api/userAdmin/category/fetchAll',
      headers: owner.headers,
      query: { categoryType: 'service' },
    });
    expect(
      services.body.payload.categories.every((c: { type: string }) => c.type === 'service'),
    ).toBe(true);
  });

  it('sub-categories of a category', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/userAdmin/subCategory/fetchAll',
      headers: owner.headers,
      query: { fkCategoryId: catalog().categoryId },
    });
    expect(res.status).toBe(200);
    const ids = res.body.payload.subCategories.map((s: { _id: string }) => s._id);
    expect(ids).toEqual(expect.arrayContaining(catalog().subCategoryIds));
    const bad = await t.call({
      method: 'GET',
      url: '/api/userAdmin/subCategory/fetchAll',
      headers: owner.headers,
      query: { fkCategoryId: 'nope' },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: MSG.categoryInvalid } });
  });

  it('brands: all, by JSON-encoded brand ids, by sub-categories; colours', async () => {
    const all = await t.call({
      method: 'GET',
      url: '/api/userAdmin/brand/fetchAll',
      headers: owner.headers,
    });
    expect(all.status).toBe(200);
    expect(all.body.payload.total).toBe(all.body.payload.brands.length);
    const names = all.body.payload.brands.map((b: { brand: string }) => b.brand);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));

    const byIds = await t.call({
      method: 'GET',
      url: '/api/userAdmin/brand/fetchSubCategoriesAll',
      headers: owner.headers,
      query: { fkBrandsIds: JSON.stringify([catalog().brandId, catalog().foreignBrandId]) },
    });
    expect(byIds.body.payload.brands.map((b: { _id: string }) => b._id).sort()).toEqual(
      [catalog().brandId, catalog().foreignBrandId].sort(),
    );
    const bySub = await t.call({
      method: 'GET',
      url: '/api/userAdmin/brand/fetchSubCategoriesAll',
      headers: owner.headers,
      query: { fkSubCategoriesIds: JSON.stringify([catalog().brandSubCategoryId]) },
    });
    const offered = bySub.body.payload.brands.map((b: { _id: string }) => b._id);
    expect(offered).toContain(catalog().brandId);
    expect(offered).not.toContain(catalog().foreignBrandId);
    const none = await t.call({
      method: 'GET',
      url: '/api/userAdmin/brand/fetchSubCategoriesAll',
      headers: owner.headers,
      query: { fkBrandsIds: '[]' },
    });
    expect(none.body.payload.brands).toEqual([]);

    const colors = await t.call({
      method: 'GET',
      url: '/api/userAdmin/color/fetchAll',
      headers: owner.headers,
    });
    expect(colors.body.payload.colors[0]).toMatchObject({
      _id: expect.any(String),
      color: expect.stringMatching(/^#/),
      colorName: expect.any(String),
    });
  });
});

describe('product rules in the spec words (spec §5 Product)', () => {
  const cases: Array<[string, () => Record<string, unknown>, string]> = [
    [
      'create: selling price with cost price',
      () => ({ sellingPrice: undefined }),
      MSG.sellingPriceWithCost,
    ],
    [
      'create: blank selling price with cost price',
      () => ({ sellingPrice: '' }),
      MSG.sellingPriceWithCost,
    ],
    [
      'at most 6 specifications',
      () => ({ specifications: Array.from({ length: 7 }, (_, i) => `s${i}`) }),
      MSG.specificationsLimit,
    ],
    [
      'at most 6 disclaimers',
      () => ({ disclaimer: Array.from({ length: 7 }, (_, i) => `d${i}`) }),
      MSG.disclaimersLimit,
    ],
    [
      'brand of a chosen sub-category',
      () => ({ fkBrandId: catalog().foreignBrandId }),
      MSG.brandInvalid,
    ],
    ['brand that exists', () => ({ fkBrandId: 'abc' }), MSG.brandInvalid],
    [
      'colours from the list',
      () => ({ fkColorIds: ['0190a8f0-0000-7000-8000-000000000000'] }),
      MSG.colorInvalid,
    ],
  ];
  it.each(cases)('%s', async (_name, overrides, message) => {
    const before = await kit.count();
    const res = await kit.create(form(overrides()));
    expect(res).toMatchObject({ status: 400, body: { code: 400, error: 'VALIDATION', message } });
    expect(await kit.count()).toBe(before);
  });

  it('create: a selling price alone is allowed, as the spec words the rule', async () => {
    const id = await kit.createOk({ pricePerUnit: undefined, sellingPrice: 500 });
    expect(await kit.rowOf(id)).toMatchObject({ pricePerUnit: null, sellingPrice: 500 });
  });

  it('the brand is cleared with its sub-category: a brand offered only by an unchosen sub-category is refused', async () => {
    const others = catalog().subCategoryIds.filter((id) => id !== catalog().brandSubCategoryId);
    expect(others.length).toBeGreaterThan(0);
    const res = await kit.create(form({ fkSubCategoriesIds: others }));
    if (res.status !== 201)
      expect(res).toMatchObject({ status: 400, body: { message: MSG.brandInvalid } });
    // (When the other sub-category happens to offer the same brand too, the product is valid.)
  });

  it('answers the read form with brand, colours, SKU, specifications, disclaimer and names', async () => {
    const res = await kit.create(
      form({ fkSubCategoriesIds: [catalog().brandSubCategoryId, catalog().brandSubCategoryId] }),
    );
    expect(res.status).toBe(201);
    const { product } = res.body.payload;
    expect(product).toMatchObject({
      fkSubCategoriesIds: [catalog().brandSubCategoryId],
      fkBrandId: catalog().brandId,
      fkColorIds: expect.arrayContaining(catalog().colorIds),
      sku: 'CHG-33',
      description: 'Charges fast.',
      specifications: ['33 W', 'Type-C'],
      disclaimer: ['Adapter only'],
      subCategories: [{ _id: catalog().brandSubCategoryId }],
      subCat: expect.any(String),
      brand: { _id: catalog().brandId },
      business: { _id: kit.business, name: 'Owner shop' },
    });
    expect(product.colors).toHaveLength(catalog().colorIds.length);
  });

  it('searchQuery matches the SKU too', async () => {
    const seller = await signUpSeller(t);
    const shop = await createBusiness(t, seller, { name: 'SKU shop' });
    for (const sku of ['CB-1', 'CB-10', 'PS-1'])
      await kit.createOk({ fkBusinessId: shop, name: `Item ${sku}`, sku: sku }, seller);
    const found = await kit.get('fetchAll', { searchQuery: 'cb-1' }, seller);
    expect(found.body.payload.total).toBe(2);
  });
});

describe('update', () => {
  it('on update, a cost price is required with a selling price; selling never above M.R.P.', async () => {
    const id = await kit.createOk();
    const before = await kit.rowOf(id);
    const noCost = await kit.update({
      id,
      ...form({ pricePerUnit: undefined, sellingPrice: 500 }),
    });
    expect(noCost).toMatchObject({ status: 400, body: { message: MSG.costPriceWithSelling } });
    const above = await kit.update({ id, ...form({ pricePerUnit: 100, sellingPrice: 150 }) });
    expect(above).toMatchObject({ status: 400, body: { message: MSG.sellingAboveMrp } });
    // A cost price alone is fine on update (the create rule does not apply).
    const costOnly = await kit.update({ id, ...form({ sellingPrice: undefined }) });
    expect(costOnly.status).toBe(200);
    expect(costOnly.body.payload.product).toMatchObject({ pricePerUnit: 999, sellingPrice: null });
    expect(before!.sellingPrice).toBe(799);
  });

  it('replaces colours, brand and specifications of a product in review', async () => {
    const id = await kit.createOk();
    const res = await kit.update({
      id,
      ...form({ fkColorIds: [], fkBrandId: null, specifications: [] }),
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.product).toMatchObject({
      fkColorIds: [],
      fkBrandId: null,
      brand: null,
      specifications: [],
    });
    expect(
      await t.deps.database.db
        .select()
        .from(productColors)
        .where(eq(productColors.fkProductId, id)),
    ).toEqual([]);
  });
});
