import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rows } from '../../db/query.ts';
import { INVITING_STATUSES } from './enquiries.ts';

/**
 * Whether the phone sent the business an enquiry that its seller marked contacted, quoted or won
 *: a review by that phone then carries 'Verified enquiry'. A lead the seller
 * deleted since still counts: deleting it must not let a seller unverify a review they dislike.
 */
export async function hasContactedEnquiry(db: Database, businessId: string, phoneNo: string) {
  const statuses = sql.join(
    INVITING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const [found] = await rows<{ found: number }>(
    db,
    sql`select 1 as found where
          exists (select 1 from business_leads where fk_business_id = ${businessId}
                     and phone_no = ${phoneNo} and status in (${statuses}))
       or exists (select 1 from product_leads where fk_business_id = ${businessId}
                     and phone_no = ${phoneNo} and status in (${statuses}))
       or exists (select 1 from service_leads where fk_business_id = ${businessId}
                     and phone_no = ${phoneNo} and status in (${statuses}))`,
  );
  return Boolean(found);
}
