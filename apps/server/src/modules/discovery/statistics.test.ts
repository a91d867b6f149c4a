import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema/index.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../test/db.ts';
import { STATISTICS_TABLES, analyzeStaleTables } from './statistics.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('statistics upkeep (PGlite has no autovacuum)', () => {
  it('analyses tables never analysed, then only those that grew', async () => {
    expect((await analyzeStaleTables(database.db)).sort()).toEqual([...STATISTICS_TABLES].sort());
    expect(await analyzeStaleTables(database.db)).toEqual([]);
    await database.db
      .insert(brands)
      .values(Array.from({ length: 2000 }, (_, i) => ({ brand: `Brand ${i}` })));
    expect(await analyzeStaleTables(database.db)).toEqual(['brands']);
    expect(await analyzeStaleTables(database.db)).toEqual([]);
  });

  it('analyses a table whose rows were loaded before its indexes were built (a restore)', async () => {
    const fresh = await createTestDatabase();
    try {
      await fresh.db
        .insert(brands)
        .values(Array.from({ length: 2000 }, (_, i) => ({ brand: `Loaded ${i}` })));
      // CREATE INDEX counts the rows and pages as ANALYZE would, but gathers no statistics.
      await fresh.db.execute(sql`create index brands_restore_test_idx on brands (brand)`);
      expect(await analyzeStaleTables(fresh.db)).toContain('brands');
      expect(await analyzeStaleTables(fresh.db)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
