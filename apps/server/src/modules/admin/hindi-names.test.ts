import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxCharsMessage } from '@haat/shared';
import { categories, subCategories } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Seller } from '../../test/sellers.ts';
import { createSellerTestApp } from '../../test/sellers.ts';
import { STRIP_STALE_MS } from '../discovery/service.ts';
import { makeBusiness, makeProduct } from '../discovery/test-fixtures.ts';
import { as, makeAdmin } from './test-fixtures.ts';

// Catalogue names and banners have a Hindi form, stored with the catalogue, edited and
// audited in the console, and carried by every public answer that names a category or
// sub-category (null when there is none, so Hindi pages fall back to English).

let t: TestApp;
let admin: Seller;
beforeAll(async () => {
  t = await createSellerTestApp();
  admin = await makeAdmin(t);
});
afterAll(() => t.close());

const api = () => as(t, admin);
const get = async (url: string, query: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url, query });
  expect(res.status, url).toBeLessThan(300);
  return res.body.payload;
};

async function catalogRow(category: string, subCategory: string) {
  const db = t.deps.database.db;
  const [row] = await db
    .select({ category: categories, sub: subCategories })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.fkCategoryId))
    .where(and(eq(categories.category, category), eq(subCategories.subCategory, subCategory)));
  return row!;
}

async function latestAudit(entityType: string, entityId: string) {
  const res = await api().get('/api/admin/audit/fetchAll', { entityType, entityId });
  return res.body.payload.entries[0];
}

describe('public answers carry the Hindi names', () => {
  it('on the category strip, category lists, sub-category cards and product cards', async () => {
    const { category, sub } = await catalogRow('Home Appliances', 'Washing Machines');
    expect(category.categoryHi).toBe('घरेलू उपकरण');
    expect(sub.subCategoryHi).toBe('वॉशिंग मशीन');

    const strip = await get('/api/public/category/trending', {
      categoryType: 'product',
      catLimit: '100',
      subCatLimit: '100',
    });
    const appliances = strip.trendingCategories.find((c: any) => c._id === category.id);
    expect(appliances).toMatchObject({ category: 'Home Appliances', categoryHi: 'घरेलू उपकरण' });
    expect(appliances.subCategories.find((s: any) => s._id === sub.id)).toMatchObject({
      subCategory: 'Washing Machines',
      subCategoryHi: 'वॉशिंग मशीन',
    });

    const all = await get('/api/public/category/fetchAll', {
      categoryType: 'product',
      perPage: '100',
    });
    const listed = all.categories.find((c: any) => c._id === category.id);
    expect(listed.categoryHi).toBe('घरेलू उपकरण');
    expect(listed.subCategories.find((s: any) => s._id === sub.id).subCategoryHi).toBe(
      'वॉशिंग मशीन',
    );

    const page = await get('/api/public/subCategory/categoriesAll', {
      fkCategoryId: category.id,
      perPage: '50',
    });
    expect(page.category).toMatchObject({ categoryHi: 'घरेलू उपकरण' });
    expect(page.subCategories.find((s: any) => s._id === sub.id).subCategoryHi).toBe('वॉशिंग मशीन');
    const filter = await get('/api/public/subCategory/fetchAll', {
      fkCategoriesIds: JSON.stringify([category.id]),
    });
    expect(filter.subCategories.find((s: any) => s._id === sub.id).subCategoryHi).toBe(
      'वॉशिंग मशीन',
    );

    const db = t.deps.database.db;
    const fkBusinessId = await makeBusiness(db);
    const productId = await makeProduct(db, {
      fkBusinessId,
      fkCategoryId: category.id,
      subCategoryIds: [sub.id],
      name: 'Front Load Washer 7 kg',
      createdAt: t.clock.now(),
    });
    const newest = await get('/api/public/product/highLights', { sort: 'new arrivals' });
    const card = newest.products.find((p: any) => p._id === productId);
    expect(card.subCat).toEqual({
      _id: sub.id,
      subCategory: 'Washing Machines',
      subCategoryHi: 'वॉशिंग मशीन',
    });
    const detail = await get('/api/public/product/fetch', { id: productId });
    expect(detail.product.category).toMatchObject({ categoryHi: 'घरेलू उपकरण' });
    expect(detail.product.subCategories[0].subCategoryHi).toBe('वॉशिंग मशीन');
    // The home page's promoted rows are ranked from activity kept for a few minutes, and an
    // expired ranking still answers for up to STRIP_STALE_MS while the next is computed: let the
    // ranking made before the product existed expire past that.
    t.clock.advance(STRIP_STALE_MS + 10 * 60 * 1000);
    const home = await get('/api/public/demographics/fetch');
    const row = home.demographics.subCategoriesWithProducts.find(
      (r: any) => r.subCategory._id === sub.id,
    );
    expect(row.subCategory.subCategoryHi).toBe('वॉशिंग मशीन');
  });
});

describe('the console edits the Hindi names', () => {
  it('saves, keeps, clears and audits a category’s Hindi name', async () => {
    const created = await api().post('/api/admin/category/create', {
      type: 'service',
      category: 'Astrology',
      categoryHi: '  ज्योतिष ',
    });
    expect(created.status).toBe(201);
    const { _id: id } = created.body.payload.category;
    expect(created.body.payload.category.categoryHi).toBe('ज्योतिष');
    expect((await latestAudit('category', id)).after).toMatchObject({ categoryHi: 'ज्योतिष' });

    // Absent: kept (a client that does not know the field changes nothing).
    const renamed = await api().put('/api/admin/category/update', {
      id,
      category: 'Astrology & Vastu',
    });
    expect(renamed.body.payload.category.categoryHi).toBe('ज्योतिष');
    const changed = await api().put('/api/admin/category/update', {
      id,
      category: 'Astrology & Vastu',
      categoryHi: 'ज्योतिष और वास्तु',
    });
    expect(changed.status).toBe(200);
    expect(await latestAudit('category', id)).toMatchObject({
      action: 'update',
      before: { categoryHi: 'ज्योतिष' },
      after: { categoryHi: 'ज्योतिष और वास्तु' },
    });
    const strip = await get('/api/public/category/fetchAll', {
      categoryType: 'service',
      perPage: '100',
    });
    expect(strip.categories.find((c: any) => c._id === id).categoryHi).toBe('ज्योतिष और वास्तु');

    const tooLong = await api().put('/api/admin/category/update', {
      id,
      category: 'Astrology & Vastu',
      categoryHi: 'ज'.repeat(101),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(maxCharsMessage(100));
    const notText = await api().put('/api/admin/category/update', {
      id,
      category: 'Astrology & Vastu',
      categoryHi: 42,
    });
    expect(notText.status).toBe(400);

    const cleared = await api().put('/api/admin/category/update', {
      id,
      category: 'Astrology & Vastu',
      categoryHi: ' ',
    });
    expect(cleared.body.payload.category.categoryHi).toBeNull();
    const listed = await api().get('/api/admin/category/fetchAll', { categoryType: 'service' });
    expect(listed.body.payload.categories.find((c: any) => c._id === id).categoryHi).toBeNull();
  });

  it('saves and audits a sub-category’s Hindi name', async () => {
    const { category } = await catalogRow('Laundry & Tailoring', 'Tailors');
    const created = await api().post('/api/admin/subCategory/create', {
      fkCategoryId: category.id,
      subCategory: 'Blouse Stitching',
      subCategoryHi: 'ब्लाउज़ सिलाई',
    });
    expect(created.status).toBe(201);
    const sub = created.body.payload.subCategory;
    expect(sub.subCategoryHi).toBe('ब्लाउज़ सिलाई');

    const bad = await api().put('/api/admin/subCategory/update', {
      id: sub._id,
      subCategory: 'Blouse Stitching',
      subCategoryHi: 'स'.repeat(101),
    });
    expect(bad.status).toBe(400);
    const updated = await api().put('/api/admin/subCategory/update', {
      id: sub._id,
      subCategory: 'Blouse Stitching',
      subCategoryHi: 'ब्लाउज़ की सिलाई',
      fkBrandsIds: [],
    });
    expect(updated.status).toBe(200);
    expect(await latestAudit('subCategory', sub._id)).toMatchObject({
      before: { subCategoryHi: 'ब्लाउज़ सिलाई' },
      after: { subCategoryHi: 'ब्लाउज़ की सिलाई' },
    });
    const page = await get('/api/public/subCategory/categoriesAll', {
      fkCategoryId: category.id,
      perPage: '50',
    });
    expect(page.subCategories.find((s: any) => s._id === sub._id).subCategoryHi).toBe(
      'ब्लाउज़ की सिलाई',
    );
  });

  it('saves Hindi banner images, answers their uploads, and shows them on the page', async () => {
    const { category, sub } = await catalogRow('Beauty & Wellness', 'Bridal Makeup');
    const created = await api().post('/api/admin/banner/create', {
      images: ['bridal-offer.webp'],
      imagesHi: ['bridal-offer-hindi.webp'],
      fkCategoryId: category.id,
      fkSubCategoryId: sub.id,
    });
    expect(created.status).toBe(201);
    const { banner, imagesPreSignedUrls, imagesHiPreSignedUrls } = created.body.payload;
    expect(imagesPreSignedUrls.map((u: any) => u.image)).toEqual(['bridal-offer.webp']);
    expect(imagesHiPreSignedUrls.map((u: any) => u.image)).toEqual(['bridal-offer-hindi.webp']);
    expect(banner.imagesHi).toEqual([imagesHiPreSignedUrls[0].key]);
    expect((await latestAudit('banner', banner._id)).after).toMatchObject({
      imagesHi: banner.imagesHi,
    });

    const shown = await get('/api/public/subCategory/banners', { fkSubCategoryId: sub.id });
    expect(shown.banners).toMatchObject({
      images: banner.images,
      imagesHi: banner.imagesHi,
      category: 'Beauty & Wellness',
      categoryHi: 'ब्यूटी और वेलनेस',
      subCategory: 'Bridal Makeup',
      subCategoryHi: 'दुल्हन का मेकअप',
    });

    const notImage = await api().put('/api/admin/banner/update', {
      id: banner._id,
      images: banner.images,
      imagesHi: ['offer.pdf'],
    });
    expect(notImage.status).toBe(400);
    // Absent keeps them; an empty list removes them, and the page falls back to `images`.
    const kept = await api().put('/api/admin/banner/update', {
      id: banner._id,
      images: banner.images,
      fkCategoryId: category.id,
      fkSubCategoryId: sub.id,
    });
    expect(kept.body.payload.banner.imagesHi).toEqual(banner.imagesHi);
    const removed = await api().put('/api/admin/banner/update', {
      id: banner._id,
      images: banner.images,
      imagesHi: [],
      fkCategoryId: category.id,
      fkSubCategoryId: sub.id,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.payload.banner.imagesHi).toBeNull();
    expect(await latestAudit('banner', banner._id)).toMatchObject({
      before: { imagesHi: banner.imagesHi },
      after: { imagesHi: null },
    });
    const after = await get('/api/public/subCategory/banners', { fkSubCategoryId: sub.id });
    expect(after.banners.imagesHi).toBeNull();
  });
});
