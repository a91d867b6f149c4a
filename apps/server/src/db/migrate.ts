import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle, Schema } from './client.ts';
import { MIGRATIONS_FOLDER } from './paths.ts';

/** The committed migrations, found from the repository root (paths.ts), source or build alike. */
export { MIGRATIONS_FOLDER };

/** Any number we own: serialises migrations and seeding across server instances. */
const PREPARE_LOCK_KEY = 7_347_221_001;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so two instances starting together do
 * not migrate or seed at once. PGlite has a single client in a single process: no lock needed
 * (and a transaction held open there would block every other query).
 */
export async function withPrepareLock<T>(handle: DatabaseHandle, work: () => Promise<T>) {
  if (handle.driver === 'pglite') return work();
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PREPARE_LOCK_KEY})`);
    return work();
  });
}

/** Applies every committed migration not yet applied, with the migrator of the handle's driver. */
export async function migrateDatabase(handle: DatabaseHandle) {
  await withPrepareLock(handle, () => applyMigrations(handle));
}

export async function applyMigrations(handle: DatabaseHandle) {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, config);
  } else {
    await migrateNodePg(handle.db as unknown as NodePgDatabase<Schema>, config);
  }
}
