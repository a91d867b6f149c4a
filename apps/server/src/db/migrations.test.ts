import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.ts';
import { createTestDatabase } from '../test/db.ts';

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

/** What a migrated database must contain, whatever the driver. */
async function expectMigrated(handle: DatabaseHandle) {
  const { db } = handle;
  const extensions = await db.execute<{ extname: string }>(sql`select extname from pg_extension`);
  expect(extensions.rows.map((row) => row.extname)).toContain('pg_trgm');

  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public'`,
  );
  expect(tables.rows.map((row) => row.table_name)).toEqual(
    expect.arrayContaining([
      'users',
      'sessions',
      'otp_codes',
      'phone_verifications',
      'states',
      'cities',
      'categories',
      'sub_categories',
      'brands',
      'sub_category_brands',
      'colors',
      'businesses',
      'products',
      'product_sub_categories',
      'product_colors',
      'services',
      'service_sub_categories',
      'banners',
      'product_leads',
      'service_leads',
      'business_leads',
      'notifications',
      'subscription_plans',
      'subscription_requests',
      'listing_views',
      'contact_messages',
      'admin_audit_log',
      'seed_runs',
    ]),
  );

  const triggers = await db.execute<{ tgname: string }>(
    sql`select tgname from pg_trigger where not tgisinternal`,
  );
  expect(triggers.rows.map((row) => row.tgname)).toEqual(
    expect.arrayContaining([
      'products_search_vector_row',
      'services_search_vector_row',
      'businesses_search_vector_row',
      'product_sub_categories_search_insert',
      'service_sub_categories_search_insert',
    ]),
  );

  const indexes = await db.execute<{ indexname: string }>(
    sql`select indexname from pg_indexes where schemaname = 'public'`,
  );
  expect(indexes.rows.map((row) => row.indexname)).toEqual(
    expect.arrayContaining([
      'products_search_idx',
      'products_name_trgm_idx',
      'services_search_idx',
      'services_name_trgm_idx',
      'businesses_search_idx',
      'businesses_name_trgm_idx',
      'products_public_created_idx',
      'insight_listing_daily_cover_idx',
      'insight_listing_window_rank_idx',
    ]),
  );

  const applied = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  expect(applied.rows[0]?.n).toBe(journal.entries.length);
}

describe('migrations', () => {
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
  });

  it('start with the pg_trgm extension', () => {
    const first = journal.entries[0]!.tag;
    const text = readFileSync(join(MIGRATIONS_FOLDER, `${first}.sql`), 'utf8');
    const statements = text.replace(/--.*$/gm, '').trim();
    expect(statements.startsWith('CREATE EXTENSION IF NOT EXISTS pg_trgm')).toBe(true);
  });

  // One PGlite from scratch (initdb takes seconds) serves both checks: migrations and persistence.
  it('apply on PGlite from scratch, a second run changes nothing, and files persist in ${dataDir}/db', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'haat-pglite-'));
    try {
      const first = await openDatabase({ dataDir });
      handles.push(first);
      expect(first.driver).toBe('pglite');
      await migrateDatabase(first);
      await migrateDatabase(first);
      await expectMigrated(first);
      await expect(first.ping()).resolves.toBeUndefined();
      await first.db.execute(
        sql`insert into states (id, name, code) values (${'01890000-0000-7000-8000-000000000001'}, 'Goa', 'GA')`,
      );
      await first.close();

      const second = await openDatabase({ dataDir });
      handles.push(second);
      const rows = await second.db.execute<{ name: string }>(sql`select name from states`);
      expect(rows.rows).toEqual([{ name: 'Goa' }]);
      await second.close();
      expect(existsSync(join(dataDir, 'db'))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('apply on PostgreSQL (TEST_DATABASE_URL)', async () => {
    const handle = await createTestDatabase();
    handles.push(handle);
    expect(handle.driver).toBe('pg');
    await migrateDatabase(handle);
    await expectMigrated(handle);
    const version = await handle.db.execute<{ server_version_num: string }>(
      sql`show server_version_num`,
    );
    expect(Number(version.rows[0]?.server_version_num)).toBeGreaterThanOrEqual(150000);
  });
});
