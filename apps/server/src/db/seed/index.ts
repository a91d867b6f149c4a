import { count, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.ts';
import { backfill } from '../backfill.ts';
import { applyMigrations, withPrepareLock } from '../migrate.ts';
import { seedRuns, users } from '../schema/index.ts';
import { seedDemoData, type DemoSeedResult } from './demo.ts';
import { ensureBannerImages } from './demo-banners.ts';
import { demoImages } from './demo-images.ts';
import { ensureImages } from './images.ts';
import { assignMissingShopSlugs } from '../../modules/shop/service.ts';
import { referenceImages, seedReferenceData } from './reference.ts';

import { DEMO_ADMIN, DEMO_PASSWORD } from './demo-data.ts';

export { DEMO_ADMIN, DEMO_PASSWORD, sellerPhone } from './demo-data.ts';
export { SERVED_CITIES } from './locations.ts';

/**
 * Bump when the reference data changes, so start-up applies it once more (additions only).
 * 3: Hindi names of the catalogue, filled in where a row has none.
 * 4: Lehengas under Women's Fashion, and pictures of things for new rows.
 * 5: more Hindi and Hinglish search synonyms.
 */
export const REFERENCE_SEED_VERSION = 5;

export type SeedOptions = {
  /** Also create the demo accounts, businesses and listings. */
  demo: boolean;
  /** Where generated images go: `${uploadsDir}/card/<key>` and `${uploadsDir}/large/<key>`. */
  uploadsDir: string;
  log?: (message: string) => void;
};

export type SeedResult = {
  reference: Awaited<ReturnType<typeof seedReferenceData>>;
  demo: DemoSeedResult | null;
  imagesWritten: number;
  ms: number;
};

const noop = () => {};

async function seedReference(handle: DatabaseHandle, options: Omit<SeedOptions, 'demo'>) {
  const log = options.log ?? noop;
  const imagesWritten = await ensureImages(options.uploadsDir, referenceImages());
  const reference = await seedReferenceData(handle.db);
  await handle.db
    .insert(seedRuns)
    .values({ name: 'reference', version: REFERENCE_SEED_VERSION })
    .onConflictDoUpdate({
      target: seedRuns.name,
      set: { version: REFERENCE_SEED_VERSION, appliedAt: sql`now()` },
    });
  log(
    `Reference data: ${reference.states} states, ${reference.cities} cities, ${reference.categories} categories, ` +
      `${reference.subCategories} sub-categories, ${reference.brands} brands, ${reference.colors} colours added; ` +
      `${reference.hindiNames} Hindi names filled in; ${imagesWritten} image files written`,
  );
  return { reference, imagesWritten };
}

async function seedDemo(handle: DatabaseHandle, options: Omit<SeedOptions, 'demo'>) {
  const log = options.log ?? noop;
  const imagesWritten =
    (await ensureImages(options.uploadsDir, demoImages())) +
    (await ensureBannerImages(options.uploadsDir));
  const demo = await seedDemoData(handle.db);
  // The demo shops have their addresses like any registered business.
  await assignMissingShopSlugs(handle.db);
  log(
    `Demo data: ${demo.users} users, ${demo.businesses} businesses, ${demo.products} products, ` +
      `${demo.services} services, ${demo.leads} leads, ${demo.notifications} notifications, ` +
      `${demo.banners} banners added; ${imagesWritten} image files written`,
  );
  return { demo, imagesWritten };
}

/**
 * Seeds reference data (always) and demo data (`demo`). Idempotent: rows are matched by natural
 * keys (state code, city per state, category per type, phone number …), so a second run adds
 * nothing. Images whose files exist are not written again.
 */
export async function seed(handle: DatabaseHandle, options: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const reference = await seedReference(handle, options);
  const demo = options.demo ? await seedDemo(handle, options) : null;
  return {
    reference: reference.reference,
    demo: demo?.demo ?? null,
    imagesWritten: reference.imagesWritten + (demo?.imagesWritten ?? 0),
    ms: Date.now() - started,
  };
}

export type PrepareOptions = {
  /** Seed the demo data set into a database that has no users yet. */
  seedDemo: boolean;
  uploadsDir: string;
  log?: (message: string) => void;
  /** Where the warning about demo accounts on a PostgreSQL server goes (the log's warn level). */
  warn?: (message: string) => void;
};

/**
 * Said when demo accounts are created on a PostgreSQL server: anyone who has read the README can
 * sign in to them, the administrator included, so the operator must not miss it.
 */
export const DEMO_ON_SERVER_WARNING =
  `SEED_DEMO=1: demo accounts were created on this PostgreSQL database with the published ` +
  `password '${DEMO_PASSWORD}', among them the administrator ${DEMO_ADMIN.phoneNo}. Anyone can ` +
  `sign in to them. Never do this on a database that serves real people: deactivate them or ` +
  `start from an empty database with SEED_DEMO unset.`;

/**
 * What the server runs at start-up: migrate; seed reference data when this version of it has not
 * been applied yet (so an administrator's deletions stick across restarts); seed demo data when
 * `seedDemo` is set and the database has no users. On PostgreSQL an advisory lock makes
 * instances starting together take turns.
 */
export async function prepareDatabase(handle: DatabaseHandle, options: PrepareOptions) {
  const log = options.log ?? noop;
  const started = Date.now();
  await withPrepareLock(handle, async () => {
    await applyMigrations(handle);
    const [applied] = await handle.db
      .select()
      .from(seedRuns)
      .where(sql`${seedRuns.name} = 'reference'`);
    if (!applied || applied.version < REFERENCE_SEED_VERSION) {
      await seedReference(handle, options);
    } else {
      // Files may be gone (a fresh uploads volume); writing only what is missing is cheap.
      await ensureImages(options.uploadsDir, referenceImages());
    }
    if (options.seedDemo) {
      const [row] = await handle.db.select({ users: count() }).from(users);
      if ((row?.users ?? 0) === 0) {
        await seedDemo(handle, options);
        if (handle.driver === 'pg') (options.warn ?? log)(DEMO_ON_SERVER_WARNING);
      }
    }
    // Businesses written before shop addresses, or by the bench's generator, get theirs.
    const addressed = await assignMissingShopSlugs(handle.db);
    if (addressed) log(`Shop addresses given to ${addressed} businesses`);
    // Businesses without a location or open hours (written before near me and open now,
    // docs/decisions/018-near-me.md; the demo seed; the bench's generator) get them: their city's
    // centre spread up to 4 km, hours by the shared rule.
    await backfill(handle.db);
  });
  log(`Database ready (${handle.driver}) in ${Date.now() - started} ms`);
}
