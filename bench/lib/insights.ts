// The seller's Insights screen for bench/api.ts: a separate step after the
// catalogue. It gives the seller with the most businesses daily rows for INSIGHT_LISTINGS of the
// catalogue's products over the last 180 India days (about a fifth of the days each, as a small
// shop's listings are seen), their businesses' sums and 30 search words a day, an active plan and
// a session; the case then asks GET /api/userAdmin/insights/fetch for 7, 30 and 90 days, for all
// the seller's businesses and for each. The products keep their owners: only the counts are the
// seller's, which is all the screen's queries read.
//
// Before every run the seller's windows (modules/insights/windows.ts) are summed as they stood
// after yesterday's reads and analysed, as autovacuum keeps them: the "first visits" columns are
// then each period's first read of the day (its windows move one day), and the measured run reads
// windows already moved to today. `insightsFloor` times the screen's reads alone in the database,
// beside the run.
import { sql } from 'drizzle-orm';
import { INSIGHT_PERIODS, type InsightPeriod } from '@haat/shared';
import type { Database, DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { indiaDay } from '../../apps/server/src/lib/india-time.ts';
import { rows } from '../../apps/server/src/db/query.ts';
import { signToken } from '../../apps/server/src/modules/auth/tokens.ts';
import { insightReads } from '../../apps/server/src/modules/insights/service.ts';
import { keepWindows } from '../../apps/server/src/modules/insights/windows.ts';
import { uuidv7 } from 'uuidv7';

/** Listings with daily rows under the one seller (five businesses at the spec's cap). */
export const INSIGHT_LISTINGS = 5_000;
const DAYS = 180;
const WORDS = [
  'refrigerator',
  'smart tv',
  'pressure cooker',
  'basmati rice',
  'wireless earbuds',
  'ceiling fan',
  'mixer grinder',
  'power bank',
  'water purifier',
  'office chair',
  'running shoes',
  'silk saree',
  'double door',
  'led bulb',
  'gas stove',
  'inverter battery',
  'kaju katli',
  'plumber',
  'ac repair',
  'tuition',
  'cotton kurta',
  'steel almirah',
  'washing machine',
  'mobile cover',
  'school bag',
  'wall clock',
  'study table',
  'bedsheet',
  'water bottle',
  'sandals',
];

/** Fills the rows once (a seller whose rows reach back DAYS days is left as it is). */
async function fillInsightRows(handle: DatabaseHandle) {
  const db = handle.db;
  const [seller] = await rows<{ userId: string }>(
    db,
    sql`select fk_user_id as "userId" from businesses where deleted_at is null
         group by fk_user_id order by count(*) desc, fk_user_id limit 1`,
  );
  if (!seller) throw new Error('bench insights: no business in the catalogue');
  const businesses = (
    await rows<{ id: string }>(
      db,
      sql`select id from businesses where fk_user_id = ${seller.userId} and deleted_at is null order by id`,
    )
  ).map((row) => row.id);
  const ids = sql`array[${sql.join(
    businesses.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  const [filled] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from insight_business_daily
         where business_id = any(${ids}) and day <= current_date - ${DAYS - 1}::int`,
  );
  if (!filled?.n) {
    await db.execute(sql`
      insert into insight_listing_daily
        (business_id, day, listing_type, listing_id, views, calls, whatsapp, shares, enquiries, appearances)
      select (${ids})[1 + p.n % ${businesses.length}], d::date, 'product', p.id,
             1 + floor(random() * 20)::int, floor(random() * 3)::int, floor(random() * 3)::int,
             floor(random() * 2)::int, (random() < 0.05)::int, floor(random() * 60)::int
        from (select id, row_number() over (order by id) as n
                from (select id from products order by id limit ${INSIGHT_LISTINGS}) x) p
       cross join generate_series(current_date - ${DAYS - 1}::int, current_date, interval '1 day') d
       where random() < 0.2
      on conflict do nothing`);
    await db.execute(sql`
      insert into insight_business_daily
        (business_id, day, views, calls, whatsapp, shares, enquiries, appearances)
      select business_id, day, sum(views), sum(calls), sum(whatsapp), sum(shares), sum(enquiries), sum(appearances)
        from insight_listing_daily where business_id = any(${ids}) group by business_id, day
      on conflict (business_id, day) do update set views = excluded.views, calls = excluded.calls,
        whatsapp = excluded.whatsapp, shares = excluded.shares, enquiries = excluded.enquiries,
        appearances = excluded.appearances`);
    await db.execute(sql`
      insert into insight_search_terms (business_id, day, term, appearances)
      select b, d::date, w, 1 + floor(random() * 40)::int
        from unnest(${ids}) b
       cross join generate_series(current_date - ${DAYS - 1}::int, current_date, interval '1 day') d
       cross join unnest(array[${sql.join(
         WORDS.map((w) => sql`${w}`),
         sql`, `,
       )}]::text[]) w
      on conflict do nothing`);
    // As autovacuum would soon: without statistics the first plans are made for an empty table.
    await db.execute(
      sql`vacuum analyze insight_listing_daily, insight_business_daily, insight_search_terms`,
    );
  }
  // Yesterday's windows, summed from the daily rows (also those written above by SQL, which no
  // flush added to a window), then analysed as autovacuum would have done long since.
  const now = new Date();
  for (const days of INSIGHT_PERIODS) await keepWindows(db, businesses, days, indiaDay(now, days));
  await db.execute(
    sql`vacuum analyze insight_listing_window, insight_term_window, insight_window_start`,
  );
  return { userId: seller.userId, businesses };
}

/** The case: the app's tables (migration 0008) filled once, an active plan and a session. */
export async function insightsCase(handle: DatabaseHandle, jwtSecret: string) {
  // The app's start-up migrates; here the tables must already be there (prepare() holds one
  // connection, and the migrator's transaction needs a second).
  const [present] = await rows<{ found: string | null }>(
    handle.db,
    sql`select to_regclass('insight_listing_daily')::text as found`,
  );
  if (!present?.found)
    throw new Error('bench insights: start the app once on this database (migration 0008).');
  const { userId, businesses } = await fillInsightRows(handle);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 7 * 24 * 3600 * 1000);
  await handle.db.execute(
    sql`update users set plan = 'Plan C', plan_expires_at = ${expiresAt.toISOString()}::timestamptz,
               is_active = true where id = ${userId}`,
  );
  const sessionId = uuidv7();
  await handle.db.execute(
    sql`insert into sessions (id, user_id, expires_at, user_agent)
        values (${sessionId}, ${userId}, ${expiresAt.toISOString()}::timestamptz, 'bench:api')`,
  );
  const token = await signToken(jwtSecret, { sessionId, userId }, now, expiresAt);
  const scopes = INSIGHT_PERIODS.flatMap((days) => [
    { days, businessIds: businesses },
    ...businesses.map((id) => ({ days, businessIds: [id] })),
  ]);
  const paths = scopes.map(
    ({ days, businessIds }) =>
      `/api/userAdmin/insights/fetch?days=${days}` +
      (businessIds.length === 1 ? `&businessId=${businessIds[0]}` : ''),
  );
  return {
    name: `seller: insights/fetch (7, 30, 90 days; ${INSIGHT_LISTINGS} listings, ${businesses.length} businesses)`,
    group: 'insights' as const,
    paths,
    headers: { authorization: `Bearer ${token}` },
    scopes,
  };
}

export type InsightScope = { days: InsightPeriod; businessIds: string[] };

/**
 * The database's own floor for the case: the screen's three reads (`insightReads`, what the app
 * runs after the session and business checks) one at a time in the database, for every URL of
 * the case `rounds` times, each URL's planning and execution time summed (EXPLAIN ANALYZE
 * without per-node timing). The windows are moved to today first, as the app's first read does.
 */
export async function insightsFloor(db: Database, scopes: InsightScope[], rounds = 5) {
  const now = new Date();
  const times: number[] = [];
  for (const { days, businessIds } of scopes)
    await keepWindows(db, businessIds, days, indiaDay(now, days - 1));
  for (let round = 0; round < rounds; round++) {
    for (const { days, businessIds } of scopes) {
      const reads = insightReads(businessIds, days, {
        previousFrom: indiaDay(now, 2 * days - 1),
        to: indiaDay(now),
      });
      let ms = 0;
      for (const read of [reads.daily, reads.top, reads.terms]) {
        const [plan] = await rows<{ 'QUERY PLAN': [Record<string, number>] }>(
          db,
          sql`explain (analyze, timing off, format json) ${read}`,
        );
        const figures = plan!['QUERY PLAN'][0];
        ms += (figures['Planning Time'] ?? 0) + (figures['Execution Time'] ?? 0);
      }
      times.push(ms);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2));
  return { count: times.length, p50: at(0.5), p99: at(0.99), max: at(1) };
}
