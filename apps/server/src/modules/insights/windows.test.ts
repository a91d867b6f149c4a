import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHT_PERIODS, type InsightPeriod } from '@haat/shared';
import type { DatabaseHandle } from '../../db/client.ts';
import { rows } from '../../db/query.ts';
import { indiaDay } from '../../lib/india-time.ts';
import type { TestApp } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/db.ts';
import { signUpSeller, type Seller } from '../../test/sellers.ts';
import { makeBusiness, makeCategory, makeProduct } from '../discovery/test-fixtures.ts';
import { insightsRecorder } from './recorder.ts';
import { keepWindows } from './windows.ts';

// The periods' windows (windows.ts) against the daily rows they roll up: the seller's top 10 and
// words must be what summing the daily rows of the period gives, on every day, as the days and
// months turn in India, whichever way the window got there (summed afresh, moved a day, moved
// several, the clock set back, a count flushed late).

let t: TestApp;
let database: DatabaseHandle;
let seller: Seller;
let shops: string[];
let listings: { id: string; shop: string }[];

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/** 23:30 India time on 31 January 2026 (UTC+05:30): the month turns in half an hour. */
const MONTH_END = new Date('2026-01-31T18:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
  t.clock.set(MONTH_END);
  const db = database.db;
  seller = await signUpSeller(t);
  const category = await makeCategory(db, 'product', 'Window Goods', ['Fans']);
  shops = [
    await makeBusiness(db, { name: 'Breeze Fans', fkUserId: seller.userId }),
    await makeBusiness(db, { name: 'Cool Air', fkUserId: seller.userId }),
  ];
  listings = [];
  for (let i = 0; i < 14; i++) {
    const shop = shops[i % 2]!;
    const id = await makeProduct(db, {
      fkBusinessId: shop,
      fkCategoryId: category.categoryId,
      subCategoryIds: [category.sub.Fans!],
      name: `Window Fan ${i + 1}`,
      tags: ['fan'],
      createdAt: new Date(MONTH_END.getTime() - 300 * DAY),
    });
    listings.push({ id, shop });
  }
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

/** A small deterministic pseudo-random sequence, so a failure can be replayed. */
let seed = 7;
/** A whole number below n. */
const next = (n: number) => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed % n;
};

/** Some counts and words on the clock's India day, written now or left for the next flush. */
function countSome(app: TestApp, howMany: number) {
  const recorder = insightsRecorder(app.deps);
  for (let i = 0; i < howMany; i++) {
    const { id } = listings[next(listings.length)]!;
    const metric = (['views', 'calls', 'whatsapp', 'shares'] as const)[next(4)]!;
    recorder.count('product', id, metric, 1 + next(4));
    const page = [id, listings[next(listings.length)]!.id];
    recorder.appeared('product', page, ['table fan', 'ceiling fan', 'cooler', 'fan'][next(4)]);
  }
}

const fetchInsights = (days: InsightPeriod, businessId?: string) =>
  t.call({
    method: 'GET',
    url: '/api/userAdmin/insights/fetch',
    query: { days: String(days), ...(businessId ? { businessId } : {}) },
    headers: seller.headers,
  });

/** The top 10 and words as the daily rows of the period give them (the screen's first query). */
async function fromDailyRows(businessIds: string[], from: string, to: string) {
  const ids = sql.join(
    businessIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const top = await rows<{ _id: string }>(
    database.db,
    sql`select listing_id as "_id", sum(views)::int as views, sum(calls)::int as calls,
               sum(whatsapp)::int as whatsapp, sum(shares)::int as shares,
               sum(enquiries)::int as enquiries, sum(appearances)::int as appearances
          from insight_listing_daily
         where business_id in (${ids}) and day between ${from}::date and ${to}::date
           and listing_type <> 'business'
         group by listing_type, listing_id, business_id
         order by sum(views + calls + whatsapp + shares + enquiries) desc,
                  sum(appearances) desc, listing_id
         limit 10`,
  );
  const terms = await rows<{ term: string; appearances: number }>(
    database.db,
    sql`select term, sum(appearances)::int as appearances from insight_search_terms
         where business_id in (${ids}) and day between ${from}::date and ${to}::date
         group by term order by appearances desc, term limit 20`,
  );
  return { top, terms };
}

/** Every window row against the sums of the daily rows of its days: the rows that differ. */
async function windowsOffTheirDays() {
  const [off] = await rows<{ listings: number; terms: number; windows: number }>(
    database.db,
    sql`with daily as (
          select s.business_id, s.days, d.listing_type, d.listing_id,
                 sum(d.views)::int as views, sum(d.calls)::int as calls,
                 sum(d.whatsapp)::int as whatsapp, sum(d.shares)::int as shares,
                 sum(d.enquiries)::int as enquiries, sum(d.appearances)::int as appearances
            from insight_window_start s
            join insight_listing_daily d on d.business_id = s.business_id
                 and d.day between s.start_day and s.start_day + (s.days - 1)
                 and d.listing_type <> 'business'
           group by 1, 2, 3, 4),
        words as (
          select s.business_id, s.days, d.term, sum(d.appearances)::int as appearances
            from insight_window_start s
            join insight_search_terms d on d.business_id = s.business_id
                 and d.day between s.start_day and s.start_day + (s.days - 1)
           group by 1, 2, 3)
        select
          (select count(*)::int from daily d
             full join insight_listing_window w using (business_id, days, listing_type, listing_id)
            where (d.views, d.calls, d.whatsapp, d.shares, d.enquiries, d.appearances)
                  is distinct from (w.views, w.calls, w.whatsapp, w.shares, w.enquiries, w.appearances)
          ) as listings,
          (select count(*)::int from words d
             full join insight_term_window w using (business_id, days, term)
            where d.appearances is distinct from w.appearances) as terms,
          (select count(*)::int from insight_window_start) as windows`,
  );
  return off!;
}

/** Reads every period, for both businesses and each, and compares with the daily rows. */
async function expectAgreement() {
  const now = t.clock.now();
  for (const days of INSIGHT_PERIODS) {
    for (const scope of [shops, [shops[0]!], [shops[1]!]]) {
      const answer = await fetchInsights(days, scope.length === 1 ? scope[0] : undefined);
      expect(answer.status).toBe(200);
      const { from, to, topListings, searchTerms } = answer.body.payload;
      expect([from, to]).toEqual([indiaDay(now, days - 1), indiaDay(now)]);
      const daily = await fromDailyRows(scope, from, to);
      expect(
        topListings.map(({ _id, views, calls, whatsapp, shares, enquiries, appearances }: any) => ({
          _id,
          views,
          calls,
          whatsapp,
          shares,
          enquiries,
          appearances,
        })),
      ).toEqual(daily.top);
      expect(searchTerms).toEqual(daily.terms);
    }
  }
  const off = await windowsOffTheirDays();
  expect(off).toEqual({ listings: 0, terms: 0, windows: 2 * INSIGHT_PERIODS.length });
}

/** Counts on each of the `days` India days before the clock's, oldest first. */
async function history(days: number) {
  const at = t.clock.now();
  for (let back = days; back >= 1; back--) {
    t.clock.set(new Date(at.getTime() - back * DAY));
    countSome(t, 3);
  }
  t.clock.set(at);
  await insightsRecorder(t.deps).flush();
}

describe('the periods’ windows agree with the daily rows', () => {
  it('summed afresh, then as the month turns at midnight in India', async () => {
    await history(200);
    countSome(t, 5);
    await expectAgreement(); // 31 January, 23:30 IST: every window summed from the daily rows
    expect(indiaDay(t.clock.now())).toBe('2026-01-31');

    // 23:59 and 00:01: the window moves one day (1 February), across the month.
    t.clock.set(new Date(MONTH_END.getTime() + 29 * MINUTE));
    countSome(t, 4);
    await insightsRecorder(t.deps).flush();
    t.clock.set(new Date(MONTH_END.getTime() + 31 * MINUTE));
    expect(indiaDay(t.clock.now())).toBe('2026-02-01');
    countSome(t, 4);
    await expectAgreement();
  });

  it('day by day with counts in between, and after a jump of several days', async () => {
    for (let day = 0; day < 3; day++) {
      t.clock.advance(DAY);
      countSome(t, 6);
      await expectAgreement();
    }
    // Four days unread: the 7-day window is summed again, the others move four days.
    t.clock.advance(4 * DAY);
    countSome(t, 6);
    await expectAgreement();
  });

  it('when the clock goes back, with counts on days after it', async () => {
    t.clock.advance(-3 * DAY);
    countSome(t, 2);
    await expectAgreement();
    t.clock.advance(3 * DAY);
    await expectAgreement();
  });

  it('when counts of yesterday are written after the window moved (another instance)', async () => {
    // 23:50 in India: counted, not yet written (as by an instance that flushes a little later).
    const late = new Date(
      Date.parse(`${indiaDay(t.clock.now())}T00:00:00+05:30`) + DAY - 10 * MINUTE,
    );
    t.clock.set(late);
    countSome(t, 5);
    // 00:05: a read on another instance moves every window to the new day first…
    t.clock.set(new Date(late.getTime() + 15 * MINUTE));
    for (const days of INSIGHT_PERIODS) {
      await keepWindows(database.db, shops, days, indiaDay(t.clock.now(), days - 1));
    }
    expect(await windowsOffTheirDays()).toMatchObject({ listings: 0, terms: 0 });
    // …then yesterday's counts arrive, inside every window.
    await insightsRecorder(t.deps).flush();
    await expectAgreement();
  });
});
