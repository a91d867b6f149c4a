import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { INSIGHT_PERIODS, SEARCH_TERM_MAX } from '@haat/shared';
import { businesses } from './businesses.ts';
import { oneOf } from './columns.ts';
import { LISTING_TYPES } from './engagement.ts';

// Seller insights (docs/decisions/019-insights.md): counts per India day, written
// in bulk by modules/insights/recorder.ts, never one request at a time.

/** The counters every daily row carries. */
const counters = () => ({
  views: integer('views').notNull().default(0),
  calls: integer('calls').notNull().default(0),
  whatsapp: integer('whatsapp').notNull().default(0),
  shares: integer('shares').notNull().default(0),
  enquiries: integer('enquiries').notNull().default(0),
  appearances: integer('appearances').notNull().default(0),
});

/**
 * One row per listing (a product, a service or the business page itself) and India day. The
 * business is kept on the row so a seller's period is one range of the primary key. Migration
 * 0014 adds `insight_listing_daily_cover_idx` (business, day) INCLUDE (the rest), by hand:
 * Drizzle's index builder has no INCLUDE, so it is not declared here.
 */
export const insightListingDaily = pgTable(
  'insight_listing_daily',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    listingType: text('listing_type', { enum: LISTING_TYPES }).notNull(),
    listingId: uuid('listing_id').notNull(),
    ...counters(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.day, t.listingType, t.listingId] }),
    check('insight_listing_daily_type_check', oneOf(t.listingType, LISTING_TYPES)),
  ],
);

/**
 * The same counts summed per business and day, written in the same statement: a seller's totals
 * and chart read a few hundred rows whatever the size of the catalogue.
 */
export const insightBusinessDaily = pgTable(
  'insight_business_daily',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    ...counters(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day] })],
);

/** The words of searches whose results showed the business's listings, per India day. */
export const insightSearchTerms = pgTable(
  'insight_search_terms',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    term: text('term').notNull(),
    appearances: integer('appearances').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.day, t.term] }),
    check(
      'insight_search_terms_term_check',
      sql`char_length(${t.term}) between 1 and ${sql.raw(String(SEARCH_TERM_MAX))}`,
    ),
  ],
);

// The seller's periods rolled up (migration 0015, docs/decisions/019-insights.md "Windows"): per
// business and period of N days (7, 30 or 90), the sums of the daily rows of `start_day` …
// `start_day` + N − 1, kept by the same flush that writes the daily rows and moved when the
// seller reads. The top 10 and the words of a period then read a few rows, not a row per
// listing and day.

const periodCheck = (name: string, days: AnyPgColumn) =>
  check(name, sql`${days} in (${sql.raw(INSIGHT_PERIODS.join(', '))})`);

/** Where each business's window of a period of N days starts: it sums this day and N − 1 more. */
export const insightWindowStart = pgTable(
  'insight_window_start',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    days: integer('days').notNull(),
    startDay: date('start_day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.days] }),
    periodCheck('insight_window_start_days_check', t.days),
  ],
);

/**
 * A listing's sums over its business's window of a period; `actions` is what the top 10 ranks
 * by (the ranking index reads a business's ten best first).
 */
export const insightListingWindow = pgTable(
  'insight_listing_window',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    days: integer('days').notNull(),
    listingType: text('listing_type', { enum: LISTING_TYPES }).notNull(),
    listingId: uuid('listing_id').notNull(),
    ...counters(),
    actions: integer('actions')
      .notNull()
      .generatedAlwaysAs(sql`views + calls + whatsapp + shares + enquiries`),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.days, t.listingType, t.listingId] }),
    periodCheck('insight_listing_window_days_check', t.days),
    index('insight_listing_window_rank_idx').on(
      t.businessId,
      t.days,
      t.actions.desc(),
      t.appearances.desc(),
      t.listingId,
    ),
  ],
);

/** A word's appearances over its business's window of a period. */
export const insightTermWindow = pgTable(
  'insight_term_window',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    days: integer('days').notNull(),
    term: text('term').notNull(),
    appearances: integer('appearances').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.days, t.term] }),
    periodCheck('insight_term_window_days_check', t.days),
  ],
);
