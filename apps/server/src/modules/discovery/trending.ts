import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listingIds, listingWhere, type ListingQuery } from './listings.ts';
import { KINDS, LISTING_VISIBLE, and, rows, trendingSince, type ListingKind } from './scope.ts';

// Trending = most viewed over the last 30 days (listing_views), falling back to newest.

type Scope = Omit<ListingQuery, 'sort' | 'limit' | 'offset' | 'q' | 'filters'>;

/** Trending views per listing, then the newest listings to fill the rest of `limit`. */
export async function trendingListingIds(db: Database, now: Date, scope: Scope, limit: number): Promise<string[]> {
  const k = KINDS[scope.kind];
  const viewed = await rows<{ id: string }>(
    db,
    sql`select l.id
          from (select v.listing_id, count(*) as n
                  from listing_views v
                 where v.listing_type = ${k.kind} and v.day >= ${trendingSince(now)}
                 group by v.listing_id) v
          join ${sql.raw(k.table)} l on l.id = v.listing_id
          join businesses b on b.id = l.fk_business_id
          join users u on u.id = b.fk_user_id
         where ${listingWhere(scope)}
         order by v.n desc, l.created_at desc, l.id desc
         limit ${limit}`,
  );
  const ids = viewed.map((row) => row.id);
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

/** How many of the newest public listings stand for "recent activity" of sub-categories. */
const RECENT_WINDOW = 2000;

/**
 * Activity per sub-category: views of its public listings over the last 30 days, and the time
 * of its newest public listing among the newest RECENT_WINDOW of the scope (so the fallback
 * ordering never reads every listing). Sub-categories without either are absent.
 */
export async function subCategoryActivity(
  db: Database,
  now: Date,
  scope: { kind: ListingKind; categoryId?: string; businessId?: string },
): Promise<Map<string, Activity>> {
  const k = KINDS[scope.kind];
  const scoped = and(
    LISTING_VISIBLE,
    scope.categoryId ? sql`l.fk_category_id = ${scope.categoryId}` : undefined,
    scope.businessId ? sql`l.fk_business_id = ${scope.businessId}` : undefined,
  );
  const link = sql.raw(`${k.links} sl on sl.${k.linkListing} = l.id`);
  const [viewed, recent] = [
    await rows<{ id: string; views: number }>(
      db,
      sql`select sl.fk_sub_category_id as id, count(*)::int as views
            from listing_views v
            join ${sql.raw(k.table)} l on l.id = v.listing_id
            join businesses b on b.id = l.fk_business_id
            join users u on u.id = b.fk_user_id
            join ${link}
           where v.listing_type = ${k.kind} and v.day >= ${trendingSince(now)} and ${scoped}
           group by sl.fk_sub_category_id`,
    ),
    await rows<{ id: string; latest: Date | string }>(
      db,
      sql`select sl.fk_sub_category_id as id, max(l.created_at) as latest
            from (select l.id, l.created_at
                    from ${sql.raw(k.table)} l
                    join businesses b on b.id = l.fk_business_id
                    join users u on u.id = b.fk_user_id
                   where ${scoped}
                   order by l.created_at desc
                   limit ${RECENT_WINDOW}) l
            join ${link}
           group by sl.fk_sub_category_id`,
    ),
  ];
  const activity = new Map<string, Activity>();
  for (const row of recent) activity.set(row.id, { views: 0, latest: new Date(row.latest).getTime() });
  for (const row of viewed) {
    activity.set(row.id, { ...(activity.get(row.id) ?? NO_ACTIVITY), views: row.views });
  }
  return activity;
}

/** Most viewed first, then the most recently active, then by name. */
export function byActivity<T>(activity: Map<string, Activity>, idOf: (item: T) => string, nameOf: (item: T) => string) {
  return (a: T, b: T) => {
    const x = activity.get(idOf(a)) ?? NO_ACTIVITY;
    const y = activity.get(idOf(b)) ?? NO_ACTIVITY;
    return y.views - x.views || y.latest - x.latest || nameOf(a).localeCompare(nameOf(b));
  };
}
