import { sql } from 'drizzle-orm';
import {
  ERASED_BUYER_IN_SENTENCE,
  notificationText,
  sellerReviewPath,
  withErasedBuyer,
  type EnquirySource,
  type NotificationMessage,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { rows } from '../../db/query.ts';
import { LEAD_ALERT, LEAD_PUSH } from '../alerts/service.ts';
import { leadLink } from '../leads/service.ts';

// Where a seller was told a buyer's name outside the lead itself: their notifications (a new
// enquiry, an offered requirement, a follow-up reminder, a review) and the alert jobs that
// carry the name to an SMS or a push. Erasing the phone renames the buyer in each to
// ERASED_BUYER_IN_SENTENCE; the notification itself stays, read or unread, so no count moves.

/** A lead of the phone, as found before its contact is erased. */
export type ErasedLead = {
  source: EnquirySource;
  id: string;
  contact_person: string;
  created_at: Date | string;
  seller_id: string;
};

const NEW_LEAD_KEYS: Record<Exclude<EnquirySource, 'requirement'>, string> = {
  business: 'leadBusiness',
  product: 'leadProduct',
  service: 'leadService',
};

type Mention = { id: string; message: NotificationMessage };

/**
 * The notifications naming the buyer. A new enquiry's names the listing's page, not the lead:
 * it is the one written with the lead (same seller, same moment, same name). The others open
 * the lead or the review itself.
 */
async function mentions(tx: Database, leads: ErasedLead[], reviewIds: string[]) {
  const found: Mention[] = [];
  const opened = [
    ...leads.map((lead) => leadLink(lead.source, lead.id)),
    ...reviewIds.map(sellerReviewPath),
  ];
  if (opened.length) {
    found.push(
      ...(await rows<Mention>(
        tx,
        sql`select id, message from notifications
            where redirect in (${sql.join(
              opened.map((path) => sql`${path}`),
              sql`, `,
            )})
              and message->>'key' in ('leadFollowUp', 'leadRequirement', 'review')`,
      )),
    );
  }
  for (const lead of leads) {
    if (lead.source === 'requirement') continue;
    found.push(
      ...(await rows<Mention>(
        tx,
        sql`select id, message from notifications
            where fk_user_id = ${lead.seller_id} and created_at = ${new Date(lead.created_at).toISOString()}
              and message->>'key' = ${NEW_LEAD_KEYS[lead.source]}
              and message->'values'->>'contactPerson' = ${lead.contact_person}`,
      )),
    );
  }
  return found;
}

/** Renames the buyer in the seller's notifications; answers how many changed. */
export async function renameInNotifications(
  tx: Database,
  leads: ErasedLead[],
  reviewIds: string[],
) {
  const found = await mentions(tx, leads, reviewIds);
  const ids = new Set<string>();
  for (const mention of found) {
    if (ids.has(mention.id)) continue;
    ids.add(mention.id);
    const message = withErasedBuyer(mention.message);
    await tx.execute(
      sql`update notifications set message = ${JSON.stringify(message)}::jsonb,
            notification = ${notificationText(message)}
          where id = ${mention.id}`,
    );
  }
  return ids.size;
}

type AlertJob = { id: string; payload: Record<string, unknown> & { covers?: unknown[] } };

const renamed = (alert: Record<string, unknown>, urls: Set<string>) =>
  typeof alert.url === 'string' && urls.has(alert.url)
    ? { ...alert, contactPerson: ERASED_BUYER_IN_SENTENCE }
    : alert;

/**
 * Renames the buyer in the seller's alert jobs of these leads (an SMS or push not yet sent, a
 * summary that carries it, or one kept after it went); answers how many changed.
 */
export async function renameInAlertJobs(tx: Database, leads: ErasedLead[]) {
  if (!leads.length) return 0;
  const urls = new Set(leads.map((lead) => leadLink(lead.source, lead.id)));
  const sellers = [...new Set(leads.map((lead) => lead.seller_id))];
  const jobs = await rows<AlertJob>(
    tx,
    sql`select id, payload from jobs where kind in (${LEAD_ALERT}, ${LEAD_PUSH})
          and group_key in (${sql.join(
            sellers.map((id) => sql`${id}`),
            sql`, `,
          )})`,
  );
  let changed = 0;
  for (const job of jobs) {
    const covers = Array.isArray(job.payload.covers)
      ? job.payload.covers.map((alert) => renamed(alert as Record<string, unknown>, urls))
      : undefined;
    const payload = { ...renamed(job.payload, urls), ...(covers ? { covers } : {}) };
    if (JSON.stringify(payload) === JSON.stringify(job.payload)) continue;
    await tx.execute(
      sql`update jobs set payload = ${JSON.stringify(payload)}::jsonb where id = ${job.id}`,
    );
    changed += 1;
  }
  return changed;
}
