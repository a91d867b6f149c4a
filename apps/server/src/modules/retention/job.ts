import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { scheduleDailyJob } from '../../lib/jobs/daily.ts';
import type { ClaimedJob } from '../../lib/jobs/queue.ts';
import type { JobHandler } from '../../lib/jobs/worker.ts';
import { applyRetention, retentionLogLine } from './service.ts';

// The daily retention run (docs/decisions/034-retention.md) is one job of the durable queue
// (docs/decisions/028-durable-jobs-and-alerts.md): the queue hands it to one worker, whatever
// the number of instances, and a run that fails is tried again.

export const RETENTION = 'retention';

/** 03:30 in India: the quietest hour of an Indian marketplace. */
export const RETENTION_INDIA_MINUTE = 3 * 60 + 30;

/** Makes sure the next daily run is in the queue (scheduleDailyJob). `except`: the run now going. */
export async function scheduleRetention(deps: AppDeps, except?: string) {
  await scheduleDailyJob(deps.database.db, deps.clock.now(), {
    kind: RETENTION,
    indiaMinute: RETENTION_INDIA_MINUTE,
    except,
  });
}

/**
 * The run: tomorrow's is written first (a run that fails still leaves the next), then every rule
 * in batches, and one line of counts in the app's log. Deleting is idempotent, so a run taken
 * again after its worker died only finishes the work.
 */
export function retentionHandler(deps: AppDeps): JobHandler {
  return async (job: ClaimedJob) => {
    // Whichever instance runs it queues the next, also one with RETENTION_JOB off: a run in
    // the queue means an instance asked for them.
    await scheduleRetention(deps, job.id);
    deps.log.info(retentionLogLine(await applyRetention(deps)));
  };
}

/** Puts the next daily run in the queue when an instance that works the queue is ready. */
export async function retentionPlugin(app: FastifyInstance, deps: AppDeps) {
  if (!deps.config.jobs.worker || !deps.config.retention.job) return;
  app.addHook('onReady', async () => {
    await scheduleRetention(deps);
    deps.jobs.ring();
  });
}
