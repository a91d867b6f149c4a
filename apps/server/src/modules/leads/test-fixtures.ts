// Rows the lead and notification tests create directly (never imported by the app): public
// listings of a signed-in seller, since approval is not an API call yet.
import { eq } from 'drizzle-orm';
import type { RequirementOffer } from '@haat/shared';
import {
  businesses,
  categories,
  products,
  requirementLeads,
  requirements,
  services,
  subCategories,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Seller } from '../../test/sellers.ts';

let counter = 0;
/** A different client address per call (trustProxy reads X-Forwarded-For), so limits per IP stay apart. */
export const freshIp = () =>
  `10.${Math.floor(++counter / 250) % 250}.${counter % 250}.${1 + (process.pid % 250)}`;

async function categoryOf(t: TestApp, type: 'product' | 'service') {
  const [row] = await t.deps.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.type, type))
    .limit(1);
  return row!.id;
}

/** An approved, active product business of the user. */
export const publicBusinessRow = (fkUserId: string) => ({
  fkUserId,
  name: 'Sharma Electronics',
  businessType: 'product' as const,
  description: 'Phones and repairs.',
  phoneNo: '9876501234',
  address: '12 Main Bazaar',
  state: 'Delhi',
  city: 'New Delhi',
  pinCode: '110005',
  isApproved: true,
  isActive: true,
});

export async function makeBusiness(
  t: TestApp,
  seller: Seller,
  overrides: Partial<typeof businesses.$inferInsert> = {},
) {
  const [row] = await t.deps.database.db
    .insert(businesses)
    .values({ ...publicBusinessRow(seller.userId), ...overrides })
    .returning({ id: businesses.id, name: businesses.name });
  return row!;
}

export async function makeProduct(
  t: TestApp,
  businessId: string,
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  const [row] = await t.deps.database.db
    .insert(products)
    .values({
      fkBusinessId: businessId,
      fkCategoryId: await categoryOf(t, 'product'),
      name: 'Redmi Note 13',
      isApproved: true,
      isActive: true,
      ...overrides,
    })
    .returning({ id: products.id, name: products.name });
  return row!;
}

export async function makeService(
  t: TestApp,
  businessId: string,
  overrides: Partial<typeof services.$inferInsert> = {},
) {
  const [row] = await t.deps.database.db
    .insert(services)
    .values({
      fkBusinessId: businessId,
      fkCategoryId: await categoryOf(t, 'service'),
      name: 'AC Repair',
      description: 'Split and window AC service.',
      isApproved: true,
      isActive: true,
      ...overrides,
    })
    .returning({ id: services.id, name: services.name });
  return row!;
}

/** A seller's public product business with one product, and a service business with one service. */
export async function makeShop(t: TestApp, seller: Seller) {
  const business = await makeBusiness(t, seller);
  const product = await makeProduct(t, business.id);
  const serviceBusiness = await makeBusiness(t, seller, {
    name: 'Cool Air Services',
    businessType: 'service',
  });
  const service = await makeService(t, serviceBusiness.id);
  return { business, product, serviceBusiness, service };
}

let phones = 0;
/** A different contact number per query, so limits per number stay apart. */
export const freshPhone = () =>
  `97${String(process.pid % 100).padStart(2, '0')}${String(++phones).padStart(6, '0')}`;

export const queryPayload = (overrides: Record<string, unknown> = {}) => ({
  contactPerson: 'Anita Desai',
  phoneNo: freshPhone(),
  email: 'anita@example.in',
  businessName: 'Desai Traders',
  query: 'Do you have it in blue?',
  ...overrides,
});

export const LEAD_PATHS = {
  product: {
    create: '/api/public/productLeads/create',
    field: 'fkProductId',
    seller: '/api/userAdmin/productLeads',
  },
  service: {
    create: '/api/public/serviceLeads/create',
    field: 'fkServiceId',
    seller: '/api/userAdmin/serviceLeads',
  },
  business: {
    create: '/api/public/businessLeads/create',
    field: 'fkBusinessId',
    seller: '/api/userAdmin/businessLeads',
  },
} as const;

/** Sends a query as a visitor (from a fresh address unless one is given). */
export function sendLead(
  t: TestApp,
  kind: keyof typeof LEAD_PATHS,
  targetId: string,
  overrides: Record<string, unknown> = {},
  ip = freshIp(),
) {
  const paths = LEAD_PATHS[kind];
  return t.call({
    method: 'POST',
    url: paths.create,
    remoteAddress: ip,
    payload: { ...queryPayload(overrides), [paths.field]: targetId },
  });
}

/**
 * A posted requirement offered to `businessId`, written straight into the tables as
 * the requirements module would (its service is not needed to test the inbox): the requirement,
 * matched, of a product sub-category of the seed, and its lead (offered unless told).
 */
export async function offerRequirement(
  t: TestApp,
  businessId: string,
  options: {
    offer?: RequirementOffer;
    requirement?: Partial<typeof requirements.$inferInsert>;
    lead?: Partial<typeof requirementLeads.$inferInsert>;
  } = {},
) {
  const db = t.deps.database.db;
  const [sub] = await db
    .select({ id: subCategories.id, name: subCategories.subCategory })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.fkCategoryId))
    .where(eq(categories.type, 'product'))
    .limit(1);
  const now = t.clock.now();
  const phoneNo = freshPhone();
  const need = '20 bags of cement, delivered';
  const [requirement] = await db
    .insert(requirements)
    .values({
      need,
      needKey: need.toLowerCase(),
      kind: 'product',
      fkSubCategoryId: sub!.id,
      quantity: '20 bags',
      when: 'this-week',
      city: 'New Delhi',
      locality: 'Karol Bagh',
      contactPerson: 'Ravi Buyer',
      phoneNo,
      status: 'matched',
      createdAt: now,
      ...options.requirement,
    })
    .returning();
  const accepted = options.offer === 'accepted';
  const [lead] = await db
    .insert(requirementLeads)
    .values({
      contactPerson: requirement!.contactPerson,
      phoneNo: requirement!.phoneNo,
      fkBusinessId: businessId,
      fkRequirementId: requirement!.id,
      offer: options.offer ?? 'offered',
      rank: 1,
      createdAt: requirement!.createdAt,
      respondedAt: options.offer && options.offer !== 'offered' ? now : null,
      ...(accepted ? { firstActionAt: now } : {}),
      ...options.lead,
    })
    .returning();
  return { requirement: requirement!, lead: lead!, subCategory: sub!.name };
}
