import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, phoneCheck, timestamptz } from './columns.ts';
import { businesses } from './businesses.ts';
import { products, services } from './listings.ts';

/**
 * The query payload of spec §3. Listings are only ever soft-deleted, so the `restrict` foreign
 * keys keep every lead readable; a seller deleting a lead sets `deletedAt`.
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
  /** When the seller marked it read in the enquiry inbox (issue 26); null while it is new. */
  readAt: timestamptz('read_at'),
});

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
  ],
);

export const businessLeads = pgTable('business_leads', leadColumns(), (t) => [
  index('business_leads_business_idx')
    .on(t.fkBusinessId, t.createdAt.desc())
    .where(sql`${t.deletedAt} is null`),
  check('business_leads_phone_no_check', phoneCheck(t.phoneNo)),
]);
