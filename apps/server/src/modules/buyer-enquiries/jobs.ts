import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { JobHandler } from '../../lib/jobs/worker.ts';
import { ENQUIRY_RECEIPT, enquiryReceiptHandler } from './receipt-sms.ts';
import {
  REVIEW_INVITE,
  REVIEW_INVITE_SWEEP,
  reviewInviteHandler,
  reviewInviteSweepHandler,
  scheduleInviteSweep,
} from './review-invite.ts';

/** The queue's handlers of the buyer's messages. */
export const buyerJobHandlers = (deps: AppDeps): Record<string, JobHandler> => ({
  [ENQUIRY_RECEIPT]: enquiryReceiptHandler(deps),
  [REVIEW_INVITE_SWEEP]: reviewInviteSweepHandler(deps),
  [REVIEW_INVITE]: reviewInviteHandler(deps),
});

/**
 * Puts the next daily invitation sweep in the queue when an instance that works the queue is
 * ready (once across instances; nothing when invitations are not sent).
 */
export async function buyerJobsPlugin(app: FastifyInstance, deps: AppDeps) {
  if (!deps.config.jobs.worker) return;
  app.addHook('onReady', async () => {
    await scheduleInviteSweep(deps);
    deps.jobs.ring();
  });
}
