import { sql } from 'drizzle-orm';
import {
  CATEGORY_TYPES,
  REQUIREMENT_REPORT_REASONS,
  REQUIREMENT_STATES,
  REQUIREMENT_WHEN,
} from '@haat/shared';
import { boolean, check, doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, phoneCheck, timestamptz } from './columns.ts';
import { categories, subCategories } from './catalog.ts';
import { users } from './users.ts';

/**
 * A buyer's posted requirement (docs/decisions/033-requirements.md): what, where and
 * when, and the phone that proved itself with a code. The sellers it went to are rows of
 * requirement_leads (leads.ts), one per business.
 */
export const requirements = pgTable(
  'requirements',
  {
    id: id(),
    need: text('need').notNull(),
    /** The need, lower case with single spaces: the same phone's same need is one a day. */
    needKey: text('need_key').notNull(),
    kind: text('kind', { enum: CATEGORY_TYPES }).notNull(),
    fkCategoryId: uuid('fk_category_id').references(() => categories.id, {
      onDelete: 'set null',
    }),
    fkSubCategoryId: uuid('fk_sub_category_id').references(() => subCategories.id, {
      onDelete: 'set null',
    }),
    quantity: text('quantity'),
    when: text('when', { enum: REQUIREMENT_WHEN }).notNull(),
    city: text('city').notNull(),
    locality: text('locality'),
    /** The buyer's place (Near me, or the locality's point); null: the city is the reach. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The place is the buyer's own position (Near me), not a locality's point. */
    nearMe: boolean('near_me').notNull().default(false),
    contactPerson: text('contact_person').notNull(),
    phoneNo: text('phone_no').notNull(),
    /** The signed-in seller who posted it with their own phone; null for a buyer. */
    fkUserId: uuid('fk_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: REQUIREMENT_STATES }).notNull(),
    reportedAt: timestamptz('reported_at'),
    reportReason: text('report_reason', { enum: REQUIREMENT_REPORT_REASONS }),
    closedAt: timestamptz('closed_at'),
    removedAt: timestamptz('removed_at'),
    /** When the buyer had their phone erased: contact fields are placeholders, the need stays. */
    erasedAt: timestamptz('erased_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('requirements_phone_no_check', phoneCheck(t.phoneNo)),
    check('requirements_status_check', oneOf(t.status, REQUIREMENT_STATES)),
    check('requirements_when_check', oneOf(t.when, REQUIREMENT_WHEN)),
    check('requirements_kind_check', oneOf(t.kind, CATEGORY_TYPES)),
    check('requirements_place_check', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    // A buyer's own (My enquiries, the one-a-day rule), newest first.
    index('requirements_phone_idx').on(t.phoneNo, t.createdAt.desc()),
    // The administrator's queue, by state.
    index('requirements_status_idx').on(t.status, t.createdAt.desc()),
  ],
);
