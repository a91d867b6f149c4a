import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  normaliseSearchTerm,
  idSchema,
  INSIGHT_METRICS,
  type InsightCounts,
  type InsightMetric,
  type InsightPeriod,
  type InsightsAnswer,
  type TapAction,
  TIME_ZONE,
} from '@haat/shared';
import { rows } from '../../db/query.ts';
import type { ListingType } from '../../db/schema/index.ts';
import { publicBusinessExists, publicListingExists } from '../../db/visibility.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { indiaDay, indiaDayStart } from '../../lib/india-time.ts';
import { enforceLimit } from '../../lib/rate-limit/index.ts';
import { addressKey, visitorHash, type Visitor } from '../../lib/visitor.ts';
import type { Authenticated } from '../auth/service.ts';
import { responseTrend } from '../response-time/service.ts';
import { existingRecorder, insightsRecorder } from './recorder.ts';
import { keepWindows, uuidList } from './windows.ts';

/**
 * Adds one to a listing's (or a business page's) count of today: views and taps. Enquiries are
 * not counted here: Insights reads them from the lead rows themselves (`leadReads`), the records
 * the inbox and the business cards count, so the three can never disagree whatever wrote the
 * leads (a seed, an import, a migration).
 */
export function countInsight(
  deps: Pick<AppDeps, 'database' | 'clock' | 'log'>,
  type: ListingType,
  id: string,
  metric: Exclude<InsightMetric, 'enquiries'>,
) {
  insightsRecorder(deps).count(type, id, metric);
}

/** Results pages one address (an IPv4 address, an IPv6 /64) may have counted in an hour. */
export const APPEARANCE_PAGES_PER_IP = 300;
export const APPEARANCE_WINDOW_SECONDS = 3600;
/** The same results page (words and listings) asked again by one address counts once in this. */
export const REPEAT_PAGE_SECONDS = 600;

/**
 * A page of search results was answered: each listing on it appeared once, under the words
 * searched (normalised, phone numbers masked) — unless the same address was shown the same page
 * (the same words and listings) in the last REPEAT_PAGE_SECONDS, or has had
 * APPEARANCE_PAGES_PER_IP pages counted this hour (docs/decisions/019-insights.md: a page asked
 * again and again lifted a listing's appearances at will). The search itself is never refused. Does
 * nothing where the app has no recorder; never throws.
 */
export async function recordSearchPage(
  deps: Pick<AppDeps, 'database' | 'limiter' | 'config' | 'clock'>,
  kind: 'product' | 'service',
  ids: readonly string[],
  search: string | undefined,
  ip: string,
) {
  const recorder = existingRecorder(deps.database.db);
  if (!recorder || !ids.length) return;
  try {
    const visitor = { ip };
    const term = search ? normaliseSearchTerm(search) : '';
    const page = createHash('sha256')
      .update(
        `${visitorHash(deps.config.jwtSecret, 'search-page', visitor)}\n${kind}\n${term}\n${[...ids].sort().join(',')}`,
      )
      .digest('base64url')
      .slice(0, 22);
    const [budget, fresh] = await Promise.all([
      deps.limiter.hit(
        addressKey('appear', visitor),
        APPEARANCE_PAGES_PER_IP,
        APPEARANCE_WINDOW_SECONDS,
      ),
      deps.limiter.hit(`appear:page:${page}`, 1, REPEAT_PAGE_SECONDS),
    ]);
    if (budget.allowed && fresh.allowed) recorder.appeared(kind, ids, search);
  } catch {
    // A limiter that cannot answer costs the seller a count, never the buyer their results.
  }
}

/** Taps one address may send in TAP_WINDOW_SECONDS before they are refused (429). */
export const TAPS_PER_IP = 120;
export const TAP_WINDOW_SECONDS = 3600;
/** The same visitor tapping the same action on the same listing counts once in this window. */
export const REPEAT_TAP_SECONDS = 600;

const TAP_METRIC = { call: 'calls', whatsapp: 'whatsapp', share: 'shares' } as const;

/**
 * POST /public/{kind}/taps: counts a Call Now, WhatsApp or Share tap on a public listing. Limits
 * like the other public writes (per address, 429), counts a visitor's repeated tap once per
 * REPEAT_TAP_SECONDS, and answers 404 for a listing that is not public. Answers whether it
 * counted; the count itself reaches the database with the next flush (recorder.ts).
 */
export async function countTap(
  deps: AppDeps,
  type: ListingType,
  id: string,
  action: TapAction,
  visitor: Visitor,
) {
  await enforceLimit(deps.limiter, addressKey('tap', visitor), TAPS_PER_IP, TAP_WINDOW_SECONDS);
  const db = deps.database.db;
  const isPublic =
    type === 'business'
      ? await publicBusinessExists(db, id)
      : await publicListingExists(db, type, id);
  if (!isPublic) throw notFound();
  const who = visitorHash(deps.config.jwtSecret, indiaDay(deps.clock.now()), visitor);
  const repeat = await deps.limiter.hit(
    `tap:${action}:${type}:${id}:${who}`,
    1,
    REPEAT_TAP_SECONDS,
  );
  if (!repeat.allowed) return false;
  insightsRecorder(deps).count(type, id, TAP_METRIC[action]);
  return true;
}

type BusinessRef = { id: string; name: string };

/**
 * The seller's businesses, and those the read covers: all of them, or the one asked for (another
 * seller's, a deleted or a malformed id → 404, as the leads' pages answer).
 */
async function ownBusinesses(
  deps: AppDeps,
  auth: Authenticated,
  businessId: string | undefined,
): Promise<{ all: BusinessRef[]; covered: BusinessRef[] }> {
  if (businessId !== undefined && !idSchema.safeParse(businessId).success) throw notFound();
  const all = await rows<BusinessRef>(
    deps.database.db,
    sql`select id, name from businesses
         where fk_user_id = ${auth.user.id} and deleted_at is null
         order by created_at, id`,
  );
  const covered = businessId ? all.filter((business) => business.id === businessId) : all;
  if (businessId && !covered.length) throw notFound();
  return { all, covered };
}

const zero = (): InsightCounts => ({
  views: 0,
  calls: 0,
  whatsapp: 0,
  shares: 0,
  enquiries: 0,
  appearances: 0,
});

const SUMS = sql.raw(INSIGHT_METRICS.map((m) => `sum(${m})::int as ${m}`).join(', '));

/** Percent change, rounded; null when the previous period counted nothing. */
export const percentChange = (value: number, previous: number) =>
  previous === 0 ? null : Math.round(((value - previous) / previous) * 100);

type LeadTable = { table: SQL; type: SQL; listing: SQL; shown?: SQL };

const PRODUCT_LEADS: LeadTable = {
  table: sql.raw('product_leads'),
  type: sql.raw(`'product'`),
  listing: sql.raw('l.fk_product_id'),
};
const SERVICE_LEADS: LeadTable = {
  table: sql.raw('service_leads'),
  type: sql.raw(`'service'`),
  listing: sql.raw('l.fk_service_id'),
};

const LEAD_TABLES: readonly LeadTable[] = [
  {
    table: sql.raw('business_leads'),
    type: sql.raw(`'business'`),
    listing: sql.raw('l.fk_business_id'),
  },
  PRODUCT_LEADS,
  SERVICE_LEADS,
  // Posted requirements offered to the business are enquiries of its inbox too: the
  // inbox's rule (modules/leads/requirement-leads.ts), offered or accepted and the requirement
  // not removed, so Insights, the inbox and the cards keep counting the same rows.
  {
    table: sql.raw('requirement_leads'),
    type: sql.raw(`'requirement'`),
    listing: sql.raw('l.fk_business_id'),
    shown: sql.raw(
      `l.offer <> 'declined' and not exists (select 1 from requirements rq
         where rq.id = l.fk_requirement_id and rq.status = 'removed')`,
    ),
  },
];

/**
 * The live lead rows (the inbox's and the cards' rule: `deleted_at is null`) of these businesses
 * sent on India days `from` … `to`, one row per lead with `columns` (over alias `l`; `type`
 * and `listing_id` name what it was sent from). By the leads' (business, created_at) indexes.
 */
function leadsIn(
  businessIds: readonly string[],
  from: string,
  to: string,
  columns: SQL,
  tables: readonly LeadTable[] = LEAD_TABLES,
) {
  const ids = uuidList(businessIds);
  return sql.join(
    tables.map(
      ({ table, type, listing, shown }) =>
        sql`select ${type}::text as listing_type, ${listing} as listing_id, ${columns}
              from ${table} l
             where l.fk_business_id in (${ids}) and l.deleted_at is null
               ${shown ? sql`and ${shown}` : sql``}
               and l.created_at >= ${indiaDayStart(from).toISOString()}::timestamptz
               and l.created_at < ${indiaDayStart(to, 1).toISOString()}::timestamptz`,
    ),
    sql` union all `,
  );
}

/** Live leads per product and service sent in the period (listing_type, listing_id, n). */
const listingLeads = (businessIds: readonly string[], from: string, to: string) =>
  sql`select listing_type, listing_id, count(*)::int as n
        from (${leadsIn(businessIds, from, to, sql`1 as one`, [PRODUCT_LEADS, SERVICE_LEADS])}) x
       group by listing_type, listing_id`;

/**
 * The screen's three reads for these businesses (bench/lib/insights.ts times them in the
 * database): the daily sums of the period and the one before it, the ten listings buyers did
 * most with (views + calls + WhatsApp + shares + enquiries, then appearances) and the twenty
 * words most searched. The top 10 and the words read the period's windows, which `keepWindows`
 * must have moved to the period first. Beside them, the enquiries of each day from the lead rows
 * and the requirements each business was offered and accepted in the period.
 */
export function insightReads(
  businessIds: readonly string[],
  days: InsightPeriod,
  { previousFrom, to }: { previousFrom: string; to: string },
) {
  const ids = uuidList(businessIds);
  // The period's first day: `to` less days − 1 (plain calendar arithmetic on the India day).
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 24 * 3600 * 1000)
    .toISOString()
    .slice(0, 10);
  return {
    daily: sql`select day::text as day, ${SUMS} from insight_business_daily
                where business_id in (${ids}) and day between ${previousFrom}::date and ${to}::date
                group by day`,
    // Candidates: each business's ten best by the ranking index (views and taps: the counters
    // no longer hold enquiries, migration 0021), and every listing with a live lead in the
    // period. A listing in neither has no lead, so its figure is at most the tenth best's.
    // Ranked by views + calls + WhatsApp + shares + enquiries from the lead rows, then
    // appearances: the figure the screen shows as "Actions".
    top: sql`with ranked as (
               select w.listing_type, w.listing_id from unnest(array[${ids}]) as o(id)
                cross join lateral (
                      select listing_type, listing_id from insight_listing_window
                       where business_id = o.id and days = ${days}::int
                       -- "nulls last" as the index is built (the columns are never null)
                       order by actions desc nulls last, appearances desc nulls last, listing_id
                       limit 10) w),
             leads as (${listingLeads(businessIds, from, to)}),
             candidates as (select listing_type, listing_id from ranked
                            union select listing_type, listing_id from leads)
             select c.listing_id as "_id", c.listing_type as kind,
                    coalesce(p.name, s.name) as name, b.name as "businessName",
                    coalesce(w.views, 0)::int as views, coalesce(w.calls, 0)::int as calls,
                    coalesce(w.whatsapp, 0)::int as whatsapp, coalesce(w.shares, 0)::int as shares,
                    coalesce(l.n, 0)::int as enquiries, coalesce(w.appearances, 0)::int as appearances,
                    (coalesce(w.views, 0) + coalesce(w.calls, 0) + coalesce(w.whatsapp, 0)
                      + coalesce(w.shares, 0) + coalesce(l.n, 0))::int as actions
               from candidates c
               left join products p on c.listing_type = 'product' and p.id = c.listing_id
               left join services s on c.listing_type = 'service' and s.id = c.listing_id
               join businesses b on b.id = coalesce(p.fk_business_id, s.fk_business_id)
               left join insight_listing_window w
                      on w.business_id = b.id and w.days = ${days}::int
                     and w.listing_type = c.listing_type and w.listing_id = c.listing_id
               left join leads l on l.listing_type = c.listing_type and l.listing_id = c.listing_id
              order by actions desc, appearances desc, c.listing_id
              limit 10`,
    enquiries: sql`select day::text as day, count(*)::int as n
                     from (${leadsIn(businessIds, previousFrom, to, sql`(l.created_at at time zone ${TIME_ZONE})::date as day`)}) x
                    group by day`,
    terms: sql`select term, sum(appearances)::int as appearances from insight_term_window
                where business_id in (${ids}) and days = ${days}::int
                group by term order by appearances desc, term limit 20`,
    requirements: requirementsRead(businessIds, from, to),
  };
}

/**
 * Per business, the posted requirements offered to it on India days `from` … `to` (received)
 * and how many of those it accepted (answered): docs/decisions/033-requirements.md. What it was
 * offered stays received when it declined or later deleted the lead (its choice, not the buyers');
 * a requirement the administrator removed for abuse was never a real one and is left out.
 */
const requirementsRead = (businessIds: readonly string[], from: string, to: string) =>
  sql`select l.fk_business_id as id, count(*)::int as received,
             (count(*) filter (where l.offer = 'accepted'))::int as answered
        from requirement_leads l join requirements r on r.id = l.fk_requirement_id
       where l.fk_business_id in (${uuidList(businessIds)}) and r.status <> 'removed'
         and l.created_at >= ${indiaDayStart(from).toISOString()}::timestamptz
         and l.created_at < ${indiaDayStart(to, 1).toISOString()}::timestamptz
       group by l.fk_business_id`;

/**
 * GET /userAdmin/insights/fetch {days, businessId?}: the seller's counts over the last `days`
 * India days (today included) beside the `days` before them, the daily series, the ten listings
 * buyers did most with, and the words they searched. This process's waiting counts are flushed
 * first, so the seller sees a tap made a moment ago.
 */
export async function fetchInsights(
  deps: AppDeps,
  auth: Authenticated,
  query: { days: InsightPeriod; businessId?: string | undefined },
): Promise<InsightsAnswer> {
  const { days } = query;
  const { all, covered: owned } = await ownBusinesses(deps, auth, query.businessId);
  await insightsRecorder(deps)
    .flush()
    .catch(() => undefined);
  const now = deps.clock.now();
  const to = indiaDay(now);
  const from = indiaDay(now, days - 1);
  const previousFrom = indiaDay(now, 2 * days - 1);
  const series = Array.from({ length: days }, (_, i) => ({
    day: indiaDay(now, days - 1 - i),
    ...zero(),
  }));
  const empty: InsightsAnswer = {
    days,
    from,
    to,
    totals: Object.fromEntries(
      INSIGHT_METRICS.map((m) => [m, { value: 0, previous: 0, change: null }]),
    ) as InsightsAnswer['totals'],
    series,
    topListings: [],
    searchTerms: [],
    businesses: all.map((business) => ({ _id: business.id, name: business.name })),
    responseTimes: [],
    requirements: [],
  };
  if (!owned.length) return empty;
  const ownedIds = owned.map((business) => business.id);
  const db = deps.database.db;
  // The top 10 and the words read the period's windows (windows.ts), moved to it first.
  await keepWindows(db, ownedIds, days, from);
  const reads = insightReads(ownedIds, days, { previousFrom, to });
  const [counted, enquiries, top, terms, responseTimes, offered] = await Promise.all([
    rows<InsightCounts & { day: string }>(db, reads.daily),
    rows<{ day: string; n: number }>(db, reads.enquiries),
    rows<
      InsightCounts & {
        _id: string;
        kind: 'product' | 'service';
        name: string;
        businessName: string;
        actions: number;
      }
    >(db, reads.top),
    rows<{ term: string; appearances: number }>(db, reads.terms),
    responseTrend(db, owned, now),
    rows<{ id: string; received: number; answered: number }>(db, reads.requirements),
  ]);
  const offers = new Map(offered.map((row) => [row.id, row]));

  // Views, taps and appearances from the daily counters; enquiries from the lead rows.
  const byDay = new Map(counted.map((row) => [row.day, { ...row, enquiries: 0 }]));
  for (const { day, n } of enquiries) {
    const row = byDay.get(day) ?? { day, ...zero() };
    row.enquiries = n;
    byDay.set(day, row);
  }
  const daily = [...byDay.values()];
  const previous = zero();
  for (const row of daily) {
    if (row.day >= from) continue;
    for (const m of INSIGHT_METRICS) previous[m] += row[m];
  }
  const current = zero();
  for (const entry of series) {
    const row = byDay.get(entry.day);
    if (!row) continue;
    for (const m of INSIGHT_METRICS) {
      entry[m] = row[m];
      current[m] += row[m];
    }
  }
  return {
    ...empty,
    totals: Object.fromEntries(
      INSIGHT_METRICS.map((m) => [
        m,
        {
          value: current[m],
          previous: previous[m],
          change: percentChange(current[m], previous[m]),
        },
      ]),
    ) as InsightsAnswer['totals'],
    topListings: top.map(({ actions: _actions, ...row }) => ({ ...row, name: row.name ?? '' })),
    searchTerms: terms,
    responseTimes,
    requirements: owned.map((business) => ({
      _id: business.id,
      name: business.name,
      received: offers.get(business.id)?.received ?? 0,
      answered: offers.get(business.id)?.answered ?? 0,
    })),
  };
}
