import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MSG,
  approvedNotification,
  rejectedNotification,
  notificationText,
} from '@haat/shared';
import type { ApprovalType } from '@haat/shared';
import { adminAuditLog, notifications, products } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Seller } from '../../test/sellers.ts';
import {
  businessForm,
  createBusiness,
  createSellerTestApp,
  pickCatalog,
  signUpSeller,
} from '../../test/sellers.ts';
import type { Catalog } from './test-fixtures.ts';
import {
  as,
  createProduct,
  createService,
  decide,
  makeAdmin,
  shownVersion,
  productForm,
} from './test-fixtures.ts';

let t: TestApp;
let owner: Seller;
let admin: Seller;
let productCatalog: Catalog;
let serviceCatalog: Catalog;
let shop: string;
let salon: string;

beforeAll(async () => {
  t = await createSellerTestApp();
  owner = await signUpSeller(t);
  admin = await makeAdmin(t);
  productCatalog = await pickCatalog(t, 'product');
  serviceCatalog = await pickCatalog(t, 'service');
  shop = await createBusiness(t, owner, { name: 'Diya Emporium' });
  salon = await createBusiness(t, owner, { name: 'Cool Air Services', businessType: 'service' });
});
afterAll(() => t.close());

const adminApi = () => as(t, admin);
const queue = async (type: string) => {
  const res = await adminApi().get('/api/admin/approvals', { type });
  expect(res.status).toBe(200);
  return res.body.payload as { items: any[]; total: number };
};
const approve = (type: ApprovalType, id: string) => decide(t, admin).approve(type, id);
const reject = (type: ApprovalType, id: string, rejectionMessage: string) =>
  decide(t, admin).reject(type, id, rejectionMessage);
const publicProduct = (id: string) =>
  t.call({ method: 'GET', url: '/api/public/product/fetch', query: { id } });
const notificationsOf = (userId: string) =>
  t.deps.database.db.select().from(notifications).where(eq(notifications.fkUserId, userId));
const auditOf = (entityId: string) =>
  t.deps.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId));

describe('approval queues with a full preview', () => {
  it('lists a pending business with its owner', async () => {
    const { items } = await queue('business');
    const item = items.find((entry) => entry._id === shop);
    expect(item).toMatchObject({
      type: 'business',
      name: 'Diya Emporium',
      businessType: 'product',
      city: 'New Delhi',
      isApproved: false,
      rejectionMessage: null,
      owner: { _id: owner.userId, phoneNo: owner.phoneNo, isActive: true },
    });
    expect(item.workingHours.timings).toHaveLength(7);
  });

  it('lists a pending product with its catalogue names and business', async () => {
    const id = await createProduct(t, owner, shop, productCatalog, { name: 'Queue Lamp' });
    const { items } = await queue('product');
    const item = items.find((entry) => entry._id === id);
    expect(item).toMatchObject({
      type: 'product',
      name: 'Queue Lamp',
      sku: 'DIYA-1',
      pricePerUnit: 499,
      sellingPrice: 399,
      business: { _id: shop, name: 'Diya Emporium', isApproved: false },
      owner: { _id: owner.userId },
    });
    expect(item.category).toEqual(expect.any(String));
    expect(item.subCategories.length).toBeGreaterThan(0);
    expect(item.colors).toHaveLength(2);
  });

  it("narrows a queue by the name or the owner's phone", async () => {
    const byName = await adminApi().get('/api/admin/approvals', {
      type: 'business',
      search: 'emporium',
    });
    expect(byName.body.payload.items.map((item: any) => item._id)).toEqual([shop]);
    const byPhone = await adminApi().get('/api/admin/approvals', {
      type: 'business',
      search: owner.phoneNo.slice(-6),
    });
    expect(byPhone.body.payload.items.map((item: any) => item._id).sort()).toEqual(
      [shop, salon].sort(),
    );
    const none = await adminApi().get('/api/admin/approvals', { type: 'business', search: 'zzz' });
    expect(none.body.payload).toEqual({ items: [], total: 0 });
  });

  it('refuses an unknown type with a message', async () => {
    const counts = await adminApi().get('/api/admin/dashboard');
    expect(counts.body.payload.pending.business).toBe((await queue('business')).total);
    const res = await adminApi().get('/api/admin/approvals', { type: 'shop' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ADMIN_MSG.approvalTypeInvalid);
  });
});

describe('approve', () => {
  it('makes a product public once it and its business are approved, and notifies the owner', async () => {
    const id = await createProduct(t, owner, shop, productCatalog, { name: 'Saffron Brass Diya' });
    expect((await publicProduct(id)).status).toBe(404);

    expect((await approve('business', shop)).status).toBe(200);
    expect((await publicProduct(id)).status).toBe(404); // the product itself still waits

    const res = await approve('product', id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ADMIN_MSG.approved);
    const fetched = await publicProduct(id);
    expect(fetched.status).toBe(200);
    expect(fetched.body.payload.product.name).toBe('Saffron Brass Diya');
    const search = await t.call({
      method: 'GET',
      url: '/api/public/product/search',
      query: { search: 'saffron diya' },
    });
    expect(search.body.payload.searchResults.map((p: any) => p._id)).toContain(id);

    const notes = await notificationsOf(owner.userId);
    expect(notes).toContainEqual(
      expect.objectContaining({
        notification: notificationText(approvedNotification('Product', 'Saffron Brass Diya')),
        redirect: `/userAdmin/businesses/${shop}/products/edit/${id}`,
      }),
    );
    expect(notes).toContainEqual(
      expect.objectContaining({
        notification: notificationText(approvedNotification('Business', 'Diya Emporium')),
        redirect: `/userAdmin/businesses/edit/${shop}`,
      }),
    );
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      adminId: admin.userId,
      action: 'approve',
      entityType: 'product',
      before: { isApproved: false, rejectionMessage: null },
      after: { isApproved: true, rejectionMessage: null },
    });
    expect((await queue('product')).items.map((item) => item._id)).not.toContain(id);
  });

  it('answers 409 for an item already approved and 404 for an unknown one', async () => {
    const again = await approve('business', shop);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ADMIN_MSG.alreadyApproved);
    const unknown = await approve('product', '01890000-0000-7000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect((await approve('product', 'not-an-id')).status).toBe(404);
  });

  it('approves a profile', async () => {
    const fresh = await signUpSeller(t);
    expect((await queue('profile')).items.map((item) => item._id)).toContain(fresh.userId);
    expect((await approve('profile', fresh.userId)).status).toBe(200);
    const me = await as(t, fresh).get('/api/userAdmin/user/fetch');
    expect(me.body.payload.user).toMatchObject({ isApproved: true, rejectionMessage: null });
    expect(await notificationsOf(fresh.userId)).toContainEqual(
      expect.objectContaining({
        notification: notificationText(approvedNotification('Profile', '')),
        redirect: '/userAdmin/editProfile',
      }),
    );
  });
});

describe('reject', () => {
  it('needs a message', async () => {
    const service = await createService(t, owner, salon, serviceCatalog);
    for (const message of ['', '   ']) {
      const res = await reject('service', service, message);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(ADMIN_MSG.rejectionMessageRequired);
    }
    const missing = await adminApi().put('/api/admin/approvals/reject', {
      type: 'service',
      id: service,
      version: await shownVersion(t, 'service', service),
    });
    expect(missing.body.message).toBe(ADMIN_MSG.rejectionMessageRequired);
  });

  it('shows its message to the owner, notifies them and leaves the queue', async () => {
    const service = await createService(t, owner, salon, serviceCatalog, {
      name: 'Split AC Service',
    });
    const message = 'Please add a clear photo of your work.';
    const res = await reject('service', service, message);
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ isApproved: false, rejectionMessage: message });

    const seen = await as(t, owner).get('/api/userAdmin/service/fetch', { id: service });
    expect(seen.body.payload.service).toMatchObject({
      isApproved: false,
      rejectionMessage: message,
    });
    const inbox = await as(t, owner).get('/api/userAdmin/notification/fetchAll');
    expect(inbox.body.payload.notifications).toContainEqual(
      expect.objectContaining({
        notification: notificationText(
          rejectedNotification('Service', 'Split AC Service', message),
        ),
        redirect: `/userAdmin/businesses/${salon}/services/edit/${service}`,
        isMarkedRead: false,
      }),
    );
    expect((await queue('service')).items.map((item) => item._id)).not.toContain(service);
    const [entry] = await auditOf(service);
    expect(entry).toMatchObject({
      action: 'reject',
      entityType: 'service',
      after: { isApproved: false, rejectionMessage: message },
    });

    // The owner complies: the edit clears the message and the item is back in the queue.
    const edit = await as(t, owner).put('/api/userAdmin/service/update', {
      id: service,
      name: 'Split AC Service',
      images: [],
      fkCategoryId: serviceCatalog.categoryId,
      fkSubCategoriesIds: [serviceCatalog.subCategoryIds[0]],
      description: 'Now with photos.',
      tags: [],
      fkBusinessId: salon,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await queue('service')).items.map((item) => item._id)).toContain(service);
  });

  it('takes an approved item off the public pages', async () => {
    const id = await createProduct(t, owner, shop, productCatalog, { name: 'Takedown Lamp' });
    await approve('product', id);
    expect((await publicProduct(id)).status).toBe(200);
    await reject('product', id, 'Counterfeit brand.');
    expect((await publicProduct(id)).status).toBe(404);
  });

  it('rejects a profile with its message', async () => {
    const fresh = await signUpSeller(t);
    await reject('profile', fresh.userId, 'Add your shop address.');
    const me = await as(t, fresh).get('/api/userAdmin/user/fetch');
    expect(me.body.payload.user).toMatchObject({
      isApproved: false,
      rejectionMessage: 'Add your shop address.',
    });
  });
});

describe('bulk approve', () => {
  it('approves what waits and skips the rest', async () => {
    const a = await createProduct(t, owner, shop, productCatalog, { name: 'Bulk One' });
    const b = await createProduct(t, owner, shop, productCatalog, { name: 'Bulk Two' });
    const done = await createProduct(t, owner, shop, productCatalog, { name: 'Bulk Done' });
    await approve('product', done);
    const res = await decide(t, admin).bulkApprove('product', [a, b, done, 'nope']);
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ approved: [a, b], skipped: [done, 'nope'], changed: [] });
    const rows = await t.deps.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.isApproved, true), eq(products.fkBusinessId, shop)));
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([a, b, done]));
    expect(await auditOf(a)).toHaveLength(1);
  });

  it('needs at least one id', async () => {
    const res = await adminApi().put('/api/admin/approvals/bulkApprove', {
      type: 'product',
      items: [],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ADMIN_MSG.idsRequired);
  });
});

describe('an approval names the version it was shown (issue 34 item 4)', () => {
  const shown = async (type: string, id: string) => {
    const item = (await queue(type)).items.find((entry) => entry._id === id);
    expect(item, `${type} ${id} in the queue`).toBeTruthy();
    return item;
  };
  const editProduct = (id: string, overrides: Record<string, unknown>) =>
    as(t, owner).put('/api/userAdmin/product/update', {
      ...productForm(productCatalog),
      id,
      fkBusinessId: shop,
      ...overrides,
    });
  const productRow = async (id: string) =>
    (await t.deps.database.db.select().from(products).where(eq(products.id, id)))[0]!;

  it('a first submission edited after the queue was opened answers 409 and stays in the queue', async () => {
    const id = await createProduct(t, owner, shop, productCatalog, { name: 'Version Lamp' });
    const seen = await shown('product', id);
    expect(seen.version).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    // The seller edits after the administrator opened the queue: a ₹1 price and a phone number.
    const edit = await editProduct(id, {
      name: 'Version Lamp',
      sellingPrice: 1,
      description: 'Call 9999999999',
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);

    const stale = await adminApi().put('/api/admin/approvals/approve', {
      type: 'product',
      id,
      version: seen.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(ADMIN_MSG.changedSinceOpened);
    const staleReject = await adminApi().put('/api/admin/approvals/reject', {
      type: 'product',
      id,
      version: seen.version,
      rejectionMessage: 'Blurry photo.',
    });
    expect(staleReject.status).toBe(409);
    expect(staleReject.body.message).toBe(ADMIN_MSG.changedSinceOpened);
    // Nothing changed: not approved, not rejected, no audit entry, no notification.
    expect(await productRow(id)).toMatchObject({ isApproved: false, rejectionMessage: null });
    expect(await auditOf(id)).toHaveLength(0);
    expect((await notificationsOf(owner.userId)).map((n) => n.notification)).not.toContain(
      notificationText(approvedNotification('Product', 'Version Lamp')),
    );

    // The queue shows the new version; approving what it shows goes through.
    const fresh = await shown('product', id);
    expect(fresh).toMatchObject({ sellingPrice: 1, description: 'Call 9999999999' });
    expect(fresh.version).not.toBe(seen.version);
    const ok = await adminApi().put('/api/admin/approvals/approve', {
      type: 'product',
      id,
      version: fresh.version,
    });
    expect(ok.status).toBe(200);
    expect(await productRow(id)).toMatchObject({ isApproved: true, sellingPrice: 1 });
  });

  it('a newer revision of an approved business answers 409; the live version and the newer revision stay', async () => {
    const id = await createBusiness(t, owner, { name: 'Version Traders' });
    const first = await shown('business', id);
    expect(
      (
        await adminApi().put('/api/admin/approvals/approve', {
          type: 'business',
          id,
          version: first.version,
        })
      ).status,
    ).toBe(200);
    const edit = (overrides: Record<string, unknown>) =>
      as(t, owner).put('/api/userAdmin/business/update', {
        id,
        ...businessForm({ name: 'Version Traders', ...overrides }),
      });
    expect((await edit({ description: 'Brass and copper.' })).body.payload.savedAsRevision).toBe(
      true,
    );
    const seen = await shown('business', id);
    expect(seen.revision.fields.description).toBe('Brass and copper.');
    // Edited again after the administrator opened the queue.
    expect((await edit({ description: 'Brass and copper.', phoneNo: '9000000001' })).status).toBe(
      200,
    );

    for (const call of [
      () =>
        adminApi().put('/api/admin/approvals/approve', {
          type: 'business',
          id,
          version: seen.version,
        }),
      () =>
        adminApi().put('/api/admin/approvals/reject', {
          type: 'business',
          id,
          version: seen.version,
          rejectionMessage: 'No.',
        }),
    ]) {
      const res = await call();
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(ADMIN_MSG.changedSinceOpened);
    }
    const live = await t.call({ method: 'GET', url: '/api/public/business/fetch', query: { id } });
    expect(live.body.payload.business.phoneNo).toBe('9876501234');
    const fresh = await shown('business', id);
    expect(fresh.revision).toMatchObject({ status: 'pending' });
    expect(fresh.revision.fields.phoneNo).toBe('9000000001');
    expect(fresh.version).not.toBe(seen.version);
    expect(
      (
        await adminApi().put('/api/admin/approvals/approve', {
          type: 'business',
          id,
          version: fresh.version,
        })
      ).status,
    ).toBe(200);
  });

  it('bulk approval approves only the versions it was shown', async () => {
    const a = await createProduct(t, owner, shop, productCatalog, { name: 'Bulk Version One' });
    const b = await createProduct(t, owner, shop, productCatalog, { name: 'Bulk Version Two' });
    const [seenA, seenB] = [await shown('product', a), await shown('product', b)];
    await editProduct(b, { name: 'Bulk Version Two', sellingPrice: 1 });
    const res = await adminApi().put('/api/admin/approvals/bulkApprove', {
      type: 'product',
      items: [
        { id: a, version: seenA.version },
        { id: b, version: seenB.version },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ approved: [a], skipped: [b], changed: [b] });
    expect((await productRow(b)).isApproved).toBe(false);
    expect((await queue('product')).items.map((item) => item._id)).toContain(b);
  });

  it('a decision without the version it was shown is refused with a message, changing nothing', async () => {
    const id = await createProduct(t, owner, shop, productCatalog, { name: 'No Version Lamp' });
    for (const body of [
      { type: 'product', id },
      { type: 'product', id, version: '' },
      { type: 'product', id, version: 'x'.repeat(500) },
      { type: 'product', id, version: 42 },
    ]) {
      const res = await adminApi().put('/api/admin/approvals/approve', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(ADMIN_MSG.versionRequired);
    }
    const rejected = await adminApi().put('/api/admin/approvals/reject', {
      type: 'product',
      id,
      rejectionMessage: 'Blurry.',
    });
    expect(rejected.status).toBe(400);
    expect(rejected.body.message).toBe(ADMIN_MSG.versionRequired);
    const bulk = await adminApi().put('/api/admin/approvals/bulkApprove', {
      type: 'product',
      ids: [id],
    });
    expect(bulk.status).toBe(400);
    expect(await productRow(id)).toMatchObject({ isApproved: false, rejectionMessage: null });
    expect(await auditOf(id)).toHaveLength(0);
  });
});
