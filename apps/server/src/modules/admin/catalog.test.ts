import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG, MSG } from '@haat/shared';
import { cities } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Seller } from '../../test/sellers.ts';
import {
  createBusiness,
  createSellerTestApp,
  pickCatalog,
  signUpSeller,
} from '../../test/sellers.ts';
import { as, createProduct, makeAdmin } from './test-fixtures.ts';

let t: TestApp;
let admin: Seller;
beforeAll(async () => {
  t = await createSellerTestApp();
  admin = await makeAdmin(t);
});
afterAll(() => t.close());

const api = () => as(t, admin);
const publicGet = (url: string, query: Record<string, string> = {}) =>
  t.call({ method: 'GET', url, query });
const publicCategories = async (categoryType: string) =>
  (await publicGet('/api/public/category/fetchAll', { categoryType, perPage: '100' })).body.payload
    .categories as Array<{
    _id: string;
    category: string;
    image: string | null;
    subCategories: any[];
  }>;

describe('categories and sub-categories', () => {
  it('show on the public pages at once, with an upload URL for the image', async () => {
    const res = await api().post('/api/admin/category/create', {
      type: 'service',
      category: 'Aquarium Keeping',
      image: 'pets.webp',
    });
    expect(res.status).toBe(201);
    const { category, imageUpload } = res.body.payload;
    expect(category).toMatchObject({
      type: 'service',
      category: 'Aquarium Keeping',
      subCategoryCount: 0,
    });
    expect(imageUpload).toMatchObject({ image: 'pets.webp', contentType: 'image/webp' });
    expect(imageUpload.url).toContain('/api/uploads/');
    expect(category.image).toBe(imageUpload.key);
    expect((await publicCategories('service')).map((c) => c.category)).toContain(
      'Aquarium Keeping',
    );

    const dup = await api().post('/api/admin/category/create', {
      type: 'service',
      category: 'pet care',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(ADMIN_MSG.categoryExists);
    const blank = await api().post('/api/admin/category/create', {
      type: 'service',
      category: ' ',
    });
    expect(blank.body.message).toBe(ADMIN_MSG.categoryRequired);

    const sub = await api().post('/api/admin/subCategory/create', {
      fkCategoryId: category._id,
      subCategory: 'Dog Grooming',
      image: 'dog.png',
    });
    expect(sub.status).toBe(201);
    expect(sub.body.payload.imageUpload.contentType).toBe('image/png');
    const listed = (await publicCategories('service')).find((c) => c._id === category._id)!;
    expect(listed.subCategories.map((s) => s.subCategory)).toEqual(['Dog Grooming']);

    const renamed = await api().put('/api/admin/category/update', {
      id: category._id,
      category: 'Pets & Animals',
      image: null,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.payload.category).toMatchObject({
      category: 'Pets & Animals',
      image: null,
    });
    expect((await publicCategories('service')).find((c) => c._id === category._id)).toMatchObject({
      category: 'Pets & Animals',
      image: null,
    });

    const inUse = await api().delete('/api/admin/category/delete', { id: category._id });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe(ADMIN_MSG.categoryInUse);
    expect(
      (
        await api().delete('/api/admin/subCategory/delete', {
          id: sub.body.payload.subCategory._id,
        })
      ).status,
    ).toBe(200);
    expect((await api().delete('/api/admin/category/delete', { id: category._id })).status).toBe(
      200,
    );
    expect((await publicCategories('service')).map((c) => c._id)).not.toContain(category._id);
  });

  it('a sub-category offers the brands it is given', async () => {
    const brand = await api().post('/api/admin/brand/create', { brand: 'Pawsome' });
    expect(brand.status).toBe(201);
    const [category] = (
      await api().get('/api/admin/category/fetchAll', { categoryType: 'product' })
    ).body.payload.categories;
    const sub = await api().post('/api/admin/subCategory/create', {
      fkCategoryId: category._id,
      subCategory: 'Pet Toys',
      fkBrandsIds: [brand.body.payload.brand._id],
    });
    expect(sub.body.payload.subCategory.fkBrandsIds).toEqual([brand.body.payload.brand._id]);
    const offered = await publicGet('/api/public/brand/fetchSubCategoriesAll', {
      fkSubCategoriesIds: JSON.stringify([sub.body.payload.subCategory._id]),
    });
    expect(offered.body.payload.brands.map((b: any) => b.brand)).toEqual(['Pawsome']);
    const bad = await api().put('/api/admin/subCategory/update', {
      id: sub.body.payload.subCategory._id,
      subCategory: 'Pet Toys',
      fkBrandsIds: ['01890000-0000-7000-8000-000000000000'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MSG.brandInvalid);
  });
});

describe('brands and colours', () => {
  it('brands: unique names, search', async () => {
    await api().post('/api/admin/brand/create', { brand: 'Zebronics Test' });
    const dup = await api().post('/api/admin/brand/create', { brand: 'zebronics test' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(ADMIN_MSG.brandExists);
    const found = await api().get('/api/admin/brand/fetchAll', { search: 'zebronics t' });
    expect(found.body.payload.brands.map((b: any) => b.brand)).toEqual(['Zebronics Test']);
  });

  it('colours: #RRGGBB, and one in use cannot be deleted', async () => {
    const bad = await api().post('/api/admin/color/create', { color: 'red', colorName: 'Red-ish' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(ADMIN_MSG.colorInvalid);
    const made = await api().post('/api/admin/color/create', {
      color: '#aa00ff',
      colorName: 'Violet Test',
    });
    expect(made.body.payload.color).toMatchObject({ color: '#AA00FF', productCount: 0 });
    const seller = await signUpSeller(t);
    const catalog = await pickCatalog(t, 'product');
    const shop = await createBusiness(t, seller);
    await createProduct(t, seller, shop, { ...catalog, colorIds: [made.body.payload.color._id] });
    const inUse = await api().delete('/api/admin/color/delete', {
      id: made.body.payload.color._id,
    });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe(ADMIN_MSG.colorInUse);
  });
});

describe('banners and served cities', () => {
  it('a city banner shows on that city’s home page at once', async () => {
    const [city] = await t.deps.database.db
      .select()
      .from(cities)
      .where(eq(cities.isServed, true))
      .limit(1);
    const res = await api().post('/api/admin/banner/create', {
      images: ['diwali-sale.webp'],
      fkCityId: city!.id,
    });
    expect(res.status).toBe(201);
    const { banner, imagesPreSignedUrls } = res.body.payload;
    expect(banner).toMatchObject({ city: city!.name, category: null, fkCategoryId: null });
    expect(imagesPreSignedUrls).toHaveLength(1);
    const home = await publicGet('/api/public/landingPage/banners', { city: city!.name });
    expect(home.body.payload.banners.images).toEqual(banner.images);

    const none = await api().post('/api/admin/banner/create', { images: [] });
    expect(none.body.message).toBe(ADMIN_MSG.bannerImagesRequired);

    await api().delete('/api/admin/banner/delete', { id: banner._id });
    const after = await publicGet('/api/public/landingPage/banners', { city: city!.name });
    expect(after.body.payload.banners.images).not.toEqual(banner.images);
  });

  it('serving a city puts it in the public city list, and back out', async () => {
    const [city] = await t.deps.database.db
      .select({ id: cities.id, name: cities.name })
      .from(cities)
      .where(eq(cities.isServed, false))
      .limit(1);
    const served = async () =>
      (
        await publicGet('/api/public/locations/fetchCitiesWithState', { limit: '5000' })
      ).body.payload.cities.map((c: any) => c._id);
    expect(await served()).not.toContain(city!.id);
    const on = await api().put('/api/admin/city/setServed', { id: city!.id, isServed: true });
    expect(on.body.message).toBe(ADMIN_MSG.cityServed);
    expect(await served()).toContain(city!.id);
    const listed = await api().get('/api/admin/city/fetchAll', {
      search: city!.name,
      served: 'served',
    });
    expect(listed.body.payload.cities).toContainEqual(
      expect.objectContaining({ _id: city!.id, city: city!.name, isServed: true }),
    );
    await api().put('/api/admin/city/setServed', { id: city!.id, isServed: false });
    expect(await served()).not.toContain(city!.id);
  });
});

describe('contact messages and the audit log', () => {
  it('lists new messages and marks them handled', async () => {
    await t.call({
      method: 'POST',
      url: '/api/public/contactUs',
      payload: { name: 'Asha', phoneNo: '9876543210', message: 'Do you serve Nashik?' },
    });
    const fresh = await api().get('/api/admin/contactMessages/fetchAll');
    const message = fresh.body.payload.messages.find((m: any) => m.name === 'Asha');
    expect(message).toMatchObject({ message: 'Do you serve Nashik?', resolvedAt: null });
    await api().put('/api/admin/contactMessages/markHandled', { id: message._id });
    const stillNew = await api().get('/api/admin/contactMessages/fetchAll', { status: 'new' });
    expect(stillNew.body.payload.messages.map((m: any) => m._id)).not.toContain(message._id);
    const handled = await api().get('/api/admin/contactMessages/fetchAll', { status: 'handled' });
    expect(handled.body.payload.messages[0]).toMatchObject({
      _id: message._id,
      resolvedAt: expect.any(String),
    });
  });

  it('records every action with who, what, when, before and after, in pages', async () => {
    const all = await api().get('/api/admin/audit/fetchAll', { perPage: '100' });
    const entries = all.body.payload.entries as any[];
    const kinds = new Set(entries.map((e) => `${e.action} ${e.entityType}`));
    for (const kind of [
      'create category',
      'update category',
      'delete category',
      'create subCategory',
      'delete subCategory',
      'create brand',
      'create color',
      'create banner',
      'delete banner',
      'setServed city',
      'markHandled contactMessage',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    expect(entries[0]).toMatchObject({
      admin: { _id: admin.userId, phoneNo: admin.phoneNo },
      createdAt: expect.any(String),
    });
    const rename = entries.find((e) => e.action === 'update' && e.entityType === 'category');
    expect(rename.before).toMatchObject({ category: 'Aquarium Keeping' });
    expect(rename.after).toMatchObject({ category: 'Pets & Animals', image: null });

    const page2 = await api().get('/api/admin/audit/fetchAll', { perPage: '3', pageNo: '2' });
    expect(page2.body.payload.total).toBe(all.body.payload.total);
    expect(page2.body.payload.entries.map((e: any) => e._id)).toEqual(
      entries.slice(3, 6).map((e) => e._id),
    );
  });
});
