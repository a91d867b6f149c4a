import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MSG,
  approvedNotification,
  MSG,
  rejectedNotification,
  SELLER_MSG,
  notificationText,
} from '@haat/shared';
import type { ApprovalType } from '@haat/shared';
import { adminAuditLog, listingRevisions, notifications } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Seller } from '../../test/sellers.ts';
import {
  businessForm,
  createBusiness,
  createSellerTestApp,
  pickCatalog,
  signUpSeller,
} from '../../test/sellers.ts';
import type { Catalog } from '../admin/test-fixtures.ts';
import {
  as,
  createProduct,
  createService,
  decide,
  makeAdmin,
  productForm,
  shownVersion,
} from '../admin/test-fixtures.ts';

// An edit of an approved business, product or service waits as a pending revision
// while the approved version stays public; approval replaces it, rejection keeps it.

let t: TestApp;
let owner: Seller;
/** Listings' owner: a seller holds at most 5 businesses. */
let shopkeeper: Seller;
let stranger: Seller;
let admin: Seller;
let productCatalog: Catalog;
let serviceCatalog: Catalog;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createSellerTestApp();
  owner = await signUpSeller(t);
  shopkeeper = await signUpSeller(t);
  stranger = await signUpSeller(t);
  admin = await makeAdmin(t);
  productCatalog = await pickCatalog(t, 'product');
  serviceCatalog = await pickCatalog(t, 'service');
  jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#2f855a' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

type Upload = { image: string; key: string; url: string; contentType: string };
const db = () => t.deps.database.db;
const approve = (type: ApprovalType, id: string) => decide(t, admin).approve(type, id);
const reject = (type: ApprovalType, id: string, rejectionMessage: string) =>
  decide(t, admin).reject(type, id, rejectionMessage);
const queue = async (type: string) => {
  const res = await as(t, admin).get('/api/admin/approvals', { type, perPage: '50' });
  expect(res.status).toBe(200);
  return res.body.payload.items as any[];
};
const publicFetch = (type: 'business' | 'product' | 'service', id: string) =>
  t.call({ method: 'GET', url: `/api/public/${type}/fetch`, query: { id } });
const upload = (url: string) =>
  t.call({ method: 'PUT', url, payload: jpeg, headers: { 'content-type': 'image/jpeg' } });
const storedFile = (key: string) => existsSync(join(t.deps.config.uploadsDir, 'large', key));
const revisionsOf = (entityId: string) =>
  db().select().from(listingRevisions).where(eq(listingRevisions.entityId, entityId));
const auditOf = (entityId: string, action: string) =>
  db()
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entityId, entityId), eq(adminAuditLog.action, action)));
const notificationTexts = async (userId: string) =>
  (await db().select().from(notifications).where(eq(notifications.fkUserId, userId))).map(
    (row) => row.notification,
  );
const expectOk = async (res: Promise<{ status: number; body: any }>) => {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

const updateBusiness = (who: Seller, id: string, overrides: Record<string, unknown>) =>
  as(t, who).put('/api/userAdmin/business/update', { id, ...businessForm(overrides) });

/** An approved service of the shopkeeper's, in an approved service business of its own. */
async function approvedService(businessName: string, name: string) {
  const garage = await approvedBusiness(businessName, { businessType: 'service' }, shopkeeper);
  const id = await createService(t, shopkeeper, garage, serviceCatalog, { name });
  await expectOk(approve('service', id));
  return { garage, id };
}

/** The shopkeeper's whole service form, with its name and sub-categories. */
const updateService = (
  id: string,
  fkBusinessId: string,
  form: { name: string; fkSubCategoriesIds: string[] },
) =>
  as(t, shopkeeper).put('/api/userAdmin/service/update', {
    id,
    ...form,
    images: [],
    fkCategoryId: serviceCatalog.categoryId,
    pricePerUnit: 600,
    sellingPrice: 500,
    tags: ['tyres'],
    description: 'We come to you.',
    fkBusinessId,
  });

async function approvedBusiness(
  name: string,
  overrides: Record<string, unknown> = {},
  who: Seller = owner,
) {
  const id = await createBusiness(t, who, { name, ...overrides });
  await expectOk(approve('business', id));
  return id;
}

describe('an edit of an approved business', () => {
  it('waits as a revision: the public page keeps the approved text, the seller and the queue see both', async () => {
    const id = await approvedBusiness('Revision Emporium');
    const saved = await updateBusiness(owner, id, {
      name: 'Revision Emporium',
      description: 'Brass lamps, diyas and gifts, now with home delivery.',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(SELLER_MSG.businessRevised);
    const { business, savedAsRevision } = saved.body.payload;
    expect(savedAsRevision).toBe(true);
    // The answer is the live business, still approved, with the changes waiting.
    expect(business).toMatchObject({
      isApproved: true,
      description: businessForm().description,
      revision: {
        status: 'pending',
        rejectionMessage: null,
        changes: [
          {
            field: 'description',
            before: businessForm().description,
            after: 'Brass lamps, diyas and gifts, now with home delivery.',
          },
        ],
      },
    });

    const page = await publicFetch('business', id);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body.payload)).toContain(businessForm().description);
    expect(JSON.stringify(page.body.payload)).not.toContain('home delivery');

    const fetched = await expectOk(as(t, owner).get('/api/userAdmin/business/fetch', { id }));
    expect(fetched.payload.business.revision.fields.description).toContain('home delivery');
    const list = await expectOk(
      as(t, owner).get('/api/userAdmin/business/fetchAll', { pageNo: '1', filter: 'All' }),
    );
    const row = list.payload.businesses.find((entry: any) => entry._id === id);
    expect(row).toMatchObject({ isApproved: true, revision: { status: 'pending' } });

    const item = (await queue('business')).find((entry) => entry._id === id);
    expect(item).toMatchObject({
      isApproved: true,
      description: businessForm().description,
      revision: { changes: [{ field: 'description' }] },
    });
  });

  it('a second edit replaces the pending one; approval puts it live, audited and notified', async () => {
    const id = await approvedBusiness('Second Edit Stores');
    await expectOk(
      updateBusiness(owner, id, {
        name: 'Second Edit Stores',
        description: 'First try of a new text.',
      }),
    );
    const second = await expectOk(
      updateBusiness(owner, id, {
        name: 'Second Edit Stores Ltd',
        description: 'Second try of a new text.',
      }),
    );
    expect(second.payload.business.revision.changes.map((c: any) => c.field)).toEqual([
      'name',
      'description',
    ]);
    expect(await revisionsOf(id)).toHaveLength(1);

    await expectOk(approve('business', id));
    const page = await publicFetch('business', id);
    expect(JSON.stringify(page.body.payload)).toContain('Second try of a new text.');
    expect(JSON.stringify(page.body.payload)).toContain('Second Edit Stores Ltd');
    const [revision] = await revisionsOf(id);
    expect(revision).toMatchObject({ status: 'approved', rejectionMessage: null });
    const fetched = await expectOk(as(t, owner).get('/api/userAdmin/business/fetch', { id }));
    expect(fetched.payload.business).toMatchObject({
      name: 'Second Edit Stores Ltd',
      isApproved: true,
      revision: null,
    });
    const [entry] = await auditOf(id, 'approveRevision');
    expect(entry).toMatchObject({
      entityType: 'business',
      before: { name: 'Second Edit Stores', description: businessForm().description },
      after: { name: 'Second Edit Stores Ltd', description: 'Second try of a new text.' },
    });
    expect(await notificationTexts(owner.userId)).toContain(
      notificationText(approvedNotification('Business', 'Second Edit Stores Ltd')),
    );
    // Nothing waits any more: approving again is refused as before.
    expect((await approve('business', id)).body.message).toBe(ADMIN_MSG.alreadyApproved);
    expect((await queue('business')).some((entry) => entry._id === id)).toBe(false);
  });

  it('a rejected revision keeps the live version and shows the owner the message; editing again or discarding', async () => {
    const id = await approvedBusiness('Rejected Edit Mart');
    await expectOk(
      updateBusiness(owner, id, {
        name: 'Rejected Edit Mart',
        description: 'CALL NOW CHEAPEST!!!',
      }),
    );
    const rejected = await expectOk(reject('business', id, 'Please write a plain description.'));
    expect(rejected.payload).toMatchObject({ isApproved: true, revision: { status: 'rejected' } });

    const page = await publicFetch('business', id);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body.payload)).not.toContain('CHEAPEST');
    const fetched = await expectOk(as(t, owner).get('/api/userAdmin/business/fetch', { id }));
    expect(fetched.payload.business).toMatchObject({
      isApproved: true,
      rejectionMessage: null,
      revision: { status: 'rejected', rejectionMessage: 'Please write a plain description.' },
    });
    expect(await notificationTexts(owner.userId)).toContain(
      notificationText(
        rejectedNotification('Business', 'Rejected Edit Mart', 'Please write a plain description.'),
      ),
    );
    expect(await auditOf(id, 'rejectRevision')).toHaveLength(1);
    expect((await queue('business')).some((entry) => entry._id === id)).toBe(false);

    // Editing again sends the revision back to review without the old message.
    const again = await expectOk(
      updateBusiness(owner, id, {
        name: 'Rejected Edit Mart',
        description: 'Groceries and daily needs.',
      }),
    );
    expect(again.payload.business.revision).toMatchObject({
      status: 'pending',
      rejectionMessage: null,
    });
    expect((await queue('business')).some((entry) => entry._id === id)).toBe(true);

    // Discarding drops it; the live version is untouched.
    const discarded = await as(t, owner).delete(`/api/userAdmin/business/revision?id=${id}`, {});
    expect(discarded).toMatchObject({
      status: 200,
      body: { message: SELLER_MSG.revisionDiscarded },
    });
    expect(await revisionsOf(id)).toHaveLength(0);
    const twice = await as(t, owner).delete(`/api/userAdmin/business/revision?id=${id}`, {});
    expect(twice).toMatchObject({ status: 404, body: { message: SELLER_MSG.noRevision } });
    expect((await publicFetch('business', id)).status).toBe(200);
  });

  it('another seller can neither see nor act on a revision', async () => {
    const id = await approvedBusiness('Private Edit House');
    await expectOk(
      updateBusiness(owner, id, { name: 'Private Edit House', description: 'A secret new text.' }),
    );
    expect((await as(t, stranger).get('/api/userAdmin/business/fetch', { id })).status).toBe(404);
    expect((await updateBusiness(stranger, id, { description: 'Hijack' })).status).toBe(404);
    expect(
      (await as(t, stranger).delete(`/api/userAdmin/business/revision?id=${id}`, {})).status,
    ).toBe(404);
    const [revision] = await revisionsOf(id);
    expect(revision!.fields.description).toBe('A secret new text.');
    // Sellers are not administrators: the approval routes refuse them.
    expect(
      (
        await as(t, owner).put('/api/admin/approvals/approve', {
          type: 'business',
          id,
          version: await shownVersion(t, 'business', id),
        })
      ).status,
    ).toBe(403);
  });

  it('a business not yet approved is still updated in place, with no revision', async () => {
    const id = await createBusiness(t, owner, { name: 'Never Approved Depot' });
    const saved = await expectOk(updateBusiness(owner, id, { name: 'Never Approved Depot 2' }));
    expect(saved.message).toBe(SELLER_MSG.businessUpdated);
    expect(saved.payload).toMatchObject({
      savedAsRevision: false,
      business: { name: 'Never Approved Depot 2', isApproved: false, revision: null },
    });
    expect(await revisionsOf(id)).toHaveLength(0);
    const item = (await queue('business')).find((entry) => entry._id === id);
    expect(item).toMatchObject({ name: 'Never Approved Depot 2', revision: null });
  });
});

describe('an edit of an approved product with a new picture', () => {
  it('keeps the public product and search on the approved version until the picture and the revision are approved', async () => {
    const shop = await approvedBusiness('Picture Revision Traders', {}, shopkeeper);
    const created = await as(t, shopkeeper).post('/api/userAdmin/product/create', {
      ...productForm(productCatalog),
      name: 'Copper Kettle Classic',
      fkBusinessId: shop,
      images: ['kettle.jpg'],
    });
    expect(created.status).toBe(201);
    const id = created.body.payload.product._id as string;
    const [first] = created.body.payload.productImagesPreSignedUrls as Upload[];
    expect((await upload(first!.url)).status).toBe(200);
    await expectOk(approve('product', id));

    const saved = await as(t, shopkeeper).put('/api/userAdmin/product/update', {
      id,
      ...productForm(productCatalog),
      name: 'Copper Kettle Deluxe',
      fkBusinessId: shop,
      images: ['kettle-new.jpg'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(SELLER_MSG.productRevised);
    const [second] = saved.body.payload.newProductImagesPreSignedUrls as Upload[];
    const changes = saved.body.payload.product.revision.changes;
    expect(changes).toEqual([
      { field: 'name', before: 'Copper Kettle Classic', after: 'Copper Kettle Deluxe' },
      { field: 'images', before: [first!.key], after: [second!.key] },
    ]);

    const live = await publicFetch('product', id);
    expect(live.body.payload.product).toMatchObject({
      name: 'Copper Kettle Classic',
      images: [first!.key],
    });
    const search = (q: string) =>
      t.call({
        method: 'GET',
        url: '/api/public/product/search',
        query: { search: q, city: 'New Delhi' },
      });
    const names = async (q: string) =>
      ((await search(q)).body.payload.searchResults as any[]).map((card) => card.name);
    expect(await names('Copper Kettle')).toContain('Copper Kettle Classic');
    expect(await names('Copper Kettle')).not.toContain('Copper Kettle Deluxe');

    // The new picture has not arrived: approval waits for it.
    const early = await approve('product', id);
    expect(early).toMatchObject({ status: 409, body: { message: ADMIN_MSG.picturesPending } });
    expect((await upload(second!.url)).status).toBe(200);
    await expectOk(approve('product', id));

    expect((await publicFetch('product', id)).body.payload.product).toMatchObject({
      name: 'Copper Kettle Deluxe',
      images: [second!.key],
    });
    expect(await names('Copper Kettle')).toContain('Copper Kettle Deluxe');
    expect(await names('Copper Kettle')).not.toContain('Copper Kettle Classic');
    // The picture the revision dropped left storage once it was approved.
    expect(storedFile(first!.key)).toBe(false);
    expect(storedFile(second!.key)).toBe(true);
    const [entry] = await auditOf(id, 'approveRevision');
    expect(entry!.before).toMatchObject({ name: 'Copper Kettle Classic', images: [first!.key] });
  });

  it('a replaced revision loses its own new picture, never the live one', async () => {
    const shop = await approvedBusiness('Replaced Picture Co', {}, shopkeeper);
    const id = await createProduct(t, shopkeeper, shop, productCatalog, { name: 'Steel Tiffin' });
    await expectOk(approve('product', id));
    const edit = (images: string[]) =>
      as(t, shopkeeper).put('/api/userAdmin/product/update', {
        id,
        ...productForm(productCatalog),
        name: 'Steel Tiffin',
        fkBusinessId: shop,
        images,
      });
    const firstEdit = await expectOk(edit(['one.jpg']));
    const [one] = firstEdit.payload.newProductImagesPreSignedUrls as Upload[];
    expect((await upload(one!.url)).status).toBe(200);
    expect(storedFile(one!.key)).toBe(true);
    // The second edit keeps nothing of the first one's picture.
    await expectOk(edit([]));
    expect(storedFile(one!.key)).toBe(false);
    const [revision] = await revisionsOf(id);
    expect(revision).toMatchObject({ status: 'pending', images: [] });
  });
});

describe('an edit of an approved service', () => {
  it('waits as a revision; bulk approval applies it with its sub-categories', async () => {
    const salon = await approvedBusiness('Revision Salon', { businessType: 'service' }, shopkeeper);
    const id = await createService(t, shopkeeper, salon, serviceCatalog, { name: 'Bridal Makeup' });
    await expectOk(approve('service', id));
    const saved = await as(t, shopkeeper).put('/api/userAdmin/service/update', {
      id,
      name: 'Bridal Makeup Premium',
      images: [],
      fkCategoryId: serviceCatalog.categoryId,
      fkSubCategoriesIds: serviceCatalog.subCategoryIds,
      pricePerUnit: 600,
      sellingPrice: 500,
      tags: ['ac'],
      description: 'We come to you.',
      fkBusinessId: salon,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(SELLER_MSG.serviceRevised);
    expect(saved.body.payload.service.revision.changes.map((c: any) => c.field)).toEqual([
      'name',
      'subCategories',
    ]);
    expect((await publicFetch('service', id)).body.payload.service.name).toBe('Bridal Makeup');
    const item = (await queue('service')).find((entry) => entry._id === id);
    expect(item.revision.changes[1].after).toHaveLength(serviceCatalog.subCategoryIds.length);

    const bulk = await expectOk(decide(t, admin).bulkApprove('service', [id]));
    expect(bulk.payload).toEqual({ approved: [id], skipped: [], changed: [] });
    const fetched = await expectOk(as(t, shopkeeper).get('/api/userAdmin/service/fetch', { id }));
    expect(fetched.payload.service).toMatchObject({
      name: 'Bridal Makeup Premium',
      isApproved: true,
      revision: null,
    });
    expect([...fetched.payload.service.fkSubCategoriesIds].sort()).toEqual(
      [...serviceCatalog.subCategoryIds].sort(),
    );
    expect((await publicFetch('service', id)).body.payload.service.name).toBe(
      'Bridal Makeup Premium',
    );
  });
});

describe('an edit of an approved listing naming a sub-category outside its category', () => {
  it('is refused in the edit itself: the revision waiting stays as it was and the live version too', async () => {
    const { garage, id } = await approvedService('Checked Garage', 'Oil Change');
    const edit = (name: string, fkSubCategoriesIds: string[]) =>
      updateService(id, garage, { name, fkSubCategoriesIds });
    await expectOk(edit('Oil Change Plus', [serviceCatalog.subCategoryIds[0]!]));

    const refused = await edit('Oil Change Wrong', [productCatalog.subCategoryIds[0]!]);
    expect([refused.status, refused.body.message]).toEqual([400, MSG.subCategoryInvalid]);
    const revisions = await revisionsOf(id);
    expect(revisions.map((row) => [row.status, row.fields.name])).toEqual([
      ['pending', 'Oil Change Plus'],
    ]);
    expect((await publicFetch('service', id)).body.payload.service.name).toBe('Oil Change');
  });
});

describe('a revision naming a catalogue entry deleted since it was sent', () => {
  it('is refused with a reason, not a 500; the live version and the revision stay; rejecting still works', async () => {
    const { garage, id } = await approvedService('Revision Garage', 'Tyre Change');
    const created = await as(t, admin).post('/api/admin/subCategory/create', {
      fkCategoryId: serviceCatalog.categoryId,
      subCategory: 'Revision Wheel Balancing',
      image: 'wheel.png',
    });
    expect(created.status).toBe(201);
    const newSub = created.body.payload.subCategory._id as string;
    const saved = await updateService(id, garage, {
      name: 'Tyre Change and Balancing',
      fkSubCategoriesIds: [newSub],
    });
    expect(saved.body.message).toBe(SELLER_MSG.serviceRevised);
    // Nothing live names the new sub-category, so the administrator may delete it.
    await expectOk(as(t, admin).delete('/api/admin/subCategory/delete', { id: newSub }));

    const refused = await approve('service', id);
    expect([refused.status, refused.body.message]).toEqual([409, ADMIN_MSG.revisionNamesDeleted]);
    const bulk = await expectOk(decide(t, admin).bulkApprove('service', [id]));
    expect(bulk.payload).toEqual({ approved: [], skipped: [id], changed: [] });
    expect((await publicFetch('service', id)).body.payload.service.name).toBe('Tyre Change');
    expect((await revisionsOf(id)).map((row) => row.status)).toEqual(['pending']);

    await expectOk(reject('service', id, 'Please choose a sub-category again.'));
    expect((await revisionsOf(id)).map((row) => row.status)).toEqual(['rejected']);
  });
});
