import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, openPglite, type DatabaseHandle } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { prepareDatabase, seed } from '../db/seed/index.ts';

const DB_DIR = join(dirname(fileURLToPath(import.meta.url)), '../db');

/**
 * Generated seed images are the same on every run, so every test file shares one folder: only
 * the first run on a machine pays for rendering them.
 */
export const testUploadsDir = () =>
  process.env.TEST_UPLOADS_DIR ?? join(tmpdir(), 'haat-test-uploads');

type Template = 'migrated' | 'reference' | 'demo';

/**
 * A fresh PGlite runs initdb (several seconds); loading a dump of an already migrated (and
 * reference-seeded) database takes about one. Dumps are cached in the temp folder under a hash of
 * everything in src/db, so a change to the schema, migrations or seed rebuilds them.
 *
 * The demo data set is dated from the moment it is seeded (leads of the last days, plans that
 * run out), so its dump lives for one test run only (HAAT_TEST_RUN, set by vitest.config.ts):
 * seeding it takes several times as long as loading the dump, in each of a dozen files
 * (docs/performance.md, "Figures that were in code comments").
 */
async function pgliteTemplate(kind: Template): Promise<Blob> {
  const folder = join(tmpdir(), 'haat-test-templates');
  const run = kind === 'demo' ? `-${process.env.HAAT_TEST_RUN ?? process.pid}` : '';
  const file = join(folder, `${kind}-${await sourceHash()}${run}.tar.gz`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not built yet: build it below.
  }
  const handle = await openPglite();
  try {
    await fillTemplate(handle, kind);
    const dump = await handle.client.dumpDataDir('gzip');
    await mkdir(folder, { recursive: true });
    // Parallel test workers may build the same template: write aside, then rename (atomic).
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
    await rename(temporary, file);
    await removeStale(folder, kind, file);
    return dump;
  } finally {
    await handle.close();
  }
}

/** What a template holds: the migrated schema, then the reference data, then the demo data set. */
async function fillTemplate(handle: DatabaseHandle, kind: Template) {
  await migrateDatabase(handle);
  if (kind === 'reference') await seed(handle, { demo: false, uploadsDir: testUploadsDir() });
  if (kind === 'demo') {
    await prepareDatabase(handle, { seedDemo: true, uploadsDir: testUploadsDir() });
  }
}

/** The template's name: the demo one lives for one run, as its PGlite dump does. */
async function templateName(kind: Template) {
  const run = kind === 'demo' ? `_${process.env.HAAT_TEST_RUN ?? process.pid}` : '';
  return `haat_template_${kind}_${await sourceHash()}${run}`;
}

let hash: Promise<string> | undefined;
function sourceHash() {
  hash ??= (async () => {
    const digest = createHash('sha256');
    const files = (await readdir(DB_DIR, { recursive: true }))
      .filter((name) => /\.(ts|sql|json)$/.test(name) && !name.endsWith('.test.ts'))
      .sort();
    for (const name of files) {
      digest.update(relative(DB_DIR, join(DB_DIR, name)));
      digest.update(await readFile(join(DB_DIR, name)));
    }
    return digest.digest('hex').slice(0, 16);
  })();
  return hash;
}

async function removeStale(folder: string, kind: Template, keep: string) {
  for (const name of await readdir(folder)) {
    const path = join(folder, name);
    if (name.startsWith(`${kind}-`) && name.endsWith('.tar.gz') && path !== keep) {
      await rm(path, { force: true });
    }
  }
}

/**
 * A migrated, empty database for one test file. In-memory PGlite by default; with
 * TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) a fresh database with a
 * unique name is created on that server, migrated, and dropped again by `close()`.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  return openTestDatabase('migrated');
}

/**
 * A test database prepared as the server prepares one at start-up: reference data, and the demo
 * data set unless `demo` is false (admin 9000000000, sellers 9000000001…, password demo1234).
 */
export async function createSeededTestDatabase(
  options: { demo?: boolean } = {},
): Promise<DatabaseHandle> {
  const demo = options.demo ?? true;
  // The data comes from the template; prepareDatabase below then finds it seeded.
  const handle = await openTestDatabase(demo ? 'demo' : 'reference');
  try {
    await prepareDatabase(handle, { seedDemo: demo, uploadsDir: testUploadsDir() });
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}

async function openTestDatabase(kind: Template): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite({ loadDataDir: await pgliteTemplate(kind) });
    // Migrations newer than the template (none, unless files changed mid-run) apply here.
    await migrateDatabase(handle);
    return handle;
  }

  const name = `haat_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const drop = () =>
    withServer(serverUrl, (client) =>
      client.query(`drop database if exists "${name}" with (force)`),
    );
  const template = await postgresTemplate(serverUrl, kind);
  await withServer(serverUrl, (client) =>
    client.query(`create database "${name}" template "${template}"`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
    await migrateDatabase(handle);
  } catch (err) {
    await drop();
    throw err;
  }
  let closed: Promise<void> | undefined;
  return {
    ...handle,
    close: () =>
      (closed ??= (async () => {
        await handle.close();
        await drop();
      })()),
  };
}

const postgresTemplates = new Map<Template, Promise<string>>();

/**
 * On PostgreSQL a test database is a copy of a template database (CREATE DATABASE … TEMPLATE,
 * about a second), which the first worker to need it fills under an advisory lock and renames
 * into place once whole, so no copy is ever taken of half a template.
 */
function postgresTemplate(serverUrl: string, kind: Template): Promise<string> {
  let made = postgresTemplates.get(kind);
  if (!made) {
    made = (async () => {
      const name = await templateName(kind);
      await withServer(serverUrl, async (client) => {
        await client.query('select pg_advisory_lock(hashtext($1))', [name]);
        try {
          const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
            name,
          ]);
          if (rowCount) return;
          const building = `${name}_${process.pid}`;
          await client.query(`drop database if exists "${building}" with (force)`);
          await client.query(`create database "${building}"`);
          const url = new URL(serverUrl);
          url.pathname = `/${building}`;
          const handle = await openDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
          try {
            await fillTemplate(handle, kind);
          } finally {
            await handle.close();
          }
          await client.query(`alter database "${building}" rename to "${name}"`);
          await dropStaleTemplates(client, kind, name);
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
        }
      });
      return name;
    })();
    made.catch(() => postgresTemplates.delete(kind));
    postgresTemplates.set(kind, made);
  }
  return made;
}

/** Templates of older sources or runs, unless a copy is being taken of one right now. */
async function dropStaleTemplates(client: pg.Client, kind: Template, keep: string) {
  const { rows } = await client.query<{ datname: string }>(
    'select datname from pg_database where datname like $1 and datname <> $2',
    [`haat\\_template\\_${kind}\\_%`, keep],
  );
  for (const { datname } of rows) {
    await client.query(`drop database if exists "${datname}"`).catch(() => undefined);
  }
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
