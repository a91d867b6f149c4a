import { TZDate } from '@date-fns/tz';
import { format, subDays } from 'date-fns';
import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@haat/shared';
import { runsInProcess, type Database } from '../../db/client.ts';

// Everything public reads through these fragments, so the visibility rule lives in one place:
// a listing is public when it is approved, active and not deleted, its business is approved,
// active and not deleted, and the business's owner is an active user (DESIGN.md §4).
// Queries here are plain SQL on PostgreSQL 15 features only; aliases: l listing, b business,
// u owner.

export type ListingKind = 'product' | 'service';

export type KindTables = {
  kind: ListingKind;
  /** Listing table. */
  table: 'products' | 'services';
  /** Sub-category links and the column naming the listing in them. */
  links: 'product_sub_categories' | 'service_sub_categories';
  linkListing: 'fk_product_id' | 'fk_service_id';
  /** Plural key of answers: products / services. */
  plural: 'products' | 'services';
  /** One search row per public listing (migration 0016, listings.ts). */
  rows: 'product_search_rows' | 'service_search_rows';
};

export const KINDS: Record<ListingKind, KindTables> = {
  product: {
    kind: 'product',
    table: 'products',
    links: 'product_sub_categories',
    linkListing: 'fk_product_id',
    plural: 'products',
    rows: 'product_search_rows',
  },
  service: {
    kind: 'service',
    table: 'services',
    links: 'service_sub_categories',
    linkListing: 'fk_service_id',
    plural: 'services',
    rows: 'service_search_rows',
  },
};

/** `listing l` joined to its business `b` and the business's owner `u`. */
export const listingFrom = (k: KindTables) =>
  sql.raw(
    `${k.table} l join businesses b on b.id = l.fk_business_id join users u on u.id = b.fk_user_id`,
  );

const BUSINESS_OWN_RULE = 'b.is_approved and b.is_active and b.deleted_at is null';
const BUSINESS_RULE = `${BUSINESS_OWN_RULE} and u.is_active`;
const LISTING_RULE = 'l.is_approved and l.is_active and l.deleted_at is null';
/** Business `b` and owner `u` are public. */
export const BUSINESS_VISIBLE = sql.raw(BUSINESS_RULE);
/** Business `b` itself is public: the predicate of its partial indexes (the owner is not read). */
export const BUSINESS_OWN_VISIBLE = sql.raw(BUSINESS_OWN_RULE);
/** Listing `l` itself is public (its business is checked separately, e.g. counts on a profile). */
export const LISTING_OWN_VISIBLE = sql.raw(LISTING_RULE);
/** Listing `l`, its business `b` and owner `u` are public. */
export const LISTING_VISIBLE = sql.raw(`${LISTING_RULE} and ${BUSINESS_RULE}`);

/**
 * The business's rating as cards and detail pages answer it (issue 22): `{ average, count }` from
 * the columns kept on business `b`, or null while it has no published review.
 */
export type BusinessRatingValue = { average: number; count: number } | null;
export const BUSINESS_RATING = sql.raw(
  `case when b.rating_count > 0 then json_build_object('average', b.rating_average::float8, 'count', b.rating_count) end`,
);

/** City filter on the business's city; none for All Over India (already mapped to undefined). */
export const cityCondition = (city: string | undefined) =>
  city ? sql`b.city = ${city}` : undefined;

export const and = (...parts: (SQL | undefined | false)[]) => {
  const present = parts.filter((part): part is SQL => Boolean(part));
  return present.length ? sql.join(present, sql` and `) : sql`true`;
};

export const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Runs a query and answers its rows with the caller's row type. */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as unknown as T[];
}

/**
 * `rows`, for a statement that reads a whole table once, off the visitors' path (the spelling
 * word list: one read of every listing name, 3.4 s with PostgreSQL's parallel workers against
 * 5.2 s without at 1M products), with the workers the app's connections otherwise go without
 * (db/client.ts: while eight requests share two cores, two workers tripled an exact count's CPU).
 */
export async function rowsWithWorkers<T>(db: Database, query: SQL): Promise<T[]> {
  // PGlite starts no workers: the transaction would only add three statements.
  if (runsInProcess(db)) return rows<T>(db, query);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather to default`);
    return rows<T>(tx, query);
  });
}

/** Raw queries answer timestamps as Date (pg) or text (PGlite): answer ISO strings either way. */
export const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * India's days by `daysAgo`, for the minute `dayMinute`: India's offset is whole minutes (+5:30,
 * no daylight saving), so the day cannot change within one. Every counted view and every results
 * page's appearances ask for today, and a date-fns time-zone conversion costs 12 µs.
 */
let dayMinute = Number.NaN;
const daysOfMinute = new Map<number, string>();

/** The calendar day in India ('YYYY-MM-DD'), `daysAgo` days before `now` (DESIGN §1: @date-fns/tz). */
export function indiaDay(now: Date, daysAgo = 0): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== dayMinute) {
    dayMinute = minute;
    daysOfMinute.clear();
  }
  let day = daysOfMinute.get(daysAgo);
  if (day === undefined) {
    day = format(subDays(new TZDate(now.getTime(), TIME_ZONE), daysAgo), 'yyyy-MM-dd');
    daysOfMinute.set(daysAgo, day);
  }
  return day;
}

/** Trending looks at views of the last 30 days, today included. */
export const TRENDING_DAYS = 30;
export const trendingSince = (now: Date) => indiaDay(now, TRENDING_DAYS - 1);
