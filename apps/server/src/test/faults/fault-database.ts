// Databases for the tests that run the real server as a child process: reference data and a
// few public listings, on a PGlite data directory or a fresh PostgreSQL database, ready in
// seconds (the server's own first start seeds and draws images for a minute or more).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import {
  openPglite,
  type Database,
  type DatabaseHandle,
  type PgliteHandle,
} from '../../db/client.ts';
import { businesses, categories, products, services, users } from '../../db/schema/index.ts';
import { publicBusinessRow } from '../../modules/leads/test-fixtures.ts';
import { createSeededTestDatabase, testUploadsDir } from '../db.ts';
import type { LeadTarget } from './lead-traffic.ts';

export type FaultDatabase = {
  /** The server's environment: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  targets: LeadTarget[];
  /** Runs `work` on the database while no server holds it (PGlite allows one process). */
  inspect<T>(work: (db: Database) => Promise<T>): Promise<T>;
  remove(): Promise<void>;
};

/** One seller with a public business, four products and a service: where leads go. */
async function publicListings(db: Database): Promise<LeadTarget[]> {
  const [seller] = await db
    .insert(users)
    .values({ firstName: 'Crash', lastName: 'Test', phoneNo: '7000000001', passwordHash: 'x' })
    .returning({ id: users.id });
  const [business] = await db
    .insert(businesses)
    .values(publicBusinessRow(seller!.id))
    .returning({ id: businesses.id });
  const categoryOf = async (type: 'product' | 'service') =>
    (
      await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.type, type))
        .limit(1)
    )[0]!.id;
  const listing = { fkBusinessId: business!.id, isApproved: true, isActive: true };
  const productCategory = await categoryOf('product');
  const made = await db
    .insert(products)
    .values(
      [1, 2, 3, 4].map((n) => ({ ...listing, fkCategoryId: productCategory, name: `Phone ${n}` })),
    )
    .returning({ id: products.id });
  const [service] = await db
    .insert(services)
    .values({
      ...listing,
      fkCategoryId: await categoryOf('service'),
      name: 'Phone repair',
      description: 'Screens and batteries.',
    })
    .returning({ id: services.id });
  return [
    ...made.map((p) => ({ kind: 'product' as const, id: p.id })),
    { kind: 'service', id: service!.id },
    { kind: 'business', id: business!.id },
  ];
}

/** The address of a test database on the TEST_DATABASE_URL server, for another process or tool. */
export async function postgresUrlOf(handle: DatabaseHandle) {
  const { rows } = await handle.db.execute<{ name: string }>(
    sql`select current_database() as name`,
  );
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

/**
 * A data directory for the server. Its uploads folder links to the test image cache, so the
 * server finds every reference image already drawn.
 */
function dataDirectory() {
  const dataDir = mkdtempSync(join(tmpdir(), 'haat-fault-'));
  mkdirSync(testUploadsDir(), { recursive: true });
  symlinkSync(testUploadsDir(), join(dataDir, 'uploads'));
  return dataDir;
}

/**
 * PGlite in a data directory (a copy of the seeded in-memory template), or, with
 * TEST_DATABASE_URL, a fresh PostgreSQL database.
 */
export async function createFaultDatabase(driver: 'pglite' | 'pg'): Promise<FaultDatabase> {
  const dataDir = dataDirectory();
  const seeded = await createSeededTestDatabase({ demo: false });
  const targets = await publicListings(seeded.db);
  if (driver === 'pglite') {
    const dump = await (seeded as PgliteHandle).client.dumpDataDir('gzip');
    await seeded.close();
    await (await openPglite({ dataDir, loadDataDir: dump })).close();
    return {
      env: { DATA_DIR: dataDir },
      targets,
      async inspect(work) {
        const handle = await openPglite({ dataDir });
        try {
          return await work(handle.db);
        } finally {
          await handle.close();
        }
      },
      async remove() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: await postgresUrlOf(seeded) },
    targets,
    inspect: (work) => work(seeded.db),
    async remove() {
      await seeded.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
