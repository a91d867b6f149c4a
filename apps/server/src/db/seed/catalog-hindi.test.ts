import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestDatabase, testUploadsDir } from '../../test/db.ts';
import type { DatabaseHandle } from '../client.ts';
import { categories, seedRuns, subCategories } from '../schema/index.ts';
import { CATEGORIES } from './catalog-data.ts';
import { CATALOG_HINDI } from './catalog-hindi.ts';
import { REFERENCE_SEED_VERSION, prepareDatabase } from './index.ts';

// The reference catalogue has a Hindi name for every category and sub-category, and a
// database seeded before Hindi names existed receives them with the next reference version.

const DEVANAGARI = /[\u0900-\u097F]/;

describe('Hindi names of the reference catalogue', () => {
  it('names every category and sub-category of catalog-data.ts in Devanagari', () => {
    const missing: string[] = [];
    for (const category of CATEGORIES) {
      for (const name of [category.name, ...category.subCategories.map((sub) => sub.name)]) {
        const hindi = CATALOG_HINDI[name];
        if (!hindi || !DEVANAGARI.test(hindi) || hindi !== hindi.trim() || hindi.length > 100) {
          missing.push(name);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('reference seed and Hindi names', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createSeededTestDatabase({ demo: false });
  });
  afterAll(async () => {
    await handle?.close();
  });

  const withoutHindi = async () => ({
    categories: await handle.db.$count(categories, isNull(categories.categoryHi)),
    subCategories: await handle.db.$count(subCategories, isNull(subCategories.subCategoryHi)),
  });

  it('stores them on a fresh database', async () => {
    expect(await withoutHindi()).toEqual({ categories: 0, subCategories: 0 });
    const [sarees] = await handle.db
      .select()
      .from(subCategories)
      .where(eq(subCategories.subCategory, 'Sarees'));
    expect(sarees?.subCategoryHi).toBe('साड़ी');
  });

  it('fills them into a database seeded before they existed, keeping names already written', async () => {
    const { db } = handle;
    // The state of an installation at reference version 2: no Hindi anywhere, except one name an
    // administrator has written since the upgrade's migration.
    await db.update(categories).set({ categoryHi: null });
    await db.update(subCategories).set({ subCategoryHi: null });
    await db
      .update(subCategories)
      .set({ subCategoryHi: 'प्लंबर मिस्त्री' })
      .where(eq(subCategories.subCategory, 'Plumbers'));
    await db.update(seedRuns).set({ version: 2 }).where(eq(seedRuns.name, 'reference'));

    await prepareDatabase(handle, { seedDemo: false, uploadsDir: testUploadsDir() });

    expect(await withoutHindi()).toEqual({ categories: 0, subCategories: 0 });
    const hindiOf = async (name: string) =>
      (
        await db
          .select({ hi: subCategories.subCategoryHi })
          .from(subCategories)
          .where(eq(subCategories.subCategory, name))
      )[0]?.hi;
    expect(await hindiOf('Electricians')).toBe('इलेक्ट्रीशियन');
    expect(await hindiOf('Plumbers')).toBe('प्लंबर मिस्त्री');
    const [version] = await db
      .select({ version: seedRuns.version })
      .from(seedRuns)
      .where(sql`${seedRuns.name} = 'reference'`);
    expect(version?.version).toBe(REFERENCE_SEED_VERSION);

    // Once applied, a start-up leaves the administrator's choices alone: a removed name stays
    // removed until the reference data changes again.
    await db
      .update(categories)
      .set({ categoryHi: null })
      .where(eq(categories.category, 'Furniture'));
    await prepareDatabase(handle, { seedDemo: false, uploadsDir: testUploadsDir() });
    expect((await withoutHindi()).categories).toBe(1);
  });
});
