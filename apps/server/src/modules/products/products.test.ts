import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagesLimitMessage, MSG, SELLER_MSG } from '@haat/shared';
import {
  productColors,
  productLeads,
  productSubCategories,
  products,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Seller } from '../../test/sellers.ts';
import {
  createBusiness,
  createSellerTestApp,
  pickCatalog,
  signUpSeller,
} from '../../test/sellers.ts';

let t: TestApp;
let owner: Seller;
let other: Seller;
let shop: string;
let salon: string;
let catalog: Awaited<ReturnType<typeof pickCatalog>>;
beforeAll(async () => {
  t = await createSellerTestApp();
  owner = await signUpSeller(t);
  other = await signUpSeller(t);
  shop = await createBusiness(t, owner, { name: 'Owner shop' });
  salon = await createBusiness(t, owner, { name: 'Owner salon', businessType: 'service' });
  catalog = await pickCatalog(t, 'product');
});
afterAll(() => t.close());

const base = '/api/userAdmin/product';
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Fast Charger 33W',
  images: [],
  fkCategoryId: catalog.categoryId,
  fkSubCategoriesIds: [catalog.brandSubCategoryId],
  fkBrandId: catalog.brandId,
  fkColorIds: catalog.colorIds,
  sku: 'CHG-33',
  pricePerUnit: 999,
  sellingPrice: 799,
  tags: ['charger'],
  description: 'Charges fast.',
  specifications: ['33 W', 'Type-C'],
  disclaimer: ['Adapter only'],
  fkBusinessId: shop,
  ...overrides,
});
const create = (payload: Record<string, unknown>, seller = owner) =>
  t.call({ method: 'POST', url: `${base}/create`, headers: seller.headers, payload });
const update = (payload: Record<string, unknown>, seller = owner) =>
  t.call({ method: 'PUT', url: `${base}/update`, headers: seller.headers, payload });
const get = (call: string, query: Record<string, string>, seller = owner) =>
  t.call({ method: 'GET', url: `${base}/${call}`, headers: seller.headers, query });
const createOk = async (overrides: Record<string, unknown> = {}) => {
  const res = await create(form(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.payload.product._id as string;
};
const rowOf = async (id: string) =>
  (await t.deps.database.db.select().from(products).where(eq(products.id, id)))[0];
const productCount = async () => (await t.deps.database.db.select().from(products)).length;

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
    const chosen = categories.find((c: { _id: string }) => c._id === catalog.categoryId);
    expect(chosen.subCategories.length).toBeGreaterThanOrEqual(2);
    const withBrand = chosen.subCategories.find(
      (s: { _id: string }) => s._id === catalog.brandSubCategoryId,
    );
    expect(withBrand.fkBrandsIds).toContain(catalog.brandId);

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
      query: { fkCategoryId: catalog.categoryId },
    });
    expect(res.status).toBe(200);
    const ids = res.body.payload.subCategories.map((s: { _id: string }) => s._id);
    expect(ids).toEqual(expect.arrayContaining(catalog.subCategoryIds));
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
      query: { fkBrandsIds: JSON.stringify([catalog.brandId, catalog.foreignBrandId]) },
    });
    expect(byIds.body.payload.brands.map((b: { _id: string }) => b._id).sort()).toEqual(
      [catalog.brandId, catalog.foreignBrandId].sort(),
    );
    const bySub = await t.call({
      method: 'GET',
      url: '/api/userAdmin/brand/fetchSubCategoriesAll',
      headers: owner.headers,
      query: { fkSubCategoriesIds: JSON.stringify([catalog.brandSubCategoryId]) },
    });
    const offered = bySub.body.payload.brands.map((b: { _id: string }) => b._id);
    expect(offered).toContain(catalog.brandId);
    expect(offered).not.toContain(catalog.foreignBrandId);
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
    ['name required', () => ({ name: '' }), MSG.productNameRequired],
    ['category required', () => ({ fkCategoryId: '' }), MSG.categoryRequired],
    ['at least 1 sub-category', () => ({ fkSubCategoriesIds: [] }), MSG.subCategoryRequired],
    ['sub-categories missing', () => ({ fkSubCategoriesIds: undefined }), MSG.subCategoryRequired],
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
    ['selling price not above M.R.P.', () => ({ sellingPrice: 1000 }), MSG.sellingAboveMrp],
    ['prices are numbers', () => ({ pricePerUnit: 'ten' }), MSG.priceInvalid],
    ['prices are not negative', () => ({ pricePerUnit: -1 }), MSG.priceInvalid],
    ['prices have at most 2 decimals', () => ({ pricePerUnit: 10.001 }), MSG.priceInvalid],
    [
      'at most 6 images',
      () => ({ images: Array.from({ length: 7 }, (_, i) => `p${i}.jpg`) }),
      imagesLimitMessage(6),
    ],
    ['at most 6 tags', () => ({ tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }), MSG.tagsLimit],
    ['tags do not repeat', () => ({ tags: ['USB', 'usb'] }), MSG.tagsDuplicate],
    ['description at most 1000 words', () => ({ description: 'w '.repeat(1001) }), MSG.maxWords],
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
      'category of the product type',
      () => ({ fkCategoryId: catalog.otherTypeCategoryId }),
      MSG.categoryInvalid,
    ],
    ['category that exists', () => ({ fkCategoryId: 'abc' }), MSG.categoryInvalid],
    [
      'sub-categories of the chosen category',
      () => ({
        fkSubCategoriesIds: [catalog.brandSubCategoryId, catalog.otherCategorySubCategoryId],
      }),
      MSG.subCategoryInvalid,
    ],
    ['sub-categories that exist', () => ({ fkSubCategoriesIds: ['abc'] }), MSG.subCategoryInvalid],
    [
      'brand of a chosen sub-category',
      () => ({ fkBrandId: catalog.foreignBrandId }),
      MSG.brandInvalid,
    ],
    ['brand that exists', () => ({ fkBrandId: 'abc' }), MSG.brandInvalid],
    [
      'colours from the list',
      () => ({ fkColorIds: ['0190a8f0-0000-7000-8000-000000000000'] }),
      MSG.colorInvalid,
    ],
    ['a product business', () => ({ fkBusinessId: salon }), SELLER_MSG.productNeedsProductBusiness],
  ];
  it.each(cases)('%s', async (_name, overrides, message) => {
    const before = await productCount();
    const res = await create(form(overrides()));
    expect(res).toMatchObject({ status: 400, body: { code: 400, error: 'VALIDATION', message } });
    expect(await productCount()).toBe(before);
  });

  it('create: a selling price alone is allowed, as the spec words the rule', async () => {
    const id = await createOk({ pricePerUnit: undefined, sellingPrice: 500 });
    expect(await rowOf(id)).toMatchObject({ pricePerUnit: null, sellingPrice: 500 });
  });

  it('the brand is cleared with its sub-category: a brand offered only by an unchosen sub-category is refused', async () => {
    const others = catalog.subCategoryIds.filter((id) => id !== catalog.brandSubCategoryId);
    expect(others.length).toBeGreaterThan(0);
    const res = await create(form({ fkSubCategoriesIds: others }));
    if (res.status !== 201)
      expect(res).toMatchObject({ status: 400, body: { message: MSG.brandInvalid } });
    // (When the other sub-category happens to offer the same brand too, the product is valid.)
  });

  it('answers the read form with names, in review, active', async () => {
    const res = await create(
      form({
        images: ['front.jpg', 'back.webp'],
        fkSubCategoriesIds: [catalog.brandSubCategoryId, catalog.brandSubCategoryId],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(SELLER_MSG.productCreated);
    const { product, productImagesPreSignedUrls } = res.body.payload;
    expect(product).toMatchObject({
      name: 'Fast Charger 33W',
      fkCategoryId: catalog.categoryId,
      fkSubCategoriesIds: [catalog.brandSubCategoryId],
      fkBrandId: catalog.brandId,
      fkColorIds: expect.arrayContaining(catalog.colorIds),
      pricePerUnit: 999,
      sellingPrice: 799,
      isActive: true,
      isApproved: false,
      rejectionMessage: null,
      leadsCount: 0,
      category: { _id: catalog.categoryId },
      subCategories: [{ _id: catalog.brandSubCategoryId }],
      subCat: expect.any(String),
      brand: { _id: catalog.brandId },
      business: { _id: shop, name: 'Owner shop' },
    });
    expect(product.colors).toHaveLength(catalog.colorIds.length);
    expect(productImagesPreSignedUrls.map((u: { image: string }) => u.image)).toEqual([
      'front.jpg',
      'back.webp',
    ]);
    expect(product.images).toEqual(productImagesPreSignedUrls.map((u: { key: string }) => u.key));
  });
});

describe('update', () => {
  it('on update, a cost price is required with a selling price; selling never above M.R.P.', async () => {
    const id = await createOk();
    const before = await rowOf(id);
    const noCost = await update({ id, ...form({ pricePerUnit: undefined, sellingPrice: 500 }) });
    expect(noCost).toMatchObject({ status: 400, body: { message: MSG.costPriceWithSelling } });
    const above = await update({ id, ...form({ pricePerUnit: 100, sellingPrice: 150 }) });
    expect(above).toMatchObject({ status: 400, body: { message: MSG.sellingAboveMrp } });
    // A cost price alone is fine on update (the create rule does not apply).
    const costOnly = await update({ id, ...form({ sellingPrice: undefined }) });
    expect(costOnly.status).toBe(200);
    expect(costOnly.body.payload.product).toMatchObject({ pricePerUnit: 999, sellingPrice: null });
    expect(before!.sellingPrice).toBe(799);
  });

  it('saves the whole form of a rejected product in place, replaces sub-categories and colours, and goes back to review', async () => {
    const id = await createOk({ images: ['one.webp'] });
    await t.deps.database.db
      .update(products)
      .set({ isApproved: false, rejectionMessage: 'Blurry photo' })
      .where(eq(products.id, id));
    const [kept] = (await rowOf(id))!.images;
    const res = await update({
      id,
      ...form({
        name: 'Charger 45W',
        images: [kept, 'two.png'],
        fkColorIds: [],
        fkBrandId: null,
        specifications: [],
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SELLER_MSG.productUpdated);
    const { product, newProductImagesPreSignedUrls } = res.body.payload;
    expect(newProductImagesPreSignedUrls).toHaveLength(1);
    expect(newProductImagesPreSignedUrls[0]).toMatchObject({
      image: 'two.png',
      contentType: 'image/png',
    });
    expect(product).toMatchObject({
      name: 'Charger 45W',
      images: [kept, newProductImagesPreSignedUrls[0].key],
      fkColorIds: [],
      fkBrandId: null,
      brand: null,
      specifications: [],
      isApproved: false,
      rejectionMessage: null,
    });
    expect(
      await t.deps.database.db
        .select()
        .from(productColors)
        .where(eq(productColors.fkProductId, id)),
    ).toEqual([]);
  });
});

describe('toggleStatus, fetchAll, fetchCount', () => {
  it('toggleStatus flips visibility and answers the new status; approval is untouched', async () => {
    const id = await createOk();
    await t.deps.database.db.update(products).set({ isApproved: true }).where(eq(products.id, id));
    const off = await t.call({
      method: 'PUT',
      url: `${base}/toggleStatus`,
      headers: owner.headers,
      payload: { id },
    });
    expect(off).toMatchObject({
      status: 200,
      body: {
        payload: { status: 'InActive', isActive: false },
        message: SELLER_MSG.statusInActive,
      },
    });
    expect(await rowOf(id)).toMatchObject({ isActive: false, isApproved: true });
    const on = await t.call({
      method: 'PUT',
      url: `${base}/toggleStatus`,
      headers: owner.headers,
      payload: { id },
    });
    expect(on.body.payload).toEqual({ status: 'Active', isActive: true });
  });

  it('lists 10 a page with filters, search and one business; counts per filter', async () => {
    const seller = await signUpSeller(t);
    const a = await createBusiness(t, seller, { name: 'A' });
    const b = await createBusiness(t, seller, { name: 'B' });
    const make = async (fkBusinessId: string, name: string, sku: string) => {
      const res = await create(form({ fkBusinessId, name, sku }), seller);
      expect(res.status).toBe(201);
      return res.body.payload.product._id as string;
    };
    const ids = [];
    for (let i = 0; i < 11; i++) ids.push(await make(a, `Cable ${i}`, `CB-${i}`));
    const phone = await make(b, 'Phone stand', 'PS-1');
    await t.deps.database.db
      .update(products)
      .set({ isApproved: true })
      .where(eq(products.id, ids[0]!));
    await t.deps.database.db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.id, ids[1]!));

    const first = await get('fetchAll', {}, seller);
    expect(first.body.payload.total).toBe(12);
    expect(first.body.payload.products).toHaveLength(10);
    expect(first.body.payload.products[0]._id).toBe(phone);
    const second = await get('fetchAll', { pageNo: '2' }, seller);
    expect(second.body.payload.products).toHaveLength(2);

    expect((await get('fetchAll', { fkBusinessId: b }, seller)).body.payload.total).toBe(1);
    expect(
      (await get('fetchAll', { filter: 'InActive' }, seller)).body.payload.products.map(
        (p: { _id: string }) => p._id,
      ),
    ).toEqual([ids[1]]);
    expect((await get('fetchAll', { filter: 'Active' }, seller)).body.payload.total).toBe(11);
    expect((await get('fetchAll', { filter: 'Pending' }, seller)).body.payload.total).toBe(11);
    expect((await get('fetchAll', { searchQuery: 'stand' }, seller)).body.payload.total).toBe(1);
    expect((await get('fetchAll', { searchQuery: 'cb-1' }, seller)).body.payload.total).toBe(2);
    expect((await get('fetchAll', { searchQuery: '%' }, seller)).body.payload.total).toBe(0);

    const counts = await get('fetchCount', {}, seller);
    expect(counts.body.payload).toEqual({ total: 12, active: 11, inActive: 1, pending: 11 });
    expect((await get('fetchCount', { fkBusinessId: b }, seller)).body.payload.total).toBe(1);
  });
});

describe('delete', () => {
  it('is soft: the product disappears, its leads stay', async () => {
    const id = await createOk();
    await t.deps.database.db.insert(productLeads).values({
      contactPerson: 'Anil',
      phoneNo: '9123456780',
      fkBusinessId: shop,
      fkProductId: id,
    });
    expect((await get('fetch', { id })).body.payload.product.leadsCount).toBe(1);

    const res = await t.call({
      method: 'DELETE',
      url: `${base}/delete`,
      headers: owner.headers,
      query: { id },
    });
    expect(res).toMatchObject({ status: 200, body: { message: SELLER_MSG.productDeleted } });
    expect((await rowOf(id))!.deletedAt).toBeInstanceOf(Date);
    expect(
      await t.deps.database.db.select().from(productLeads).where(eq(productLeads.fkProductId, id)),
    ).toHaveLength(1);
    expect((await get('fetch', { id })).status).toBe(404);
    expect(
      (await get('fetchAll', { perPage: '50' })).body.payload.products.map(
        (p: { _id: string }) => p._id,
      ),
    ).not.toContain(id);
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `${base}/toggleStatus`,
          headers: owner.headers,
          payload: { id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call({
          method: 'DELETE',
          url: `${base}/delete`,
          headers: owner.headers,
          payload: { id },
        })
      ).status,
    ).toBe(404);
  });
});

describe('ownership: another seller id, an unknown id or a malformed id answers 404 and changes nothing', () => {
  it('every product call', async () => {
    const id = await createOk({ images: ['kept.webp'] });
    const snapshot = async () => ({
      row: await rowOf(id),
      subs: await t.deps.database.db
        .select()
        .from(productSubCategories)
        .where(eq(productSubCategories.fkProductId, id)),
      colors: await t.deps.database.db
        .select()
        .from(productColors)
        .where(eq(productColors.fkProductId, id)),
    });
    const before = await snapshot();
    const otherShop = await createBusiness(t, other, { name: 'Other shop' });
    for (const target of [id, '0190a8f0-0000-7000-8000-000000000000', 'not-an-id']) {
      expect((await get('fetch', { id: target }, other)).status).toBe(404);
      expect(
        (await update({ id: target, ...form({ fkBusinessId: otherShop, name: 'Taken' }) }, other))
          .status,
      ).toBe(404);
      expect(
        (
          await t.call({
            method: 'PUT',
            url: `${base}/toggleStatus`,
            headers: other.headers,
            payload: { id: target },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await t.call({
            method: 'DELETE',
            url: `${base}/delete`,
            headers: other.headers,
            query: { id: target },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await t.call({
            method: 'DELETE',
            url: `${base}/delete`,
            headers: other.headers,
            payload: { id: target },
          })
        ).status,
      ).toBe(404);
    }
    // Creating in, or moving a product to, another seller's business.
    const count = await productCount();
    expect((await create(form({ fkBusinessId: otherShop }))).status).toBe(404);
    expect((await create(form({ fkBusinessId: 'nope' }))).status).toBe(404);
    expect(await productCount()).toBe(count);
    expect((await update({ id, ...form({ fkBusinessId: otherShop }) })).status).toBe(404);
    expect((await get('fetchAll', { fkBusinessId: shop }, other)).status).toBe(404);
    expect(
      (await get('fetchAll', {}, other)).body.payload.products.map((p: { _id: string }) => p._id),
    ).not.toContain(id);
    expect(await snapshot()).toEqual(before);
  });
});
