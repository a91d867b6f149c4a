import { and, count, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type {
  productLeads,
  products,
  productSubCategories,
  serviceLeads,
  services,
  serviceSubCategories,
} from '../../db/schema/index.ts';
import { businessesByIds } from '../business-lookups/service.ts';
import { categoriesByIds, subCategoriesByIds } from '../catalog/service.ts';
import { openRevisions, summaryOf } from '../revisions/service.ts';

export type ListingTable = typeof products | typeof services;
export type ListingKind = 'product' | 'service';
type SubCategoryLinks = typeof productSubCategories | typeof serviceSubCategories;

/** Groups link rows (listing → linked id) by listing. */
export const groupIds = (rows: Array<{ owner: string; id: string }>) => {
  const map = new Map<string, string[]>();
  for (const row of rows) map.set(row.owner, [...(map.get(row.owner) ?? []), row.id]);
  return map;
};

type BusinessContact = { _id: string; name: string; phoneNo: string; address: string };
type SubCategoryName = { _id: string; subCategory: string };

/** What a kind of listing tells the read form: its link tables and its own fields. */
export type ListingReader<K extends ListingKind, T extends ListingTable, Own> = {
  kind: K;
  table: T;
  /** Its sub-category links: the table and its listing column. */
  subCategoryLinks: {
    table: SubCategoryLinks;
    listing:
      (typeof productSubCategories)['fkProductId'] | (typeof serviceSubCategories)['fkServiceId'];
  };
  /** Its leads: the table and its listing column. */
  leads: {
    table: typeof productLeads | typeof serviceLeads;
    listing: (typeof productLeads)['fkProductId'] | (typeof serviceLeads)['fkServiceId'];
  };
  /**
   * The kind's own read fields of a page of rows, looked up for the page at once: answers what
   * each row adds to the shared read form (its business's fields included).
   */
  readOwn: (
    db: Database,
    rows: Array<T['$inferSelect']>,
  ) => Promise<
    (
      row: T['$inferSelect'],
      shared: { subCategories: SubCategoryName[]; business: BusinessContact | undefined },
    ) => Own
  >;
};

/**
 * The seller's read forms of a page of listings (products and services): the row's fields,
 * its category and sub-categories by name, its live leads, its open revision's summary, and the
 * kind's own fields.
 */
export async function readListings<K extends ListingKind, T extends ListingTable, Own>(
  db: Database,
  reader: ListingReader<K, T, Own>,
  rows: Array<T['$inferSelect']>,
) {
  const ids = rows.map((row) => row.id);
  if (!ids.length) return [];
  const { subCategoryLinks: links, leads } = reader;
  const [subLinks, leadRows, own] = await Promise.all([
    db
      .select({ owner: links.listing, id: links.table.fkSubCategoryId })
      .from(links.table)
      .where(inArray(links.listing, ids)),
    db
      .select({ id: leads.listing, n: count() })
      .from(leads.table)
      .where(and(inArray(leads.listing, ids), isNull(leads.table.deletedAt)))
      .groupBy(leads.listing),
    reader.readOwn(db, rows),
  ]);
  const subsOf = groupIds(subLinks);
  const leadsOf = new Map(leadRows.map((row) => [row.id, row.n]));
  const revisions = await openRevisions(db, reader.kind, ids);
  const [categoryNames, subNames, businessNames] = await Promise.all([
    categoriesByIds(db, [...new Set(rows.map((row) => row.fkCategoryId))]),
    subCategoriesByIds(db, [...new Set(subLinks.map((link) => link.id))]),
    businessesByIds(db, [...new Set(rows.map((row) => row.fkBusinessId))]),
  ]);
  return rows.map((row) => {
    const subCategories = (subsOf.get(row.id) ?? [])
      .flatMap((id) => subNames.get(id) ?? [])
      .sort((a, b) => a.subCategory.localeCompare(b.subCategory));
    return {
      _id: row.id,
      name: row.name,
      images: row.images,
      fkCategoryId: row.fkCategoryId,
      fkSubCategoriesIds: subCategories.map((sub) => sub._id),
      pricePerUnit: row.pricePerUnit,
      sellingPrice: row.sellingPrice,
      tags: row.tags,
      description: row.description,
      fkBusinessId: row.fkBusinessId,
      isActive: row.isActive,
      isApproved: row.isApproved,
      rejectionMessage: row.rejectionMessage,
      leadsCount: leadsOf.get(row.id) ?? 0,
      views: row.views,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      /** Changes waiting for approval (or rejected) while this approved version stays public. */
      revision: summaryOf(revisions.get(row.id)),
      category: categoryNames.get(row.fkCategoryId) ?? null,
      subCategories,
      ...own(row, { subCategories, business: businessNames.get(row.fkBusinessId) }),
    };
  });
}
