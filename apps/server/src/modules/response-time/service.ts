import { sql } from 'drizzle-orm';
import {
  REQUIREMENT_OPEN_HOURS,
  RESPONSE_TIME_MIN_ENQUIRIES,
  RESPONSE_TIME_WINDOW_DAYS,
  type ResponseTime,
  type ResponseTimeTally,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';

// A business's public response time (docs/decisions/032-response-time.md).
//
// - An enquiry counts in the window it was received in (created_at in [from, to)); one received
//   before the window is not counted even when the seller acted on it inside the window.
// - It counts as acted on when the seller's first action (first_action_at: contacted, quoted,
//   won or lost) came before the window's end, so the previous window's figure is what it was
//   then.
// - Deleted leads count like the others: a lead deleted unanswered stays unanswered, so
//   deleting never improves the figure (and one deleted after an answer keeps its answer).
// - All three lead tables, products', services' and the business's own, in one grouped
//   statement for every business asked about: a page of cards costs one statement, not one per
//   card (each branch reads its table's (fk_business_id, created_at) index).
// - Posted requirements offered to the business (requirement_leads, docs/decisions/033) count
//   like other leads once it accepted them: it took the buyer on, and its first action
//   (first_action_at) is how fast it answered. One still only offered counts as not acted on once a
//   day has passed since it was offered (a day is how long the offer is open): ignoring offers
//   shows. Not counted: a declined offer (the seller passed the buyer to the next match, which is
//   no unanswered buyer, and counting it as acted on would let a seller raise the share by
//   declining), an offer younger than a day (it may still be answered), one whose buyer closed the
//   requirement within that day (nothing left to answer), and any lead of a requirement the
//   administrator removed (abuse must not weigh on the seller's figure).

const WINDOW_MS = RESPONSE_TIME_WINDOW_DAYS * 24 * 3600 * 1000;

/** The window of the figure shown now: the 90 days up to `now`; `back` windows earlier with 1. */
export function responseWindow(now: Date, back = 0) {
  const to = new Date(now.getTime() - back * WINDOW_MS);
  return { from: new Date(to.getTime() - WINDOW_MS), to };
}

type Window = { from: Date; to: Date };

// Kept here rather than taken from discovery or insights: both read this module (cards and
// insights), and a module reaches another only through its service.ts.
const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
type TallyRow = {
  businessId: string;
  enquiries: number;
  acted: number;
  medianMinutes: number | null;
};

const leadsOf = (table: string, ids: readonly string[], { from, to }: Window) =>
  sql`select fk_business_id, created_at, first_action_at from ${sql.raw(table)}
       where fk_business_id in (${uuidList(ids)})
         and created_at >= ${from.toISOString()}::timestamptz
         and created_at < ${to.toISOString()}::timestamptz`;

/** How long an offered requirement is open: unanswered after that, it counts as not acted on. */
const OFFER_OPEN = sql.raw(`interval '${REQUIREMENT_OPEN_HOURS} hours'`);

/** The requirement leads that count (above): accepted, or offered and left a day unanswered. */
const requirementLeadsOf = (ids: readonly string[], { from, to }: Window) =>
  sql`select l.fk_business_id, l.created_at, l.first_action_at
        from requirement_leads l join requirements r on r.id = l.fk_requirement_id
       where l.fk_business_id in (${uuidList(ids)})
         and l.created_at >= ${from.toISOString()}::timestamptz
         and l.created_at < ${to.toISOString()}::timestamptz
         and r.status <> 'removed'
         and (l.offer = 'accepted'
              or (l.offer = 'offered'
                  and l.created_at + ${OFFER_OPEN} <= ${to.toISOString()}::timestamptz
                  and (r.closed_at is null or r.closed_at >= l.created_at + ${OFFER_OPEN})))`;

/**
 * Per business of `ids` with an enquiry in the window: how many, how many acted on, and the
 * median whole minutes from receiving to acting among those (null when none). A business with
 * no enquiry in the window has no entry.
 */
export async function responseTallies(
  db: Database,
  ids: readonly string[],
  window: Window,
): Promise<Map<string, ResponseTimeTally>> {
  const tallies = new Map<string, ResponseTimeTally>();
  if (!ids.length) return tallies;
  const to = window.to.toISOString();
  // An action stamped before the enquiry (clock skew between servers) counts as immediate;
  // `minutes` is null for an enquiry not acted on, which count() and the median leave out.
  const result = await db.execute(
    sql`select fk_business_id as "businessId", count(*)::int as enquiries,
               count(minutes)::int as acted,
               percentile_cont(0.5) within group (order by minutes) as "medianMinutes"
          from (select fk_business_id,
                       case when first_action_at < ${to}::timestamptz
                            then greatest(extract(epoch from first_action_at - created_at)::float8 / 60, 0)
                       end as minutes
                  from (${leadsOf('business_leads', ids, window)}
                        union all ${leadsOf('product_leads', ids, window)}
                        union all ${leadsOf('service_leads', ids, window)}
                        union all ${requirementLeadsOf(ids, window)}) l) l
         group by fk_business_id`,
  );
  const found = result.rows as unknown as TallyRow[];
  for (const row of found) {
    tallies.set(row.businessId, {
      enquiries: row.enquiries,
      acted: row.acted,
      actedShare: actedShare(row.acted, row.enquiries),
      // Half a minute up (JavaScript's rounding; PostgreSQL's float rounding is to even).
      medianMinutes: row.acted && row.medianMinutes != null ? Math.round(row.medianMinutes) : null,
    });
  }
  return tallies;
}

/**
 * The percent acted on, rounded down: 100% means every one, and 99 of 100 reads 99%, never a
 * rounded-up 100% that hides an unanswered buyer. Null with no enquiry.
 */
export function actedShare(acted: number, enquiries: number): number | null {
  return enquiries ? Math.floor((acted * 100) / enquiries) : null;
}

/** A tally as the public sees it: null under the threshold or with nothing acted on. */
export function publicResponseTime(tally: ResponseTimeTally | undefined): ResponseTime {
  if (!tally || tally.enquiries < RESPONSE_TIME_MIN_ENQUIRIES) return null;
  if (tally.medianMinutes == null || tally.actedShare == null) return null;
  return {
    medianMinutes: tally.medianMinutes,
    actedShare: tally.actedShare,
    enquiries: tally.enquiries,
  };
}

/** The public figure of each business of `ids` now (null for those below the threshold). */
export async function responseTimes(
  db: Database,
  ids: readonly string[],
  now: Date,
): Promise<Map<string, ResponseTime>> {
  const unique = [...new Set(ids)];
  const tallies = await responseTallies(db, unique, responseWindow(now));
  return new Map(unique.map((id) => [id, publicResponseTime(tallies.get(id))]));
}

const EMPTY: ResponseTimeTally = { enquiries: 0, acted: 0, actedShare: null, medianMinutes: null };

/**
 * For the seller's insights: each business's tally of the last 90 days (what the public sees,
 * once there are enough) beside the 90 days before them.
 */
export async function responseTrend(
  db: Database,
  businesses: readonly { id: string; name: string }[],
  now: Date,
) {
  const ids = businesses.map((business) => business.id);
  const [current, previous] = await Promise.all([
    responseTallies(db, ids, responseWindow(now)),
    responseTallies(db, ids, responseWindow(now, 1)),
  ]);
  return businesses.map((business) => ({
    _id: business.id,
    name: business.name,
    current: current.get(business.id) ?? EMPTY,
    previous: previous.get(business.id) ?? EMPTY,
  }));
}
