// Helpers of the console's tests (never imported by the app).
import { eq } from 'drizzle-orm';
import { encodePassword, type ApprovalType } from '@haat/shared';
import { users } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Seller, pickCatalog } from '../../test/sellers.ts';
import { SELLER_PASSWORD, signUpSeller } from '../../test/sellers.ts';
import { approvalPreview } from './previews.ts';

/** A user made administrator in the database (as `npm run admin:create` would). */
export async function makeAdmin(t: TestApp): Promise<Seller> {
  const admin = await signUpSeller(t, { plan: false });
  await t.deps.database.db
    .update(users)
    .set({ role: 'admin', isApproved: true })
    .where(eq(users.id, admin.userId));
  return admin;
}

type Query = Record<string, string>;
type Payload = Record<string, unknown>;

/** API calls as one signed-in user (or nobody). */
export function as(t: TestApp, who: Seller | null) {
  const headers = who ? who.headers : {};
  return {
    get: (url: string, query: Query = {}) => t.call({ method: 'GET', url, query, headers }),
    post: (url: string, payload: Payload) => t.call({ method: 'POST', url, payload, headers }),
    put: (url: string, payload: Payload) => t.call({ method: 'PUT', url, payload, headers }),
    delete: (url: string, payload: Payload) => t.call({ method: 'DELETE', url, payload, headers }),
  };
}

export type Catalog = Awaited<ReturnType<typeof pickCatalog>>;

/** A valid product form in the catalogue (without its business). */
export const productForm = (catalog: Catalog) => ({
  name: 'Brass Diya Lamp',
  images: [],
  fkCategoryId: catalog.categoryId,
  fkSubCategoriesIds: [catalog.brandSubCategoryId ?? catalog.subCategoryIds[0]],
  fkBrandId: catalog.brandId,
  fkColorIds: catalog.colorIds,
  sku: 'DIYA-1',
  pricePerUnit: 499,
  sellingPrice: 399,
  tags: ['diya'],
  description: 'Hand-made brass lamp.',
  specifications: [],
  disclaimer: [],
});

/** Adds a product through the seller API; it waits for approval. */
export async function createProduct(
  t: TestApp,
  seller: Seller,
  fkBusinessId: string,
  catalog: Catalog,
  overrides: Payload = {},
) {
  const res = await as(t, seller).post('/api/userAdmin/product/create', {
    ...productForm(catalog),
    fkBusinessId,
    ...overrides,
  });
  if (res.status !== 201)
    throw new Error(`product create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.payload.product._id as string;
}

/** Adds a service through the seller API. */
export async function createService(
  t: TestApp,
  seller: Seller,
  fkBusinessId: string,
  catalog: Catalog,
  overrides: Payload = {},
) {
  const res = await as(t, seller).post('/api/userAdmin/service/create', {
    name: 'AC Repair Visit',
    images: [],
    fkCategoryId: catalog.categoryId,
    fkSubCategoriesIds: [catalog.subCategoryIds[0]],
    pricePerUnit: 600,
    sellingPrice: 500,
    tags: ['ac'],
    description: 'We come to you.',
    fkBusinessId,
    ...overrides,
  });
  if (res.status !== 201)
    throw new Error(`service create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.payload.service._id as string;
}

/** Logs a user in again (after the test clock moved past their session's 30 days). */
export async function logInAgain(t: TestApp, who: Seller): Promise<Seller> {
  const res = await t.call({
    method: 'POST',
    url: '/api/auth/user/logIn',
    payload: { phoneNo: who.phoneNo, password: encodePassword(SELLER_PASSWORD) },
  });
  if (res.status !== 200) throw new Error(`logIn: ${res.status} ${JSON.stringify(res.body)}`);
  const token = res.body.payload.authorization as string;
  return { ...who, token, headers: { authorization: token } };
}

/**
 * The version of an item as the approval queue shows it now: a decision names it.
 * An unknown item answers a well-formed version no preview has.
 */
export async function shownVersion(t: TestApp, type: ApprovalType, id: string) {
  const item = await approvalPreview(t.deps.database.db, type, id).catch(() => null);
  return item?.version ?? 'no-such-item-version';
}

/** Decisions as the console takes them: on the version the queue shows now. */
export const decide = (t: TestApp, admin: Seller) => ({
  approve: async (type: ApprovalType, id: string) =>
    as(t, admin).put('/api/admin/approvals/approve', {
      type,
      id,
      version: await shownVersion(t, type, id),
    }),
  reject: async (type: ApprovalType, id: string, rejectionMessage: string) =>
    as(t, admin).put('/api/admin/approvals/reject', {
      type,
      id,
      version: await shownVersion(t, type, id),
      rejectionMessage,
    }),
  bulkApprove: async (type: ApprovalType, ids: string[]) =>
    as(t, admin).put('/api/admin/approvals/bulkApprove', {
      type,
      items: await Promise.all(
        ids.map(async (id) => ({ id, version: await shownVersion(t, type, id) })),
      ),
    }),
});
