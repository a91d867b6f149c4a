import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagesLimitMessage, MSG, SELLER_MSG } from '@haat/shared';
import {
  businessLeads,
  businesses,
  productLeads,
  products,
  services,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Seller } from '../../test/sellers.ts';
import {
  businessForm,
  createBusiness,
  createSellerTestApp,
  pickCatalog,
  signUpSeller,
  weekHours,
} from '../../test/sellers.ts';

let t: TestApp;
let owner: Seller;
let other: Seller;
/** A second owner: each seller may hold only 5 businesses. */
let owner2: Seller;
beforeAll(async () => {
  t = await createSellerTestApp();
  owner = await signUpSeller(t);
  other = await signUpSeller(t);
  owner2 = await signUpSeller(t);
});
afterAll(() => t.close());

const base = '/api/userAdmin/business';
const create = (seller: Seller, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `${base}/create`, headers: seller.headers, payload });
const update = (seller: Seller, payload: Record<string, unknown>) =>
  t.call({ method: 'PUT', url: `${base}/update`, headers: seller.headers, payload });
const fetchOne = (seller: Seller, id: string) =>
  t.call({ method: 'GET', url: `${base}/fetch`, headers: seller.headers, query: { id } });
const fetchAll = (seller: Seller, query: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: `${base}/fetchAll`, headers: seller.headers, query });
const rowOf = async (id: string) =>
  (await t.deps.database.db.select().from(businesses).where(eq(businesses.id, id)))[0];
const countOf = async (seller: Seller) =>
  (await t.deps.database.db.select().from(businesses).where(eq(businesses.fkUserId, seller.userId)))
    .length;

describe('business rules in the spec words (spec §5 Business)', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['name required', { name: ' ' }, MSG.businessNameRequired],
    ['name missing', { name: undefined }, MSG.businessNameRequired],
    ['type required', { businessType: 'shop' }, MSG.businessTypeRequired],
    ['description required', { description: '' }, MSG.descriptionRequired],
    ['description at most 1000 words', { description: 'word '.repeat(1001) }, MSG.maxWords],
    ['phone required', { phoneNo: '' }, MSG.businessPhoneRequired],
    ['phone 10 digits', { phoneNo: '98765' }, MSG.businessPhoneInvalid],
    ['phone digits only', { phoneNo: '98765abcde' }, MSG.businessPhoneInvalid],
    ['address required', { address: '' }, MSG.addressRequired],
    ['state required', { state: '' }, MSG.stateRequired],
    ['city required', { city: '  ' }, MSG.cityRequired],
    ['pin code required', { pinCode: '' }, MSG.pinCodeRequired],
    ['pin code 6 digits', { pinCode: '11000' }, MSG.pinCodeInvalid],
    ['pin code at most 6', { pinCode: '1100055' }, MSG.pinCodeInvalid],
    [
      'at most 6 images',
      { images: Array.from({ length: 7 }, (_, i) => `p${i}.webp`) },
      imagesLimitMessage(6),
    ],
    ['images are image files', { images: ['menu.pdf'] }, MSG.onlyImages],
    ['at most 6 keywords', { tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, MSG.tagsLimit],
    ['keywords do not repeat (any case)', { tags: ['Mobile', 'mobile'] }, MSG.tagsDuplicate],
    [
      'working hours for 7 days',
      { workingHours: { ...weekHours(), timings: weekHours().timings.slice(1) } },
      MSG.workingHoursInvalid,
    ],
    [
      'working hours from hourly slots',
      {
        workingHours: {
          ...weekHours(),
          timings: weekHours().timings.map((d) => ({ ...d, from: '09:30' })),
        },
      },
      MSG.workingHoursInvalid,
    ],
    [
      'working hours: each day once',
      {
        workingHours: {
          ...weekHours(),
          timings: weekHours().timings.map((d) => ({ ...d, day: 'Monday' })),
        },
      },
      MSG.workingHoursInvalid,
    ],
    ['links are http(s)', { fb: 'javascript:alert(1)' }, MSG.linkInvalid],
    ['GST number format', { gst: '12AB' }, MSG.gstInvalid],
    ['month of establishment', { doe: '2019-13' }, MSG.doeInvalid],
  ];
  it.each(cases)('%s', async (_name, overrides, message) => {
    const before = await countOf(owner);
    const res = await create(owner, businessForm(overrides));
    expect(res).toMatchObject({ status: 400, body: { code: 400, error: 'VALIDATION', message } });
    expect(await countOf(owner)).toBe(before);
  });

  it('stores keywords lowercased and trimmed, links with a scheme, and the answer in review', async () => {
    const res = await create(
      owner,
      businessForm({
        tags: [' Mobiles ', 'REPAIR', ''],
        fb: 'facebook.com/sharma',
        doe: '2005-04-01T00:00:00.000Z',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(SELLER_MSG.businessCreated);
    const business = res.body.payload.business;
    expect(business).toMatchObject({
      tags: ['mobiles', 'repair'],
      fb: 'https://facebook.com/sharma',
      doe: '2005-04',
      isApproved: false,
      rejectionMessage: null,
      productCount: 0,
    });
    expect(business.workingHours.timings.map((d: { day: string }) => d.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(res.body.payload.businessImagesPreSignedUrls).toEqual([]);
  });

  it('answers a pre-signed upload URL per image name, in order', async () => {
    const res = await create(
      owner,
      businessForm({ images: ['front.jpg', 'inside.png', 'logo.webp'] }),
    );
    expect(res.status).toBe(201);
    const uploads = res.body.payload.businessImagesPreSignedUrls;
    expect(uploads.map((u: { image: string }) => u.image)).toEqual([
      'front.jpg',
      'inside.png',
      'logo.webp',
    ]);
    expect(uploads.map((u: { contentType: string }) => u.contentType)).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    for (const upload of uploads) {
      expect(upload.key).toMatch(/^[0-9a-f-]{36}\.webp$/);
      expect(upload.url).toMatch(
        new RegExp(
          `^/api/uploads/${upload.key}\\?expires=\\d+&type=image%2F\\w+&signature=[0-9a-f]{64}$`,
        ),
      );
    }
    expect(res.body.payload.business.images).toEqual(uploads.map((u: { key: string }) => u.key));
  });
});

describe('at most 5 businesses per seller', () => {
  it('refuses the sixth with a clear message, and a deleted one frees a place', async () => {
    const seller = await signUpSeller(t);
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await createBusiness(t, seller, { name: `Shop ${i}` }));
    const sixth = await create(seller, businessForm({ name: 'Shop 6' }));
    expect(sixth).toMatchObject({
      status: 409,
      body: { error: 'CONFLICT', message: MSG.businessLimit },
    });
    expect(await countOf(seller)).toBe(5);

    const del = await t.call({
      method: 'DELETE',
      url: `${base}/delete`,
      headers: seller.headers,
      query: { id: ids[0]! },
    });
    expect(del.status).toBe(200);
    expect((await create(seller, businessForm({ name: 'Shop 6' }))).status).toBe(201);
  });
});

describe('fetch, fetchAll and fetchPreFilledData', () => {
  it('fetchPreFilledData answers the seller phone number', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${base}/fetchPreFilledData`,
      headers: owner.headers,
    });
    expect(res).toMatchObject({
      status: 200,
      body: { payload: { preFilledData: { phoneNo: owner.phoneNo } } },
    });
  });

  it('lists 10 a page, newest first, with total, filters and counts', async () => {
    const seller = await signUpSeller(t);
    const productShop = await createBusiness(t, seller, { name: 'Approved shop' });
    const serviceShop = await createBusiness(t, seller, {
      name: 'Pending salon',
      businessType: 'service',
    });
    await t.deps.database.db
      .update(businesses)
      .set({ isApproved: true })
      .where(eq(businesses.id, productShop));

    const catalog = await pickCatalog(t, 'product');
    const product = await t.call({
      method: 'POST',
      url: '/api/userAdmin/product/create',
      headers: seller.headers,
      payload: {
        name: 'Phone',
        fkCategoryId: catalog.categoryId,
        fkSubCategoriesIds: catalog.subCategoryIds,
        fkBusinessId: productShop,
      },
    });
    expect(product.status).toBe(201);
    const serviceCatalog = await pickCatalog(t, 'service');
    const service = await t.call({
      method: 'POST',
      url: '/api/userAdmin/service/create',
      headers: seller.headers,
      payload: {
        name: 'Haircut',
        description: 'Cut and style',
        fkCategoryId: serviceCatalog.categoryId,
        fkSubCategoriesIds: serviceCatalog.subCategoryIds,
        fkBusinessId: serviceShop,
      },
    });
    expect(service.status).toBe(201);
    await t.deps.database.db.insert(businessLeads).values([
      { contactPerson: 'Anil', phoneNo: '9123456780', fkBusinessId: productShop },
      { contactPerson: 'Bina', phoneNo: '9123456781', fkBusinessId: productShop },
      {
        contactPerson: 'Gone',
        phoneNo: '9123456782',
        fkBusinessId: productShop,
        deletedAt: new Date(),
      },
    ]);

    const all = await fetchAll(seller);
    expect(all.status).toBe(200);
    expect(all.body.payload.total).toBe(2);
    expect(all.body.payload.businesses.map((b: { name: string }) => b.name)).toEqual([
      'Pending salon',
      'Approved shop',
    ]);
    expect(all.body.payload.businesses[1]).toMatchObject({
      productCount: 1,
      serviceCount: 0,
      leadsCount: 2,
    });
    expect(all.body.payload.businesses[0]).toMatchObject({
      productCount: 0,
      serviceCount: 1,
      leadsCount: 0,
    });

    const active = await fetchAll(seller, { filter: 'Active' });
    expect(active.body.payload).toMatchObject({
      total: 1,
      businesses: [{ name: 'Approved shop' }],
    });
    const pending = await fetchAll(seller, { filter: 'Pending' });
    expect(pending.body.payload).toMatchObject({
      total: 1,
      businesses: [{ name: 'Pending salon' }],
    });
    expect((await fetchAll(seller, { filter: 'Closed' })).status).toBe(400);

    const page = await fetchAll(seller, { perPage: '1', pageNo: '2' });
    expect(page.body.payload).toMatchObject({ total: 2, businesses: [{ name: 'Approved shop' }] });

    const one = await fetchOne(seller, productShop);
    expect(one.body.payload.business).toMatchObject({
      _id: productShop,
      productCount: 1,
      leadsCount: 2,
    });
  });
});

describe('update', () => {
  it('saves the whole form of a rejected business in place and sends it back to review', async () => {
    const id = await createBusiness(t, owner, { images: ['a.webp', 'b.webp'] });
    await t.deps.database.db
      .update(businesses)
      .set({ isApproved: false, rejectionMessage: 'old' })
      .where(eq(businesses.id, id));
    const [kept] = (await rowOf(id))!.images;
    const res = await update(owner, {
      id,
      ...businessForm({ name: 'Sharma Mobiles', images: [kept, 'new.png'] }),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SELLER_MSG.businessUpdated);
    const uploads = res.body.payload.newBusinessImagesPreSignedUrls;
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ image: 'new.png', contentType: 'image/png' });
    expect(res.body.payload.business).toMatchObject({
      name: 'Sharma Mobiles',
      images: [kept, uploads[0].key],
      isApproved: false,
      rejectionMessage: null,
    });
    expect(await rowOf(id)).toMatchObject({
      name: 'Sharma Mobiles',
      isApproved: false,
      rejectionMessage: null,
    });
  });

  it('applies the same rules as create', async () => {
    const id = await createBusiness(t, owner);
    const res = await update(owner, { id, ...businessForm({ state: '' }) });
    expect(res).toMatchObject({ status: 400, body: { message: MSG.stateRequired } });
    expect((await rowOf(id))!.state).toBe('Delhi');
  });

  it('the type changes only while the business has no listings', async () => {
    const id = await createBusiness(t, owner);
    expect((await update(owner, { id, ...businessForm({ businessType: 'service' }) })).status).toBe(
      200,
    );
    expect((await update(owner, { id, ...businessForm({ businessType: 'product' }) })).status).toBe(
      200,
    );
    const catalog = await pickCatalog(t, 'product');
    await t.call({
      method: 'POST',
      url: '/api/userAdmin/product/create',
      headers: owner.headers,
      payload: {
        name: 'Charger',
        fkCategoryId: catalog.categoryId,
        fkSubCategoriesIds: catalog.subCategoryIds,
        fkBusinessId: id,
      },
    });
    const res = await update(owner, { id, ...businessForm({ businessType: 'service' }) });
    expect(res).toMatchObject({ status: 409, body: { message: SELLER_MSG.businessTypeLocked } });
    expect((await rowOf(id))!.businessType).toBe('product');
  });
});

describe('delete', () => {
  it('is soft, takes the listings with it, and keeps every lead readable', async () => {
    const id = await createBusiness(t, owner2);
    const catalog = await pickCatalog(t, 'product');
    const created = await t.call({
      method: 'POST',
      url: '/api/userAdmin/product/create',
      headers: owner2.headers,
      payload: {
        name: 'Cable',
        fkCategoryId: catalog.categoryId,
        fkSubCategoriesIds: catalog.subCategoryIds,
        fkBusinessId: id,
      },
    });
    const productId = created.body.payload.product._id;
    await t.deps.database.db.insert(productLeads).values({
      contactPerson: 'Anil',
      phoneNo: '9123456780',
      fkBusinessId: id,
      fkProductId: productId,
    });
    await t.deps.database.db
      .insert(businessLeads)
      .values({ contactPerson: 'Bina', phoneNo: '9123456781', fkBusinessId: id });

    // The id may come in the body (some clients) as well as in the query.
    const res = await t.call({
      method: 'DELETE',
      url: `${base}/delete`,
      headers: owner2.headers,
      payload: { id },
    });
    expect(res).toMatchObject({ status: 200, body: { message: SELLER_MSG.businessDeleted } });

    expect((await rowOf(id))!.deletedAt).toBeInstanceOf(Date);
    const [product] = await t.deps.database.db
      .select()
      .from(products)
      .where(eq(products.id, productId));
    expect(product!.deletedAt).toBeInstanceOf(Date);
    expect(
      await t.deps.database.db
        .select()
        .from(productLeads)
        .where(eq(productLeads.fkProductId, productId)),
    ).toHaveLength(1);
    expect(
      await t.deps.database.db
        .select()
        .from(businessLeads)
        .where(eq(businessLeads.fkBusinessId, id)),
    ).toHaveLength(1);

    expect((await fetchOne(owner2, id)).status).toBe(404);
    const listed = await fetchAll(owner2, { perPage: '50' });
    expect(listed.body.payload.businesses.map((b: { _id: string }) => b._id)).not.toContain(id);
    const productFetch = await t.call({
      method: 'GET',
      url: '/api/userAdmin/product/fetch',
      headers: owner2.headers,
      query: { id: productId },
    });
    expect(productFetch.status).toBe(404);
    expect(
      (
        await t.call({
          method: 'DELETE',
          url: `${base}/delete`,
          headers: owner2.headers,
          query: { id },
        })
      ).status,
    ).toBe(404);
  });

  it('needs an id', async () => {
    const res = await t.call({ method: 'DELETE', url: `${base}/delete`, headers: owner2.headers });
    expect(res).toMatchObject({ status: 400, body: { message: MSG.idRequired } });
  });
});

describe('owner2ship: another seller id, an unknown id or a malformed id answers 404 and changes nothing', () => {
  it('every business call', async () => {
    const id = await createBusiness(t, owner2, { images: ['x.webp'] });
    const before = await rowOf(id);
    const ids = [id, '0190a8f0-0000-7000-8000-000000000000', 'not-an-id', "1' or '1'='1"];
    for (const target of ids) {
      expect((await fetchOne(other, target)).status).toBe(404);
      const upd = await update(other, { id: target, ...businessForm({ name: 'Stolen' }) });
      expect(upd).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
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
    expect(await rowOf(id)).toEqual(before);
    expect(
      (await fetchAll(other)).body.payload.businesses.map((b: { _id: string }) => b._id),
    ).not.toContain(id);
  });

  it('another seller cannot list products or services of the business', async () => {
    const id = await createBusiness(t, owner2);
    for (const kind of ['product', 'service']) {
      for (const call of ['fetchAll', 'fetchCount']) {
        const res = await t.call({
          method: 'GET',
          url: `/api/userAdmin/${kind}/${call}`,
          headers: other.headers,
          query: { fkBusinessId: id },
        });
        expect(res.status).toBe(404);
      }
    }
  });

  it('a seller without a plan is refused by the guard', async () => {
    const noPlan = await signUpSeller(t, { plan: false });
    const res = await fetchAll(noPlan);
    expect(res).toMatchObject({ status: 401, body: { error: 'PLAN_REQUIRED' } });
    expect((await t.call({ method: 'GET', url: `${base}/fetchAll` })).status).toBe(401);
  });
});

describe('delete cascades to services', () => {
  it('soft-deletes the services of a service business', async () => {
    const id = await createBusiness(t, owner2, { businessType: 'service' });
    const catalog = await pickCatalog(t, 'service');
    const created = await t.call({
      method: 'POST',
      url: '/api/userAdmin/service/create',
      headers: owner2.headers,
      payload: {
        name: 'Tailoring',
        description: 'Stitching',
        fkCategoryId: catalog.categoryId,
        fkSubCategoriesIds: catalog.subCategoryIds,
        fkBusinessId: id,
      },
    });
    expect(created.status).toBe(201);
    await t.call({
      method: 'DELETE',
      url: `${base}/delete`,
      headers: owner2.headers,
      query: { id },
    });
    const [row] = await t.deps.database.db
      .select()
      .from(services)
      .where(eq(services.id, created.body.payload.service._id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
  });
});
