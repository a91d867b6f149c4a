// Rows that public-discovery tests create directly in the database (never imported by the app).
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { CategoryType } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import {
  brands,
  businesses,
  categories,
  colors,
  productColors,
  productSubCategories,
  products,
  serviceSubCategories,
  services,
  subCategories,
  subCategoryBrands,
  users,
} from '../../db/schema/index.ts';

const DAY = 24 * 60 * 60 * 1000;
let phoneCounter = 8_100_000_000 + Math.floor(Math.random() * 1_000_000) * 100;
const nextPhone = () => String(++phoneCounter);

export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

export async function makeUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: 'Seller',
      phoneNo: nextPhone(),
      passwordHash: 'x',
      isApproved: true,
      ...overrides,
    })
    .returning({ id: users.id });
  return row!.id;
}

export async function makeBusiness(
  db: Database,
  overrides: Partial<typeof businesses.$inferInsert> & { fkUserId?: string } = {},
) {
  const fkUserId = overrides.fkUserId ?? (await makeUser(db));
  const [row] = await db
    .insert(businesses)
    .values({
      name: 'Test Traders',
      businessType: 'product',
      description: 'A shop for tests.',
      phoneNo: nextPhone(),
      address: 'Shop 1, MG Road',
      state: 'Maharashtra',
      city: 'Pune',
      pinCode: '411001',
      isApproved: true,
      isActive: true,
      ...overrides,
      fkUserId,
    })
    .returning({ id: businesses.id });
  return row!.id;
}

export async function makeCategory(
  db: Database,
  type: CategoryType,
  name: string,
  subNames: string[],
) {
  const [category] = await db
    .insert(categories)
    .values({ type, category: name })
    .returning({ id: categories.id });
  const subs = await db
    .insert(subCategories)
    .values(subNames.map((subCategory) => ({ fkCategoryId: category!.id, subCategory })))
    .returning({ id: subCategories.id, name: subCategories.subCategory });
  return {
    categoryId: category!.id,
    sub: Object.fromEntries(subs.map((s) => [s.name, s.id])) as Record<string, string>,
  };
}

export async function brandId(db: Database, brand: string) {
  const [found] = await db.select({ id: brands.id }).from(brands).where(eq(brands.brand, brand));
  if (found) return found.id;
  const [row] = await db.insert(brands).values({ brand }).returning({ id: brands.id });
  return row!.id;
}

export async function linkBrand(db: Database, fkSubCategoryId: string, fkBrandId: string) {
  await db.insert(subCategoryBrands).values({ fkSubCategoryId, fkBrandId }).onConflictDoNothing();
}

export async function colorId(db: Database, colorName: string) {
  const [found] = await db
    .select({ id: colors.id })
    .from(colors)
    .where(eq(colors.colorName, colorName));
  if (!found) throw new Error(`colour ${colorName} is not seeded`);
  return found.id;
}

type ListingInput = {
  fkBusinessId: string;
  fkCategoryId: string;
  subCategoryIds: string[];
  name: string;
  createdAt: Date;
  pricePerUnit?: number | null;
  sellingPrice?: number | null;
  isApproved?: boolean;
  isActive?: boolean;
  rejectionMessage?: string | null;
  deletedAt?: Date | null;
  description?: string;
  images?: string[];
  tags?: string[];
};

export async function makeProduct(
  db: Database,
  input: ListingInput & { fkBrandId?: string | null; colorIds?: string[]; sku?: string },
) {
  const id = uuidv7();
  await db.insert(products).values({
    id,
    fkBusinessId: input.fkBusinessId,
    fkCategoryId: input.fkCategoryId,
    fkBrandId: input.fkBrandId ?? null,
    name: input.name,
    sku: input.sku ?? null,
    images: input.images ?? ['test/product.webp'],
    pricePerUnit: input.pricePerUnit ?? null,
    sellingPrice: input.sellingPrice ?? null,
    tags: input.tags ?? [],
    description: input.description ?? 'A product for tests.',
    isApproved: input.isApproved ?? true,
    isActive: input.isActive ?? true,
    rejectionMessage: input.rejectionMessage ?? null,
    deletedAt: input.deletedAt ?? null,
    createdAt: input.createdAt,
    updatedAt: input.createdAt,
  });
  await db
    .insert(productSubCategories)
    .values(input.subCategoryIds.map((fkSubCategoryId) => ({ fkProductId: id, fkSubCategoryId })));
  if (input.colorIds?.length) {
    await db
      .insert(productColors)
      .values(input.colorIds.map((fkColorId) => ({ fkProductId: id, fkColorId })));
  }
  return id;
}

export async function makeService(db: Database, input: ListingInput) {
  const id = uuidv7();
  await db.insert(services).values({
    id,
    fkBusinessId: input.fkBusinessId,
    fkCategoryId: input.fkCategoryId,
    name: input.name,
    images: input.images ?? ['test/service.webp'],
    pricePerUnit: input.pricePerUnit ?? null,
    sellingPrice: input.sellingPrice ?? null,
    tags: input.tags ?? [],
    description: input.description ?? 'A service for tests.',
    isApproved: input.isApproved ?? true,
    isActive: input.isActive ?? true,
    rejectionMessage: input.rejectionMessage ?? null,
    deletedAt: input.deletedAt ?? null,
    createdAt: input.createdAt,
    updatedAt: input.createdAt,
  });
  await db
    .insert(serviceSubCategories)
    .values(input.subCategoryIds.map((fkSubCategoryId) => ({ fkServiceId: id, fkSubCategoryId })));
  return id;
}

/**
 * One listing in every state that must never be public, all newer than anything else so a
 * broken rule would put them first: pending, rejected, inactive and deleted listings, and
 * listings of an unapproved, a rejected, an inactive and a deleted business and of a business
 * whose owner is deactivated.
 */
export async function makeHiddenListings(
  db: Database,
  kind: CategoryType,
  place: {
    fkCategoryId: string;
    subCategoryIds: string[];
    fkBusinessId: string;
    now: Date;
    name: string;
  },
) {
  const make = kind === 'product' ? makeProduct : makeService;
  const base = {
    fkCategoryId: place.fkCategoryId,
    subCategoryIds: place.subCategoryIds,
    createdAt: new Date(place.now.getTime() - 60_000),
    pricePerUnit: 1000,
    sellingPrice: 500,
  };
  const business = (overrides: Partial<typeof businesses.$inferInsert>) =>
    makeBusiness(db, { businessType: kind, name: `Hidden ${kind} business`, ...overrides });
  const hidden: Record<string, string> = {
    pending: await make(db, {
      ...base,
      fkBusinessId: place.fkBusinessId,
      name: `${place.name} pending`,
      isApproved: false,
    }),
    rejected: await make(db, {
      ...base,
      fkBusinessId: place.fkBusinessId,
      name: `${place.name} rejected`,
      isApproved: false,
      rejectionMessage: 'Blurry photos',
    }),
    inactive: await make(db, {
      ...base,
      fkBusinessId: place.fkBusinessId,
      name: `${place.name} inactive`,
      isActive: false,
    }),
    deleted: await make(db, {
      ...base,
      fkBusinessId: place.fkBusinessId,
      name: `${place.name} deleted`,
      deletedAt: place.now,
    }),
  };
  const hiddenBusinesses: Record<string, string> = {
    unapprovedBusiness: await business({ isApproved: false }),
    rejectedBusiness: await business({ isApproved: false, rejectionMessage: 'No GST' }),
    inactiveBusiness: await business({ isActive: false }),
    deletedBusiness: await business({ deletedAt: place.now }),
    inactiveOwner: await business({ fkUserId: await makeUser(db, { isActive: false }) }),
  };
  for (const [state, fkBusinessId] of Object.entries(hiddenBusinesses)) {
    hidden[state] = await make(db, { ...base, fkBusinessId, name: `${place.name} of ${state}` });
  }
  return { hidden, hiddenBusinesses };
}
