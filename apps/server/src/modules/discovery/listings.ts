import { sql, type SQL } from 'drizzle-orm';
import { PRICE_RANGE, priceRangeIsActive, type PublicListingFilters, type SearchSort } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { KINDS, LISTING_VISIBLE, and, cityCondition, idList, listingFrom, rows, type KindTables, type ListingKind } from './scope.ts';

/**
 * One engine for every public list of listings: search, sub-category and business lists,
 * related listings and the fill of trending rows. It answers ids in order and a total; the
 * cards are loaded for the page only (cards.ts).
 */
export type ListingQuery = {
  kind: ListingKind;
  /** Free text: weighted full-text match, or trigram similarity of the name or a sub-category. */
  q?: string;
  city?: string;
  filters?: PublicListingFilters;
  /** Only listings linked to one of these sub-categories. */
  subCategoryIds?: readonly string[];
  categoryIds?: readonly string[];
  businessId?: string;
  excludeIds?: readonly string[];
  sort: SearchSort;
  limit: number;
  offset: number;
};

const nonEmpty = (ids: readonly string[] | null | undefined) => (ids && ids.length ? ids : undefined);

/**
 * The text match as a semi-join on a union, so that each branch uses its own index: the GIN
 * index on search_vector, the trigram GIN index on the name, and the trigram index on
 * sub-category names (a misspelt 'plumbr' finds every listing filed under Plumbers).
 */
function textMatch(k: KindTables, q: string): SQL {
  return sql`l.id in (
    select t.id from ${sql.raw(k.table)} t where t.search_vector @@ websearch_to_tsquery('english', ${q})
    union all
    select t.id from ${sql.raw(k.table)} t where ${q} <% t.name
    union all
    select sl.${sql.raw(k.linkListing)} from ${sql.raw(k.links)} sl
      join sub_categories sc on sc.id = sl.fk_sub_category_id
     where ${q} <% sc.sub_category
  )`;
}

/** Linked to at least one of the sub-categories. */
const inSubCategories = (k: KindTables, ids: readonly string[]) =>
  sql`exists (select 1 from ${sql.raw(k.links)} sl where sl.${sql.raw(k.linkListing)} = l.id and sl.fk_sub_category_id in (${idList(ids)}))`;

function filterConditions(k: KindTables, query: ListingQuery): (SQL | undefined)[] {
  const f = query.filters ?? {};
  const categories = nonEmpty(f.categories);
  const subCategories = nonEmpty(f.subCategories);
  const brands = k.kind === 'product' ? nonEmpty(f.brands) : undefined;
  const colors = k.kind === 'product' ? nonEmpty(f.colors) : undefined;
  const out: (SQL | undefined)[] = [
    categories && sql`l.fk_category_id in (${idList(categories)})`,
    subCategories && inSubCategories(k, subCategories),
    brands && sql`l.fk_brand_id in (${idList(brands)})`,
    colors &&
      sql`exists (select 1 from product_colors pc where pc.fk_product_id = l.id and pc.fk_color_id in (${idList(colors)}))`,
  ];
  if (priceRangeIsActive(f.priceRange)) {
    const min = f.priceRange?.min ?? 0;
    const max = f.priceRange?.max;
    out.push(sql`l.selling_price >= ${min}`);
    // The top of the slider reads '6000+': no upper bound.
    if (max != null && max < PRICE_RANGE.max) out.push(sql`l.selling_price <= ${max}`);
  }
  if (f.discount && f.discount > 0) {
    // The same rounded percentage the cards show (spec §9).
    out.push(
      sql`l.price_per_unit > 0 and round((l.price_per_unit - l.selling_price) * 100 / l.price_per_unit) >= ${f.discount}`,
    );
  }
  return out;
}

/** Every condition of a listing query: visibility, scope, text and filters. */
export function listingWhere(query: Omit<ListingQuery, 'sort' | 'limit' | 'offset'>): SQL {
  const k = KINDS[query.kind];
  const subCategoryIds = nonEmpty(query.subCategoryIds);
  const categoryIds = nonEmpty(query.categoryIds);
  const excludeIds = nonEmpty(query.excludeIds);
  return and(
    LISTING_VISIBLE,
    cityCondition(query.city),
    query.businessId ? sql`l.fk_business_id = ${query.businessId}` : undefined,
    subCategoryIds && inSubCategories(k, subCategoryIds),
    categoryIds && sql`l.fk_category_id in (${idList(categoryIds)})`,
    excludeIds && sql`l.id not in (${idList(excludeIds)})`,
    query.q ? textMatch(k, query.q) : undefined,
    ...filterConditions(k, query),
  );
}

function orderBy(query: ListingQuery): SQL {
  switch (query.sort) {
    case 'a-z':
      return sql`lower(l.name) asc, l.id asc`;
    case 'z-a':
      return sql`lower(l.name) desc, l.id desc`;
    case 'relevance':
      if (query.q) {
        return sql`ts_rank_cd(l.search_vector, websearch_to_tsquery('english', ${query.q}), 1) + word_similarity(${query.q}, l.name) desc, l.created_at desc, l.id desc`;
      }
      return sql`l.created_at desc, l.id desc`;
    default:
      return sql`l.created_at desc, l.id desc`;
  }
}

/** The page of ids, in order. Exported for bench/explain-search.ts. */
export function listingPageSql(query: ListingQuery): SQL {
  const k = KINDS[query.kind];
  return sql`select l.id from ${listingFrom(k)} where ${listingWhere(query)} order by ${orderBy(query)} limit ${query.limit} offset ${query.offset}`;
}

/** How many listings match. Exported for bench/explain-search.ts. */
export function listingCountSql(query: ListingQuery): SQL {
  const k = KINDS[query.kind];
  return sql`select count(*)::int as total from ${listingFrom(k)} where ${listingWhere(query)}`;
}

export async function listingIds(db: Database, query: ListingQuery): Promise<string[]> {
  const found = await rows<{ id: string }>(db, listingPageSql(query));
  return found.map((row) => row.id);
}

export async function listingPage(db: Database, query: ListingQuery) {
  const ids = await listingIds(db, query);
  // A first page shorter than the page size is the whole list: no count needed.
  const total =
    query.offset === 0 && ids.length < query.limit
      ? ids.length
      : ((await rows<{ total: number }>(db, listingCountSql(query)))[0]?.total ?? 0);
  return { ids, total };
}
