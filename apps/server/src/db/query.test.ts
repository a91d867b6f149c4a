import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/db.ts';
import { runsInProcess, type DatabaseHandle } from './client.ts';
import { rows, rowsWithWorkers } from './query.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const workers = sql`select current_setting('max_parallel_workers_per_gather') as workers,
  (select reset_val from pg_settings where name = 'max_parallel_workers_per_gather') as configured`;

describe('rowsWithWorkers', () => {
  it("gives a whole-table read the server's parallel workers and leaves the connection as it was", async () => {
    const [before] = await rows<{ workers: string; configured: string }>(database.db, workers);
    const [inside] = await rowsWithWorkers<{ workers: string }>(database.db, workers);
    const [after] = await rows<{ workers: string }>(database.db, workers);
    if (runsInProcess(database.db)) {
      // PGlite starts no workers: the statement runs as it is, no transaction around it.
      expect(inside?.workers).toBe(before?.workers);
    } else {
      // The app's PostgreSQL connections go without workers (db/client.ts).
      expect(before?.workers).toBe('0');
      expect(inside?.workers).toBe(before?.configured);
      expect(after?.workers).toBe('0');
    }
    expect(runsInProcess(database.db)).toBe(!process.env.TEST_DATABASE_URL);
  });
});
