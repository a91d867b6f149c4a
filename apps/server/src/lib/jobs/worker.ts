import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import { redactLogText } from '../log-redaction.ts';
import {
  claimJobs,
  failJob,
  finishJobs,
  holdJob,
  pruneFinishedJobs,
  type ClaimedJob,
} from './queue.ts';

/**
 * What a handler answers: done (the default), or "not before" (quiet hours: held, not failed).
 * A handler that throws is tried again later (queue.ts retryDelayMs).
 */
export type JobOutcome = void | { holdUntil: Date };
export type JobHandler = (job: ClaimedJob) => Promise<JobOutcome>;

export const JOB_WORKER_DEFAULTS = {
  /** How often an idle worker looks for due jobs another instance (or a hold) left. */
  pollMs: 1000,
  /** How long a claimed job is this worker's: longer than any handler's bounded wait. */
  leaseMs: 60_000,
  /** Jobs claimed at a time. */
  batch: 10,
  /** Finished jobs are kept this long (for the operator), then pruned. */
  keepFinishedMs: 7 * 24 * 60 * 60_000,
} as const;

export type JobWorker = {
  /** Looks for work now (after a commit that enqueued some) instead of at the next poll. */
  wake(): void;
  /** Resolves when the queue has nothing due (tests). */
  idle(): Promise<void>;
  /** Stops polling and waits for the jobs in hand. */
  stop(): Promise<void>;
};

/**
 * Works the durable queue (queue.ts) in this process: claims due jobs, runs each kind's handler,
 * and records the outcome. Any number of instances run one each on the same database. A job
 * kind without a handler here is left for an instance that has one.
 */
export function startJobWorker(options: {
  db: Database;
  clock: Clock;
  handlers: Record<string, JobHandler>;
  log: { info(line: string): void; error(line: string): void };
  pollMs?: number;
  leaseMs?: number;
  batch?: number;
}): JobWorker {
  const { db, clock, handlers, log } = options;
  const pollMs = options.pollMs ?? JOB_WORKER_DEFAULTS.pollMs;
  const leaseMs = options.leaseMs ?? JOB_WORKER_DEFAULTS.leaseMs;
  const batch = options.batch ?? JOB_WORKER_DEFAULTS.batch;
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let stopped = false;
  let wakeUp: (() => void) | null = null;
  let woken = false;
  let idleWaiters: Array<() => void> = [];
  let lastPrune = 0;

  const run = async (job: ClaimedJob) => {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      const outcome = await handler(job);
      if (outcome && 'holdUntil' in outcome) await holdJob(db, job.id, outcome.holdUntil);
      else await finishJobs(db, [job.id], clock.now());
    } catch (err) {
      // Redacted for the row as for the log: a failed statement's message quotes its values,
      // and a job's are a person's (a receipt's phone, an alert's lead). The payload is never
      // logged.
      const message = redactLogText(err instanceof Error ? err.message : String(err));
      const givenUp = await failJob(db, job, message, clock.now());
      log.error(
        `job ${job.kind} ${job.id} failed (attempt ${job.attempts} of ${job.maxAttempts}` +
          `${givenUp ? ', given up' : ''}): ${message}`,
      );
    }
  };

  /** One pass: claims and runs until nothing is due; answers how many ran. */
  const pass = async () => {
    let ran = 0;
    while (!stopped) {
      const claimed = await claimJobs(db, {
        workerId,
        now: clock.now(),
        leaseMs,
        limit: batch,
      });
      for (const job of claimed) await run(job);
      ran += claimed.length;
      if (claimed.length < batch) break;
    }
    const now = clock.now().getTime();
    if (now - lastPrune > 60 * 60_000) {
      lastPrune = now;
      await pruneFinishedJobs(db, new Date(now - JOB_WORKER_DEFAULTS.keepFinishedMs));
    }
    return ran;
  };

  const loop = (async () => {
    while (!stopped) {
      woken = false;
      try {
        await pass();
      } catch (err) {
        // The database is away: the jobs stay in it, and the next poll tries again.
        log.error(`job worker: ${redactLogText(err instanceof Error ? err.message : String(err))}`);
      }
      if (!woken) {
        for (const resolve of idleWaiters) resolve();
        idleWaiters = [];
      }
      if (stopped || woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = null;
    }
  })();

  return {
    wake() {
      woken = true;
      wakeUp?.();
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        woken = true;
        wakeUp?.();
      });
    },
    async stop() {
      stopped = true;
      wakeUp?.();
      await loop;
      for (const resolve of idleWaiters) resolve();
    },
  };
}

/**
 * What a request holds to tell this instance's worker that it committed work (AppDeps.jobs):
 * the worker, once started, listens; without one (JOB_WORKER=0) ringing does nothing and another
 * instance's poll finds the job.
 */
export type JobBell = {
  ring(): void;
  /** Resolves once this instance's worker has nothing due (at once without a worker). */
  idle(): Promise<void>;
  attach(worker: JobWorker | null): void;
};

export function jobBell(): JobBell {
  let worker: JobWorker | null = null;
  return {
    ring: () => worker?.wake(),
    idle: async () => worker?.idle(),
    attach: (next) => {
      worker = next;
    },
  };
}
