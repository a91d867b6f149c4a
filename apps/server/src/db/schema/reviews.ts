import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REVIEW_LIMITS, REVIEW_REPORT_REASONS, REVIEW_STATUSES } from '@haat/shared';
import { createdAt, id, oneOf, phoneCheck, timestamptz, updatedAt } from './columns.ts';
import { businesses } from './businesses.ts';
import { users } from './users.ts';

/**
 * A buyer's rating of a business: one per phone per business, edited in place. Shown
 * and counted in the business's average while `status` is published; pending while held because
 * it matched the word lists (neither shown nor counted until approved:
 * docs/decisions/015-reviews.md); `isWaiting` puts it in the administrator's queue (held, or
 * reported: a reported one stays published).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    fkBusinessId: uuid('fk_business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The verified phone of the reviewer; never shown in public answers. */
    phoneNo: text('phone_no').notNull(),
    /** The signed-in user who wrote it, when there was one. */
    fkUserId: uuid('fk_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    rating: integer('rating').notNull(),
    /** Plain text as written; never rendered as HTML. */
    text: text('text'),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('published'),
    isWaiting: boolean('is_waiting').notNull().default(false),
    /** Words of the lists the name or text matched when last written (why it waits). */
    flaggedWords: text('flagged_words')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The reviewer's phone sent this business an enquiry the seller answered. */
    verifiedEnquiry: boolean('verified_enquiry').notNull().default(false),
    helpfulCount: integer('helpful_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    reply: text('reply'),
    repliedAt: timestamptz('replied_at'),
    replyUpdatedAt: timestamptz('reply_updated_at'),
    /** The latest administrator decision, also in the audit log. */
    moderationAction: text('moderation_action', { enum: ['hide', 'restore'] }),
    moderationReason: text('moderation_reason'),
    moderatedAt: timestamptz('moderated_at'),
    /** Set when the reviewer changes the review after writing it. */
    editedAt: timestamptz('edited_at'),
    /** When the reviewer had their phone erased: name and phone are placeholders, stars stay. */
    erasedAt: timestamptz('erased_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_business_phone_idx')
      .on(t.fkBusinessId, t.phoneNo)
      .where(sql`${t.erasedAt} is null`),
    // A business's page, newest first and most helpful first; the seller's list by stars.
    index('reviews_business_created_idx').on(t.fkBusinessId, t.createdAt.desc(), t.id.desc()),
    index('reviews_business_helpful_idx').on(
      t.fkBusinessId,
      t.helpfulCount.desc(),
      t.createdAt.desc(),
    ),
    index('reviews_business_rating_idx').on(t.fkBusinessId, t.rating, t.createdAt.desc()),
    index('reviews_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.isWaiting}`),
    index('reviews_phone_idx').on(t.phoneNo),
    check(
      'reviews_rating_check',
      sql`${t.rating} between ${sql.raw(String(REVIEW_LIMITS.minRating))} and ${sql.raw(String(REVIEW_LIMITS.maxRating))}`,
    ),
    check('reviews_status_check', oneOf(t.status, REVIEW_STATUSES)),
    check('reviews_phone_no_check', phoneCheck(t.phoneNo)),
    check('reviews_counts_check', sql`${t.helpfulCount} >= 0 and ${t.reportCount} >= 0`),
  ],
);

/**
 * One 'Helpful' per visitor and review. `visitorHash` is an HMAC of the address (an IPv4
 * address, an IPv6 /64; not the browser, which a caller chooses at will), as views keep it, never
 * the address itself.
 */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    fkReviewId: uuid('fk_review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.fkReviewId, t.visitorHash] })],
);

/** A visitor's report of a review, once per visitor and review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: id(),
    fkReviewId: uuid('fk_review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    reason: text('reason', { enum: REVIEW_REPORT_REASONS }).notNull(),
    details: text('details'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_reports_visitor_idx').on(t.fkReviewId, t.visitorHash),
    check('review_reports_reason_check', oneOf(t.reason, REVIEW_REPORT_REASONS)),
  ],
);
