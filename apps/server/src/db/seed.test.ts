import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { verify } from 'argon2';
import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  getTableName,
  gt,
  is,
  isNotNull,
  sql,
} from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANTS, PLANS } from '@haat/shared';
import { createSeededTestDatabase, testUploadsDir } from '../test/db.ts';
import type { Database, DatabaseHandle } from './client.ts';
import * as schema from './schema/index.ts';
import {
  banners,
  brands,
  businesses,
  categories,
  cities,
  colors,
  notifications,
  productLeads,
  products,
  services,
  states,
  subCategories,
  subCategoryBrands,
  subscriptionPlans,
  users,
} from './schema/index.ts';
import { textSearch } from './search.ts';
import { PICTURE_LARGE_WIDTH } from './seed/images.ts';
import { DEMO_PASSWORD, SERVED_CITIES, prepareDatabase, seed } from './seed/index.ts';

let handle: DatabaseHandle;
let db: Database;
const uploadsDir = testUploadsDir();

/** Rows in every table of the schema. */
async function tableCounts() {
  const tables = Object.values(schema as Record<string, unknown>).filter(
    (value): value is PgTable => is(value, PgTable),
  );
  const counts: Record<string, number> = {};
  for (const table of tables) counts[getTableName(table)] = await db.$count(table);
  return counts;
}

beforeAll(async () => {
  handle = await createSeededTestDatabase({ demo: true });
  db = handle.db;
});

afterAll(async () => {
  await handle?.close();
});

describe('reference seed', () => {
  it('has the 36 states and union territories, and their cities with coordinates', async () => {
    expect(await db.$count(states)).toBe(36);
    const names = (await db.select({ name: states.name }).from(states)).map((row) => row.name);
    expect(names).toEqual(
      expect.arrayContaining(['Maharashtra', 'Ladakh', 'Lakshadweep', 'Delhi']),
    );
    expect(await db.$count(cities)).toBeGreaterThan(4000);
    const [mumbai] = await db
      .select()
      .from(cities)
      .innerJoin(states, eq(states.id, cities.fkStateId))
      .where(and(eq(cities.name, 'Mumbai'), eq(states.code, 'MH')));
    expect(mumbai?.cities.latitude).toBeCloseTo(19.07, 1);
    expect(mumbai?.cities.longitude).toBeCloseTo(72.88, 1);
    expect(mumbai?.cities.isServed).toBe(true);
    // Every served city of the list is found in the dataset, and they are at least 30.
    expect(await db.$count(cities, eq(cities.isServed, true))).toBe(SERVED_CITIES.length);
    expect(SERVED_CITIES.length).toBeGreaterThanOrEqual(30);
  });

  it('has a category tree with brands, 35 colours and the plans', async () => {
    const perType = await db
      .select({
        type: categories.type,
        categories: countDistinct(categories.id),
        subCategories: count(subCategories.id),
      })
      .from(categories)
      .leftJoin(subCategories, eq(subCategories.fkCategoryId, categories.id))
      .groupBy(categories.type);
    const product = perType.find((row) => row.type === 'product');
    const service = perType.find((row) => row.type === 'service');
    expect(product?.categories).toBeGreaterThanOrEqual(20);
    expect(service?.categories).toBeGreaterThanOrEqual(12);
    const empty = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        sql`not exists (select 1 from sub_categories s where s.fk_category_id = ${categories.id})`,
      );
    expect(empty).toEqual([]);
    expect(await db.$count(brands)).toBeGreaterThan(100);
    expect(await db.$count(subCategoryBrands)).toBeGreaterThan(await db.$count(brands));
    expect(await db.$count(colors)).toBe(35);
    const plans = await db.select().from(subscriptionPlans).orderBy(subscriptionPlans.id);
    expect(plans.map(({ id, months, price }) => ({ id, months, price }))).toEqual(
      PLANS.map(({ id, months, price }) => ({ id, months, price })),
    );
  });

  it('writes a card and a large webp for every catalogue image', async () => {
    const keys = [
      ...(await db.select({ image: categories.image }).from(categories)),
      ...(await db.select({ image: subCategories.image }).from(subCategories)),
      ...(await db.select({ image: brands.image }).from(brands)),
    ].map((row) => row.image);
    expect(keys.every((key) => key?.startsWith('seed/'))).toBe(true);
    for (const key of keys) {
      for (const variant of Object.keys(IMAGE_VARIANTS)) {
        await expect(access(join(uploadsDir, variant, key!))).resolves.toBeUndefined();
      }
    }
    // Pictures of things are drawn up to PICTURE_LARGE_WIDTH wide, as a smaller upload is kept.
    const picture = await sharp(join(uploadsDir, 'large', keys[0]!)).metadata();
    expect(picture).toMatchObject({ format: 'webp', width: PICTURE_LARGE_WIDTH });
    const brand = keys.find((key) => key!.startsWith('seed/brand-'))!;
    const meta = await sharp(join(uploadsDir, 'large', brand)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: IMAGE_VARIANTS.large });
    const card = await sharp(join(uploadsDir, 'card', keys[0]!)).metadata();
    expect(card.width).toBe(IMAGE_VARIANTS.card);
  });
});

describe('demo seed', () => {
  it('has an admin and 45 sellers with active plans and the demo password', async () => {
    const all = await db.select().from(users).orderBy(users.phoneNo);
    expect(all).toHaveLength(46);
    expect(all[0]).toMatchObject({ phoneNo: '9000000000', role: 'admin' });
    const sellers = all.slice(1);
    expect(sellers.map((user) => user.phoneNo)).toEqual(
      Array.from({ length: 45 }, (_, i) => String(9000000001 + i)),
    );
    expect(sellers.every((user) => user.role === 'user' && user.planExpiresAt! > new Date())).toBe(
      true,
    );
    expect(new Set(sellers.map((user) => user.passwordHash)).size).toBe(1);
    expect(await verify(sellers[0]!.passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it('has 170 businesses in 10 cities, 2,000–3,000 products and 500+ services', async () => {
    expect(await db.$count(businesses)).toBe(170);
    const [{ cities: cityCount } = { cities: 0 }] = await db
      .select({ cities: countDistinct(businesses.city) })
      .from(businesses);
    expect(cityCount).toBe(10);
    const productCount = await db.$count(products);
    expect(productCount).toBeGreaterThanOrEqual(2000);
    expect(productCount).toBeLessThanOrEqual(3000);
    expect(await db.$count(services)).toBeGreaterThanOrEqual(500);
    // Mostly public, some pending, some rejected with a message.
    expect(
      await db.$count(products, and(eq(products.isApproved, true), eq(products.isActive, true))),
    ).toBeGreaterThan(productCount * 0.9);
    expect(
      await db.$count(
        products,
        and(eq(products.isApproved, false), sql`${products.rejectionMessage} is null`),
      ),
    ).toBeGreaterThan(0);
    expect(await db.$count(products, isNotNull(products.rejectionMessage))).toBeGreaterThan(0);
    expect(await db.$count(businesses, isNotNull(businesses.rejectionMessage))).toBeGreaterThan(0);
    expect(await db.$count(products, gt(products.sellingPrice, products.pricePerUnit))).toBe(0);
    expect(await db.$count(productLeads)).toBeGreaterThan(0);
    expect(await db.$count(notifications)).toBeGreaterThan(0);
    expect(await db.$count(banners)).toBeGreaterThan(0);
  });
});

describe('seeding again', () => {
  it('adds nothing: seed() and prepareDatabase() leave every table as it was', async () => {
    const before = await tableCounts();
    const again = await seed(handle, { demo: true, uploadsDir });
    expect(again.reference).toMatchObject({
      states: 0,
      cities: 0,
      categories: 0,
      brands: 0,
      colors: 0,
    });
    expect(again.demo).toMatchObject({ users: 0, products: 0, services: 0 });
    expect(again.imagesWritten).toBe(0);
    await prepareDatabase(handle, { seedDemo: true, uploadsDir });
    expect(await tableCounts()).toEqual(before);
  });
});

describe('search over the seed', () => {
  it('finds products by words (full text) and by a misspelt name (trigram)', async () => {
    const search = async (text: string) => {
      const match = textSearch(products, text);
      return db
        .select({ name: products.name, rank: match.rank })
        .from(products)
        .where(match.where)
        .orderBy(desc(match.rank))
        .limit(5);
    };
    const fans = await search('ceiling fan');
    expect(fans.length).toBeGreaterThan(0);
    expect(fans[0]!.name).toMatch(/Ceiling Fan/);

    const grinders = await search('mixr grindr');
    expect(grinders.length).toBeGreaterThan(0);
    expect(grinders.every((row) => /Mixer Grinder/.test(row.name))).toBe(true);

    // Words that are only in the category name are found too (weight B).
    const staples = await search('groceries');
    expect(staples.length).toBeGreaterThan(0);
  });
});
