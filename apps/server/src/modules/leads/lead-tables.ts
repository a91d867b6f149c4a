import { sql, type SQL } from 'drizzle-orm';
import type { EnquirySource } from '@haat/shared';
import { requirementLeadShown } from './requirement-leads.ts';

/** The lead table of a source, as the inbox's writes name it. */
export const TABLE_NAMES: Record<EnquirySource, SQL> = {
  business: sql.raw('business_leads'),
  product: sql.raw('product_leads'),
  service: sql.raw('service_leads'),
  requirement: sql.raw('requirement_leads'),
};

/**
 * The lead `l` of this source is one its seller's inbox shows (deleted ones aside, each caller's
 * own rule): every buyer-sent lead; a requirement lead only offered or accepted, and not of a
 * removed requirement. A write to a lead the inbox does not show answers 404, as for an unknown.
 */
export const shownWhere = (source: EnquirySource): SQL =>
  source === 'requirement' ? requirementLeadShown : sql`true`;

/** The lead's offer: a requirement lead's own, null for a buyer-sent one (always its seller's). */
export const offerColumn = (source: EnquirySource): SQL =>
  source === 'requirement' ? sql.raw('l.offer') : sql.raw('null::text');
