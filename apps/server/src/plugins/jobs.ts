import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { startJobWorker, type JobHandler, type JobWorker } from '../lib/jobs/worker.ts';

/**
 * Works the durable job queue in this instance (JOB_WORKER, on by default) once the app is
 * ready, and stops it, finishing the jobs in hand, before the database closes.
 */
export async function jobsPlugin(
  app: FastifyInstance,
  options: { deps: AppDeps; handlers: Record<string, JobHandler> },
) {
  const { deps, handlers } = options;
  if (!deps.config.jobs.worker) return;
  let worker: JobWorker | null = null;
  app.addHook('onReady', async () => {
    worker = startJobWorker({
      db: deps.database.db,
      clock: deps.clock,
      handlers,
      log: deps.log,
      pollMs: deps.config.jobs.pollMs,
      leaseMs: deps.config.jobs.leaseMs,
    });
    deps.jobs.attach(worker);
  });
  app.addHook('onClose', async () => {
    deps.jobs.attach(null);
    await worker?.stop();
  });
}
