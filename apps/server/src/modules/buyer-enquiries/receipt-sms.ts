import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { enqueueJob, type ClaimedJob } from '../../lib/jobs/queue.ts';
import type { JobHandler } from '../../lib/jobs/worker.ts';

/** The job of telling a buyer by SMS that their enquiry reached the seller. */
export const ENQUIRY_RECEIPT = 'enquiry-receipt';

export type EnquiryReceiptPayload = { phoneNo: string; businessId: string };

/**
 * Written with the enquiry, in its transaction (leads/service.ts createLead): the receipt is
 * never sent for an enquiry that was not stored, nor lost when the process dies after it was.
 * Nothing is written where receipts are not sent (no template registered).
 */
export async function enqueueEnquiryReceipt(
  deps: AppDeps,
  tx: Database,
  lead: EnquiryReceiptPayload,
  now: Date,
) {
  if (!buyerSmsSends(deps, 'receipt')) return;
  await enqueueJob(tx, { kind: ENQUIRY_RECEIPT, payload: lead, runAt: now });
}

/** The receipt's words: who has it, and where the buyer follows it. No code-like digits. */
export const receiptText = (publicUrl: string, businessName: string) =>
  `Haat: your enquiry reached ${businessName}. See when they reply: ${publicUrl}/myEnquiries`;

/**
 * Whether buyers get SMS of this kind: only with its DLT template registered
 * (MSG91_RECEIPT_TEMPLATE_ID, MSG91_REVIEW_INVITE_TEMPLATE_ID), whatever the driver: India's
 * rules want each wording registered, and a buyer never asked for these messages.
 */
export function buyerSmsSends(deps: AppDeps, purpose: 'receipt' | 'reviewInvite') {
  const { msg91 } = deps.config.sms;
  const template = purpose === 'receipt' ? msg91.receiptTemplateId : msg91.reviewInviteTemplateId;
  return template !== '' && deps.sms.sends(purpose);
}

/**
 * Sends the receipt (the template may have been removed since: then nothing is sent and the job
 * simply ends). A failed send is tried again by the queue.
 */
export function enquiryReceiptHandler(deps: AppDeps): JobHandler {
  return async (job: ClaimedJob) => {
    if (!buyerSmsSends(deps, 'receipt')) return;
    const payload = job.payload as EnquiryReceiptPayload;
    const [business] = await deps.database.db
      .select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, payload.businessId));
    if (!business) return;
    await deps.sms.send(
      payload.phoneNo,
      receiptText(deps.config.publicUrl, business.name),
      'receipt',
    );
  };
}
