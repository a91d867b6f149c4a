import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runsInProcess, type DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../test/db.ts';
import { rows, rowsWithoutWorkers } from './scope.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const workers = sql`select current_setting('max_parallel_workers_per_gather') as workers`;

describe('rowsWithoutWorkers', () => {
  it('runs a whole-list statement without parallel workers and leaves the connection as it was', async () => {
    // PostgreSQL's default is 2; PGlite has no workers at all.
    const [before] = await rows<{ workers: string }>(database.db, workers);
    const [inside] = await rowsWithoutWorkers<{ workers: string }>(database.db, workers);
    expect(inside?.workers).toBe('0');
    const [after] = await rows<{ workers: string }>(database.db, workers);
    expect(after?.workers).toBe(before?.workers);
    // On PGlite the statement runs as it is: no transaction around it.
    expect(runsInProcess(database.db)).toBe(!process.env.TEST_DATABASE_URL);
  });
});
