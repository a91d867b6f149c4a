import { sql } from 'drizzle-orm';
import {
  PUBLIC_MSG,
  type HighlightSort,
  type PublicListingFilters,
  type SearchSort,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { KINDS, listingFrom, type ListingKind } from '../../db/listing-kinds.ts';
import { rows } from '../../db/query.ts';
import { LISTING_VISIBLE, publicBusinessExists } from '../../db/visibility.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { searchAlternatives, widenedSearchPage } from './alternatives.ts';
import { listingCards } from './cards.ts';
import { listingIds, listingPage, type ListingQuery } from './listings.ts';
import { nearbyQuery } from './nearby.ts';
import { otherKind } from './other-kind.ts';
import { understandQuery, type Understanding } from './query-understanding.ts';
import { trendingListingIds } from './trending.ts';

// Public reads of products and services (/public/product and /public/service). Other
// public modules (catalogue, landing, business profile, views, share previews) use the
// functions exported here rather than the tables.

export { listingCards, productCards, serviceCards, subCategoryCards } from './cards.ts';
export { fetchProduct, fetchService } from './detail.ts';
export type { ProductDetail, ServiceDetail } from './detail.ts';
export { PAGE_TTL_MS, listingIds, listingPage } from './listings.ts';
export { memo } from './memo.ts';
export type { ListingQuery } from './listings.ts';
export { STRIP_STALE_MS, byActivity, subCategoryActivity, trendingListingIds } from './trending.ts';
export type { Activity } from './trending.ts';
// What posted requirements read of the search: its understanding of a buyer's words
// and places, and the distance fragments on business `b`.
export { localityNamed, understandQuery } from './query-understanding.ts';
export { distanceMeters, withinRadius } from './nearby.ts';

const notFoundFor = (kind: ListingKind) =>
  notFound(kind === 'product' ? PUBLIC_MSG.productNotFound : PUBLIC_MSG.serviceNotFound);

type Page = { pageNo: number; perPage: number };
const offsetOf = (page: Page) => (page.pageNo - 1) * page.perPage;

export async function subCategoryExists(db: Database, id: string) {
  const found = await rows<{ id: string }>(db, sql`select id from sub_categories where id = ${id}`);
  return found.length > 0;
}

/** Home rows: newest or trending listings, optionally of one sub-category. */
export async function highLights(
  deps: AppDeps,
  kind: ListingKind,
  query: { limit: number; sort: HighlightSort; fkSubCategoryId?: string; city?: string },
) {
  const db = deps.database.db;
  const scope = {
    kind,
    city: query.city,
    subCategoryIds: query.fkSubCategoryId ? [query.fkSubCategoryId] : undefined,
  };
  const ids =
    query.sort === 'trending'
      ? await trendingListingIds(db, deps.clock.now(), scope, query.limit)
      : await listingIds(db, { ...scope, sort: 'new arrivals', limit: query.limit, offset: 0 });
  return {
    [KINDS[kind].plural]: await listingCards(
      db,
      deps.clock.now(),
      kind,
      ids,
      query.fkSubCategoryId,
    ),
  };
}

/** The sub-category page: sorted, filtered, 12 a page, with the total. */
export async function subCategoryAll(
  db: Database,
  kind: ListingKind,
  query: Page & {
    fkSubCategoryId: string;
    sort?: SearchSort;
    filters?: PublicListingFilters;
    city?: string;
    lat?: number;
    lng?: number;
  },
  now = new Date(),
) {
  if (!(await subCategoryExists(db, query.fkSubCategoryId)))
    throw notFound(PUBLIC_MSG.subCategoryNotFound);
  const near = await nearbyQuery(db, query, now);
  const { ids, total, totalCapped } = await listingPage(db, {
    kind,
    city: query.city,
    filters: query.filters,
    subCategoryIds: [query.fkSubCategoryId],
    near,
    sort: query.sort === 'relevance' || !query.sort ? 'new arrivals' : query.sort,
    limit: query.perPage,
    offset: offsetOf(query),
  });
  return {
    [KINDS[kind].plural]: await listingCards(db, now, kind, ids, query.fkSubCategoryId, {
      position: near?.position,
    }),
    total,
    ...(totalCapped ? { totalCapped } : {}),
  };
}

/**
 * The words of a list as the search engine understood them (query-understanding.ts): corrected,
 * with the English of their Hindi and Hinglish terms and the last word's completions. One way for
 * the main search and a shop's own search.
 */
function understoodWords(
  understanding: Understanding | undefined,
  sort: SearchSort,
): Pick<ListingQuery, 'q' | 'synonyms' | 'completions' | 'boostNamed'> {
  const words = understanding?.search || undefined;
  return {
    q: words,
    synonyms: understanding?.synonyms,
    completions: understanding?.completions,
    boostNamed: Boolean(words && sort === 'relevance'),
  };
}

/**
 * A business's public listings, optionally of one sub-category (its profile's load-more), or
 * those its words find: the shop's own search is the main search's engine limited to
 * the business (spelling, Hindi and Hinglish terms, tiers, any word when all together find
 * nothing). A place or 'near me' in the words is taken out and ignored: a shop is in one place.
 */
export async function businessAll(
  db: Database,
  kind: ListingKind,
  query: Page & { id: string; fkSubCategoryId?: string; sort?: SearchSort; search?: string },
  now = new Date(),
) {
  if (!(await publicBusinessExists(db, query.id))) throw notFound(PUBLIC_MSG.businessNotFound);
  const text = query.search?.trim();
  const understanding = text
    ? await understandQuery(db, text, undefined, now.getTime())
    : undefined;
  // Relevance needs words; without them the spec's default.
  const sort =
    !query.sort || (query.sort === 'relevance' && !understanding?.search)
      ? 'new arrivals'
      : query.sort;
  const { ids, total } = await widenedSearchPage(
    db,
    {
      kind,
      ...understoodWords(understanding, sort),
      businessId: query.id,
      subCategoryIds: query.fkSubCategoryId ? [query.fkSubCategoryId] : undefined,
      sort,
      limit: query.perPage,
      offset: offsetOf(query),
    },
    understanding,
    now.getTime(),
  );
  return {
    [KINDS[kind].plural]: await listingCards(db, now, kind, ids, query.fkSubCategoryId),
    total,
  };
}

/** Search and listing: 12 a page with the total. */
export async function search(
  db: Database,
  kind: ListingKind,
  query: Page & {
    search?: string;
    city?: string;
    /** A locality of `city` the call names: the web's kept `understood.locality`. */
    locality?: string;
    sort?: SearchSort;
    filters?: PublicListingFilters;
    lat?: number;
    lng?: number;
  },
  now = new Date(),
) {
  const q = query.search?.trim() || undefined;
  // The place, 'near me' and spelling in the text: 'plumber in pune' searches
  // 'plumber' in Pune; 'ac repair in andheri' searches 'ac repair' in Andheri, as
  // does 'ac repair' with locality=Andheri.
  const understanding =
    q || query.locality
      ? await understandQuery(db, q ?? '', query.city, now.getTime(), query.locality)
      : undefined;
  const city = understanding ? understanding.city : query.city;
  const words = understanding?.search || undefined;
  // 'plumber near me': nearest first from the visitor's position, else the city's
  // centre, unless the visitor chose a sort.
  const nearMeTyped =
    understanding?.understood?.nearMe && (query.lat !== undefined || Boolean(city));
  const sort = query.sort ?? (nearMeTyped ? 'nearest' : 'new arrivals');
  // A locality is where distances are measured from: its centre (localitiesOf), in
  // place of the visitor's position, which the words' place overrides as it overrides the
  // header's city. Its cards say how far they are from it; Nearest orders by it.
  const from = understanding?.localityPoint;
  const near = await nearbyQuery(
    db,
    { ...query, city, sort, ...(from ? { lat: from.lat, lng: from.lng } : {}) },
    now,
  );
  const listing: ListingQuery = {
    kind,
    ...understoodWords(understanding, sort),
    city,
    locality: understanding?.locality,
    filters: query.filters,
    near,
    sort: sort === 'relevance' && !words ? 'new arrivals' : sort,
    limit: query.perPage,
    offset: offsetOf(query),
  };
  const settled = await widenedSearchPage(db, listing, understanding, now.getTime());
  const { ids, total, totalCapped } = settled;
  // The other kind, on the first page of a search with words: which kind the words
  // ask for and how many the other kind holds, one statement (other-kind.ts).
  const kindHint =
    words && query.pageNo === 1
      ? await otherKind(db, { ...settled.query, anyWord: undefined }, total)
      : undefined;
  const searchResults = await listingCards(db, now, kind, ids, undefined, {
    position: near?.position,
  });
  const alternatives =
    total === 0 && understanding
      ? await searchAlternatives(db, listing, understanding, now.getTime())
      : undefined;
  return {
    searchResults,
    total,
    ...(totalCapped ? { totalCapped } : {}),
    ...(understanding?.understood ? { understood: understanding.understood } : {}),
    ...(alternatives ? { alternatives } : {}),
    ...kindHint,
  };
}

/**
 * Related listings (up to 16): newest of the same sub-categories first, then of the same
 * category; never the listing itself.
 */
export async function fetchRelated(
  db: Database,
  kind: ListingKind,
  query: { id: string; limit: number },
  now = new Date(),
) {
  const k = KINDS[kind];
  const [self] = await rows<{ fkCategoryId: string; subCategoryIds: string[] | null }>(
    db,
    sql`select l.fk_category_id as "fkCategoryId",
               (select array_agg(sl.fk_sub_category_id::text) from ${sql.raw(k.links)} sl where sl.${sql.raw(k.linkListing)} = l.id) as "subCategoryIds"
          from ${listingFrom(k)}
         where l.id = ${query.id} and ${LISTING_VISIBLE}`,
  );
  if (!self) throw notFoundFor(kind);
  const ids: string[] = [];
  if (self.subCategoryIds?.length) {
    ids.push(
      ...(await listingIds(db, {
        kind,
        subCategoryIds: self.subCategoryIds,
        excludeIds: [query.id],
        sort: 'new arrivals',
        limit: query.limit,
        offset: 0,
      })),
    );
  }
  if (ids.length < query.limit) {
    ids.push(
      ...(await listingIds(db, {
        kind,
        categoryIds: [self.fkCategoryId],
        excludeIds: [query.id, ...ids],
        sort: 'new arrivals',
        limit: query.limit - ids.length,
        offset: 0,
      })),
    );
  }
  const key = kind === 'product' ? 'relatedProducts' : 'relatedServices';
  return { [key]: await listingCards(db, now, kind, ids) };
}
