import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { prepareDatabase } from '../db/seed/index.ts';

/**
 * Generated seed images are the same on every run, so every test file shares one folder: only
 * the first run on a machine pays for rendering them.
 */
export const testUploadsDir = () => process.env.TEST_UPLOADS_DIR ?? join(tmpdir(), 'haat-test-uploads');

/**
 * A migrated, empty database for one test file. In-memory PGlite by default; with
 * TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) a fresh database named for
 * this file is created on that server and dropped again by `close()`.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase();
    await migrateDatabase(handle);
    return handle;
  }

  const name = `haat_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withServer(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
    await migrateDatabase(handle);
  } catch (err) {
    await withServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    throw err;
  }
  let closed: Promise<void> | undefined;
  return {
    ...handle,
    close: () =>
      (closed ??= (async () => {
        await handle.close();
        await withServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
      })()),
  };
}

/** A test database with reference data, and demo data unless `demo` is false. */
export async function createSeededTestDatabase(options: { demo?: boolean } = {}) {
  const handle = await createTestDatabase();
  await prepareDatabase(handle, { seedDemo: options.demo ?? true, uploadsDir: testUploadsDir() });
  return handle;
}

async function withServer<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
