import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.ts';

/**
 * Which seed ran at which version. Start-up seeds reference data only when its version is new,
 * so a category an administrator deleted does not come back on the next restart.
 */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  appliedAt: timestamptz('applied_at').notNull().defaultNow(),
});

/**
 * The one durable work queue: work that must not be lost and must not slow a request
 * (a seller's alert of an enquiry, a reminder) is written here, in the same transaction as what
 * causes it, and worked by every running instance (lib/jobs). A row is claimed with FOR UPDATE
 * SKIP LOCKED and leased until `locked_until`: a worker killed mid-job leaves it to be taken
 * again when the lease ends, so a job runs at least once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** Jobs of one kind worked together (a seller's held alerts go as one summary). */
    groupKey: text('group_key'),
    /** Not before: the first run, then the next try after a failure or a hold. */
    runAt: timestamptz('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: timestamptz('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
    /** Given up after maxAttempts failures: kept for the operator, never run again. */
    failedAt: timestamptz('failed_at'),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.finishedAt} is null and ${t.failedAt} is null`),
    index('jobs_group_idx')
      .on(t.kind, t.groupKey)
      .where(sql`${t.finishedAt} is null and ${t.failedAt} is null`),
  ],
);
