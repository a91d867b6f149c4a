// What other modules ask of alerts (issue 36 §1).
import type { Database } from '../../db/client.ts';
import { enqueueJob } from '../../lib/jobs/queue.ts';
import { LEAD_ALERT, type LeadAlertPayload } from './lead-alert.ts';

/** Written with the enquiry, in its transaction: the alert is never lost, nor sent for nothing. */
export async function enqueueLeadAlert(
  tx: Database,
  payload: Omit<LeadAlertPayload, 'covers'>,
  now: Date,
) {
  await enqueueJob(tx, { kind: LEAD_ALERT, payload, groupKey: payload.sellerId, runAt: now });
}
