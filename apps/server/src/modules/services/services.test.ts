import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagesLimitMessage, MSG, SELLER_MSG } from '@haat/shared';
import { serviceLeads, serviceSubCategories, services } from '../../db/schema/index.ts';
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
let salon: string;
let shop: string;
let catalog: Awaited<ReturnType<typeof pickCatalog>>;
beforeAll(async () => {
  t = await createSellerTestApp();
  owner = await signUpSeller(t);
  other = await signUpSeller(t);
  salon = await createBusiness(t, owner, {
    name: 'Glow Salon',
    businessType: 'service',
    phoneNo: '9811122233',
    address: '4 Park Street',
  });
  shop = await createBusiness(t, owner, { name: 'Shop' });
  catalog = await pickCatalog(t, 'service');
});
afterAll(() => t.close());

const base = '/api/userAdmin/service';
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Bridal makeup',
  images: [],
  fkCategoryId: catalog.categoryId,
  fkSubCategoriesIds: catalog.subCategoryIds,
  pricePerUnit: 5000,
  sellingPrice: 4500,
  tags: ['bridal'],
  description: 'Full bridal makeup at home.',
  fkBusinessId: salon,
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
  return res.body.payload.service._id as string;
};
const rowOf = async (id: string) =>
  (await t.deps.database.db.select().from(services).where(eq(services.id, id)))[0];
const serviceCount = async () => (await t.deps.database.db.select().from(services)).length;

describe('service rules in the spec words (spec §5 Service)', () => {
  const cases: Array<[string, () => Record<string, unknown>, string]> = [
    ['name required', () => ({ name: ' ' }), MSG.serviceNameRequired],
    ['at least 1 sub-category', () => ({ fkSubCategoriesIds: [] }), MSG.subCategoryRequired],
    ['description required', () => ({ description: '' }), MSG.descriptionRequired],
    ['description at most 1000 words', () => ({ description: 'w '.repeat(1001) }), MSG.maxWords],
    ['selling price not above M.R.P.', () => ({ sellingPrice: 6000 }), MSG.sellingAboveMrp],
    [
      'at most 6 images',
      () => ({ images: Array.from({ length: 7 }, (_, i) => `p${i}.png`) }),
      imagesLimitMessage(6),
    ],
    ['at most 6 tags', () => ({ tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }), MSG.tagsLimit],
    [
      'category of the service type',
      () => ({ fkCategoryId: catalog.otherTypeCategoryId }),
      MSG.categoryInvalid,
    ],
    [
      'sub-categories of the chosen category',
      () => ({ fkSubCategoriesIds: [catalog.otherCategorySubCategoryId] }),
      MSG.subCategoryInvalid,
    ],
    ['a service business', () => ({ fkBusinessId: shop }), SELLER_MSG.serviceNeedsServiceBusiness],
  ];
  it.each(cases)('%s', async (_name, overrides, message) => {
    const before = await serviceCount();
    const res = await create(form(overrides()));
    expect(res).toMatchObject({ status: 400, body: { error: 'VALIDATION', message } });
    expect(await serviceCount()).toBe(before);
  });

  it('creates in review and answers the read form with the business contact and upload URLs', async () => {
    const res = await create(form({ images: ['look.jpg'] }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(SELLER_MSG.serviceCreated);
    const { service, serviceImagesPreSignedUrls } = res.body.payload;
    expect(service).toMatchObject({
      name: 'Bridal makeup',
      isActive: true,
      isApproved: false,
      rejectionMessage: null,
      pricePerUnit: 5000,
      sellingPrice: 4500,
      business: { _id: salon, name: 'Glow Salon', phoneNo: '9811122233', address: '4 Park Street' },
      category: { _id: catalog.categoryId },
    });
    expect(service.fkSubCategoriesIds.sort()).toEqual([...catalog.subCategoryIds].sort());
    expect(serviceImagesPreSignedUrls).toHaveLength(1);
    expect(res.body.payload.servicesImagesPreSignedUrls).toEqual(serviceImagesPreSignedUrls);
    expect(service.images).toEqual([serviceImagesPreSignedUrls[0].key]);
  });
});

describe('update, toggleStatus, lists', () => {
  it('update saves the whole form of a rejected service in place and goes back to review', async () => {
    const id = await createOk({ images: ['a.webp'] });
    await t.deps.database.db
      .update(services)
      .set({ isApproved: false, rejectionMessage: 'x' })
      .where(eq(services.id, id));
    const [kept] = (await rowOf(id))!.images;
    const res = await update({
      id,
      ...form({
        name: 'Party makeup',
        images: ['b.webp', kept],
        fkSubCategoriesIds: [catalog.subCategoryIds[0]],
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SELLER_MSG.serviceUpdated);
    const { service, newServiceImagesPreSignedUrls } = res.body.payload;
    expect(newServiceImagesPreSignedUrls).toHaveLength(1);
    expect(service).toMatchObject({
      name: 'Party makeup',
      images: [newServiceImagesPreSignedUrls[0].key, kept],
      fkSubCategoriesIds: [catalog.subCategoryIds[0]],
      isApproved: false,
      rejectionMessage: null,
    });
    expect(
      await t.deps.database.db
        .select()
        .from(serviceSubCategories)
        .where(eq(serviceSubCategories.fkServiceId, id)),
    ).toHaveLength(1);
    const bad = await update({ id, ...form({ description: '' }) });
    expect(bad).toMatchObject({ status: 400, body: { message: MSG.descriptionRequired } });
  });

  it('toggleStatus, filters, search and counts', async () => {
    const seller = await signUpSeller(t);
    const mine = await createBusiness(t, seller, { businessType: 'service' });
    const ids: string[] = [];
    for (const name of ['Plumbing', 'Painting', 'Pest control']) {
      const res = await create(form({ name, fkBusinessId: mine }), seller);
      ids.push(res.body.payload.service._id);
    }
    const off = await t.call({
      method: 'PUT',
      url: `${base}/toggleStatus`,
      headers: seller.headers,
      payload: { id: ids[0] },
    });
    expect(off.body.payload).toEqual({ status: 'InActive', isActive: false });
    await t.deps.database.db
      .update(services)
      .set({ isApproved: true })
      .where(eq(services.id, ids[1]!));

    expect((await get('fetchAll', {}, seller)).body.payload.total).toBe(3);
    expect(
      (await get('fetchAll', { filter: 'InActive' }, seller)).body.payload.services.map(
        (s: { _id: string }) => s._id,
      ),
    ).toEqual([ids[0]]);
    expect((await get('fetchAll', { filter: 'Active' }, seller)).body.payload.total).toBe(2);
    expect((await get('fetchAll', { filter: 'Pending' }, seller)).body.payload.total).toBe(2);
    expect(
      (await get('fetchAll', { searchQuery: 'paint' }, seller)).body.payload.services[0].name,
    ).toBe('Painting');
    expect((await get('fetchCount', { fkBusinessId: mine }, seller)).body.payload).toEqual({
      total: 3,
      active: 2,
      inActive: 1,
      pending: 2,
    });
  });

  it('delete is soft and keeps leads', async () => {
    const id = await createOk();
    await t.deps.database.db.insert(serviceLeads).values({
      contactPerson: 'Anil',
      phoneNo: '9123456780',
      fkBusinessId: salon,
      fkServiceId: id,
    });
    expect((await get('fetch', { id })).body.payload.service.leadsCount).toBe(1);
    const res = await t.call({
      method: 'DELETE',
      url: `${base}/delete`,
      headers: owner.headers,
      payload: { id },
    });
    expect(res).toMatchObject({ status: 200, body: { message: SELLER_MSG.serviceDeleted } });
    expect((await rowOf(id))!.deletedAt).toBeInstanceOf(Date);
    expect(
      await t.deps.database.db.select().from(serviceLeads).where(eq(serviceLeads.fkServiceId, id)),
    ).toHaveLength(1);
    expect((await get('fetch', { id })).status).toBe(404);
  });
});

describe('ownership: another seller id, an unknown id or a malformed id answers 404 and changes nothing', () => {
  it('every service call', async () => {
    const id = await createOk();
    const before = {
      row: await rowOf(id),
      subs: await t.deps.database.db
        .select()
        .from(serviceSubCategories)
        .where(eq(serviceSubCategories.fkServiceId, id)),
    };
    const theirs = await createBusiness(t, other, { businessType: 'service' });
    for (const target of [id, '0190a8f0-0000-7000-8000-000000000000', 'x']) {
      expect((await get('fetch', { id: target }, other)).status).toBe(404);
      expect((await update({ id: target, ...form({ fkBusinessId: theirs }) }, other)).status).toBe(
        404,
      );
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
    }
    const count = await serviceCount();
    expect((await create(form({ fkBusinessId: theirs }))).status).toBe(404);
    expect(await serviceCount()).toBe(count);
    expect((await get('fetchAll', { fkBusinessId: salon }, other)).status).toBe(404);
    expect({
      row: await rowOf(id),
      subs: await t.deps.database.db
        .select()
        .from(serviceSubCategories)
        .where(eq(serviceSubCategories.fkServiceId, id)),
    }).toEqual(before);
  });
});
