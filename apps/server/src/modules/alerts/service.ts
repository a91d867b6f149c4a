// What other modules ask of alerts.
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { enqueueJob } from '../../lib/jobs/queue.ts';
import type { JobHandler } from '../../lib/jobs/worker.ts';
import { LEAD_ALERT, leadAlertHandler, type LeadAlertPayload } from './lead-alert.ts';
import { LEAD_PUSH, leadPushHandler } from './lead-push.ts';

export { sendPushToUser, type PushOutcome } from './push.ts';
// The kinds of a seller's alert jobs: an erased buyer's name is taken out of their payloads.
export { LEAD_ALERT, LEAD_PUSH };

/**
 * Written with the enquiry, in its transaction: the alert is never lost, nor sent for nothing.
 * Two jobs, SMS and push, since each waits for its own reasons (the SMS allowance, quiet hours).
 */
export async function enqueueLeadAlert(
  tx: Database,
  payload: Omit<LeadAlertPayload, 'covers'>,
  now: Date,
) {
  const groupKey = payload.sellerId;
  await enqueueJob(tx, { kind: LEAD_ALERT, payload, groupKey, runAt: now });
  await enqueueJob(tx, { kind: LEAD_PUSH, payload, groupKey, runAt: now });
}

/** The queue's handlers of this module (plugins/jobs.ts works them). */
export const alertJobHandlers = (deps: AppDeps): Record<string, JobHandler> => ({
  [LEAD_ALERT]: leadAlertHandler(deps),
  [LEAD_PUSH]: leadPushHandler(deps),
});
