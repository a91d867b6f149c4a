import { sql } from 'drizzle-orm';
import { indiaDay } from '../../lib/india-time.ts';

// What scopes a discovery query beyond the public-visibility rule (db/visibility.ts): the city
// and the trending window.

/** City filter on the business's city; none for All Over India (already mapped to undefined). */
export const cityCondition = (city: string | undefined) =>
  city ? sql`b.city = ${city}` : undefined;

/** Trending looks at views of the last 30 days, today included. */
export const TRENDING_DAYS = 30;
export const trendingSince = (now: Date) => indiaDay(now, TRENDING_DAYS - 1);
