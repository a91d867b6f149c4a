import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { KINDS, listingFrom, type ListingKind } from '../../db/listing-kinds.ts';
import { and, idList, rows } from '../../db/query.ts';
import { LISTING_VISIBLE } from '../../db/visibility.ts';
import { listingIds, listingWhere, publicListingsFrom, type ListingQuery } from './listings.ts';
import { memo } from './memo.ts';
import { trendingSince } from './scope.ts';

// Trending = most viewed over the last 30 days (listing_views), falling back to newest.
//
// Two ways to rank, chosen by how much of the catalogue a question covers (docs/performance.md):
// - a narrow scope (a sub-category, category or business) counts the views of each of its
//   listings through the listing_views primary key: exact, and the newest come next for free;
// - the whole catalogue (home rows, strips) starts from the most viewed listings of the window,
//   aggregated once per kind and kept for a few minutes, then checked for visibility on every
//   call, so a listing that stops being public drops out at once.

export type TrendingScope = Omit<ListingQuery, 'sort' | 'limit' | 'offset' | 'q' | 'filters'>;

/** How many of the most viewed listings of a kind the whole-catalogue rankings start from. */
export const VIEW_CANDIDATES = 1000;
/** How long the most viewed listings are reused before they are counted again. */
export const CANDIDATES_TTL_MS = 5 * 60 * 1000;

/**
 * How long an expired ranking of the home strips may still answer while the next is computed
 * (memo.ts): a visitor after an expiry never waits for it, only one after an hour of no visits.
 */
export const STRIP_STALE_MS = 60 * 60 * 1000;

type Ranked = { id: string; n: number }[];
const candidateCache = memo<Ranked>(CANDIDATES_TTL_MS, 10, { staleMs: STRIP_STALE_MS });

/** The most viewed listings of a kind over the window, visible or not. Exported for the bench. */
export function viewCandidatesSql(kind: ListingKind, since: string) {
  return sql`select v.listing_id as id, count(*)::int as n
               from listing_views v
              where v.listing_type = ${kind} and v.day >= ${since}
              group by v.listing_id
              order by n desc, v.listing_id desc
              limit ${VIEW_CANDIDATES}`;
}

async function viewCandidates(db: Database, now: Date, kind: ListingKind): Promise<Ranked> {
  const since = trendingSince(now);
  // A new day starts a new window: the key says which.
  return candidateCache.through(db, `${kind}|${since}`, now.getTime(), () =>
    rows<{ id: string; n: number }>(db, viewCandidatesSql(kind, since)),
  );
}

/** Forget the cached rankings. */
export function clearTrendingCache(db: Database) {
  candidateCache.clear(db);
  activityCache.clear(db);
}

const isNarrow = (scope: TrendingScope) =>
  Boolean(scope.subCategoryIds?.length || scope.categoryIds?.length || scope.businessId);

/** Views of one listing `l` over the window, counted from the listing_views primary key. */
const viewsOf = (kind: ListingKind, now: Date) =>
  sql`(select count(*) from listing_views v where v.listing_type = ${kind} and v.listing_id = l.id and v.day >= ${trendingSince(now)})`;

/** A narrow scope ranked by its listings' own view counts, then newest. Exported for the bench. */
export function trendingScopedSql(now: Date, scope: TrendingScope, limit: number) {
  const k = KINDS[scope.kind];
  return sql`select l.id from ${publicListingsFrom(k, scope)}
              where ${listingWhere(scope)}
              order by ${viewsOf(k.kind, now)} desc, l.created_at desc, l.id desc
              limit ${limit}`;
}

/** Which of the most viewed listings are public and in the scope. Exported for the bench. */
export function visibleCandidatesSql(scope: TrendingScope, ids: string[]) {
  return sql`select l.id, l.created_at as "createdAt" from ${publicListingsFrom(KINDS[scope.kind], scope)}
              where l.id in (${idList(ids)}) and ${listingWhere(scope)}`;
}

/** Trending listings of the scope, then the newest to fill the rest of `limit`. */
export async function trendingListingIds(
  db: Database,
  now: Date,
  scope: TrendingScope,
  limit: number,
): Promise<string[]> {
  if (isNarrow(scope))
    return (await rows<{ id: string }>(db, trendingScopedSql(now, scope, limit))).map(
      (row) => row.id,
    );
  const ranked = await viewCandidates(db, now, scope.kind);
  let ids: string[] = [];
  if (ranked.length) {
    const visible = await rows<{ id: string; createdAt: Date | string }>(
      db,
      visibleCandidatesSql(
        scope,
        ranked.map((r) => r.id),
      ),
    );
    const createdAt = new Map(visible.map((row) => [row.id, new Date(row.createdAt).getTime()]));
    ids = ranked
      .filter((r) => createdAt.has(r.id))
      .sort(
        (a, b) =>
          b.n - a.n || createdAt.get(b.id)! - createdAt.get(a.id)! || (a.id < b.id ? 1 : -1),
      )
      .slice(0, limit)
      .map((r) => r.id);
  }
  if (ids.length >= limit) return ids;
  const newest = await listingIds(db, {
    ...scope,
    excludeIds: [...(scope.excludeIds ?? []), ...ids],
    sort: 'new arrivals',
    limit: limit - ids.length,
    offset: 0,
  });
  return [...ids, ...newest];
}

export type Activity = { views: number; latest: number };
const NO_ACTIVITY: Activity = { views: 0, latest: 0 };
export type ActivityScope = { kind: ListingKind; categoryId?: string; businessId?: string };

/** How many of the newest public listings stand for "recent activity" of sub-categories. */
const RECENT_WINDOW = 2000;

/**
 * Views per sub-category of a category's or a business's public listings. A category is
 * entered through its sub-categories and the links' sub-category index, a business through its
 * listings, so neither reads the whole link table. Exported for the bench.
 */
export function subCategoryViewsSql(now: Date, scope: ActivityScope) {
  const k = KINDS[scope.kind];
  const views = sql`sum(${viewsOf(k.kind, now)})::int as views`;
  if (scope.categoryId) {
    return sql`select sl.fk_sub_category_id as id, ${views}
                 from sub_categories sc
                 join ${sql.raw(`${k.links} sl on sl.fk_sub_category_id = sc.id`)}
                 join ${sql.raw(`${k.table} l on l.id = sl.${k.linkListing}`)}
                 join businesses b on b.id = l.fk_business_id
                 join users u on u.id = b.fk_user_id
                where sc.fk_category_id = ${scope.categoryId} and l.fk_category_id = ${scope.categoryId}
                  and ${LISTING_VISIBLE}
                group by sl.fk_sub_category_id`;
  }
  return sql`select sl.fk_sub_category_id as id, ${views}
               from ${listingFrom(k)}
               join ${sql.raw(`${k.links} sl on sl.${k.linkListing} = l.id`)}
              where ${and(LISTING_VISIBLE, scope.businessId ? sql`l.fk_business_id = ${scope.businessId}` : undefined)}
              group by sl.fk_sub_category_id`;
}

/** The sub-category links of the given listings, through the links' primary key. Exported for the bench. */
export function linksOfSql(kind: ListingKind, ids: string[]) {
  const k = KINDS[kind];
  return sql`select ${sql.raw(`sl.${k.linkListing}`)} as listing, sl.fk_sub_category_id as id
               from ${sql.raw(`${k.links} sl`)}
              where ${sql.raw(`sl.${k.linkListing}`)} in (${idList(ids)})`;
}

/** The scope's newest RECENT_WINDOW public listings, walking the New Arrivals index. Exported for the bench. */
export function newestListingsSql(scope: ActivityScope) {
  const k = KINDS[scope.kind];
  return sql`select l.id, l.created_at as "createdAt"
               from ${listingFrom(k)}
              where ${and(
                LISTING_VISIBLE,
                scope.categoryId ? sql`l.fk_category_id = ${scope.categoryId}` : undefined,
                scope.businessId ? sql`l.fk_business_id = ${scope.businessId}` : undefined,
              )}
              order by l.created_at desc nulls last, l.id desc nulls last
              limit ${RECENT_WINDOW}`;
}

/**
 * Activity per sub-category: 30-day views of its public listings (exact for a category or a
 * business; over the most viewed listings for the whole catalogue), and the time of its newest
 * public listing among the newest RECENT_WINDOW of the scope. Sub-categories with neither are
 * absent. The ordering of the whole catalogue and of a category (the home and category pages)
 * is reused for CANDIDATES_TTL_MS; a business's is small enough to count on every call.
 */
export async function subCategoryActivity(
  db: Database,
  now: Date,
  scope: ActivityScope,
): Promise<Map<string, Activity>> {
  if (scope.businessId) return computeActivity(db, now, scope);
  // One entry per kind and category.
  return activityCache.through(db, `${scope.kind}|${scope.categoryId ?? ''}`, now.getTime(), () =>
    computeActivity(db, now, scope),
  );
}

const activityCache = memo<Map<string, Activity>>(CANDIDATES_TTL_MS, 1000, {
  staleMs: STRIP_STALE_MS,
});

async function linksOf(db: Database, kind: ListingKind, ids: string[]) {
  return ids.length ? rows<{ listing: string; id: string }>(db, linksOfSql(kind, ids)) : [];
}

async function computeActivity(
  db: Database,
  now: Date,
  scope: ActivityScope,
): Promise<Map<string, Activity>> {
  const views = new Map<string, number>();
  if (scope.categoryId || scope.businessId) {
    for (const row of await rows<{ id: string; views: number }>(
      db,
      subCategoryViewsSql(now, scope),
    )) {
      if (row.views > 0) views.set(row.id, row.views);
    }
  } else {
    const ranked = await viewCandidates(db, now, scope.kind);
    if (ranked.length) {
      const visible = await rows<{ id: string }>(
        db,
        visibleCandidatesSql(
          { kind: scope.kind },
          ranked.map((r) => r.id),
        ),
      );
      const count = new Map(ranked.map((r) => [r.id, r.n]));
      for (const link of await linksOf(
        db,
        scope.kind,
        visible.map((row) => row.id),
      )) {
        views.set(link.id, (views.get(link.id) ?? 0) + (count.get(link.listing) ?? 0));
      }
    }
  }
  const newest = await rows<{ id: string; createdAt: Date | string }>(db, newestListingsSql(scope));
  const createdAt = new Map(newest.map((row) => [row.id, new Date(row.createdAt).getTime()]));
  const activity = new Map<string, Activity>();
  for (const link of await linksOf(db, scope.kind, [...createdAt.keys()])) {
    const latest = createdAt.get(link.listing) ?? 0;
    if (latest > (activity.get(link.id)?.latest ?? -1)) activity.set(link.id, { views: 0, latest });
  }
  for (const [id, n] of views) activity.set(id, { ...(activity.get(id) ?? NO_ACTIVITY), views: n });
  return activity;
}

/** Most viewed first, then the most recently active, then by name. */
export function byActivity<T>(
  activity: Map<string, Activity>,
  idOf: (item: T) => string,
  nameOf: (item: T) => string,
) {
  return (a: T, b: T) => {
    const x = activity.get(idOf(a)) ?? NO_ACTIVITY;
    const y = activity.get(idOf(b)) ?? NO_ACTIVITY;
    return y.views - x.views || y.latest - x.latest || nameOf(a).localeCompare(nameOf(b));
  };
}
