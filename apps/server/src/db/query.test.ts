import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runsInProcess, type DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../test/db.ts';
import { indiaDay, rows, rowsWithWorkers } from './scope.ts';

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

describe('indiaDay', () => {
  it("answers India's calendar day across its midnight (18:30 UTC), whichever was asked before", () => {
    const before = new Date('2026-11-27T18:29:59.999Z');
    const after = new Date('2026-11-27T18:30:00.000Z');
    expect(indiaDay(before)).toBe('2026-11-27');
    expect(indiaDay(before, 1)).toBe('2026-11-26');
    expect(indiaDay(after)).toBe('2026-11-28');
    expect(indiaDay(after, 1)).toBe('2026-11-27');
    expect(indiaDay(before)).toBe('2026-11-27');
    expect(indiaDay(new Date('2026-11-27T18:29:00.000Z'), 30)).toBe('2026-10-28');
  });
});
