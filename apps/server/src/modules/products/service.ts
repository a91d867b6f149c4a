import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { CreateProductBody, ListingStatus, UpdateProductBody } from '@haat/shared';
import { idSchema, SELLER_MSG } from '@haat/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  productColors,
  productLeads,
  productSubCategories,
  products,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/sql.ts';
import type { ImageHolder, StoragePort } from '../../lib/storage/index.ts';
import { planImages, removeImages } from '../../lib/storage/index.ts';
import type { Authenticated } from '../auth/session.ts';
import { businessesByIds, findOwnedBusiness, ownedBusinessIds } from '../businesses/service.ts';
import {
  brandsByIds,
  categoriesByIds,
  checkListingCatalog,
  colorsByIds,
  subCategoriesByIds,
} from '../catalog/service.ts';

export type ProductRow = typeof products.$inferSelect;
export type ListingFilter = 'All' | 'Active' | 'InActive' | 'Pending';

const isId = (value: string) => idSchema.safeParse(value).success;
const live = isNull(products.deletedAt);

/** The seller's own live product; anyone else's, deleted, unknown or malformed → 404. */
async function findOwnedProduct(db: Database, userId: string, id: string): Promise<ProductRow> {
  if (!isId(id)) throw notFound();
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), live))
    .limit(1);
  if (!row) throw notFound();
  await findOwnedBusiness(db, userId, row.fkBusinessId);
  return row;
}

/** A business the seller owns that sells products. */
async function productBusiness(db: Database, userId: string, fkBusinessId: string) {
  const business = await findOwnedBusiness(db, userId, fkBusinessId);
  if (business.businessType !== 'product') throw badRequest(SELLER_MSG.productNeedsProductBusiness);
  return business;
}

const groupIds = (rows: Array<{ owner: string; id: string }>) => {
  const map = new Map<string, string[]>();
  for (const row of rows) map.set(row.owner, [...(map.get(row.owner) ?? []), row.id]);
  return map;
};

/** Product read forms (spec §3 Product): ids plus category, sub-categories, brand, colours, business. */
async function readProducts(db: Database, rows: ProductRow[]) {
  const ids = rows.map((row) => row.id);
  if (!ids.length) return [];
  const [subLinks, colorLinks, leadRows] = await Promise.all([
    db
      .select({ owner: productSubCategories.fkProductId, id: productSubCategories.fkSubCategoryId })
      .from(productSubCategories)
      .where(inArray(productSubCategories.fkProductId, ids)),
    db
      .select({ owner: productColors.fkProductId, id: productColors.fkColorId })
      .from(productColors)
      .where(inArray(productColors.fkProductId, ids)),
    db
      .select({ id: productLeads.fkProductId, n: count() })
      .from(productLeads)
      .where(and(inArray(productLeads.fkProductId, ids), isNull(productLeads.deletedAt)))
      .groupBy(productLeads.fkProductId),
  ]);
  const subsOf = groupIds(subLinks);
  const colorsOf = groupIds(colorLinks);
  const leads = new Map(leadRows.map((row) => [row.id, row.n]));
  const [categoryNames, subNames, brandNames, colorNames, businessNames] = await Promise.all([
    categoriesByIds(db, [...new Set(rows.map((row) => row.fkCategoryId))]),
    subCategoriesByIds(db, [...new Set(subLinks.map((link) => link.id))]),
    brandsByIds(db, [...new Set(rows.flatMap((row) => (row.fkBrandId ? [row.fkBrandId] : [])))]),
    colorsByIds(db, [...new Set(colorLinks.map((link) => link.id))]),
    businessesByIds(db, [...new Set(rows.map((row) => row.fkBusinessId))]),
  ]);
  return rows.map((row) => {
    const subCategories = (subsOf.get(row.id) ?? [])
      .flatMap((id) => subNames.get(id) ?? [])
      .sort((a, b) => a.subCategory.localeCompare(b.subCategory));
    const business = businessNames.get(row.fkBusinessId);
    return {
      _id: row.id,
      name: row.name,
      images: row.images,
      fkCategoryId: row.fkCategoryId,
      fkSubCategoriesIds: subCategories.map((sub) => sub._id),
      fkBrandId: row.fkBrandId,
      fkColorIds: colorsOf.get(row.id) ?? [],
      sku: row.sku,
      pricePerUnit: row.pricePerUnit,
      sellingPrice: row.sellingPrice,
      tags: row.tags,
      description: row.description,
      specifications: row.specifications,
      disclaimer: row.disclaimer,
      fkBusinessId: row.fkBusinessId,
      isActive: row.isActive,
      isApproved: row.isApproved,
      rejectionMessage: row.rejectionMessage,
      leadsCount: leads.get(row.id) ?? 0,
      views: row.views,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      category: categoryNames.get(row.fkCategoryId) ?? null,
      subCategories,
      /** The first sub-category's name, as product cards show it. */
      subCat: subCategories[0]?.subCategory ?? null,
      brand: (row.fkBrandId && brandNames.get(row.fkBrandId)) || null,
      colors: (colorsOf.get(row.id) ?? []).flatMap((id) => colorNames.get(id) ?? []),
      business: business ? { _id: business._id, name: business.name } : null,
    };
  });
}
export type SellerProduct = Awaited<ReturnType<typeof readProducts>>[number];

async function readProduct(db: Database, row: ProductRow) {
  const [product] = await readProducts(db, [row]);
  return product!;
}

/** The columns a create or update writes; every edit goes back to review (DESIGN.md §4). */
function columns(input: CreateProductBody, images: string[]) {
  return {
    fkBusinessId: input.fkBusinessId,
    fkCategoryId: input.fkCategoryId,
    fkBrandId: input.fkBrandId ?? null,
    sku: input.sku ?? null,
    name: input.name,
    images,
    pricePerUnit: input.pricePerUnit ?? null,
    sellingPrice: input.sellingPrice ?? null,
    tags: input.tags,
    description: input.description ?? null,
    specifications: input.specifications,
    disclaimer: input.disclaimer,
    isApproved: false,
    rejectionMessage: null,
  };
}

async function writeLinks(db: Database, productId: string, input: CreateProductBody) {
  await db.delete(productSubCategories).where(eq(productSubCategories.fkProductId, productId));
  await db.delete(productColors).where(eq(productColors.fkProductId, productId));
  await db.insert(productSubCategories).values(
    input.fkSubCategoriesIds.map((fkSubCategoryId) => ({
      fkProductId: productId,
      fkSubCategoryId,
    })),
  );
  if (input.fkColorIds.length) {
    await db
      .insert(productColors)
      .values(input.fkColorIds.map((fkColorId) => ({ fkProductId: productId, fkColorId })));
  }
}

/** Adds a product to one of the seller's product businesses; it waits for approval. */
export async function createProduct(
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  input: CreateProductBody,
) {
  const db = deps.database.db;
  const now = deps.clock.now();
  await productBusiness(db, auth.user.id, input.fkBusinessId);
  await checkListingCatalog(db, 'product', input);
  const plan = await planImages(storage, now, [], input.images);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(products).values(columns(input, plan.images)).returning();
    if (!inserted) throw new Error('product insert returned nothing');
    await writeLinks(tx, inserted.id, input);
    return inserted;
  });
  return { product: await readProduct(db, row), productImagesPreSignedUrls: plan.uploads };
}

/** Saves the whole form, sends the product back to review, and deletes images it dropped. */
export async function updateProduct(
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  input: UpdateProductBody,
  logError: (err: unknown) => void,
) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const current = await findOwnedProduct(db, auth.user.id, input.id);
  if (input.fkBusinessId !== current.fkBusinessId)
    await productBusiness(db, auth.user.id, input.fkBusinessId);
  await checkListingCatalog(db, 'product', input);
  const { row, plan } = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ images: products.images })
      .from(products)
      .where(and(eq(products.id, current.id), live))
      .for('update');
    if (!locked) throw notFound();
    const plan = await planImages(storage, now, locked.images, input.images);
    const [row] = await tx
      .update(products)
      .set(columns(input, plan.images))
      .where(eq(products.id, current.id))
      .returning();
    await writeLinks(tx, current.id, input);
    return { row, plan };
  });
  if (!row) throw notFound();
  await removeImages(storage, plan.removed, logError);
  return { product: await readProduct(db, row), newProductImagesPreSignedUrls: plan.uploads };
}

export async function fetchProduct(db: Database, auth: Authenticated, id: string) {
  return { product: await readProduct(db, await findOwnedProduct(db, auth.user.id, id)) };
}

/**
 * Filters of the seller's lists (spec §4): Active and InActive follow the visibility toggle
 * (isActive); Pending = not approved (awaiting review or rejected); All = every live listing.
 */
export const listingFilter = (
  table: { isActive: AnyPgColumn; isApproved: AnyPgColumn },
  filter: ListingFilter,
): SQL | undefined =>
  filter === 'Active'
    ? eq(table.isActive, true)
    : filter === 'InActive'
      ? eq(table.isActive, false)
      : filter === 'Pending'
        ? eq(table.isApproved, false)
        : undefined;

/** The businesses a list covers: one the seller owns (404 otherwise), or all of theirs. */
export async function listedBusinessIds(
  db: Database,
  userId: string,
  fkBusinessId: string | undefined,
) {
  return fkBusinessId
    ? [(await findOwnedBusiness(db, userId, fkBusinessId)).id]
    : ownedBusinessIds(db, userId);
}

/** The seller's products, newest first, 10 a page; searchQuery matches the name or SKU. */
export async function fetchProducts(
  db: Database,
  auth: Authenticated,
  query: {
    pageNo: number;
    perPage: number;
    filter: ListingFilter;
    searchQuery?: string | undefined;
    fkBusinessId?: string | undefined;
  },
) {
  const businessIds = await listedBusinessIds(db, auth.user.id, query.fkBusinessId);
  const pattern = query.searchQuery ? containsPattern(query.searchQuery) : null;
  const where = and(
    inArray(products.fkBusinessId, businessIds),
    live,
    listingFilter(products, query.filter),
    pattern ? or(ilike(products.name, pattern), ilike(products.sku, pattern)) : undefined,
  );
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(query.perPage)
    .offset((query.pageNo - 1) * query.perPage);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  return { products: await readProducts(db, rows), total: total?.n ?? 0 };
}

/** How many products the seller has, per filter of the list (the whole workspace or one business). */
export async function countProducts(
  db: Database,
  auth: Authenticated,
  fkBusinessId: string | undefined,
) {
  const businessIds = await listedBusinessIds(db, auth.user.id, fkBusinessId);
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${products.isActive})::int`,
      inActive: sql<number>`count(*) filter (where not ${products.isActive})::int`,
      pending: sql<number>`count(*) filter (where not ${products.isApproved})::int`,
    })
    .from(products)
    .where(and(inArray(products.fkBusinessId, businessIds), live));
  return {
    total: row?.total ?? 0,
    active: row?.active ?? 0,
    inActive: row?.inActive ?? 0,
    pending: row?.pending ?? 0,
  };
}

/** Flips visibility (isActive) and answers the new status; approval is untouched. */
export async function toggleProductStatus(db: Database, auth: Authenticated, id: string) {
  const current = await findOwnedProduct(db, auth.user.id, id);
  const [row] = await db
    .update(products)
    .set({ isActive: not(products.isActive) })
    .where(and(eq(products.id, current.id), live))
    .returning({ isActive: products.isActive });
  if (!row) throw notFound();
  const status: ListingStatus = row.isActive ? 'Active' : 'InActive';
  return { status, isActive: row.isActive };
}

/** Soft delete: gone from every list and page; its leads stay readable. */
export async function deleteProduct(deps: AppDeps, auth: Authenticated, id: string) {
  const db = deps.database.db;
  const current = await findOwnedProduct(db, auth.user.id, id);
  await db
    .update(products)
    .set({ deletedAt: deps.clock.now() })
    .where(and(eq(products.id, current.id), live));
}

// For the businesses module: counts on the business list, and the cascade of a business delete.

export async function productCountsByBusiness(db: Database, businessIds: string[]) {
  if (!businessIds.length) return new Map<string, number>();
  const rows = await db
    .select({ id: products.fkBusinessId, n: count() })
    .from(products)
    .where(and(inArray(products.fkBusinessId, businessIds), live))
    .groupBy(products.fkBusinessId)
    .orderBy(asc(products.fkBusinessId));
  return new Map(rows.map((row) => [row.id, row.n]));
}

export async function softDeleteProductsOfBusiness(db: Database, businessId: string, now: Date) {
  await db
    .update(products)
    .set({ deletedAt: now })
    .where(and(eq(products.fkBusinessId, businessId), live));
}

/** Product images for the upload sweep. */
export const productImageHolder: ImageHolder = {
  name: 'products',
  recent: (db, since) =>
    db
      .select({ id: products.id, images: products.images })
      .from(products)
      .where(gte(products.updatedAt, since)),
  async drop(db, id, reference) {
    await db
      .update(products)
      .set({ images: sql`array_remove(${products.images}, ${reference})` })
      .where(eq(products.id, id));
  },
};
