import { sql, type SQL } from 'drizzle-orm';
import { ERASED_PHONE, type EnquirySource } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { rows } from '../../db/query.ts';
import { erasures } from '../../db/schema/index.ts';
import { renameInAlertJobs, renameInNotifications, type ErasedLead } from './erased-mentions.ts';

// A buyer's phone erased everywhere Haat keeps it, in one transaction
// (docs/decisions/037-personal-data.md). What the buyer said stays where a seller relies on it:
// the words of an enquiry (the seller's record of what was asked), a requirement's need, a
// review's stars and text, every status and date. So the seller's counts, response time,
// insights and a business's average never move. What named or reached the buyer goes: the name,
// the number and the e-mail give way to placeholders (erased_at marks the row), a Near me
// requirement's position is dropped, and the codes, consents and pending SMS of the phone are
// deleted. Not touched: a seller's account with the same number (its own erasure is the
// account's), and the messages and grievances written to Haat itself (the administrator answers
// them by that number; erasing them goes through the grievance officer).

const LEAD_TABLES: Record<EnquirySource, SQL> = {
  business: sql.raw('business_leads'),
  product: sql.raw('product_leads'),
  service: sql.raw('service_leads'),
  requirement: sql.raw('requirement_leads'),
};

const TABLE_NAME: Record<EnquirySource, string> = {
  business: 'business_leads',
  product: 'product_leads',
  service: 'service_leads',
  requirement: 'requirement_leads',
};

/** How many rows an update or delete changed. */
const changed = async (tx: Database, statement: SQL) =>
  (await rows<{ one: number }>(tx, sql`${statement} returning 1 as one`)).length;

/** Every lead of the phone not yet erased, with its seller: what the notifications named. */
async function leadsOf(tx: Database, phoneNo: string) {
  const found: ErasedLead[] = [];
  for (const source of Object.keys(LEAD_TABLES) as EnquirySource[]) {
    found.push(
      ...(await rows<ErasedLead>(
        tx,
        sql`select ${source}::text as source, l.id, l.contact_person, l.created_at,
              b.fk_user_id as seller_id
            from ${LEAD_TABLES[source]} l join businesses b on b.id = l.fk_business_id
            where l.phone_no = ${phoneNo} and l.erased_at is null
            for update of l`,
      )),
    );
  }
  return found;
}

/**
 * Erases the phone and records the erasure (without the phone). Answers the rows changed per
 * table, as the erasure's record keeps them.
 */
export async function eraseBuyerPhone(db: Database, phoneNo: string, now: Date) {
  return db.transaction(async (tx) => {
    const at = now.toISOString();
    const leads = await leadsOf(tx, phoneNo);
    const reviewIds = (
      await rows<{ id: string }>(
        tx,
        sql`select id from reviews where phone_no = ${phoneNo} and erased_at is null for update`,
      )
    ).map((row) => row.id);

    const counts: Record<string, number> = {};
    // Before the names go: the notifications are found by the name they hold.
    counts.notifications = await renameInNotifications(tx, leads, reviewIds);
    counts.lead_alert_jobs = await renameInAlertJobs(tx, leads);
    for (const source of Object.keys(LEAD_TABLES) as EnquirySource[]) {
      counts[TABLE_NAME[source]] = await changed(
        tx,
        sql`update ${LEAD_TABLES[source]} set contact_person = '', phone_no = ${ERASED_PHONE},
              email = null, erased_at = ${at}
            where phone_no = ${phoneNo} and erased_at is null`,
      );
    }
    counts.requirements = await changed(
      tx,
      sql`update requirements set contact_person = '', phone_no = ${ERASED_PHONE}, erased_at = ${at},
            latitude = case when near_me then null else latitude end,
            longitude = case when near_me then null else longitude end
          where phone_no = ${phoneNo} and erased_at is null`,
    );
    counts.reviews = await changed(
      tx,
      sql`update reviews set name = '', phone_no = ${ERASED_PHONE}, erased_at = ${at}
          where phone_no = ${phoneNo} and erased_at is null`,
    );
    counts.otp_codes = await changed(tx, sql`delete from otp_codes where phone_no = ${phoneNo}`);
    counts.phone_verifications = await changed(
      tx,
      sql`delete from phone_verifications where phone_no = ${phoneNo}`,
    );
    counts.consents = await changed(tx, sql`delete from consents where phone_no = ${phoneNo}`);
    // The receipt and review-invitation SMS, waiting or kept after they ran: each holds the phone.
    counts.jobs = await changed(tx, sql`delete from jobs where payload->>'phoneNo' = ${phoneNo}`);

    await tx.insert(erasures).values({
      kind: 'buyerPhone',
      requestedAt: now,
      dueAt: now,
      completedAt: now,
      counts,
    });
    return counts;
  });
}
