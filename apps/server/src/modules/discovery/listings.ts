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
import { KINDS, type KindTables, type ListingKind } from '../../db/listing-kinds.ts';
import { and, idList, rows } from '../../db/query.ts';
import { searchWords } from '../../db/schema/search.ts';
import { BUSINESS_OWN_VISIBLE } from '../../db/visibility.ts';
import { containsPattern } from '../../lib/sql.ts';
import { memo } from './memo.ts';
import { nearbyConditions, nearestOrder, nearnessKey, type NearbyQuery } from './nearby.ts';
import { cityCondition } from './scope.ts';
import type { Completions } from './spelling.ts';
import { keptTotal } from './totals.ts';

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
  /**
   * The whole catalogue words the last word of `q` starts (spelling.ts lastWordCompletions),
   * matched instead of the last word as a prefix; ignored when `word` is not that last word.
   */
  completions?: Completions;
  /** Any of the words rather than all (a search whose every word found nothing together). */
  anyWord?: boolean;
  /**
   * Sub-categories the text or its synonyms name ('ac repair' → AC Repair & Service): their
   * listings rank first under relevance (namedSubCategoriesSql, read in the ranking statement).
   */
  boostNamed?: boolean;
  city?: string;
  /** A part of the city (query understanding): matched in the business's address. */
  locality?: string;
  filters?: PublicListingFilters;
  /** Only listings linked to one of these sub-categories. */
  subCategoryIds?: readonly string[];
  categoryIds?: readonly string[];
  businessId?: string;
  excludeIds?: readonly string[];
  /** Near me and open now: position, radius and the hour of the week to be open in. */
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

/**
 * The words of a search widened to any of them (alternatives.ts): those with a letter. A number
 * ('1', '500') matches hundreds of listings by their sizes and quantities, so a word nobody has
 * plus a stray number ('zzqx 1') would answer every listing holding the number.
 */
export function anyWords(q: string): string[] {
  return searchWords(q)
    .split(' ')
    .filter((word) => /\p{L}/u.test(word));
}

/** The text's whole words as a tsquery: quotes, OR and -word work as on web search engines. */
const wordsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/**
 * The last word as the start of a word: the catalogue's whole words it starts when known (a
 * prefix reads every posting list it matches in full before the city narrows them: several
 * times the whole words' cost, spelling.ts), else the prefix itself. None when it starts
 * no catalogue word: its whole-word match is in the text's words already.
 */
function lastWordQuery(last: string, completions: Completions | undefined): SQL | undefined {
  if (completions?.word !== last) return sql`to_tsquery('simple', ${`${last}:*`})`;
  if (!completions.words.length) return undefined;
  return sql`to_tsquery('english', ${completions.words.join(' | ')})`;
}

/**
 * Everything the text matches, as one tsquery the GIN index on search_vector answers in one scan:
 * its whole words (stemmed), or the same with the last word as a prefix, or the English of its
 * Hindi and Hinglish terms. No trigram similarity: it matched 'paediatrician' for 'electrician'
 * and 'ACC' for 'ac' and read 100,000 rows for a common word; misspellings are corrected against
 * the catalogue's words before the query is built (spelling.ts).
 */
function textQuery(query: Pick<ListingQuery, 'q' | 'synonyms' | 'anyWord' | 'completions'>): SQL {
  const q = query.q ?? '';
  const parts = [wordsQuery(query.anyWord ? anyWords(q).join(' or ') : q)];
  const prefix = prefixWord(q);
  if (prefix) {
    const last = lastWordQuery(prefix.last, query.completions);
    if (last) parts.push(prefix.rest ? sql`(${wordsQuery(prefix.rest)} && ${last})` : last);
  }
  if (query.synonyms) parts.push(wordsQuery(query.synonyms));
  return sql`(${sql.join(parts, sql` || `)})`;
}

/**
 * A list with words past the cap in Relevance, A-Z or Z-A is its newest this many matches
 * (poolPageSql). As many as the total "1,000+" (LISTING_TOTAL_CAP) promises: a client paging
 * by that total gets full pages to its end, and the list ends there. (Twice as many took twice
 * as long: docs/performance.md, "Figures that were in code comments".)
 */
const POOL = LISTING_TOTAL_CAP;

/** The listings' ids as a uuid[] for the array operators of the search rows. */
const uuidArray = (ids: readonly string[]) => sql`array[${idList(ids)}]::uuid[]`;

/** Linked to at least one of the sub-categories (the row keeps its links' ids). */
const inSubCategories = (ids: readonly string[]) => sql`l.sub_category_ids && ${uuidArray(ids)}`;

/**
 * The public listings a query reads: their search rows `l` (one per public listing, kept by the
 * triggers of migration 0016, docs/decisions/024-search-rows.md), joined to the business `b`
 * only when a condition needs more than the row holds (a locality in its address, a position).
 */
export function publicListingsFrom(
  k: KindTables,
  query: Pick<ListingQuery, 'locality' | 'near'>,
): SQL {
  const needsBusiness = Boolean(query.locality || query.near);
  return sql.raw(
    needsBusiness ? `${k.rows} l join businesses b on b.id = l.fk_business_id` : `${k.rows} l`,
  );
}

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
    subCategories && inSubCategories(subCategories),
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
    // '4★ & above': on the business's average, kept on the row.
    out.push(sql`l.rating_average >= ${f.minRating}`);
  }
  if (f.discount && f.discount > 0) {
    // The same rounded percentage the cards show.
    out.push(
      sql`l.price_per_unit > 0 and round((l.price_per_unit - l.selling_price) * 100 / l.price_per_unit) >= ${f.discount}`,
    );
  }
  return out;
}

/**
 * Every condition of a listing query on its search rows (publicListingsFrom): scope, text and
 * filters. Visibility is the row's existence.
 */
export function listingWhere(
  query: Omit<ListingQuery, 'sort' | 'limit' | 'offset'> & Partial<Pick<ListingQuery, 'sort'>>,
): SQL {
  const k = KINDS[query.kind];
  const subCategoryIds = nonEmpty(query.subCategoryIds);
  const categoryIds = nonEmpty(query.categoryIds);
  const excludeIds = nonEmpty(query.excludeIds);
  return and(
    query.city ? sql`l.city = ${query.city}` : undefined,
    query.locality ? inLocality(query.locality) : undefined,
    query.businessId ? sql`l.fk_business_id = ${query.businessId}` : undefined,
    subCategoryIds && inSubCategories(subCategoryIds),
    categoryIds && sql`l.fk_category_id in (${idList(categoryIds)})`,
    excludeIds && sql`l.id not in (${idList(excludeIds)})`,
    query.q ? sql`l.search_vector @@ ${textQuery(query)}` : undefined,
    ...filterConditions(k, query),
    ...nearbyConditions(query.near),
  );
}

/**
 * The orders below are the search rows' indexes' keys exactly (migration 0016), so a list
 * walks its index and stops after the page; every key is NOT NULL except the rating.
 */
const NEWEST = sql`l.created_at desc, l.id desc`;

function orderBy(query: ListingQuery): SQL {
  switch (query.sort) {
    case 'a-z':
      return sql`l.name_key asc, l.id asc`;
    case 'z-a':
      return sql`l.name_key desc, l.id desc`;
    case 'top rated':
      // Businesses best first, then each business's listings newest first; unrated last.
      return sql`l.rating_average desc nulls last, l.rating_count desc, l.fk_business_id desc, ${NEWEST}`;
    case 'nearest':
      return query.near?.position ? nearestOrder(query.near.position, NEWEST) : NEWEST;
    default:
      return NEWEST;
  }
}

/** A part of the city (query understanding), matched in the business `b`'s address. */
const inLocality = (locality: string) => sql`b.address ilike ${containsPattern(locality)}`;

/**
 * Relevance, best first: the name holds every word whole (3), the document does
 * (name, tags, category, sub-categories, brand, description: 2), the listing is filed under a
 * sub-category the text names (4, above a name holding the words elsewhere: 'ac repair' puts AC
 * Repair & Service first), then the weighted cover density of every match (0–1), where a
 * prefix-only or synonym-only match has only this. Misspelt words were corrected before, so a
 * corrected match ranks as the word it became.
 */
function relevance(query: ListingQuery): SQL {
  const words = wordsQuery(query.q ?? '');
  const named = query.boostNamed
    ? namedSubCategoriesSql(query.kind, query.q ?? '', query.synonyms)
    : undefined;
  // The named sub-categories are a sub-select the statement computes once (an InitPlan): a
  // statement of their own cost every Relevance search a round trip and a plan.
  return sql`(case when l.name_vector @@ ${words} then 3 else 0 end
    + case when l.search_vector @@ ${words} then 2 else 0 end
    ${named ? sql`+ case when l.sub_category_ids && (select coalesce(array_agg(n.id), '{}') from (${named}) n) then 4 else 0 end` : sql``}
    + ts_rank_cd(l.search_vector, ${textQuery(query)}, 1))`;
}

/**
 * The ids (`id`) of the sub-categories of `kind` whose name holds every word of the text, or of
 * one of the English phrases its Hindi/Hinglish terms stand for, whole and stemmed: 'ac repair'
 * → AC Repair & Service, 'plumber' → Plumbers, 'bijli mistri' (electrician) → Electricians.
 * Undefined when there is nothing to name them by.
 */
export function namedSubCategoriesSql(
  kind: ListingKind,
  words: string,
  synonyms?: string,
): SQL | undefined {
  const phrases = [words, ...(synonyms ? synonyms.split(' or ') : [])].filter(Boolean);
  if (!phrases.length) return undefined;
  const named = sql.join(
    phrases.map(
      (phrase) =>
        sql`to_tsvector('english', sc.sub_category) @@ websearch_to_tsquery('english', ${phrase})`,
    ),
    sql` or `,
  );
  return sql`select sc.id from sub_categories sc join categories c on c.id = sc.fk_category_id
         where c.type = ${kind} and (${named})`;
}

/**
 * The ids (`id`) of the categories of `kind` whose name holds every word of the text or of one of
 * its synonyms' English phrases: 'tv' → TV, Audio & Wearables, 'tailor' → Tailoring & Laundry.
 * A listing that holds the words only there is filed in a broad shelf the words name, not named
 * by them (tierOf).
 */
function namedCategoriesSql(kind: ListingKind, words: string, synonyms?: string): SQL | undefined {
  const phrases = [words, ...(synonyms ? synonyms.split(' or ') : [])].filter(Boolean);
  if (!phrases.length) return undefined;
  const named = sql.join(
    phrases.map(
      (phrase) =>
        sql`to_tsvector('english', c.category) @@ websearch_to_tsquery('english', ${phrase})`,
    ),
    sql` or `,
  );
  return sql`select c.id from categories c where c.type = ${kind} and (${named})`;
}

/**
 * The kinds (`product`, `service`) whose sub-categories (`sub_kinds`) and categories
 * (`category_kinds`) the text or its synonyms' English name, by the same rule as
 * namedSubCategoriesSql and namedCategoriesSql but over both kinds: 'plumber' names Plumbers, a
 * service sub-category. Two sub-selects for a statement's select list (otherKindSql); a few
 * hundred names of reference data.
 */
export function namedKindsSql(words: string, synonyms?: string): SQL {
  const phrases = [words, ...(synonyms ? synonyms.split(' or ') : [])].filter(Boolean);
  const names = (column: SQL) =>
    phrases.length
      ? sql.join(
          phrases.map(
            (phrase) =>
              sql`to_tsvector('english', ${column}) @@ websearch_to_tsquery('english', ${phrase})`,
          ),
          sql` or `,
        )
      : sql`false`;
  return sql`(select coalesce(array_agg(distinct c.type::text), '{}') from sub_categories sc
                join categories c on c.id = sc.fk_category_id where ${names(sql`sc.sub_category`)}) as sub_kinds,
             (select coalesce(array_agg(distinct c.type::text), '{}') from categories c
               where ${names(sql`c.category`)}) as category_kinds`;
}

/**
 * The text's words as the tiers read them: every word (any word when widened), or the English of
 * its Hindi and Hinglish terms. Not the last word's start: a word still being typed names nothing.
 */
function tierWords(query: Pick<ListingQuery, 'q' | 'synonyms' | 'anyWord'>): SQL {
  const q = query.q ?? '';
  const parts = [wordsQuery(query.anyWord ? anyWords(q).join(' or ') : q)];
  if (query.synonyms) parts.push(wordsQuery(query.synonyms));
  return sql`(${sql.join(parts, sql` || `)})`;
}

/**
 * The tier of a listing found by a search, the first key of every sort of a list with
 * words; each sort orders within the tiers:
 *
 * 0. the words are in what the listing is: its name or brand (weights A and C of the document),
 *    a sub-category the words name, or its tags, sub-categories and category together (weight B)
 *    where the category alone does not hold them;
 * 1. the words are only in its category's name ('tv' finds Bluetooth speakers, filed under TV,
 *    Audio & Wearables; 'tailor' a laundry, under Tailoring & Laundry);
 * 2. the rest: the words only in the description, or the last word only as the start of one.
 *
 * Read from the search row's own vectors and ids, so it is computed in the statement that orders
 * the page, on the rows it orders (at most the newest POOL of a long list): the sub-categories and
 * categories the words name are sub-selects computed once (InitPlans).
 */
function tierOf(query: ListingQuery): SQL {
  const words = tierWords(query);
  const q = query.q ?? '';
  const subs = namedSubCategoriesSql(query.kind, q, query.synonyms);
  const cats = namedCategoriesSql(query.kind, q, query.synonyms);
  const strong = namedByWordsSql(query);
  return sql`(case
      when ts_filter(l.search_vector, '{a,c}') @@ ${words} then 0
      ${subs ? sql`when l.sub_category_ids && (select coalesce(array_agg(n.id), '{}') from (${subs}) n) then 0` : sql``}
      when ${strong} ${cats ? sql`and l.fk_category_id not in (select n.id from (${cats}) n)` : sql``} then 0
      when ${strong} then 1
      else 2 end)`;
}

/**
 * A search row that holds the words in what it is (its name, brand, tags, sub-categories or
 * category: weights A to C), not only in its description: what tiers 0 and 1 share.
 */
export const namedByWordsSql = (query: Pick<ListingQuery, 'q' | 'synonyms' | 'anyWord'>): SQL =>
  sql`ts_filter(l.search_vector, '{a,b,c}') @@ ${tierWords(query)}`;

/** The keys a list with words carries to be tiered (and scored): tierOf and relevance read them. */
const TIER_KEYS = sql`l.search_vector, l.name_vector, l.sub_category_ids, l.fk_category_id`;

/**
 * The page of a list with words past LISTING_TOTAL_CAP (any sort but Nearest from a position),
 * or of a capped list without words in A-Z or Z-A: its newest POOL matches (the New Arrivals
 * walk, which a common word fills early), tiered (tierOf) when there are words, and ordered. The
 * list is those matches, as its total ("1,000+") says it may be: scoring or sorting every match
 * read them all, seconds for a common word at 1M products (docs/performance.md, "Figures that were
 * in code comments"). New Arrivals and Top Rated walked their index past the pool before the tiers
 * came; the tiers need the pool, whose newest matches are also the page's candidates.
 */
function poolPageSql(query: ListingQuery): SQL {
  const k = KINDS[query.kind];
  const tiered = Boolean(query.q);
  // The pool carries what the order reads: the sort's keys and, with words, what the tiers and
  // Relevance's score read, computed after the pool is cut to POOL. Scored in the pool's own
  // select, every match the text index gave was scored before the newest were kept
  // (docs/performance.md, "Figures that were in code comments").
  const keys = tiered
    ? sql`l.name_key, l.rating_average, l.rating_count, l.fk_business_id, ${TIER_KEYS}`
    : sql`l.name_key, l.rating_average, l.rating_count, l.fk_business_id`;
  const { from, order } = tiered
    ? { from: rankedMatches(query, 'pool'), order: tieredOrder(query) }
    : { from: sql`pool l`, order: orderBy(query) };
  return sql`with pool as materialized (
      select l.id, l.created_at, ${keys}
        from ${publicListingsFrom(k, query)} where ${listingWhere(query)}
       order by ${NEWEST} limit ${POOL}
    )
    select l.id from ${from} order by ${order}
     limit ${query.limit} offset ${query.offset}`;
}

/**
 * New Arrivals of a list with words past the cap, read lazily: the newest POOL matches walked
 * newest first (the walk New Arrivals took before the tiers), each tiered as it comes, up to the
 * end of the page in tier 0. When that many are in tier 0 the page is exactly poolPageSql's, whose
 * tier 0 is those rows in the same order, without reading and tiering all POOL matches first
 * (a fraction of the pool's cost: docs/performance.md, "Figures that were in code comments").
 * Fewer: the page reaches past tier 0 and poolPageSql reads it.
 */
export function newestInTierZeroSql(query: ListingQuery): SQL {
  const k = KINDS[query.kind];
  return sql`select l.id from (
      select l.id, l.created_at, ${TIER_KEYS}
        from ${publicListingsFrom(k, query)} where ${listingWhere(query)}
       order by ${NEWEST} limit ${POOL}
    ) l where ${tierOf(query)} = 0
    order by ${NEWEST} limit ${query.offset + query.limit}`;
}

/**
 * The collected matches of a list with words (`pool` or `matched`) with their tier, and their
 * Relevance score when they rank by it.
 */
const rankedMatches = (query: ListingQuery, cte: 'pool' | 'matched') =>
  sql`(select l.*, ${tierOf(query)} as tier${ranksByRelevance(query) ? sql`, ${relevance(query)} as score` : sql``}
         from ${sql.raw(cte)} l) l`;

/** The order of a list with words: its tier, then its sort's own keys. */
function tieredOrder(query: ListingQuery, position?: Position): SQL {
  if (ranksByRelevance(query)) return sql`l.tier, l.score desc, ${NEWEST}`;
  if (position) return sql`l.tier, l.nearness, l.fk_business_id, ${NEWEST}`;
  return sql`l.tier, ${orderBy(query)}`;
}

/**
 * A list's listings collected with their order's keys (MATERIALIZED: the text index, a bitmap;
 * left to itself the planner may walk an order's index instead, testing the text on every row,
 * and a rare word with no match at 1M products read every row for seconds:
 * docs/performance.md, "Figures that were in code comments"), at
 * most `upTo` of them; and the order to page them in.
 */
function matchedWithKeys(query: ListingQuery, upTo?: number): { cte: SQL; order: SQL; from: SQL } {
  const k = KINDS[query.kind];
  const position = query.sort === 'nearest' ? query.near?.position : undefined;
  // The matches carry their order's keys: joined back to their rows by id instead, a common
  // word's matches cost a second of primary-key lookups (docs/performance.md, "Figures that were in
  // code comments").
  // A list with words carries what its tiers (and Relevance's score) read, computed where the
  // page is ordered: a list past the cap is never tiered here (cappedFirstPageSql).
  const keys = [
    position ? sql`, ${nearnessKey(position)} as nearness` : sql``,
    query.q ? sql`, ${TIER_KEYS}` : sql``,
  ];
  const order = query.q
    ? tieredOrder(query, position)
    : position
      ? sql`l.nearness, l.fk_business_id, ${NEWEST}`
      : orderBy(query);
  const cte = sql`matched as materialized (
      select l.id, l.name_key, l.created_at, l.rating_average, l.rating_count, l.fk_business_id${sql.join(keys, sql``)}
        from ${publicListingsFrom(k, query)} where ${listingWhere(query)}
        ${upTo === undefined ? sql`` : sql`limit ${upTo}`}
    )`;
  return { cte, order, from: query.q ? rankedMatches(query, 'matched') : sql`matched l` };
}

/**
 * A list's listings collected (all of them, or up to `upTo`), their number (`total`, on every
 * row, and on a row of its own with no id when the page is empty) and, in order, the page they
 * hold. With `upTo`, the page only when the total is not past LISTING_TOTAL_CAP.
 */
function countedPageSql(query: ListingQuery, upTo?: number): SQL {
  const { cte, order, from } = matchedWithKeys(query, upTo);
  return sql`with ${cte}
    select c.total, p.id from (select count(*)::int as total from matched) c
      left join lateral (
        select l.id, row_number() over (order by ${order}) as position from ${from}
         ${upTo === undefined ? sql`` : sql`where c.total <= ${LISTING_TOTAL_CAP}`}
         order by ${order} limit ${query.limit} offset ${query.offset}
      ) p on true
     order by p.position`;
}

/**
 * Every list's first statement: its listings collected up to LISTING_TOTAL_CAP + 1, their number,
 * and the page they hold when the total is not past the cap (it is then the list's page). One
 * pass of the indexes where a count and then the page read the same matches twice. Past the cap
 * the page is another statement's, so these are neither scored nor sorted.
 */
export const cappedFirstPageSql = (query: ListingQuery): SQL =>
  countedPageSql(query, LISTING_TOTAL_CAP + 1);

/**
 * The page of a large list whose listings sit together in the alphabet (largeListPage): all of
 * them collected, then ordered (their number comes along; the list's total is kept: totals.ts).
 */
const collectedPageSql = (query: ListingQuery): SQL => countedPageSql(query);

const ranksByRelevance = (query: Pick<ListingQuery, 'q' | 'sort'>) =>
  Boolean(query.q) && query.sort === 'relevance';

/** The page of ids, in order. Exported for bench/explain-search.ts. */
export function listingPageSql(query: ListingQuery): SQL {
  const k = KINDS[query.kind];
  const position = query.near?.position;
  if (query.sort === 'nearest' && position) return nearestPageSql(query, position);
  // A list with words in any other sort: tiered, among its newest matches (poolPageSql).
  if (query.q) return poolPageSql(query);
  return sql`select l.id from ${publicListingsFrom(k, query)} where ${listingWhere(query)} order by ${orderBy(query)} limit ${query.limit} offset ${query.offset}`;
}

/**
 * Nearest first as a walk that stops after the page: the public businesses nearest
 * first on businesses_public_earth_idx (inside the radius when there is one), and for each its
 * matching search rows newest first (product_search_rows_business_idx), at most as many as the
 * pages up to this one hold. A flat join sorted every listing of every business in the radius
 * instead: hundreds of times slower in a big city at 1M products (docs/performance.md, "Figures
 * that were in code comments"). The city is also checked on the walk, so a position far from the
 * chosen city does not probe every business in between; the owner is checked by the rows (a row
 * exists only while its owner is active).
 */
function nearestPageSql(query: ListingQuery, position: Position): SQL {
  const k = KINDS[query.kind];
  const key = nearnessKey(position);
  const { near: _near, locality: _locality, ...ofRows } = query;
  return sql`select x.id from (
      select b.id as business_id, ${key} as nearness from businesses b
       where ${and(
         BUSINESS_OWN_VISIBLE,
         cityCondition(query.city),
         query.locality ? inLocality(query.locality) : undefined,
         ...nearbyConditions(query.near),
       )}
       order by ${key}
    ) n cross join lateral (
      select l.id, l.created_at from ${sql.raw(k.rows)} l
       where l.fk_business_id = n.business_id and ${listingWhere(ofRows)}
       order by ${NEWEST} limit ${query.offset + query.limit}
    ) x
    order by n.nearness, n.business_id, x.created_at desc, x.id desc
    limit ${query.limit} offset ${query.offset}`;
}

/** A page of ids and its total; `totalCapped` when the total is LISTING_TOTAL_CAP, not a count. */
export type ListingPage = { ids: string[]; total: number; totalCapped?: true };

export async function listingIds(db: Database, query: ListingQuery): Promise<string[]> {
  const found = await rows<{ id: string }>(db, listingPageSql(query));
  return found.map((row) => row.id);
}

/** Pages of lists at least this long are kept (PAGE_TTL_MS); shorter ones are read afresh. */
export const KEPT_PAGE_MIN = 1000;
/**
 * Pages of such large lists (the ids in order) are reused for PAGE_TTL_MS, as long as the
 * public answers may be kept by browsers (plugins/http-cache.ts): a newly approved listing
 * reaches them within that. The cards are loaded and checked for visibility on every call
 * (cards.ts), so a listing that stops being public leaves at once.
 */
export const PAGE_TTL_MS = 30 * 1000;
const pages = memo<ListingPage>(PAGE_TTL_MS, 2000);

/** A page of ids and the total; `now` (the app clock) ages the kept pages. */
export function listingPage(
  db: Database,
  query: ListingQuery,
  now = Date.now(),
): Promise<ListingPage> {
  // A visitor's position is never kept, not even in memory as a key.
  if (query.near?.position) return positionedListingPage(db, query);
  return pages.through(
    db,
    JSON.stringify(query),
    now,
    () => pageWithTotal(db, query, query),
    (page) => page.total >= KEPT_PAGE_MIN,
  );
}

/**
 * A page near a position, never memoised (the key would hold the position). Without a radius the
 * position filters nothing, so the total is the same list's without it, which may be kept.
 */
function positionedListingPage(db: Database, query: ListingQuery) {
  const counted = query.near?.radiusKm
    ? query
    : { ...query, near: { ...query.near, position: undefined } };
  return pageWithTotal(db, query, counted);
}

/**
 * How many rows of the name index an A-Z or Z-A page of a large list without words (more than
 * LISTING_TOTAL_CAP listings: a city's, all of India's) reads before collecting its listings
 * instead. Names follow their sub-category ('Steel Almirah …', 'HP LaserJet … Printer'), so a
 * narrow list may sit together far down the alphabet: walking to 'printer' Z-A read far more
 * rows than collecting its matches and sorting them, and took more than twenty times as long
 * (docs/performance.md, "Figures that were in code comments"). A list spread over
 * the alphabet fills its page within the first few hundred rows. (A list with words is its
 * newest matches past the cap: poolPageSql.)
 */
const NAME_WALK_ROWS = 5000;

const sortsByName = (query: Pick<ListingQuery, 'sort'>) =>
  query.sort === 'a-z' || query.sort === 'z-a';

/**
 * The first NAME_WALK_ROWS rows of the city (or of all India) in name order, tested for the
 * rest of the list's conditions; at most the rows up to the end of the page.
 */
function boundedNameWalkSql(query: ListingQuery): SQL {
  const k = KINDS[query.kind];
  return sql`select l.id from (
      select * from ${sql.raw(k.rows)} l
       where ${query.city ? sql`l.city = ${query.city}` : sql`true`}
       order by ${orderBy(query)} limit ${NAME_WALK_ROWS}
    ) l where ${listingWhere(query)}
    order by ${orderBy(query)} limit ${query.offset + query.limit}`;
}

/**
 * Lists whose listings sit together in name order: a category's or sub-category's (names follow
 * their sub-category). The bounded walk of the name index almost never fills their page: at 1M
 * products it failed on nearly every sub-category page, a wasted walk before collecting anyway
 * (docs/performance.md, "Figures that were in code comments").
 */
const clustersInNames = (query: ListingQuery) =>
  Boolean(
    nonEmpty(query.subCategoryIds) ||
    nonEmpty(query.categoryIds) ||
    nonEmpty(query.filters?.subCategories) ||
    nonEmpty(query.filters?.categories),
  );

/**
 * The page of a list of more than LISTING_TOTAL_CAP listings. A `capped` list (its total is
 * "1,000+") in A-Z or Z-A is its newest matches in name order, as in Relevance (poolPageSql);
 * other orders walk their index, which a large list fills early.
 */
async function largeListPage(
  db: Database,
  query: ListingQuery,
  capped: boolean,
): Promise<string[]> {
  const ids = async (page: SQL) => (await rows<{ id: string }>(db, page)).map((row) => row.id);
  if (capped && sortsByName(query)) return ids(poolPageSql(query));
  if (query.q && query.sort === 'new arrivals' && !query.near?.position) {
    const walked = await ids(newestInTierZeroSql(query));
    if (walked.length === query.offset + query.limit) return walked.slice(query.offset);
    return ids(poolPageSql(query));
  }
  const byName = sortsByName(query) && !query.near && !query.locality;
  if (!byName) return ids(listingPageSql(query));
  if (!clustersInNames(query)) {
    const walked = await ids(boundedNameWalkSql(query));
    if (walked.length === query.offset + query.limit) return walked.slice(query.offset);
  }
  const collected = await rows<{ id: string | null }>(db, collectedPageSql(query));
  return collected.flatMap((row) => (row.id ? [row.id] : []));
}

/**
 * The page of `query` and the total of `counted` (the same list, or the same without its
 * position, which filters nothing without a radius). A list without words or filters, whole or
 * of one category or sub-category, has its exact total kept (totals.ts): past the cap it goes
 * straight to its page. Every other list first collects its listings up to LISTING_TOTAL_CAP + 1
 * with its page (a few milliseconds: the scan stops there); past the cap it answers "1,000+"
 * (`totalCapped`) and its page comes from largeListPage. Counting such a list in full took a
 * third of a second at 1M products (docs/performance.md, "Figures that were in code comments").
 */
async function pageWithTotal(
  db: Database,
  query: ListingQuery,
  counted: ListingQuery,
): Promise<ListingPage> {
  const kept = await keptTotal(db, counted);
  if (kept !== undefined && kept > LISTING_TOTAL_CAP) {
    return { ids: await largeListPage(db, query, false), total: kept };
  }
  const first = await rows<{ total: number; id: string | null }>(db, cappedFirstPageSql(query));
  const upToCap = first[0]?.total ?? 0;
  if (upToCap <= LISTING_TOTAL_CAP) {
    const ids = first.flatMap((row) => (row.id ? [row.id] : []));
    return { ids, total: upToCap };
  }
  const ids = await largeListPage(db, query, true);
  return { ids, total: LISTING_TOTAL_CAP, totalCapped: true };
}
