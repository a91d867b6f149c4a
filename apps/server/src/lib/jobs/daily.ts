import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { nextIndiaTime } from '../india-time.ts';
import { enqueueJob, lockGroup } from './queue.ts';

/**
 * Makes sure the next run of a daily job (the review invitations' sweep, retention) is in the
 * queue, once across instances: they take turns on an advisory lock and find the one already
 * written. It runs the next time India's clock shows `indiaMinute` (minutes after midnight).
 * `except`: the run now going, which writes its successor first.
 */
export async function scheduleDailyJob(
  db: Database,
  now: Date,
  job: { kind: string; indiaMinute: number; except?: string },
) {
  await db.transaction(async (tx) => {
    await lockGroup(tx, job.kind, 'schedule');
    const [next] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, job.kind),
          isNull(jobs.finishedAt),
          isNull(jobs.failedAt),
          job.except ? sql`${jobs.id} <> ${job.except}` : undefined,
        ),
      )
      .limit(1);
    if (next) return;
    await enqueueJob(tx, {
      kind: job.kind,
      payload: {},
      groupKey: 'daily',
      runAt: nextIndiaTime(now, job.indiaMinute),
    });
  });
}
