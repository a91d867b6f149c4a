import { sql } from 'drizzle-orm';
import { openWeekHours, type WorkingHours } from '@haat/shared';
import type { Database } from './client.ts';

// Data steps that follow the SQL migrations at every start (migrate.ts): each fills only rows
// that lack the value, so a second run changes nothing and no record is lost. They live in
// TypeScript because the rule they apply is the shared one.

/** Kilometres from the city's centre within which a business without a location is placed. */
export const SPREAD_KM = 4;
const BATCH = 1000;

/**
 * Businesses without a location get a believable one inside their city: its centre moved up to
 * SPREAD_KM in a direction and distance drawn from the business's id (uniform over the disc, the
 * same on every run), marked 'city' so a seller or administrator can correct it.
 */
export async function backfillBusinessLocations(db: Database) {
  const unit = (from: number) =>
    sql.raw(`(('x' || substr(md5(b.id::text), ${from}, 8))::bit(32)::bigint / 4294967295.0)`);
  const distanceKm = sql`(${SPREAD_KM} * sqrt(${unit(1)}))`;
  const angle = sql`(2 * pi() * ${unit(9)})`;
  // Joined on the exact names the city picker writes (one city of a name per state): a hash
  // join. A DISTINCT ON subquery here was estimated at one row and walked every business for
  // each of the 4,242 cities (minutes at 50,000 businesses).
  await db.execute(sql`
    update businesses b
       set latitude = ci.latitude + ${distanceKm} * cos(${angle}) / 111.32,
           longitude = ci.longitude + ${distanceKm} * sin(${angle}) / (111.32 * cos(radians(ci.latitude))),
           location_source = 'city'
      from cities ci join states s on s.id = ci.fk_state_id
     where b.latitude is null and ci.name = b.city and s.name = b.state
       and ci.latitude between 6 and 38 and ci.longitude between 68 and 98`);
}

/** Businesses with working hours but no open_hours get them by the shared rule. */
export async function backfillOpenHours(db: Database) {
  for (;;) {
    const result = await db.execute(
      sql`select id, working_hours as "workingHours" from businesses
           where open_hours is null and working_hours is not null limit ${BATCH}`,
    );
    const found = result.rows as { id: string; workingHours: WorkingHours }[];
    if (!found.length) return;
    const values = found.map(
      (row) =>
        sql`(${row.id}::uuid, ${`{${openWeekHours(row.workingHours).join(',')}}`}::smallint[])`,
    );
    await db.execute(
      sql`update businesses b set open_hours = v.hours
            from (values ${sql.join(values, sql`, `)}) as v(id, hours) where b.id = v.id`,
    );
    if (found.length < BATCH) return;
  }
}

/** Every data step, in order. */
export async function backfill(db: Database) {
  await backfillBusinessLocations(db);
  await backfillOpenHours(db);
}
