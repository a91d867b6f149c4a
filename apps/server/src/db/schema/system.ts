import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * Which seed ran at which version. Start-up seeds reference data only when its version is new,
 * so a category an administrator deleted does not come back on the next restart.
 */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  appliedAt: timestamptz('applied_at').notNull().defaultNow(),
});
