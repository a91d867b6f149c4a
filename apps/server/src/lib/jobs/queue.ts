import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

/** A job as a handler receives it. */
export type ClaimedJob = {
  id: string;
  kind: string;
  payload: unknown;
  groupKey: string | null;
  attempts: number;
  maxAttempts: number;
};

export type NewJob = {
  kind: string;
  payload: unknown;
  /** Jobs of one kind and group can be worked together (see `pendingInGroup`). */
  groupKey?: string;
  /** Not before this time (default: at once). */
  runAt: Date;
  maxAttempts?: number;
};

/**
 * Writes a job. Called with the transaction that writes what causes it, so the two commit or
 * roll back together (an enquiry is never stored without its alert, nor alerted without being
 * stored).
 */
export async function enqueueJob(db: Database, job: NewJob) {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      groupKey: job.groupKey ?? null,
      runAt: job.runAt,
      maxAttempts: job.maxAttempts,
    })
    .returning({ id: jobs.id });
  return row!.id;
}

/**
 * Takes up to `limit` due jobs for `workerId` until `now + leaseMs`. SKIP LOCKED lets several
 * instances claim at once without waiting on each other or taking the same row; a row whose
 * lease has ended (its worker died) is due again.
 */
export async function claimJobs(
  db: Database,
  options: { workerId: string; now: Date; leaseMs: number; limit: number },
): Promise<ClaimedJob[]> {
  const { workerId, now, leaseMs, limit } = options;
  const until = new Date(now.getTime() + leaseMs);
  const result = await db.execute<{
    id: string;
    kind: string;
    payload: unknown;
    group_key: string | null;
    attempts: number;
    max_attempts: number;
  }>(sql`
    update ${jobs}
       set locked_until = ${until.toISOString()}::timestamptz,
           locked_by = ${workerId},
           attempts = attempts + 1
     where id in (
       select id from ${jobs}
        where finished_at is null and failed_at is null
          and run_at <= ${now.toISOString()}::timestamptz
          and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
        order by run_at
        limit ${limit}
        for update skip locked)
    returning id, kind, payload, group_key, attempts, max_attempts`);
  return result.rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    groupKey: row.group_key,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
  }));
}

/** Done: never run again. */
export async function finishJobs(db: Database, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({ finishedAt: now, lockedUntil: null })
    .where(and(inArray(jobs.id, ids), isNull(jobs.finishedAt)));
}

/** Not now: due again at `runAt`, without counting as a failed attempt (a held alert). */
export async function holdJob(db: Database, id: string, runAt: Date) {
  await db
    .update(jobs)
    .set({ runAt, lockedUntil: null, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
    .where(eq(jobs.id, id));
}

/** The wait before try n+1 after n failures: 10 s, 20 s, 40 s … at most an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(10_000 * 2 ** Math.max(attempts - 1, 0), 60 * 60_000);

/**
 * Failed: tried again after `retryDelayMs`, or given up for good after its last attempt
 * (`failed_at`, kept for the operator). Answers whether it was given up.
 */
export async function failJob(db: Database, job: ClaimedJob, error: string, now: Date) {
  const givenUp = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      lockedUntil: null,
      lastError: error.slice(0, 1000),
      runAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
      failedAt: givenUp ? now : null,
    })
    .where(eq(jobs.id, job.id));
  return givenUp;
}

/**
 * The other unfinished jobs of the group that are due by `now`, locked for this transaction:
 * a handler that covers them (one summary for a seller's held alerts) finishes them with it.
 * Jobs another worker is running are skipped, and find themselves finished or not when they
 * take the same lock.
 */
export async function pendingInGroup(
  db: Database,
  job: Pick<ClaimedJob, 'id' | 'kind' | 'groupKey'>,
  now: Date,
) {
  if (job.groupKey === null) return [];
  return db
    .select({ id: jobs.id, payload: jobs.payload, runAt: jobs.runAt })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, job.kind),
        eq(jobs.groupKey, job.groupKey),
        isNull(jobs.finishedAt),
        isNull(jobs.failedAt),
        lte(jobs.runAt, now),
        sql`${jobs.id} <> ${job.id}`,
      ),
    )
    .orderBy(jobs.runAt)
    .for('update', { skipLocked: true });
}

/** Whether the job is still to do (another worker's summary may have covered it). */
export async function isUnfinished(db: Database, id: string) {
  const [row] = await db.select({ finishedAt: jobs.finishedAt }).from(jobs).where(eq(jobs.id, id));
  return Boolean(row) && row!.finishedAt === null;
}

/** Finished jobs older than `before` go; failed ones stay for the operator. */
export async function pruneFinishedJobs(db: Database, before: Date) {
  const gone = await db.delete(jobs).where(lte(jobs.finishedAt, before)).returning({ id: jobs.id });
  return gone.length;
}

/**
 * Serialises the handlers of one group until the transaction ends (a seller's alerts: one
 * summary, never two at once), across instances.
 */
export async function lockGroup(db: Database, kind: string, groupKey: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:${groupKey}`}, 0))`,
  );
}

/** Replaces what a job carries (a summary folding in the jobs it finished). */
export async function setPayload(db: Database, id: string, payload: unknown) {
  await db.update(jobs).set({ payload }).where(eq(jobs.id, id));
}
