import { eq, ilike, inArray, or } from 'drizzle-orm';
import type { CreateProductBody } from '@haat/shared';
import { createProductBody, SELLER_MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import {
  productColors,
  productLeads,
  productSubCategories,
  products,
} from '../../db/schema/index.ts';
import { brandsByIds, colorsByIds } from '../catalog/service.ts';
import { groupIds, listingColumns, listingService } from '../listings-common/service.ts';

// Spec §7 /userAdmin/product: the listing workspace (listings-common: listingService) with what
// only a product has: SKU, brand, colours, specifications and disclaimer.

export type ProductRow = typeof products.$inferSelect;

/**
 * The columns a create or update writes; every edit goes back to review (DESIGN.md §4). The
 * catalogue import writes the same columns in bulk.
 */
export function columns(input: CreateProductBody, images: string[]) {
  return {
    ...listingColumns(input, images),
    fkBrandId: input.fkBrandId ?? null,
    sku: input.sku ?? null,
    description: input.description ?? null,
    specifications: input.specifications,
    disclaimer: input.disclaimer,
  };
}

/** A product's own read fields: brand and colours by name, the card's subCat. */
async function readOwn(db: Database, rows: ProductRow[]) {
  const ids = rows.map((row) => row.id);
  const colorLinks = await db
    .select({ owner: productColors.fkProductId, id: productColors.fkColorId })
    .from(productColors)
    .where(inArray(productColors.fkProductId, ids));
  const colorsOf = groupIds(colorLinks);
  const [brandNames, colorNames] = await Promise.all([
    brandsByIds(db, [...new Set(rows.flatMap((row) => (row.fkBrandId ? [row.fkBrandId] : [])))]),
    colorsByIds(db, [...new Set(colorLinks.map((link) => link.id))]),
  ]);
  return (
    row: ProductRow,
    shared: {
      subCategories: Array<{ subCategory: string }>;
      business: { _id: string; name: string } | undefined;
    },
  ) => ({
    fkBrandId: row.fkBrandId,
    fkColorIds: colorsOf.get(row.id) ?? [],
    sku: row.sku,
    specifications: row.specifications,
    disclaimer: row.disclaimer,
    /** The first sub-category's name, as product cards show it. */
    subCat: shared.subCategories[0]?.subCategory ?? null,
    brand: (row.fkBrandId && brandNames.get(row.fkBrandId)) || null,
    colors: (colorsOf.get(row.id) ?? []).flatMap((id) => colorNames.get(id) ?? []),
    business: shared.business ? { _id: shared.business._id, name: shared.business.name } : null,
  });
}

/** The seller's products: create, update, fetch, lists, counts, visibility, delete, revisions. */
export const productListings = listingService({
  kind: 'product',
  table: products,
  wrongBusiness: SELLER_MSG.productNeedsProductBusiness,
  form: createProductBody,
  columns,
  subCategoryLinks: { table: productSubCategories, listing: productSubCategories.fkProductId },
  subCategoryLink: (fkProductId, fkSubCategoryId) => ({ fkProductId, fkSubCategoryId }),
  async writeOwnLinks(db, productId, input) {
    await db.delete(productColors).where(eq(productColors.fkProductId, productId));
    if (!input.fkColorIds.length) return;
    await db
      .insert(productColors)
      .values(input.fkColorIds.map((fkColorId) => ({ fkProductId: productId, fkColorId })));
  },
  leads: { table: productLeads, listing: productLeads.fkProductId },
  readOwn,
  /** searchQuery matches the name or the SKU. */
  search: (pattern) => or(ilike(products.name, pattern), ilike(products.sku, pattern)),
});
export type SellerProduct = Awaited<
  ReturnType<typeof productListings.fetchAll>
>['products'][number];

// What other modules call: the catalogue import, the approvals and the upload sweep.
export const updateProduct = productListings.update;
export const fetchProducts = productListings.fetchAll;
export const applyProductRevision = productListings.applyRevision;
export const productImageHolder = productListings.imageHolder;
