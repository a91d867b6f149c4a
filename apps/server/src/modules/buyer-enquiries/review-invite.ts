import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rows } from '../../db/query.ts';
import { BUSINESS_VISIBLE } from '../../db/visibility.ts';
import type { AppDeps } from '../../deps.ts';
import { scheduleDailyJob } from '../../lib/jobs/daily.ts';
import { enqueueJob, lockGroup, type ClaimedJob } from '../../lib/jobs/queue.ts';
import { JOB_WORKER_DEFAULTS, type JobHandler } from '../../lib/jobs/worker.ts';
import { INVITING_STATUSES } from './enquiries.ts';
import { buyerSmsSends } from './receipt-sms.ts';

// A few days after a seller marks an enquiry Contacted (Quoted, Won), its buyer is
// invited by SMS to rate them. A daily sweep (one job in the queue, so one instance runs it)
// writes one invitation job per lead; that job, kept by the queue, is also the record that the
// lead was invited (no column for it: see docs/decisions/031-buyer-enquiries.md).

export const REVIEW_INVITE_SWEEP = 'review-invite-sweep';
export const REVIEW_INVITE = 'review-invite';

/** The sweep runs daily at 11:00 in India: an invitation is a daytime message. */
export const SWEEP_INDIA_MINUTE = 11 * 60;

const DAY_MS = 24 * 3600_000;
/**
 * How long after becoming due a lead can still be invited. Shorter than the queue keeps finished
 * jobs (7 days), so the invitation job that records it is still there whenever a sweep could
 * pick the lead again: at most one invitation a lead.
 */
export const INVITE_WINDOW_DAYS = 4;
if (INVITE_WINDOW_DAYS * DAY_MS >= JOB_WORKER_DEFAULTS.keepFinishedMs) {
  throw new Error('the invitation window must be shorter than the queue keeps finished jobs');
}

export type ReviewInvitePayload = {
  kind: 'business' | 'product' | 'service';
  leadId: string;
  phoneNo: string;
  businessId: string;
  businessName: string;
};

const leadGroup = (kind: string, leadId: string) => `${kind}:${leadId}`;

/** Makes sure the next daily sweep is in the queue (scheduleDailyJob). `except`: the sweep now running. */
export async function scheduleInviteSweep(deps: AppDeps, except?: string) {
  if (!buyerSmsSends(deps, 'reviewInvite')) return;
  await scheduleDailyJob(deps.database.db, deps.clock.now(), {
    kind: REVIEW_INVITE_SWEEP,
    indiaMinute: SWEEP_INDIA_MINUTE,
    except,
  });
}

const LEAD_TABLES = {
  business: { table: 'business_leads', listing: null },
  product: { table: 'product_leads', listing: 'fk_product_id' },
  service: { table: 'service_leads', listing: 'fk_service_id' },
} as const;

/** The phone (an SQL expression) agreed to the invitation SMS and has not withdrawn it. */
const consentInForce = (phoneNo: SQL) => sql`exists (select 1 from consents c
   where c.phone_no = ${phoneNo} and c.purpose = 'reviewInviteSms' and c.withdrawn_at is null)`;

/**
 * The leads due an invitation now: contacted, quoted or won at least `afterDays` ago (and not
 * more than the window beyond), not deleted, to a public business the phone has not reviewed,
 * whose phone consents to the invitation, and not invited before (no invitation job in the
 * lead's group).
 */
export async function leadsDueInvitation(db: Database, now: Date, afterDays: number) {
  const dueBy = new Date(now.getTime() - afterDays * DAY_MS);
  const dueFrom = new Date(dueBy.getTime() - INVITE_WINDOW_DAYS * DAY_MS);
  const statuses = sql.join(
    INVITING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const parts = Object.entries(LEAD_TABLES).map(
    ([kind, { table }]) => sql`
      select ${kind}::text as kind, e.id as "leadId", e.phone_no as "phoneNo",
             b.id as "businessId", b.name as "businessName"
        from ${sql.raw(table)} e join businesses b on b.id = e.fk_business_id
        join users u on u.id = b.fk_user_id
       where e.deleted_at is null and e.status in (${statuses})
         and e.status_changed_at <= ${dueBy.toISOString()}::timestamptz
         -- The first action starts the window: a later change (contacted, then won) does not
         -- open a second one after the first invitation's record is pruned.
         and coalesce(e.first_action_at, e.status_changed_at) > ${dueFrom.toISOString()}::timestamptz
         and ${BUSINESS_VISIBLE}
         -- Only a phone that ticked the enquiry form's box, and has not withdrawn since.
         and ${consentInForce(sql`e.phone_no`)}
         and not exists (select 1 from reviews r
                          where r.fk_business_id = b.id and r.phone_no = e.phone_no)
         -- Not invited for this lead, nor lately for another of the phone's to this business.
         and not exists (select 1 from jobs j
                          where j.kind = ${REVIEW_INVITE}
                            and (j.group_key = ${kind} || ':' || e.id::text
                                 or (j.payload->>'phoneNo' = e.phone_no
                                     and j.payload->>'businessId' = b.id::text)))`,
  );
  return rows<ReviewInvitePayload>(db, sql.join(parts, sql` union all `));
}

/**
 * The daily sweep: tomorrow's is written first (a sweep that fails still leaves the next), then
 * one invitation job per phone and business due, in one transaction under the sweep's lock.
 */
export function reviewInviteSweepHandler(deps: AppDeps): JobHandler {
  return async (job: ClaimedJob) => {
    await scheduleInviteSweep(deps, job.id);
    if (!buyerSmsSends(deps, 'reviewInvite')) return;
    const now = deps.clock.now();
    await deps.database.db.transaction(async (tx) => {
      await lockGroup(tx, REVIEW_INVITE_SWEEP, 'sweep');
      const due = await leadsDueInvitation(tx, now, deps.config.buyers.reviewInviteAfterDays);
      const seen = new Set<string>();
      for (const lead of due) {
        // One invitation a phone and business, on the first of its due leads.
        const key = `${lead.phoneNo}:${lead.businessId}`;
        if (seen.has(key)) continue;
        seen.add(key);
        await enqueueJob(tx, {
          kind: REVIEW_INVITE,
          payload: lead,
          groupKey: leadGroup(lead.kind, lead.leadId),
          runAt: now,
        });
      }
    });
    deps.jobs.ring();
  };
}

/** The invitation's words. */
export const inviteText = (publicUrl: string, businessName: string) =>
  `Haat: how was ${businessName}? Rate them in a minute: ${publicUrl}/myEnquiries`;

/**
 * Sends one invitation, unless the phone reviewed the business or withdrew its consent since the
 * sweep. A failed send is tried again by the queue.
 */
export function reviewInviteHandler(deps: AppDeps): JobHandler {
  return async (job: ClaimedJob) => {
    const payload = job.payload as ReviewInvitePayload;
    if (!buyerSmsSends(deps, 'reviewInvite')) return;
    const [reviewed] = await rows<{ id: string }>(
      deps.database.db,
      sql`select id from reviews where fk_business_id = ${payload.businessId} and phone_no = ${payload.phoneNo} limit 1`,
    );
    if (reviewed) return;
    // A consent withdrawn between the sweep and now is honoured: nothing is sent.
    const [consenting] = await rows<{ yes: number }>(
      deps.database.db,
      sql`select 1 as yes where ${consentInForce(sql`${payload.phoneNo}`)}`,
    );
    if (!consenting) return;
    await deps.sms.send(
      payload.phoneNo,
      inviteText(deps.config.publicUrl, payload.businessName),
      'reviewInvite',
    );
  };
}
