import { sql } from 'drizzle-orm';
import { indiaDay } from '../../lib/india-time.ts';
import type { Database } from '../client.ts';
import type { ListingType } from '../schema/index.ts';
import { createRandom } from './random.ts';

// Visits over the past weeks, so that trending (most viewed over 30 days) means something on a
// fresh start: a few listings are popular, most are seen now and then, and a listing is never
// seen before it was listed. Top products then differ from New arrivals.

const DAY = 24 * 60 * 60 * 1000;
/** Visits go back six weeks: the 30-day window is full and older visits fall out of it. */
const HISTORY_DAYS = 42;
/** The most visits one listing gets over the history (one per visitor and day). */
const MOST_VISITS = 90;

type Viewed = {
  id?: string;
  createdAt?: Date | null;
  isApproved?: boolean;
  isActive?: boolean;
  views?: number;
};
type ViewRow = { type: ListingType; id: string; visitor: string; day: string };

/**
 * Plans the visits of the given public listings and sets each one's lifetime `views` (the
 * planned visits plus older ones). Returns the listing_views rows.
 */
export function planViews(type: ListingType, listings: Viewed[], now: number): ViewRow[] {
  const random = createRandom(`haat-demo-views-${type}`);
  const today = new Date(now);
  const out: ViewRow[] = [];
  for (const listing of listings) {
    if (!listing.id || !listing.createdAt || !listing.isApproved || !listing.isActive) {
      listing.views = 0;
      continue;
    }
    const since = Math.max(listing.createdAt.getTime(), now - (HISTORY_DAYS - 1) * DAY);
    const days = Math.max(1, Math.floor((now - since) / DAY) + 1);
    // Popularity is steep (a cube): most listings get a handful of visits, a few get many.
    const popularity = random.next() ** 3;
    const visits = Math.round(popularity * MOST_VISITS * (days / HISTORY_DAYS));
    for (let n = 0; n < visits; n++) {
      // A view's day is the calendar day in India, as the app counts it.
      const daysAgo = random.int(0, days - 1);
      out.push({
        type,
        id: listing.id,
        visitor: `demo-visitor-${n}`,
        day: indiaDay(today, daysAgo),
      });
    }
    listing.views = visits + random.int(0, 400);
  }
  return out;
}

/** Inserts view rows in a few statements: one array per column, unnested by the database. */
export async function insertViews(db: Database, rows: ViewRow[], chunk = 20_000) {
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    await db.execute(sql`
      insert into listing_views (listing_type, listing_id, visitor_hash, day)
      select * from unnest(
        ${`{${part.map((row) => row.type).join(',')}}`}::text[],
        ${`{${part.map((row) => row.id).join(',')}}`}::uuid[],
        ${`{${part.map((row) => row.visitor).join(',')}}`}::text[],
        ${`{${part.map((row) => row.day).join(',')}}`}::date[])
      on conflict do nothing`);
  }
  return rows.length;
}
