import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  CONSENT_PURPOSES,
  ERASURE_KINDS,
  GRIEVANCE_STATUSES,
  GRIEVANCE_TOPICS,
} from '@haat/shared';
import { createdAt, id, oneOf, phoneCheck, timestamptz } from './columns.ts';
import { users } from './users.ts';

// A person's rights over their data (docs/decisions/037-personal-data.md).

/**
 * Each consent given, with the version of the privacy notice shown when it was given (0: the
 * built-in text). Withdrawing sets `withdrawnAt`; giving it again is a new row, so the record
 * says what was agreed to, when, and until when. A buyer is a phone; a seller an account.
 */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    phoneNo: text('phone_no'),
    purpose: text('purpose', { enum: CONSENT_PURPOSES }).notNull(),
    noticeVersion: integer('notice_version').notNull(),
    givenAt: timestamptz('given_at').notNull(),
    withdrawnAt: timestamptz('withdrawn_at'),
  },
  (t) => [
    index('consents_phone_idx').on(t.phoneNo, t.purpose, t.givenAt.desc()),
    index('consents_user_idx').on(t.userId, t.purpose, t.givenAt.desc()),
    check('consents_purpose_check', oneOf(t.purpose, CONSENT_PURPOSES)),
    check('consents_phone_no_check', phoneCheck(t.phoneNo)),
    check('consents_subject_check', sql`(${t.userId} is null) <> (${t.phoneNo} is null)`),
  ],
);

/**
 * A complaint about how Haat handled someone's data: answered by an administrator before
 * `dueAt`. The sender is whoever wrote it (signed in or not); their contact is how the answer
 * reaches them beyond the console.
 */
export const grievances = pgTable(
  'grievances',
  {
    id: id(),
    name: text('name').notNull(),
    phoneNo: text('phone_no'),
    email: text('email'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    topic: text('topic', { enum: GRIEVANCE_TOPICS }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: GRIEVANCE_STATUSES }).notNull().default('open'),
    dueAt: timestamptz('due_at').notNull(),
    answer: text('answer'),
    answeredAt: timestamptz('answered_at'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('grievances_status_due_idx').on(t.status, t.dueAt),
    check('grievances_topic_check', oneOf(t.topic, GRIEVANCE_TOPICS)),
    check('grievances_status_check', oneOf(t.status, GRIEVANCE_STATUSES)),
    check('grievances_phone_no_check', phoneCheck(t.phoneNo)),
    check(
      'grievances_answer_check',
      sql`(${t.status} = 'answered') = (${t.answeredAt} is not null)`,
    ),
  ],
);

/**
 * Every erasure, kept without what was erased: its kind, the account (for a seller; a buyer's
 * phone is not kept), when it was asked for, when it is due and done, and how many rows of each
 * table it changed. A seller's waits `dueAt` (the grace period); signing in before then
 * cancels it.
 */
export const erasures = pgTable(
  'erasures',
  {
    id: id(),
    kind: text('kind', { enum: ERASURE_KINDS }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    requestedAt: timestamptz('requested_at').notNull(),
    dueAt: timestamptz('due_at').notNull(),
    cancelledAt: timestamptz('cancelled_at'),
    completedAt: timestamptz('completed_at'),
    /** Rows changed per table, e.g. { "product_leads": 3, "reviews": 1 }. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('erasures_user_idx').on(t.userId, t.requestedAt.desc()),
    check('erasures_kind_check', oneOf(t.kind, ERASURE_KINDS)),
    check('erasures_subject_check', sql`(${t.kind} = 'sellerAccount') = (${t.userId} is not null)`),
  ],
);
