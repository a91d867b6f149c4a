// Every sort of a search with words orders within tiers. Listings whose name,
// sub-category, brand or tags hold the words come first, then those that hold them only through
// their category, then those that hold them only in the description (or through the start of a
// word); New Arrivals, price, A-Z and the rest order within each tier. And a word nobody has
// plus one common token (a stray '1', 'OR') does not match everything that holds the token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import type { TestApp } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { createSeededTestDatabase } from '../../test/db.ts';
import { forgetDictionary } from './query-understanding.ts';
import { forgetLexicon } from './spelling.ts';
import { makeBusiness, makeCategory, makeProduct, makeService } from './test-fixtures.ts';

let t: TestApp;
let database: DatabaseHandle;
const P: Record<string, string> = {};
const S: Record<string, string> = {};

beforeAll(async () => {
  database = await createSeededTestDatabase();
  t = await createTestApp({ database, env: { PUBLIC_ANSWER_CACHE_MS: '0' } });
  const db = database.db;
  const now = t.clock.now();
  const at = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  // 'Qorvision' is a category's word: its speakers hold it only through their category.
  const goods = await makeCategory(db, 'product', 'Qorvision & Audio', [
    'Qorvision Sets',
    'Qor Speakers',
  ]);
  const shop = await makeBusiness(db, { name: 'Tier Traders', city: 'Pune' });
  const product = (
    name: string,
    sub: string,
    minutes: number,
    extra: { description?: string; tags?: string[]; sellingPrice?: number } = {},
  ) =>
    makeProduct(db, {
      fkBusinessId: shop,
      fkCategoryId: goods.categoryId,
      subCategoryIds: [goods.sub[sub]!],
      name,
      createdAt: at(minutes),
      pricePerUnit: extra.sellingPrice ?? null,
      sellingPrice: extra.sellingPrice ?? null,
      ...extra,
    });
  // 'zylophone': in one old listing's name, in a newer one's tags, in the newest one's
  // description only.
  P.named = await product('Zylophone Deluxe 12 Key', 'Qor Speakers', 30, { sellingPrice: 900 });
  P.tagged = await product('Kidtune Mini Keys', 'Qor Speakers', 20, {
    tags: ['zylophone'],
    sellingPrice: 700,
  });
  P.described = await product('Aaron Music Stand', 'Qor Speakers', 1, {
    description: 'Holds a zylophone songbook open.',
    sellingPrice: 100,
  });
  // 'qorvision': a set's own name (old), a speaker's category only (new).
  P.set = await product('Qorvision Smart 43 inch', 'Qorvision Sets', 40);
  P.speaker = await product('Boomba Party Speaker', 'Qor Speakers', 2);
  // Many listings hold '1' and 'or' (words of their names).
  for (let n = 0; n < 6; n++) {
    await product(`Tier Sugar ${n} Pack 1 kg or 2 kg`, 'Qor Speakers', 50 + n);
  }

  const trades = await makeCategory(db, 'service', 'Qorstitch & Laundry', [
    'Qorstitchers',
    'Qor Laundry',
  ]);
  const servicesShop = await makeBusiness(db, {
    name: 'Tier Services',
    businessType: 'service',
    city: 'Pune',
  });
  const service = (name: string, sub: string, minutes: number) =>
    makeService(db, {
      fkBusinessId: servicesShop,
      fkCategoryId: trades.categoryId,
      subCategoryIds: [trades.sub[sub]!],
      name,
      createdAt: at(minutes),
    });
  S.blouse = await service('Blouse Fitting', 'Qorstitchers', 30);
  S.laundry = await service('Wash and Iron', 'Qor Laundry', 1);
  // The word list and places were read when the app started, before these rows.
  forgetLexicon(db);
  forgetDictionary(db);
}, 300_000);

afterAll(async () => {
  await t.close();
  await database.close();
});

type Answer = { searchResults: { _id: string; name: string }[]; total: number };
async function search(kind: 'product' | 'service', query: Record<string, string>) {
  const res = await t.call({
    method: 'GET',
    url: `/api/public/${kind}/search`,
    query: { perPage: '48', city: 'Pune', ...query },
  });
  expect(res.status).toBe(200);
  return res.body.payload as Answer;
}
const ids = (answer: Answer) => answer.searchResults.map((card) => card._id);

describe('the tiers of a search with words, in every sort (issue 35)', () => {
  it('New Arrivals (the default) puts a name or tag match before a newer description-only match', async () => {
    for (const sort of [undefined, 'new arrivals']) {
      const found = ids(
        await search('product', { search: 'zylophone', ...(sort ? { sort } : {}) }),
      );
      expect(found).toEqual([P.tagged, P.named, P.described]);
    }
  });

  it('each sort orders within the tiers: A-Z, Z-A, Top Rated', async () => {
    expect(ids(await search('product', { search: 'zylophone', sort: 'a-z' }))).toEqual([
      P.tagged,
      P.named,
      P.described,
    ]);
    expect(ids(await search('product', { search: 'zylophone', sort: 'z-a' }))).toEqual([
      P.named,
      P.tagged,
      P.described,
    ]);
    const rated = ids(await search('product', { search: 'zylophone', sort: 'top rated' }));
    expect(rated.at(-1)).toBe(P.described);
  });

  it('a match only through the category comes after one of the name or sub-category', async () => {
    const found = ids(await search('product', { search: 'qorvision' }));
    expect(found[0]).toBe(P.set);
    expect(found.indexOf(P.speaker!)).toBeGreaterThan(0);
    const services = ids(await search('service', { search: 'qorstitch' }));
    expect(services[0]).toBe(S.blouse);
    expect(services).toContain(S.laundry);
  });

  it('Relevance keeps the same tiers', async () => {
    const found = ids(await search('product', { search: 'zylophone', sort: 'relevance' }));
    expect(found.at(-1)).toBe(P.described);
  });

  it("a word nobody has plus a common token ('1', 'OR') does not match every listing holding it", async () => {
    for (const text of ['zzqx 1', '1 zzqx', 'zzqx OR', 'OR zzqx', 'qqzv 2']) {
      const answer = await search('product', { search: text });
      expect(answer.total, text).toBeLessThanOrEqual(1);
    }
    // The token with a word that exists still narrows nothing away.
    expect((await search('product', { search: 'sugar 1' })).total).toBe(6);
  });
});
