import { sql } from 'drizzle-orm';
import {
  LEAD_LOST_REASONS,
  LEAD_STATUSES,
  REQUIREMENT_OFFERS,
  REQUIREMENT_ROUTES,
} from '@haat/shared';
import {
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, phoneCheck, timestamptz } from './columns.ts';
import { businesses } from './businesses.ts';
import { products, services } from './listings.ts';
import { requirements } from './requirements.ts';

/**
 * The query form's payload (docs/decisions/006-leads-and-notifications.md). Listings are only ever
 * soft-deleted, so the `restrict` foreign keys keep every lead readable; a seller deleting a lead
 * sets `deletedAt`.
 */
const leadColumns = () => ({
  id: id(),
  contactPerson: text('contact_person').notNull(),
  phoneNo: text('phone_no').notNull(),
  email: text('email'),
  businessName: text('business_name'),
  query: text('query'),
  fkBusinessId: uuid('fk_business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'restrict' }),
  createdAt: createdAt(),
  deletedAt: timestamptz('deleted_at'),
  /** When the seller marked it read in the enquiry inbox; null while it is new. */
  readAt: timestamptz('read_at'),
  /** Where the seller has got with it: new → contacted → quoted → won / lost. */
  status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
  /** Why it was lost (one of LEAD_LOST_REASONS); null unless the status is lost. */
  lostReason: text('lost_reason', { enum: LEAD_LOST_REASONS }),
  /** The seller's private note; never shown to the buyer. */
  note: text('note'),
  /** A day in India's calendar on which the seller wants a reminder. */
  followUpOn: date('follow_up_on', { mode: 'string' }),
  /** The seller's first action on it (contacted, quoted or closed): public response time. */
  firstActionAt: timestamptz('first_action_at'),
  statusChangedAt: timestamptz('status_changed_at'),
  /**
   * When the buyer had their phone erased: contact fields hold placeholders (ERASED_PHONE, an
   * empty name and e-mail) and the row stays, so every count stays right.
   */
  erasedAt: timestamptz('erased_at'),
});

/** The checks every lead table carries on its status columns. */
const statusChecks = (name: string, t: { status: AnyPgColumn; lostReason: AnyPgColumn }) => [
  check(`${name}_status_check`, oneOf(t.status, LEAD_STATUSES)),
  check(
    `${name}_lost_reason_check`,
    sql`(${t.status} = 'lost') = (${t.lostReason} is not null) and (${t.lostReason} is null or ${oneOf(t.lostReason, LEAD_LOST_REASONS)})`,
  ),
];

export const productLeads = pgTable(
  'product_leads',
  {
    ...leadColumns(),
    fkProductId: uuid('fk_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('product_leads_product_idx')
      .on(t.fkProductId, t.createdAt.desc())
      .where(sql`${t.deletedAt} is null`),
    index('product_leads_business_idx').on(t.fkBusinessId, t.createdAt.desc()),
    check('product_leads_phone_no_check', phoneCheck(t.phoneNo)),
    // A buyer's own enquiries (My enquiries), by the phone they proved.
    index('product_leads_phone_idx').on(t.phoneNo, t.createdAt.desc()),
    ...statusChecks('product_leads', t),
  ],
);

export const serviceLeads = pgTable(
  'service_leads',
  {
    ...leadColumns(),
    fkServiceId: uuid('fk_service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('service_leads_service_idx')
      .on(t.fkServiceId, t.createdAt.desc())
      .where(sql`${t.deletedAt} is null`),
    index('service_leads_business_idx').on(t.fkBusinessId, t.createdAt.desc()),
    check('service_leads_phone_no_check', phoneCheck(t.phoneNo)),
    index('service_leads_phone_idx').on(t.phoneNo, t.createdAt.desc()),
    ...statusChecks('service_leads', t),
  ],
);

export const businessLeads = pgTable('business_leads', leadColumns(), (t) => [
  // Plain, like the other two tables': response time counts deleted leads too (decision 032).
  index('business_leads_business_idx').on(t.fkBusinessId, t.createdAt.desc()),
  check('business_leads_phone_no_check', phoneCheck(t.phoneNo)),
  index('business_leads_phone_idx').on(t.phoneNo, t.createdAt.desc()),
  ...statusChecks('business_leads', t),
]);

/**
 * A posted requirement offered to one business: a lead in its inbox like the others,
 * its contact fields copied from the requirement. The seller sees the phone only once they
 * accept (offer = accepted); a decline passes it to the next match.
 */
export const requirementLeads = pgTable(
  'requirement_leads',
  {
    ...leadColumns(),
    fkRequirementId: uuid('fk_requirement_id')
      .notNull()
      .references(() => requirements.id, { onDelete: 'cascade' }),
    offer: text('offer', { enum: REQUIREMENT_OFFERS }).notNull().default('offered'),
    routedBy: text('routed_by', { enum: REQUIREMENT_ROUTES }).notNull().default('match'),
    /** Its place in the match (1 = best); null when the administrator routed it. */
    rank: smallint('rank'),
    respondedAt: timestamptz('responded_at'),
  },
  (t) => [
    uniqueIndex('requirement_leads_requirement_business_idx').on(t.fkRequirementId, t.fkBusinessId),
    // The inbox and the daily cap: a business's offers, newest first.
    index('requirement_leads_business_idx').on(t.fkBusinessId, t.createdAt.desc()),
    check('requirement_leads_phone_no_check', phoneCheck(t.phoneNo)),
    check('requirement_leads_offer_check', oneOf(t.offer, REQUIREMENT_OFFERS)),
    check('requirement_leads_routed_by_check', oneOf(t.routedBy, REQUIREMENT_ROUTES)),
    ...statusChecks('requirement_leads', t),
  ],
);
