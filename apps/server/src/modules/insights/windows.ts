import { sql, type SQL } from 'drizzle-orm';
import { INSIGHT_METRICS, type InsightPeriod } from '@haat/shared';
import type { Database, Transaction } from '../../db/client.ts';
import { rows } from '../../db/query.ts';

/**
 * The seller's periods rolled up (migration 0015, docs/decisions/019-insights.md "Windows").
 *
 * For each business and period of N days (7, 30, 90), `insight_window_start` holds a start day
 * S, and `insight_listing_window` / `insight_term_window` hold the sums of the daily rows of
 * days S … S + N − 1. The flush that writes a daily row adds the same counts to every window
 * whose days hold the row's day (recorder.ts), and the seller's read moves a window to its
 * period before reading it (`keepWindows`): it subtracts the days that left and adds the days
 * that came, a day's rows at a time, or sums the period again when that is less work. The top
 * 10 then reads ten rows a business by the ranking index, and the words a row per word.
 *
 * A window row exists only while its days hold a daily row of the listing (or word): daily rows
 * always carry a count (recorder.ts never writes an empty one), so a row whose counts fall to
 * zero is deleted.
 */

/** Any number we own: with a bucket of the business id it serialises a window's move against
 * the flushes that add to it. */
const WINDOW_LOCK_CLASS = 7_347_225;
/** Businesses share 64 locks: few enough to take them all in one flush, enough to keep sellers
 * apart. */
const LOCK_BUCKETS = 64;

/** The lock bucket of a business id (an SQL uuid or text expression). */
export const lockBucket = (businessId: SQL) =>
  sql`(hashtext(${businessId}::text) & ${sql.raw(String(LOCK_BUCKETS - 1))})`;

/**
 * One statement: takes, in shared mode, the locks of the buckets the `buckets` query answers
 * (column `b`), in order (so two lockers never wait on each other in a circle). A flush runs it
 * in its transaction before adding its counts, so its rows meet the windows as they are after
 * any move in progress, never half-way.
 */
export const lockShared = (buckets: SQL) =>
  sql`select count(pg_advisory_xact_lock_shared(${sql.raw(String(WINDOW_LOCK_CLASS))}, b))
        from (select distinct b from (${buckets}) x order by b) y`;

const COLUMNS = sql.raw(INSIGHT_METRICS.join(', '));
const SUMS = sql.raw(INSIGHT_METRICS.map((m) => `sum(${m})::int`).join(', '));
const ADD = sql.raw(INSIGHT_METRICS.map((m) => `${m} = t.${m} + excluded.${m}`).join(', '));
/** A window's last day: its start plus N − 1 (`s` is the insight_window_start row). */
const WINDOW_END = sql.raw('s.start_day + (s.days - 1)');

/**
 * For recorder.ts's flush of listing counts: adds the rows of `resolved` (business_id, day,
 * listing_type, listing_id, the counts) to the listing windows whose days hold them. Business
 * pages are not ranked, so they have no window rows.
 */
export const addToListingWindows = (resolved: string) =>
  sql`insert into insight_listing_window as t (business_id, days, listing_type, listing_id, ${COLUMNS})
      select r.business_id, s.days, r.listing_type, r.listing_id, ${SUMS}
        from ${sql.raw(resolved)} r
        join insight_window_start s on s.business_id = r.business_id
                                   and r.day between s.start_day and ${WINDOW_END}
       where r.listing_type <> 'business'
       group by r.business_id, s.days, r.listing_type, r.listing_id
      on conflict (business_id, days, listing_type, listing_id) do update set ${ADD}`;

/** The same for the words: `kept` has business_id, day, term, appearances. */
export const addToTermWindows = (kept: string) =>
  sql`insert into insight_term_window as t (business_id, days, term, appearances)
      select k.business_id, s.days, k.term, sum(k.appearances)::int
        from ${sql.raw(kept)} k
        join insight_window_start s on s.business_id = k.business_id
                                   and k.day between s.start_day and ${WINDOW_END}
       group by k.business_id, s.days, k.term
      on conflict (business_id, days, term) do update set appearances = t.appearances + excluded.appearances`;

/** A list of ids for `in (…)` or `array[…]`. */
export const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

const DAY_MS = 24 * 3600 * 1000;
/** Whole days from one India day ('YYYY-MM-DD') to another. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Moves the windows of period `days` of these businesses to start on `start` (the period's first
 * day), so they hold exactly the daily rows of `start` … `start + days − 1`. Reads one row a
 * business when they are already there (every read of the day after the first).
 */
export async function keepWindows(
  db: Database,
  businessIds: readonly string[],
  days: InsightPeriod,
  start: string,
) {
  const ids = uuidList(businessIds);
  const current = async (q: Database | Transaction) =>
    new Map(
      (
        await rows<{ id: string; start: string }>(
          q,
          sql`select business_id as id, start_day::text as start from insight_window_start
               where business_id in (${ids}) and days = ${days}`,
        )
      ).map((row) => [row.id, row.start]),
    );
  const before = await current(db);
  if (businessIds.every((id) => before.get(id) === start)) return;

  await db.transaction(async (tx) => {
    const moving = businessIds.filter((id) => before.get(id) !== start);
    // Exclusive: no flush adds to these windows while they move, and no other read moves them.
    await tx.execute(
      sql`select count(pg_advisory_xact_lock(${sql.raw(String(WINDOW_LOCK_CLASS))}, b))
            from (select distinct ${lockBucket(sql`id`)} as b
                    from unnest(array[${uuidList(moving)}]) as id order by b) y`,
    );
    // Another read may have moved them while this one waited.
    const now = await current(tx);
    for (const id of moving) {
      const was = now.get(id);
      if (was === start) continue;
      const step = was === undefined ? Infinity : daysBetween(was, start);
      // Moving forward reads the days that left and the days that came (2 × step days); summing
      // the period again reads `days` days. Backwards (the clock went back) always sums again.
      if (step > 0 && 2 * step < days) await advance(tx, id, days, was!, start);
      else await rebuild(tx, id, days, start);
    }
  });
}

/** Each count summed, as it is where `entering` holds and negated where it does not. */
const signed = (entering: SQL) =>
  sql.join(
    INSIGHT_METRICS.map(
      (m) => sql`sum(case when ${entering} then ${sql.raw(m)} else -${sql.raw(m)} end)::int`,
    ),
    sql`, `,
  );

async function advance(
  tx: Transaction,
  businessId: string,
  days: number,
  was: string,
  start: string,
) {
  // Days `was` … start − 1 leave; days was + N … start + N − 1 come.
  const left = sql`day between ${was}::date and ${start}::date - 1`;
  const came = sql`day between ${was}::date + ${days}::int and ${start}::date + ${days - 1}::int`;
  const entering = sql`day >= ${was}::date + ${days}::int`;
  await tx.execute(
    sql`insert into insight_listing_window as t (business_id, days, listing_type, listing_id, ${COLUMNS})
        select business_id, ${days}::int, listing_type, listing_id, ${signed(entering)}
          from insight_listing_daily
         where business_id = ${businessId}::uuid and listing_type <> 'business'
           and ((${left}) or (${came}))
         group by business_id, listing_type, listing_id
        on conflict (business_id, days, listing_type, listing_id) do update set ${ADD}`,
  );
  await tx.execute(
    sql`delete from insight_listing_window
         where business_id = ${businessId}::uuid and days = ${days}::int
           and actions = 0 and appearances = 0`,
  );
  await tx.execute(
    sql`insert into insight_term_window as t (business_id, days, term, appearances)
        select business_id, ${days}::int, term,
               sum(case when ${entering} then appearances else -appearances end)::int
          from insight_search_terms
         where business_id = ${businessId}::uuid and ((${left}) or (${came}))
         group by business_id, term
        on conflict (business_id, days, term) do update set appearances = t.appearances + excluded.appearances`,
  );
  await tx.execute(
    sql`delete from insight_term_window
         where business_id = ${businessId}::uuid and days = ${days}::int and appearances = 0`,
  );
  await setStart(tx, businessId, days, start);
}

async function rebuild(tx: Transaction, businessId: string, days: number, start: string) {
  const inWindow = sql`business_id = ${businessId}::uuid
    and day between ${start}::date and ${start}::date + ${days - 1}::int`;
  const mine = sql`business_id = ${businessId}::uuid and days = ${days}::int`;
  await tx.execute(sql`delete from insight_listing_window where ${mine}`);
  await tx.execute(
    sql`insert into insight_listing_window (business_id, days, listing_type, listing_id, ${COLUMNS})
        select business_id, ${days}::int, listing_type, listing_id, ${SUMS}
          from insight_listing_daily
         where ${inWindow} and listing_type <> 'business'
         group by business_id, listing_type, listing_id`,
  );
  await tx.execute(sql`delete from insight_term_window where ${mine}`);
  await tx.execute(
    sql`insert into insight_term_window (business_id, days, term, appearances)
        select business_id, ${days}::int, term, sum(appearances)::int
          from insight_search_terms where ${inWindow}
         group by business_id, term`,
  );
  await setStart(tx, businessId, days, start);
}

const setStart = (tx: Transaction, businessId: string, days: number, start: string) =>
  tx.execute(
    sql`insert into insight_window_start (business_id, days, start_day)
        values (${businessId}::uuid, ${days}::int, ${start}::date)
        on conflict (business_id, days) do update set start_day = excluded.start_day`,
  );
