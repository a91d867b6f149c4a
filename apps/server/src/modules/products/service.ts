import { and, count, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { CreateProductBody, UpdateProductBody } from '@haat/shared';
import { createProductBody, SELLER_MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import {
  productColors,
  productLeads,
  productSubCategories,
  products,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/sql.ts';
import type { StoragePort } from '../../lib/storage/index.ts';
import type { Authenticated } from '../auth/service.ts';
import { businessesByIds } from '../business-lookups/service.ts';
import {
  brandsByIds,
  categoriesByIds,
  colorsByIds,
  subCategoriesByIds,
} from '../catalog/service.ts';
import {
  imageHolder,
  countListings,
  deleteListing,
  discardListingRevision,
  fetchListingPage,
  findOwnedListing,
  groupIds,
  toggleListingStatus,
  createListing,
  updateListing,
  type ListingWriter,
} from '../listings-common/service.ts';
import {
  revisionDetail,
  openRevisionOf,
  openRevisions,
  proposedForm,
  summaryOf,
  type RevisionRow,
} from '../revisions/service.ts';
import type { ListingQuery } from '../listings-common/service.ts';

export type ProductRow = typeof products.$inferSelect;

const findOwnedProduct = (db: Database, userId: string, id: string) =>
  findOwnedListing(db, products, userId, id);

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
  const revisions = await openRevisions(db, 'product', ids);
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
      /** Changes waiting for approval (or rejected) while this approved version stays public. */
      revision: summaryOf(revisions.get(row.id)),
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

/** One product with its open revision in detail (the edit page: what the revision changes). */
async function readProduct(db: Database, row: ProductRow, revision?: RevisionRow | null) {
  const [product] = await readProducts(db, [row]);
  const open = revision === undefined ? await openRevisionOf(db, 'product', row.id) : revision;
  return { ...product!, revision: await revisionDetail(db, 'product', product!, open) };
}

/**
 * The columns a create or update writes; every edit goes back to review (DESIGN.md §4). The
 * catalogue import writes the same columns in bulk.
 */
export function columns(input: CreateProductBody, images: string[]) {
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

/** Products in the listing editor's outline (listings-common: createListing, updateListing). */
const productWriter: ListingWriter<typeof products, CreateProductBody> = {
  kind: 'product',
  table: products,
  wrongBusiness: SELLER_MSG.productNeedsProductBusiness,
  columns,
  writeLinks,
};

/** Adds a product to one of the seller's product businesses; it waits for approval. */
export async function createProduct(
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  input: CreateProductBody,
) {
  const { row, uploads } = await createListing(deps, storage, auth, productWriter, input);
  return { product: await readProduct(deps.database.db, row), productImagesPreSignedUrls: uploads };
}

/** Saves the whole form (listings-common: updateListing says how). */
export async function updateProduct(
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  input: UpdateProductBody,
  logError: (err: unknown) => void,
) {
  const saved = await updateListing(deps, storage, auth, productWriter, input, logError);
  return {
    product: await readProduct(deps.database.db, saved.row, saved.revision),
    newProductImagesPreSignedUrls: saved.uploads,
    /** True when the edit waits as a revision and the approved version stays public. */
    savedAsRevision: Boolean(saved.revision),
  };
}

export async function fetchProduct(db: Database, auth: Authenticated, id: string) {
  return { product: await readProduct(db, await findOwnedProduct(db, auth.user.id, id)) };
}

/** The seller's products, newest first, 10 a page; searchQuery matches the name or SKU. */
export async function fetchProducts(db: Database, auth: Authenticated, query: ListingQuery) {
  const { rows, total } = await fetchListingPage(db, products, auth, query, (search) => {
    const pattern = containsPattern(search);
    return or(ilike(products.name, pattern), ilike(products.sku, pattern));
  });
  return { products: await readProducts(db, rows), total };
}

export const countProducts = (
  db: Database,
  auth: Authenticated,
  fkBusinessId: string | undefined,
) => countListings(db, products, auth, fkBusinessId);

export const toggleProductStatus = (db: Database, auth: Authenticated, id: string) =>
  toggleListingStatus(db, products, auth, id);

export const deleteProduct = (deps: AppDeps, auth: Authenticated, id: string) =>
  deleteListing(deps, products, auth, id);

export const discardProductRevision = (
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  id: string,
  logError: (err: unknown) => void,
) => discardListingRevision(deps, storage, products, 'product', auth, id, logError);

/**
 * Copies an approved revision's form onto the product inside the administrator's transaction (the
 * search document follows by trigger). Answers the live pictures it no longer holds.
 */
export async function applyProductRevision(tx: Database, id: string, revision: RevisionRow) {
  const [row] = await tx.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound();
  const input = createProductBody.parse(proposedForm(revision));
  await tx
    .update(products)
    .set({ ...columns(input, revision.images), isApproved: true, rejectionMessage: null })
    .where(eq(products.id, row.id));
  await writeLinks(tx, row.id, input);
  return row.images.filter((reference) => !revision.images.includes(reference));
}

/** Product images for the upload sweep. */
export const productImageHolder = imageHolder('products', products);
