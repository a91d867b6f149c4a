import { sql, type SQL } from 'drizzle-orm';
import { INSIGHT_METRICS, normaliseSearchTerm, type InsightMetric } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import type { ListingType } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { indiaDay } from '../../lib/india-time.ts';
import { addToListingWindows, addToTermWindows, lockBucket, lockShared } from './windows.ts';

/**
 * Counts in bulk (docs/decisions/019-insights.md): events add to a small map in this process,
 * and every FLUSH_INTERVAL_MS one statement per kind adds the map to the daily rows
 * (insight_listing_daily, insight_business_daily, insight_search_terms) and to the periods'
 * windows that hold their day (windows.ts), and starts a new map.
 * A page view or a tap therefore costs a map update, never a database write of its own. The
 * map is flushed when the app closes (graceful shutdown), so a restart loses nothing; a crash
 * loses at most the last few seconds of counts.
 */
export const FLUSH_INTERVAL_MS = 5_000;
/** A flush starts early when this many rows are waiting, bounding memory under a burst. */
const MAX_PENDING = 5_000;
/** Rows per statement (one JSON parameter each), so that no statement grows without bound. */
const LISTING_CHUNK = 1_000;
const PAGE_CHUNK = 500;
/** New search words kept per business and day: a robot's random words cannot fill the table. */
export const SEARCH_TERMS_PER_DAY = 200;

type Counts = Record<InsightMetric, number>;
type ListingRow = { type: ListingType; id: string; day: string; counts: Counts };
type PageRow = { day: string; term: string; type: ListingType; ids: string[]; seen: number };

export type InsightsRecorder = {
  /** Adds `n` to one count of a listing (or of a business page) today. */
  count(type: ListingType, id: string, metric: InsightMetric, n?: number): void;
  /** A results page someone was shown: each listing on it appeared once, under these words. */
  appeared(type: 'product' | 'service', ids: readonly string[], search: string | undefined): void;
  /** Writes what is waiting; resolves when it is in the database. */
  flush(): Promise<void>;
  /** Stops the timer and flushes: called when the app closes. */
  close(): Promise<void>;
};

const zero = (): Counts => ({
  views: 0,
  calls: 0,
  whatsapp: 0,
  shares: 0,
  enquiries: 0,
  appearances: 0,
});

const recorders = new WeakMap<Database, InsightsRecorder>();

/** The recorder of this app's database (one per database, made on first use). */
export function insightsRecorder(
  deps: Pick<AppDeps, 'database' | 'clock' | 'log'>,
): InsightsRecorder {
  const db = deps.database.db;
  let recorder = recorders.get(db);
  if (!recorder) {
    recorder = createRecorder(deps, () => recorders.delete(db));
    recorders.set(db, recorder);
  }
  return recorder;
}

/** The recorder already made for this database, if any (callers that hold only the database). */
export const existingRecorder = (db: Database) => recorders.get(db);

function createRecorder(
  deps: Pick<AppDeps, 'database' | 'clock' | 'log'>,
  onClose: () => void,
): InsightsRecorder {
  let listings = new Map<string, ListingRow>();
  let pages = new Map<string, PageRow>();
  // Flushes run one after another, so two never add the same map twice.
  let chain: Promise<void> = Promise.resolve();
  // A failed flush outside a request is logged; its counts wait for the next one.
  const report = (err: unknown) =>
    deps.log.warn({ err }, 'insights: counts kept for the next flush');
  const timer = setInterval(() => void flush().catch(report), FLUSH_INTERVAL_MS);
  timer.unref();

  const today = () => indiaDay(deps.clock.now());
  const pending = () => listings.size + pages.size;

  function listingRow(type: ListingType, id: string, day: string) {
    const key = `${day}|${type}|${id}`;
    let row = listings.get(key);
    if (!row) {
      row = { type, id, day, counts: zero() };
      listings.set(key, row);
    }
    return row;
  }

  function count(type: ListingType, id: string, metric: InsightMetric, n = 1) {
    // A daily row always carries a count: the windows drop a row whose counts fall to zero.
    if (!(n > 0)) return;
    listingRow(type, id, today()).counts[metric] += n;
    if (pending() >= MAX_PENDING) void flush().catch(report);
  }

  function appeared(type: 'product' | 'service', ids: readonly string[], search?: string) {
    if (!ids.length) return;
    for (const id of ids) count(type, id, 'appearances');
    const term = search ? normaliseSearchTerm(search) : null;
    if (!term) return;
    const day = today();
    const sorted = [...ids].sort();
    const key = `${day}|${term}|${type}|${sorted.join(',')}`;
    const page = pages.get(key);
    if (page) page.seen += 1;
    else pages.set(key, { day, term, type, ids: sorted, seen: 1 });
  }

  function flush() {
    const run = chain.then(async () => {
      if (!pending()) return;
      const takenListings = [...listings.values()];
      const takenPages = [...pages.values()];
      listings = new Map();
      pages = new Map();
      try {
        for (let at = 0; at < takenListings.length; at += LISTING_CHUNK) {
          await write(addCounts(takenListings.slice(at, at + LISTING_CHUNK)));
        }
        for (let at = 0; at < takenPages.length; at += PAGE_CHUNK) {
          await write(addSearchTerms(takenPages.slice(at, at + PAGE_CHUNK)));
        }
      } catch (err) {
        // Kept for the next flush rather than lost (the database may be briefly away).
        for (const row of takenListings) {
          const kept = listingRow(row.type, row.id, row.day);
          for (const metric of INSIGHT_METRICS) kept.counts[metric] += row.counts[metric];
        }
        for (const page of takenPages) {
          const key = `${page.day}|${page.term}|${page.type}|${page.ids.join(',')}`;
          const kept = pages.get(key);
          if (kept) kept.seen += page.seen;
          else pages.set(key, page);
        }
        throw err;
      }
    });
    chain = run.catch(() => undefined);
    return run;
  }

  /** The window locks of the rows' businesses first, then the rows (windows.ts). */
  const write = ({ lock, add }: Write) =>
    deps.database.db.transaction(async (tx) => {
      await tx.execute(lock);
      await tx.execute(add);
    });

  async function close() {
    clearInterval(timer);
    onClose();
    await flush();
  }

  return {
    count,
    appeared,
    flush,
    close,
  };
}

/** The business each listing belongs to (a business page is its own). */
const RESOLVE_BUSINESS = sql`coalesce(p.fk_business_id, s.fk_business_id, b.id)`;
const resolveJoins = (alias: string) =>
  sql.raw(
    `left join products p on ${alias}.listing_type = 'product' and p.id = ${alias}.listing_id
   left join services s on ${alias}.listing_type = 'service' and s.id = ${alias}.listing_id
   left join businesses b on ${alias}.listing_type = 'business' and b.id = ${alias}.listing_id`,
  );

const COUNT_COLUMNS = sql.raw(INSIGHT_METRICS.join(', '));
const COUNT_TYPES = sql.raw(INSIGHT_METRICS.map((m) => `${m} int`).join(', '));
const SUM_COLUMNS = sql.raw(INSIGHT_METRICS.map((m) => `sum(${m})::int`).join(', '));
const ADD_EXCLUDED = (table: string) =>
  sql.raw(INSIGHT_METRICS.map((m) => `${m} = ${table}.${m} + excluded.${m}`).join(', '));

/** Two statements of one transaction: the window locks its rows need, then the rows. */
type Write = { lock: SQL; add: SQL };
const bucketsOf = (table: string) =>
  lockShared(sql`select ${lockBucket(sql`business_id`)} as b from ${sql.raw(table)}
                  where business_id is not null`);

/**
 * The listings' rows and their businesses' sums, each added to what the day already holds, and
 * to the windows (windows.ts). Ids that are no listing (deleted meanwhile) are dropped.
 */
function addCounts(rows: ListingRow[]): Write {
  // One JSON parameter for the rows: a fragment per value made building the statement cost more
  // of the app's CPU than the requests that counted them (docs/performance.md, "Figures that were
  // in code comments").
  const input = rows.map((row) => ({
    listing_type: row.type,
    listing_id: row.id,
    day: row.day,
    ...row.counts,
  }));
  const resolved = sql`
    with input as (
      select * from json_to_recordset(${JSON.stringify(input)}::json)
        as x(listing_type text, listing_id uuid, day date, ${COUNT_TYPES})
    ),
    resolved as (
      select ${RESOLVE_BUSINESS} as business_id, i.*
        from input i ${resolveJoins('i')}
    )`;
  const add = sql`${resolved},
    by_window as (${addToListingWindows('resolved')}),
    by_listing as (
      insert into insight_listing_daily as t (business_id, day, listing_type, listing_id, ${COUNT_COLUMNS})
      select business_id, day, listing_type, listing_id, ${COUNT_COLUMNS}
        from resolved where business_id is not null
      on conflict (business_id, day, listing_type, listing_id) do update set ${ADD_EXCLUDED('t')}
    )
    insert into insight_business_daily as t (business_id, day, ${COUNT_COLUMNS})
    select business_id, day, ${SUM_COLUMNS}
      from resolved where business_id is not null
     group by business_id, day
    on conflict (business_id, day) do update set ${ADD_EXCLUDED('t')}`;
  return { lock: sql`${resolved} ${bucketsOf('resolved')}`, add };
}

/**
 * Each results page counts once for each business it showed, under its words. Words new to a
 * business that day are kept, most searched first, only up to SEARCH_TERMS_PER_DAY words a
 * business a day; words it has already go on counting. What the day keeps, the windows add.
 */
function addSearchTerms(pages: PageRow[]): Write {
  const input = pages.flatMap((page, index) =>
    page.ids.map((id) => ({
      page_no: index,
      day: page.day,
      term: page.term,
      listing_type: page.type,
      listing_id: id,
      seen: page.seen,
    })),
  );
  const shown = sql`
    with input as (
      select * from json_to_recordset(${JSON.stringify(input)}::json)
        as x(page_no int, day date, term text, listing_type text, listing_id uuid, seen int)
    ),
    shown as (
      select distinct i.page_no, i.day, i.term, i.seen, ${RESOLVE_BUSINESS} as business_id
        from input i ${resolveJoins('i')}
    )`;
  const add = sql`${shown},
    summed as (
      select business_id, day, term, sum(seen)::int as appearances
        from shown where business_id is not null group by business_id, day, term
    ),
    ranked as (
      select s.*,
             exists (select 1 from insight_search_terms k
                      where k.business_id = s.business_id and k.day = s.day and k.term = s.term) as known,
             (select count(*) from insight_search_terms k
               where k.business_id = s.business_id and k.day = s.day) as kept
        from summed s
    ),
    numbered as (
      select r.*, row_number() over (partition by business_id, day, known
                                     order by appearances desc, term) as rn
        from ranked r
    ),
    kept_terms as (
      select business_id, day, term, appearances from numbered
       where known or kept + rn <= ${SEARCH_TERMS_PER_DAY}::int
    ),
    by_window as (${addToTermWindows('kept_terms')})
    insert into insight_search_terms as t (business_id, day, term, appearances)
    select business_id, day, term, appearances from kept_terms
    on conflict (business_id, day, term) do update set appearances = t.appearances + excluded.appearances`;
  return { lock: sql`${shown} ${bucketsOf('shown')}`, add };
}
