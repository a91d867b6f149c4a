import { sql, type SQL } from 'drizzle-orm';
import {
  LISTING_TOTAL_CAP,
  priceRangeIsActive,
  type Position,
  priceRangeMax,
  type PublicListingFilters,
  type SearchSort,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { searchWords } from '../../db/schema/search.ts';
import { memo } from './memo.ts';
import { nearbyConditions, nearestOrder, nearnessKey, type NearbyQuery } from './nearby.ts';
import {
  BUSINESS_OWN_VISIBLE,
  KINDS,
  LISTING_VISIBLE,
  and,
  cityCondition,
  idList,
  listingFrom,
  rows,
  type KindTables,
  type ListingKind,
} from './scope.ts';

/**
 * One engine for every public list of listings: search, sub-category and business lists,
 * related listings and the fill of trending rows. It answers ids in order and a total; the
 * cards are loaded for the page only (cards.ts).
 */
export type ListingQuery = {
  kind: ListingKind;
  /**
   * Free text, as understood (query-understanding.ts): its words as whole words (stemmed full
   * text), the last one also as a prefix; ranked by `orderBy`'s relevance rules.
   */
  q?: string;
  /** Hindi or Hinglish terms of the text, as the English they stand for ('almirah or wardrobe'). */
  synonyms?: string;
  /** Any of the words rather than all (a search whose every word found nothing together). */
  anyWord?: boolean;
  /** Sub-categories the text names ('ac repair'): their listings rank first under relevance. */
  boostSubCategoryIds?: readonly string[];
  city?: string;
  /** A part of the city (query understanding): matched in the business's address. */
  locality?: string;
  filters?: PublicListingFilters;
  /** Only listings linked to one of these sub-categories. */
  subCategoryIds?: readonly string[];
  categoryIds?: readonly string[];
  businessId?: string;
  excludeIds?: readonly string[];
  /** Near me and open now (issue 23): position, radius and the hour of the week to be open in. */
  near?: NearbyQuery;
  sort: SearchSort;
  limit: number;
  offset: number;
};

const nonEmpty = (ids: readonly string[] | null | undefined) =>
  ids && ids.length ? ids : undefined;

/** The last word of the text, when long enough to be searched as a prefix too ('mob' → mobile). */
const PREFIX_MIN = 3;
function prefixWord(q: string): { rest: string; last: string } | undefined {
  const words = searchWords(q).split(' ');
  const last = words.at(-1) ?? '';
  if (last.length < PREFIX_MIN || !/^[\p{L}\p{M}\p{N}]+$/u.test(last)) return undefined;
  return { rest: words.slice(0, -1).join(' '), last };
}

/** The text's whole words as a tsquery: quotes, OR and -word work as on web search engines. */
const wordsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/**
 * Everything the text matches, as one tsquery the GIN index on search_vector answers in one scan:
 * its whole words (stemmed), or the same with the last word as a prefix, or the English of its
 * Hindi and Hinglish terms. No trigram similarity: it matched 'paediatrician' for 'electrician'
 * and 'ACC' for 'ac' and read 100,000 rows for a common word; misspellings are corrected against
 * the catalogue's words before the query is built (spelling.ts).
 */
function textQuery(query: Pick<ListingQuery, 'q' | 'synonyms' | 'anyWord'>): SQL {
  const q = query.q ?? '';
  const parts = [wordsQuery(query.anyWord ? searchWords(q).split(' ').join(' or ') : q)];
  const prefix = prefixWord(q);
  if (prefix) {
    const last = sql`to_tsquery('simple', ${`${prefix.last}:*`})`;
    parts.push(prefix.rest ? sql`(${wordsQuery(prefix.rest)} && ${last})` : last);
  }
  if (query.synonyms) parts.push(wordsQuery(query.synonyms));
  return sql`(${sql.join(parts, sql` || `)})`;
}

/**
 * The listings matching free text, computed once (MATERIALIZED, so no plan re-runs it per row
 * even without table statistics, as on PGlite), from the GIN index on search_vector.
 */
function matchedCte(k: KindTables, query: ListingQuery): SQL {
  return sql`matched as materialized (
    select t.id from ${sql.raw(k.table)} t where t.search_vector @@ ${textQuery(query)}
  )`;
}

/**
 * The listings linked to the sub-categories, collected once from the links' sub-category index.
 * For A-Z and Z-A only: the planner otherwise walks the whole name index testing each listing's
 * links, and names follow their sub-category (every 'Washing Machine' is filed under Washing
 * Machines), so a sub-category whose names start late in the alphabet was found after reading
 * 400,000 listings (3 s at 1M products). Collecting its ≈9,000 links and sorting them takes
 * 70 ms. New Arrivals keeps the walk of the created-at index, which finds a page in the first
 * thousand or so listings (15-20 ms).
 */
const scopedCte = (k: KindTables, ids: readonly string[]) =>
  sql`scoped as materialized (select sl.${sql.raw(k.linkListing)} as id from ${sql.raw(k.links)} sl where sl.fk_sub_category_id in (${idList(ids)}))`;

const collectsScope = (query: Pick<ListingQuery, 'subCategoryIds'> & { sort?: SearchSort }) =>
  Boolean(nonEmpty(query.subCategoryIds)) && (query.sort === 'a-z' || query.sort === 'z-a');

/**
 * Whether the text's matches are collected first (the `matched` CTE) and then ordered: under
 * Relevance, where every match is scored before the best 12 are known, and A-Z or Z-A, where the
 * matches of a word sit together in the alphabet (names follow their sub-category: every 'Steel
 * Almirah …' starts with S), so a walk of the name index tests thousands of other names first.
 * New Arrivals, Top Rated and Nearest test the text on each listing (`search_vector @@ …`) and
 * count up to LISTING_TOTAL_CAP: a word's matches are spread over time and places, so the planner
 * may walk the created-at index or the nearest businesses and stop after the page when the word
 * is common ('silver' New Arrivals: 1.9 s collecting 84,000 matches), or read the text index
 * first when it is rare.
 */
const collectsMatches = (query: { q?: string; sort?: SearchSort }) =>
  Boolean(query.q) && (query.sort === 'relevance' || query.sort === 'a-z' || query.sort === 'z-a');

/** The WITH clause of a listing query: the text's matches, the collected scope, or nothing. */
function withClause(query: ListingQuery): SQL {
  const k = KINDS[query.kind];
  const ctes = [
    collectsMatches(query) ? matchedCte(k, query) : undefined,
    collectsScope(query) ? scopedCte(k, query.subCategoryIds!) : undefined,
  ].filter((cte): cte is SQL => Boolean(cte));
  return ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``;
}

/** Linked to at least one of the sub-categories. */
const inSubCategories = (k: KindTables, ids: readonly string[]) =>
  sql`exists (select 1 from ${sql.raw(k.links)} sl where sl.${sql.raw(k.linkListing)} = l.id and sl.fk_sub_category_id in (${idList(ids)}))`;

function filterConditions(
  k: KindTables,
  query: Pick<ListingQuery, 'filters'>,
): (SQL | undefined)[] {
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
    const max = priceRangeMax(f.priceRange);
    out.push(sql`l.selling_price >= ${f.priceRange?.min ?? 0}`);
    if (max != null) out.push(sql`l.selling_price <= ${max}`);
  }
  if (f.minRating) {
    // '4★ & above' (issue 22): on the business's kept average, the Top Rated index's first key.
    out.push(sql`b.rating_average >= ${f.minRating}`);
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
export function listingWhere(
  query: Omit<ListingQuery, 'sort' | 'limit' | 'offset'> & Partial<Pick<ListingQuery, 'sort'>>,
): SQL {
  const k = KINDS[query.kind];
  const subCategoryIds = nonEmpty(query.subCategoryIds);
  const scope = collectsScope(query)
    ? sql`l.id in (select id from scoped)`
    : subCategoryIds && inSubCategories(k, subCategoryIds);
  const categoryIds = nonEmpty(query.categoryIds);
  const excludeIds = nonEmpty(query.excludeIds);
  return and(
    LISTING_VISIBLE,
    cityCondition(query.city),
    query.locality ? sql`b.address ilike ${`%${escapeLike(query.locality)}%`}` : undefined,
    query.businessId ? sql`l.fk_business_id = ${query.businessId}` : undefined,
    scope,
    categoryIds && sql`l.fk_category_id in (${idList(categoryIds)})`,
    excludeIds && sql`l.id not in (${idList(excludeIds)})`,
    query.q
      ? collectsMatches(query)
        ? sql`l.id in (select id from matched)`
        : sql`l.search_vector @@ ${textQuery(query)}`
      : undefined,
    ...filterConditions(k, query),
    ...nearbyConditions(query.near),
  );
}

// NULLS LAST as the indexes are built (drizzle writes DESC NULLS LAST): an ORDER BY that differs
// only in where nulls go cannot walk the index, and New Arrivals would sort every listing.
const NEWEST = sql`l.created_at desc nulls last, l.id desc nulls last`;

function orderBy(query: ListingQuery): SQL {
  switch (query.sort) {
    case 'a-z':
      return sql`lower(l.name) asc, l.id asc`;
    case 'z-a':
      return sql`lower(l.name) desc, l.id desc`;
    case 'top rated':
      // Businesses best first as businesses_public_rating_idx holds them, then each business's
      // listings newest first (products_business_idx): the planner walks both and stops after
      // the page (bench/explain-search.ts). Unrated businesses come last. Every key says NULLS
      // LAST as the index is built: with a bare DESC only the average counted as presorted, and
      // the sort read every listing of the top average's businesses (2,600 at 100,000 products).
      if (query.q) {
        // With words, sort what the text index finds. Walking the rating index instead, the
        // planner probed every public business against every match (a join filter over 436
        // million pairs: 41 s for 'ghadi', 85 s for 'mobile' at 1M products; 0.3–1.2 s this
        // way). An average is 1–5, so 0 for none sorts exactly as NULLS LAST, and the
        // expression is not the index's key.
        return sql`coalesce(b.rating_average, 0) desc, b.rating_count desc nulls last, b.id desc nulls last, ${NEWEST}`;
      }
      return sql`b.rating_average desc nulls last, b.rating_count desc nulls last, b.id desc nulls last, ${NEWEST}`;
    case 'nearest':
      return query.near?.position ? nearestOrder(query.near.position, NEWEST) : NEWEST;
    case 'relevance':
      return query.q ? sql`${relevance(query)} desc, ${NEWEST}` : NEWEST;
    default:
      return NEWEST;
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Relevance (issue 21), best first: the name holds every word whole (3), the document does
 * (name, tags, category, sub-categories, brand, description: 2), the listing is filed under a
 * sub-category the text names (4, above a name holding the words elsewhere: 'ac repair' puts AC
 * Repair & Service first), then the weighted
 * cover density of every match (0–1), where a prefix-only or synonym-only match has only this.
 * Misspelt words were corrected before, so a corrected match ranks as the word it became.
 */
function relevance(query: ListingQuery): SQL {
  const k = KINDS[query.kind];
  const words = wordsQuery(query.q ?? '');
  const boost = nonEmpty(query.boostSubCategoryIds);
  return sql`(case when to_tsvector('english', l.name) @@ ${words} then 3 else 0 end
    + case when l.search_vector @@ ${words} then 2 else 0 end
    ${boost ? sql`+ case when ${inSubCategories(k, boost)} then 4 else 0 end` : sql``}
    + ts_rank_cd(l.search_vector, ${textQuery(query)}, 1))`;
}

/**
 * The page of ids, in order; with `withTotal`, each row also carries the number of all matches
 * (`total`), counted in the same pass. Exported for bench/explain-search.ts.
 */
export function listingPageSql(query: ListingQuery, { withTotal = false } = {}): SQL {
  const k = KINDS[query.kind];
  const position = query.near?.position;
  if (query.sort === 'nearest' && position && !withTotal) return nearestPageSql(query, position);
  const total = withTotal ? sql`, count(*) over ()::int as total` : sql``;
  return sql`${withClause(query)}select l.id${total} from ${listingFrom(k)} where ${listingWhere(query)} order by ${orderBy(query)} limit ${query.limit} offset ${query.offset}`;
}

/**
 * Nearest first (issue 23) as a walk that stops after the page: the public businesses nearest
 * first on businesses_public_earth_idx (inside the radius when there is one), and for each the
 * matching listings newest first on {products,services}_public_business_idx, at most as many as
 * the pages up to this one hold. A flat join sorted every listing of every business in the radius
 * instead: 1.9 s for the 49,000 products within 5 km of central Mumbai at 1M products, against
 * 5 ms this way (docs/performance.md). The city is also checked on the walk, so a position far
 * from the chosen city does not probe every business in between. The walk reads businesses alone
 * (their owner is checked with each listing): joined to users, the planner sorted every business
 * instead of walking the index when no radius bounds the walk (800 ms against 4 ms).
 */
function nearestPageSql(query: ListingQuery, position: Position): SQL {
  const k = KINDS[query.kind];
  const key = nearnessKey(position);
  return sql`${withClause(query)}select x.id from (
      select b.id as business_id, ${key} as nearness from businesses b
       where ${and(BUSINESS_OWN_VISIBLE, cityCondition(query.city), ...nearbyConditions(query.near))}
       order by ${key}
    ) n cross join lateral (
      select l.id, l.created_at from ${listingFrom(k)}
       where l.fk_business_id = n.business_id and ${listingWhere(query)}
       order by ${NEWEST} limit ${query.offset + query.limit}
    ) x
    order by n.nearness, n.business_id, x.created_at desc nulls last, x.id desc nulls last
    limit ${query.limit} offset ${query.offset}`;
}

/** How many listings match. Exported for bench/explain-search.ts. */
export function listingCountSql(query: ListingQuery): SQL {
  const k = KINDS[query.kind];
  return sql`${withClause(query)}select count(*)::int as total from ${listingFrom(k)} where ${listingWhere(query)}`;
}

/**
 * How many listings match, counting no further than one past `cap`: the scan stops there, so a
 * crowded radius costs what a quiet one does (2,300 businesses and 39,000 products within 5 km
 * of central Delhi at 1M products: 73 ms counted in full, about 2 ms to 1,001). Exported for
 * bench/explain-search.ts.
 */
export function cappedListingCountSql(query: ListingQuery, cap: number): SQL {
  const k = KINDS[query.kind];
  return sql`${withClause(query)}select count(*)::int as total from (select 1 from ${listingFrom(k)} where ${listingWhere(query)} limit ${cap + 1}) counted`;
}

/** A page of ids and its total; `totalCapped` when the total is LISTING_TOTAL_CAP, not a count. */
export type ListingPage = { ids: string[]; total: number; totalCapped?: true };

export async function listingIds(db: Database, query: ListingQuery): Promise<string[]> {
  const found = await rows<{ id: string }>(db, listingPageSql(query));
  return found.map((row) => row.id);
}

/**
 * Totals above this are reused for TOTAL_TTL_MS: counting is linear in the matches (88,000
 * public products take about 50 ms on PostgreSQL), and nobody can tell 88,011 from 88,012.
 * Smaller totals are always counted afresh.
 */
export const CACHED_TOTAL_MIN = 1000;
export const TOTAL_TTL_MS = 60 * 1000;
/**
 * Pages of such large lists (the ids in order) are reused for PAGE_TTL_MS, as long as the
 * public answers may be kept by browsers (plugins/http-cache.ts): a newly approved listing
 * reaches them within that. The cards are loaded and checked for visibility on every call
 * (cards.ts), so a listing that stops being public leaves at once.
 */
export const PAGE_TTL_MS = 30 * 1000;
const totals = memo<number>(TOTAL_TTL_MS, 500);
const pages = memo<ListingPage>(PAGE_TTL_MS, 2000);

function countListings(db: Database, query: ListingQuery, now: number) {
  const { sort: _sort, limit: _limit, offset: _offset, ...what } = query;
  return totals.through(
    db,
    JSON.stringify(what),
    now,
    async () => (await rows<{ total: number }>(db, listingCountSql(query)))[0]?.total ?? 0,
    (total) => total >= CACHED_TOTAL_MIN,
  );
}

/** A page of ids and the total; `now` (the app clock) ages the cached totals and pages. */
export function listingPage(
  db: Database,
  query: ListingQuery,
  now = Date.now(),
): Promise<ListingPage> {
  // A visitor's position is never kept, not even in memory as a key (issue 23).
  if (query.near?.position) return positionedListingPage(db, query, now);
  return pages.through(
    db,
    JSON.stringify(query),
    now,
    () => pageWithTotal(db, query, query, now),
    (page) => page.total >= CACHED_TOTAL_MIN,
  );
}

/**
 * A page near a position, never memoised (the key would hold the position). Without a radius the
 * position filters nothing, so the total is the same list's without it, which may be kept.
 */
function positionedListingPage(db: Database, query: ListingQuery, now: number) {
  const counted = query.near?.radiusKm
    ? query
    : { ...query, near: { ...query.near, position: undefined } };
  return pageWithTotal(db, query, counted, now);
}

/**
 * The page of `query` and the total of `counted` (the same list, or the same without its
 * position). Lists that collect their matches (collectsMatches) count them in the page's own
 * pass: a second query ran the whole text match again (350 ms more for 'smart tv' at 1M
 * products). Other lists count on their own: up to LISTING_TOTAL_CAP when the matches are costly
 * to count (words, a radius), else in full with large totals reused. A first page shorter than
 * the page size is the whole list: no count.
 */
async function pageWithTotal(
  db: Database,
  query: ListingQuery,
  counted: ListingQuery,
  now: number,
): Promise<ListingPage> {
  const withTotal = collectsMatches(query);
  const found = await rows<{ id: string; total?: number }>(
    db,
    listingPageSql(query, { withTotal }),
  );
  const ids = found.map((row) => row.id);
  if (found[0]?.total !== undefined) return { ids, total: found[0].total };
  if (query.offset === 0 && ids.length < query.limit) return { ids, total: ids.length };
  if (!counted.q && !counted.near?.radiusKm) {
    return { ids, total: await countListings(db, counted, now) };
  }
  const [row] = await rows<{ total: number }>(
    db,
    cappedListingCountSql(counted, LISTING_TOTAL_CAP),
  );
  const total = row?.total ?? 0;
  return total > LISTING_TOTAL_CAP
    ? { ids, total: LISTING_TOTAL_CAP, totalCapped: true }
    : { ids, total };
}
