import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PUBLIC_MSG, SUGGESTION_LIMITS, type Suggestion } from '@haat/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSeededTestDatabase } from '../../test/db.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { brandId, makeBusiness, makeProduct, makeService } from '../discovery/test-fixtures.ts';

// The reference seed (categories, sub-categories with Hindi names, brands, synonyms) and a few
// shops of our own; PGlite, or PostgreSQL with TEST_DATABASE_URL.
let database: DatabaseHandle;
let t: TestApp;
const ids: Record<string, string> = {};

async function idOf(table: 'categories' | 'sub_categories', name: string) {
  const column = table === 'categories' ? 'category' : 'sub_category';
  const found = await database.db.execute<{ id: string }>(
    sql`select id from ${sql.raw(table)} where ${sql.raw(column)} = ${name}`,
  );
  return found.rows[0]!.id;
}

beforeAll(async () => {
  database = await createSeededTestDatabase({ demo: false });
  const db = database.db;
  ids.plumbers = await idOf('sub_categories', 'Plumbers');
  ids.homeRepairs = await idOf('categories', 'Home Repairs & Maintenance');
  ids.smartphones = await idOf('sub_categories', 'Smartphones');
  ids.mobiles = await idOf('categories', 'Mobiles & Accessories');
  const now = new Date();
  const repairs = await makeBusiness(db, {
    name: 'Sharma Plumbing Works',
    businessType: 'service',
    city: 'Pune',
  });
  ids.sharma = repairs;
  await makeBusiness(db, {
    name: 'Sharma Plumbing Works',
    businessType: 'service',
    city: 'Mumbai',
  });
  await makeBusiness(db, {
    name: 'Plumbing Hidden Co',
    businessType: 'service',
    city: 'Pune',
    isApproved: false,
  });
  for (const fkBusinessId of [repairs, await makeBusiness(db, { businessType: 'service' })]) {
    await makeService(db, {
      fkBusinessId,
      fkCategoryId: ids.homeRepairs,
      subCategoryIds: [ids.plumbers],
      name: 'Tap and Leakage Repair',
      createdAt: now,
    });
  }
  const shop = await makeBusiness(db, { name: 'Galaxy Mobile Point', businessType: 'product' });
  for (const name of ['Samsung Galaxy A55', 'Samsung Galaxy M35']) {
    await makeProduct(db, {
      fkBusinessId: shop,
      fkCategoryId: ids.mobiles,
      subCategoryIds: [ids.smartphones],
      fkBrandId: await brandId(db, 'Samsung'),
      name,
      createdAt: now,
    });
  }
  t = await createTestApp({ database });
}, 600_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

async function suggest(query: Record<string, string>) {
  const answer = await t.call({
    method: 'GET',
    url: `/api/public/search/suggestions?${new URLSearchParams(query)}`,
  });
  return answer;
}
const labels = (list: Suggestion[]) => list.map((item) => `${item.type}:${item.label}`);

describe('GET /api/public/search/suggestions', () => {
  it('completes sub-categories, categories, popular service names and businesses of the kind', async () => {
    const answer = await suggest({ q: 'plu', kind: 'service' });
    expect(answer.status).toBe(200);
    const list = answer.body.payload.suggestions as Suggestion[];
    expect(list.length).toBeLessThanOrEqual(SUGGESTION_LIMITS.max);
    expect(list[0]).toMatchObject({
      type: 'subCategory',
      label: 'Plumbers',
      labelHi: expect.any(String),
      id: ids.plumbers,
      kind: 'service',
    });
    // Both public shops of the name, each with its city; never the unapproved one.
    const shops = list.filter((item) => item.type === 'business');
    expect(shops.map((item) => `${item.label} (${item.city})`).sort()).toEqual([
      'Sharma Plumbing Works (Mumbai)',
      'Sharma Plumbing Works (Pune)',
    ]);
    expect(labels(list)).not.toContain('business:Plumbing Hidden Co');
    // Products' sub-categories are not offered on the services' box.
    expect(list.every((item) => item.kind === 'service' || item.type === 'business')).toBe(true);
  });

  it('offers both kinds, each suggestion saying its kind, when no kind is asked (issue 35)', async () => {
    // The home page's box: 'plumb' offers the services' Plumbers, not only products.
    const list = (await suggest({ q: 'plumb' })).body.payload.suggestions as Suggestion[];
    expect(list[0]).toMatchObject({ type: 'subCategory', label: 'Plumbers', kind: 'service' });
    const tap = (await suggest({ q: 'tap' })).body.payload.suggestions as Suggestion[];
    expect(tap).toContainEqual(
      expect.objectContaining({ type: 'query', label: 'Tap and Leakage Repair', kind: 'service' }),
    );
    // Products too, whichever kind the box is on; 're' holds both kinds (Refrigerators, Repairs).
    const mixed = (await suggest({ q: 'smart' })).body.payload.suggestions as Suggestion[];
    expect(mixed).toContainEqual(
      expect.objectContaining({ type: 'subCategory', label: 'Smartphones', kind: 'product' }),
    );
    const kinds = new Set(
      ((await suggest({ q: 're' })).body.payload.suggestions as Suggestion[]).map((s) => s.kind),
    );
    expect([...kinds].sort()).toEqual(['product', 'service']);
  });

  it('matches every typed word by the start of a word, in any order', async () => {
    const list = (await suggest({ q: 'repair tap', kind: 'service' })).body.payload
      .suggestions as Suggestion[];
    // Offered by two businesses: a popular query, with its count from the catalogue.
    expect(list).toContainEqual({
      type: 'query',
      label: 'Tap and Leakage Repair',
      labelHi: null,
      kind: 'service',
      count: 2,
    });
    const none = (await suggest({ q: 'umbers', kind: 'service' })).body.payload.suggestions;
    expect(labels(none)).not.toContain('subCategory:Plumbers');
  });

  it('offers brands as product queries with how many public products carry them', async () => {
    const list = (await suggest({ q: 'sams' })).body.payload.suggestions as Suggestion[];
    expect(list).toContainEqual(
      expect.objectContaining({ type: 'query', label: 'Samsung', kind: 'product', count: 2 }),
    );
  });

  it('finds Hindi names and Hinglish synonyms', async () => {
    const hindi = (await suggest({ q: 'प्लंब', kind: 'service' })).body.payload.suggestions;
    expect(labels(hindi)).toContain('subCategory:Plumbers');
    const hinglish = (await suggest({ q: 'nalsaz', kind: 'service' })).body.payload.suggestions;
    expect(labels(hinglish)).toContain('subCategory:Plumbers');
  });

  it('keeps businesses to the chosen city, All Over India meaning every city', async () => {
    const pune = (await suggest({ q: 'sharma', kind: 'service', city: 'Pune' })).body.payload
      .suggestions as Suggestion[];
    expect(pune.filter((item) => item.type === 'business')).toEqual([
      {
        type: 'business',
        label: 'Sharma Plumbing Works',
        id: ids.sharma,
        kind: 'service',
        city: 'Pune',
      },
    ]);
    const india = (await suggest({ q: 'sharma', kind: 'service', city: 'All Over India' })).body
      .payload.suggestions as Suggestion[];
    expect(india.filter((item) => item.type === 'business')).toHaveLength(2);
  });

  it('matches businesses from 3 characters, and takes % and _ as typed', async () => {
    const two = (await suggest({ q: 'sh', kind: 'service' })).body.payload.suggestions;
    expect(two.filter((item: Suggestion) => item.type === 'business')).toEqual([]);
    expect((await suggest({ q: '%%%' })).body.payload.suggestions).toEqual([]);
    expect((await suggest({ q: 'a_b' })).body.payload.suggestions).toEqual([]);
  });

  it('answers nothing for empty text, and a clear 400 for text over 60 characters or a bad kind', async () => {
    expect((await suggest({ q: '  ' })).body.payload).toEqual({ suggestions: [] });
    expect((await suggest({})).body.payload).toEqual({ suggestions: [] });
    const long = await suggest({ q: 'a'.repeat(61) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(PUBLIC_MSG.suggestionTextTooLong);
    const kind = await suggest({ q: 'ac', kind: 'shops' });
    expect(kind.status).toBe(400);
    expect(JSON.stringify(kind.body)).toContain(PUBLIC_MSG.suggestionKindInvalid);
  });

  it('is a public read browsers may keep briefly', async () => {
    const answer = await suggest({ q: 'plu', kind: 'service' });
    expect(answer.headers['cache-control']).toContain('public');
  });
});
