// The ranking rules and query understanding of the public search, through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import type { TestApp } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { createSeededTestDatabase } from '../../test/db.ts';
import { forgetDictionary } from './query-understanding.ts';
import { COMPLETIONS_MAX, editDistance, forgetLexicon, lastWordCompletions } from './spelling.ts';
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

  const goods = await makeCategory(db, 'product', 'Zeta Goods', ['Zeta Cement', 'Zeta Coolers']);
  const trades = await makeCategory(db, 'service', 'Zeta Trades', [
    'Zeta Electricians',
    'Zeta Clinics',
    'Zeta AC Repair',
    'Zeta Appliance Repair',
    'Zeta Plumbers',
  ]);
  const pune = await makeBusiness(db, { name: 'Kothrud Traders', city: 'Pune' });
  const jaipur = await makeBusiness(db, { name: 'Pink City Traders', city: 'Jaipur' });
  const product = (name: string, sub: string, fkBusinessId: string, minutes: number) =>
    makeProduct(db, {
      fkBusinessId,
      fkCategoryId: goods.categoryId,
      subCategoryIds: [goods.sub[sub]!],
      name,
      createdAt: at(minutes),
    });
  P.cement = await product('Zetacc ACC Cement 50 kg', 'Zeta Cement', pune, 1);
  P.cooler = await product('Zetacool Window AC 1 Ton', 'Zeta Coolers', jaipur, 5);
  P.fortune = await product('Zetafort Fortune Chakki Atta', 'Zeta Cement', jaipur, 2);
  P.lock = await product('Zetalock Door Lock', 'Zeta Cement', jaipur, 9);
  P.locker = await product('Zetalock Door Locker', 'Zeta Cement', jaipur, 3);
  P.gramophone = await product('Zeta Gramophones Deluxe', 'Zeta Coolers', jaipur, 11);
  P.tshirt = await product('Zeta Polo T-Shirt', 'Zeta Coolers', jaipur, 12);
  P.described = await makeProduct(db, {
    fkBusinessId: jaipur,
    fkCategoryId: goods.categoryId,
    subCategoryIds: [goods.sub['Zeta Cement']!],
    name: 'Zeta Plain Bucket',
    description: 'Sturdy, with a zetaquartz handle.',
    createdAt: at(13),
  });

  const servicePune = await makeBusiness(db, {
    name: 'Zeta Services Pune',
    businessType: 'service',
    city: 'Pune',
  });
  const serviceJaipur = await makeBusiness(db, {
    name: 'Zeta Services Jaipur',
    businessType: 'service',
    city: 'Jaipur',
  });
  const andheri = await makeBusiness(db, {
    name: 'Zeta Cool Andheri',
    businessType: 'service',
    city: 'Mumbai',
    address: 'Shop 4, SV Road, Andheri West',
  });
  const dadar = await makeBusiness(db, {
    name: 'Zeta Cool Dadar',
    businessType: 'service',
    city: 'Mumbai',
    address: 'Shop 9, Ranade Road, Dadar West',
  });
  const service = (name: string, sub: string, fkBusinessId: string, minutes: number) =>
    makeService(db, {
      fkBusinessId,
      fkCategoryId: trades.categoryId,
      subCategoryIds: [trades.sub[sub]!],
      name,
      createdAt: at(minutes),
    });
  S.electrician = await service('Zeta Electrician Visit', 'Zeta Electricians', servicePune, 8);
  S.paediatrician = await service(
    'Zeta Paediatrician Consultation',
    'Zeta Clinics',
    servicePune,
    1,
  );
  // Newer, and its name holds both words, but it is filed under Appliance Repair.
  S.roRepair = await service(
    'Zeta RO and AC Stabiliser Repair',
    'Zeta Appliance Repair',
    servicePune,
    1,
  );
  S.acAndheri = await service('Zeta Split AC Service', 'Zeta AC Repair', andheri, 6);
  S.acDadar = await service('Zeta Window AC Service', 'Zeta AC Repair', dadar, 7);
  S.plumberPune = await service('Zeta Tap Fitting', 'Zeta Plumbers', servicePune, 4);
  S.plumberJaipur = await service('Zeta Pipe Fitting', 'Zeta Plumbers', serviceJaipur, 2);
  S.tailoring = await service('Zeta Tailoring at Home', 'Zeta Clinics', serviceJaipur, 12);
  // The word list and places were read when the app started, before these rows.
  forgetLexicon(db);
  forgetDictionary(db);
});

afterAll(async () => {
  await t.close();
  await database.close();
});

type Answer = {
  searchResults: { _id: string; name: string }[];
  total: number;
  understood?: Record<string, unknown>;
  alternatives?: Record<string, unknown> & { categories?: { name: string }[] };
};
async function search(kind: 'product' | 'service', query: Record<string, string>) {
  const res = await t.call({
    method: 'GET',
    url: `/api/public/${kind}/search`,
    query: { perPage: '48', sort: 'relevance', ...query },
  });
  expect(res.status).toBe(200);
  return res.body.payload as Answer;
}
const ids = (answer: Answer) => answer.searchResults.map((card) => card._id);

describe('search ranking rules (issue 21)', () => {
  it("bounds misspellings: 'electrician' never finds a paediatrician", async () => {
    const found = ids(await search('service', { search: 'electrician' }));
    expect(found).toContain(S.electrician);
    expect(found).not.toContain(S.paediatrician);
    expect(editDistance('electrician', 'paediatrician', 2)).toBe(3);
  });

  it("short words match whole words: 'ac' finds the AC, never ACC Cement", async () => {
    const found = ids(await search('product', { search: 'ac' }));
    expect(found).toContain(P.cooler);
    expect(found).not.toContain(P.cement);
  });

  it('whole words come before prefixes, and a prefix still finds', async () => {
    const found = ids(await search('product', { search: 'zetalock door lock' }));
    // 'Door Lock' is older than 'Door Locker', yet its whole word puts it first.
    expect(found.indexOf(P.lock!)).toBeGreaterThanOrEqual(0);
    expect(found.indexOf(P.lock!)).toBeLessThan(found.indexOf(P.locker!));
    expect(ids(await search('product', { search: 'zetaloc' }))).toEqual(
      expect.arrayContaining([P.lock, P.locker]),
    );
  });

  it("a prefix stands for the catalogue's whole words it starts, in a city too", async () => {
    const inJaipur = ids(await search('product', { search: 'zetaloc', city: 'Jaipur' }));
    expect(inJaipur).toEqual(expect.arrayContaining([P.lock, P.locker]));
    expect(ids(await search('product', { search: 'zetaloc', city: 'Pune' }))).toEqual([]);
    // The catalogue's words are its names, categories, brands and synonyms: a word only in a
    // description is found whole, not from its start.
    expect(ids(await search('product', { search: 'zetaquartz' }))).toEqual([P.described]);
    expect(ids(await search('product', { search: 'zetaquar' }))).not.toContain(P.described);
  });

  it('completes the last word to the most used words first, at most COMPLETIONS_MAX', async () => {
    expect(await lastWordCompletions(database.db, 'door zetaloc')).toEqual({
      word: 'zetaloc',
      words: ['zetalock'],
    });
    const many = await lastWordCompletions(database.db, 'zet');
    expect(many?.words[0]).toBe('zeta');
    expect(many?.words.length).toBeLessThanOrEqual(COMPLETIONS_MAX);
    expect(await lastWordCompletions(database.db, 'door lo')).toBeUndefined();
    expect(await lastWordCompletions(database.db, 'साड़ी')).toBeUndefined();
  });

  it("a word naming a sub-category ranks its listings first: 'ac repair'", async () => {
    const found = ids(await search('service', { search: 'zeta ac repair' }));
    expect(found.slice(0, 2).sort()).toEqual([S.acAndheri, S.acDadar].sort());
    expect(found).toContain(S.roRepair);
  });

  it("corrects misspellings against the catalogue's words and says so", async () => {
    const answer = await search('service', { search: 'zeta electrcian' });
    expect(ids(answer)).toContain(S.electrician);
    expect(answer.understood?.correctedFrom).toBe('zeta electrcian');
    // 'electrician' or the sub-category's 'electricians': the same stem, the same listings.
    expect(answer.understood?.search).toMatch(/^zeta electricians?$/);
  });
});

describe('spelling by sound (issue 21)', () => {
  it("reaches a word spelt by sound: 'f' for 'ph' ('gramofone' → gramophones)", async () => {
    // Three edits from 'gramophones', one past the bound for nine letters; one by sound.
    expect(editDistance('gramofone', 'gramophones', 3)).toBe(3);
    const answer = await search('product', { search: 'zeta gramofone' });
    expect(ids(answer)).toEqual([P.gramophone]);
    expect(answer.understood).toMatchObject({
      search: 'zeta gramophones',
      correctedFrom: 'zeta gramofone',
    });
  });
});

describe('spelling reaches further (issue 21)', () => {
  it("drops a stray first letter: 'tshirt' is 'shirt', which finds the T-shirt", async () => {
    const answer = await search('product', { search: 'zeta tshirt' });
    expect(ids(answer)).toEqual([P.tshirt]);
    expect(answer.understood).toMatchObject({ search: 'zeta shirt', correctedFrom: 'zeta tshirt' });
  });

  it("knows the synonyms' English: 'tailer' is 'tailor' (in no name), which finds Tailoring", async () => {
    // The seeded synonyms expand 'darzi' to 'tailor'; no listing's name holds the word.
    const answer = await search('service', { search: 'zeta tailer' });
    expect(ids(answer)).toEqual([S.tailoring]);
    expect(answer.understood).toMatchObject({
      search: 'zeta tailor',
      correctedFrom: 'zeta tailer',
    });
  });
});

describe('query understanding (issue 21)', () => {
  it("takes a served city out of the text: 'plumber in pune', 'pune plumber'", async () => {
    for (const text of ['zeta plumbers in pune', 'pune zeta plumbers', 'Zeta Plumbers, Pune']) {
      const answer = await search('service', { search: text, city: 'Jaipur' });
      expect(answer.understood, text).toEqual({ search: 'zeta plumbers', city: 'Pune' });
      expect(ids(answer), text).toContain(S.plumberPune);
      expect(ids(answer), text).not.toContain(S.plumberJaipur);
    }
  });

  it("a city alone lists the city, and 'pune' never matches Fortune", async () => {
    const answer = await search('product', { search: 'pune' });
    expect(answer.understood).toEqual({ search: '', city: 'Pune' });
    expect(answer.total).toBeGreaterThan(0);
    expect(ids(answer)).not.toContain(P.fortune);
    const named = await search('product', { search: 'zetacc pune' });
    expect(named.understood).toEqual({ search: 'zetacc', city: 'Pune' });
    expect(ids(named)).toEqual([P.cement]);
  });

  it("takes a locality as the place: 'ac repair andheri'", async () => {
    const answer = await search('service', { search: 'zeta ac repair andheri' });
    expect(answer.understood).toEqual({
      search: 'zeta ac repair',
      city: 'Mumbai',
      locality: 'Andheri',
    });
    expect(ids(answer)).toContain(S.acAndheri);
    expect(ids(answer)).not.toContain(S.acDadar);
  });

  it("recognises 'near me' and keeps the chosen city", async () => {
    const answer = await search('service', { search: 'zeta plumbers near me', city: 'Jaipur' });
    expect(answer.understood).toEqual({ search: 'zeta plumbers', city: 'Jaipur', nearMe: true });
    expect(ids(answer)).toEqual([S.plumberJaipur]);
  });

  it('text taken as typed carries no understood', async () => {
    const answer = await search('service', { search: 'zeta plumbers' });
    expect(answer.understood).toBeUndefined();
    expect(answer.alternatives).toBeUndefined();
  });

  it('offers alternatives when nothing matches: All Over India and the category', async () => {
    const answer = await search('service', { search: 'zeta plumbers in lucknow' });
    expect(answer.total).toBe(0);
    expect(answer.searchResults).toEqual([]);
    expect(answer.alternatives?.allIndiaTotal).toBe(2);
    expect(answer.alternatives?.categories?.[0]).toMatchObject({
      name: 'Zeta Plumbers',
      level: 'subCategory',
      type: 'service',
    });
  });
});
