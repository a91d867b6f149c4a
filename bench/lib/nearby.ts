// Near me and open now in the benchmarks: working hours for the generated businesses
// (the generator writes none), and the "nearest 12 open now within 5 km" requests.
import { sql } from 'drizzle-orm';
import { WEEK_DAYS, type WorkingHours } from '@haat/shared';
import type { Database } from '../../apps/server/src/db/client.ts';

const week = (from: string, to: string, closed: string[] = []): WorkingHours => ({
  isOpen24Hours: false,
  timings: WEEK_DAYS.map((day) => ({ day, from, to, isClosed: closed.includes(day) })),
});

/** A realistic mix: 20% shop hours closed Sunday, 50% 10–21, 20% round the clock, 10% evenings. */
const PATTERNS = [
  { share: 2, hours: week('09:00', '19:00', ['Sunday']) },
  { share: 5, hours: week('10:00', '21:00') },
  { share: 2, hours: { ...week('00:00', '00:00'), isOpen24Hours: true } },
  { share: 1, hours: week('18:00', '02:00', ['Monday']) },
];

/**
 * Gives every business without working hours one of PATTERNS, drawn from its id (the same on every
 * run). The server's start-up backfill then stores their open hours and places them in their city.
 */
export async function giveBenchBusinessesHours(db: Database) {
  let from = 0;
  const cases = PATTERNS.map(({ share, hours }) => {
    from += share;
    return sql`when abs(hashtext(id::text)) % 10 < ${from} then ${JSON.stringify(hours)}::jsonb`;
  });
  await db.execute(
    sql`update businesses set working_hours = case ${sql.join(cases, sql` `)} end where working_hours is null`,
  );
}

/**
 * Search URLs of "nearest 12 open now within 5 km" from points up to 3 km from the served cities'
 * centres (products, then services), as a phone in the city would ask.
 */
export async function nearMePaths(db: Database, count = 200): Promise<string[]> {
  const found = await db.execute(
    sql`select latitude as lat, longitude as lng from cities
         where is_served and latitude is not null and longitude is not null`,
  );
  const centres = found.rows as { lat: number; lng: number }[];
  if (!centres.length) return [];
  const paths: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const centre = centres[i % centres.length]!;
    const distance = 3000 * Math.sqrt(Math.random());
    const angle = 2 * Math.PI * Math.random();
    const lat = Number(centre.lat) + (distance * Math.cos(angle)) / 111_320;
    const lng =
      Number(centre.lng) +
      (distance * Math.sin(angle)) / (111_320 * Math.cos((Number(centre.lat) * Math.PI) / 180));
    const query = new URLSearchParams({
      sort: 'nearest',
      lat: lat.toFixed(5),
      lng: lng.toFixed(5),
      filters: JSON.stringify({ radiusKm: 5, openNow: true }),
      pageNo: '1',
      perPage: '12',
    });
    paths.push(`/api/public/${i % 4 === 3 ? 'service' : 'product'}/search?${query}`);
  }
  return paths;
}
