// A locality in the words is kept. 'lantern in baner' searches Pune's Baner, measured
// from Baner's centre, under every sort and for both kinds; a locality with nothing answers the
// city's listings and says so. The localities come from the businesses' addresses (a rule, no
// list), on PGlite (and PostgreSQL with TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_SORTS } from '@haat/shared';
import type { DatabaseHandle } from '../../db/client.ts';
import { cities, states } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/db.ts';
import { forgetDictionary, localitiesOf } from './query-understanding.ts';
import { forgetLexicon } from './spelling.ts';
import { makeBusiness, makeCategory, makeProduct, makeService } from './test-fixtures.ts';

let t: TestApp;
let database: DatabaseHandle;
const P: Record<string, string> = {};
const S: Record<string, string> = {};

// Metres north of a point, on earthdistance's sphere (111,318 m a degree of latitude).
const PUNE = { lat: 18.5204, lng: 73.8567 };
const BANER = { lat: 18.559, lng: 73.786 };
const KHARADI = { lat: 18.5515, lng: 73.9348 };
const north = (from: { lat: number; lng: number }, metres: number) => ({
  lat: from.lat + metres / 111_318,
  lng: from.lng,
});

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database, env: { PUBLIC_ANSWER_CACHE_MS: '0' } });
  const db = database.db;
  const [state] = await db
    .insert(states)
    .values({ name: 'Maharashtra', code: 'MH' })
    .returning({ id: states.id });
  await db.insert(cities).values({
    fkStateId: state!.id,
    name: 'Pune',
    latitude: PUNE.lat,
    longitude: PUNE.lng,
    isServed: true,
  });
  const now = t.clock.now();
  const at = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const placed = (
    name: string,
    address: string,
    where: { lat: number; lng: number },
    extra: { businessType?: 'product' | 'service'; locationSource?: 'seller' | 'city' } = {},
  ) =>
    makeBusiness(db, {
      name,
      address,
      city: 'Pune',
      latitude: where.lat,
      longitude: where.lng,
      locationSource: extra.locationSource ?? 'seller',
      businessType: extra.businessType ?? 'product',
    });
  // Baner: two shops its sellers pinned, 300 m north and 500 m south of its centre, and one
  // Haat placed at the city's centre (its address names Baner; its place is a guess, so it
  // does not move Baner's centre).
  const banerNear = await placed(
    'Baner Lamp House',
    'Shop 3, Baner Road, Baner',
    north(BANER, 300),
  );
  const banerFar = await placed('Hilltop Lights', 'Plot 7, Baner, Pune 411045', north(BANER, -500));
  const banerGuess = await placed('Guessed Lamps', 'Shop 9, Baner', PUNE, {
    locationSource: 'city',
  });
  const kharadi = await placed('Kharadi Kettles', 'Unit 2, EON Road, Kharadi', KHARADI);
  const wakadEast = await placed('Wakad East Lamps', '4, Main Road, Wakad East', {
    lat: 18.6,
    lng: 73.77,
  });
  const wakadWest = await placed('Wakad West Lamps', '5, Main Road, Wakad West', {
    lat: 18.6,
    lng: 73.76,
  });
  const satellite = await placed('Dish World', 'Shop 1, Ring Road, Satellite', PUNE);
  const centre = await placed('Camp Lanterns', 'Shop 2, MG Road, Camp', north(PUNE, 200));
  const shelf = await makeCategory(db, 'product', 'Locality Tests', ['Lanterns', 'Dishes']);
  const product = (name: string, business: string, minutes: number, sub = 'Lanterns') =>
    makeProduct(db, {
      fkBusinessId: business,
      fkCategoryId: shelf.categoryId,
      subCategoryIds: [shelf.sub[sub]!],
      name,
      createdAt: at(minutes),
    });
  // The newest is the farthest from Baner's centre: New Arrivals and Nearest differ.
  P.banerGuess = await product('Brass Lantern', banerGuess, 1);
  P.banerFar = await product('Hurricane Lantern', banerFar, 2);
  P.banerNear = await product('Zinc Lantern', banerNear, 3);
  P.kettle = await product('Steel Kettle', kharadi, 4, 'Dishes');
  P.camp = await product('Camp Lantern', centre, 5);
  P.wakadEast = await product('Wakad Lantern One', wakadEast, 6);
  P.wakadWest = await product('Wakad Lantern Two', wakadWest, 7);
  P.dish = await product('Satellite Dish Antenna', satellite, 8, 'Dishes');
  const trades = await makeCategory(db, 'service', 'Locality Trades', ['Lamp Repair']);
  const repairs = await placed('Baner Lamp Repairs', 'Shop 8, Baner', north(BANER, 100), {
    businessType: 'service',
  });
  S.baner = await makeService(db, {
    fkBusinessId: repairs,
    fkCategoryId: trades.categoryId,
    subCategoryIds: [trades.sub['Lamp Repair']!],
    name: 'Lantern Repair',
    createdAt: at(1),
  });
  forgetLexicon(db);
  forgetDictionary(db);
});

afterAll(async () => {
  await t?.close();
  await database?.close();
});

type Card = {
  _id: string;
  name: string;
  distanceMeters?: number;
  businessName?: string;
  businessLocality?: string | null;
  businessCity?: string;
};
type Answer = {
  searchResults: Card[];
  total: number;
  understood?: Record<string, unknown>;
};

async function search(kind: 'product' | 'service', query: Record<string, string>) {
  const res = await t.call({
    method: 'GET',
    url: `/api/public/${kind}/search`,
    query: { perPage: '48', ...query },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload as Answer;
}
const ids = (answer: Answer) => answer.searchResults.map((card) => card._id);
const metres = (answer: Answer) =>
  answer.searchResults.map((card) => Math.round((card.distanceMeters ?? -1) / 10) * 10);

describe('the localities of the addresses', () => {
  it('groups businesses by their address’s locality, both sides under the first word, centred on the pinned ones', () => {
    const places = localitiesOf([
      {
        city: 'Pune',
        state: 'Maharashtra',
        address: 'Shop 3, Baner Road, Baner',
        latitude: 18.56,
        longitude: 73.78,
        source: 'seller',
      },
      {
        city: 'Pune',
        state: 'Maharashtra',
        address: 'Plot 7, Baner, Pune 411045',
        latitude: 18.55,
        longitude: 73.8,
        source: 'admin',
      },
      {
        city: 'Pune',
        state: 'Maharashtra',
        address: 'Shop 9, Baner',
        latitude: 18.52,
        longitude: 73.85,
        source: 'city',
      },
      {
        city: 'Mumbai',
        state: 'Maharashtra',
        address: '4, SV Road, Andheri West',
        latitude: 19.13,
        longitude: 72.83,
        source: 'city',
      },
      {
        city: 'Mumbai',
        state: 'Maharashtra',
        address: '12 MG Road',
        latitude: 19.1,
        longitude: 72.9,
        source: 'city',
      },
    ]);
    const byName = Object.fromEntries(places.map((place) => [place.words.join(' '), place]));
    expect(Object.keys(byName).sort()).toEqual(['andheri', 'andheri west', 'baner']);
    expect(byName.baner).toMatchObject({ city: 'Pune', locality: 'Baner', businesses: 3 });
    expect(byName.baner!.point!.lat).toBeCloseTo(18.555, 5);
    expect(byName.baner!.point!.lng).toBeCloseTo(73.79, 5);
    expect(byName.andheri).toMatchObject({ city: 'Mumbai', locality: 'Andheri' });
    expect(byName['andheri west']).toMatchObject({ locality: 'Andheri West' });
  });
});

describe('a locality in the words', () => {
  it('keeps it: only its listings, measured from its centre, with the business, locality and city', async () => {
    const answer = await search('product', { search: 'lantern in baner', sort: 'nearest' });
    expect(answer.understood).toEqual({ search: 'lantern', city: 'Pune', locality: 'Baner' });
    expect(answer.total).toBe(3);
    // Baner's centre is that of its three pinned shops (300 m north, 500 m south and the lamp
    // repairer 100 m north of BANER): 33 m south of BANER. The guessed one is not counted.
    expect(ids(answer)).toEqual([P.banerNear, P.banerFar, P.banerGuess]);
    expect(metres(answer).slice(0, 2)).toEqual([330, 470]);
    expect(answer.searchResults[0]).toMatchObject({
      businessName: 'Baner Lamp House',
      businessLocality: 'Baner',
      businessCity: 'Pune',
    });
  });

  it('works under every sort the page offers, each in its own order', async () => {
    for (const sort of SEARCH_SORTS) {
      const answer = await search('product', { search: 'baner lantern', sort });
      expect(answer.understood?.locality, sort).toBe('Baner');
      expect([...ids(answer)].sort(), sort).toEqual([P.banerNear, P.banerFar, P.banerGuess].sort());
      // Every card says how far it is from Baner.
      for (const distance of metres(answer)) expect(distance, sort).toBeGreaterThanOrEqual(0);
    }
    const newest = await search('product', { search: 'lantern in baner', sort: 'new arrivals' });
    expect(ids(newest)).toEqual([P.banerGuess, P.banerFar, P.banerNear]);
    const named = await search('product', { search: 'lantern in baner', sort: 'a-z' });
    expect(named.searchResults.map((card) => card.name)).toEqual([
      'Brass Lantern',
      'Hurricane Lantern',
      'Zinc Lantern',
    ]);
  });

  it('works for services too', async () => {
    const answer = await search('service', { search: 'lantern repair baner', sort: 'nearest' });
    expect(answer.understood).toMatchObject({ locality: 'Baner', city: 'Pune' });
    expect(ids(answer)).toEqual([S.baner]);
    expect(answer.searchResults[0]?.businessName).toBe('Baner Lamp Repairs');
  });

  it('a locality with nothing: the city’s listings, nearest to the locality first, and says so', async () => {
    const answer = await search('product', { search: 'lantern in kharadi', sort: 'nearest' });
    expect(answer.understood).toEqual({
      search: 'lantern',
      city: 'Pune',
      locality: 'Kharadi',
      localityEmpty: true,
    });
    expect(answer.total).toBe(6);
    // Camp (near the city's centre) is the nearest lantern to Kharadi; Wakad the farthest.
    expect(ids(answer)[0]).toBe(P.camp);
    const shown = metres(answer);
    expect([...shown].sort((a, b) => a - b)).toEqual(shown);
    expect(ids(answer).slice(-2).sort()).toEqual([P.wakadEast, P.wakadWest].sort());
  });

  it('a locality’s first word stands for both its sides', async () => {
    const answer = await search('product', { search: 'lantern in wakad' });
    expect(answer.understood).toMatchObject({ locality: 'Wakad' });
    expect([...ids(answer)].sort()).toEqual([P.wakadEast, P.wakadWest].sort());
    const west = await search('product', { search: 'lantern wakad west' });
    expect(west.understood).toMatchObject({ locality: 'Wakad West' });
    expect(ids(west)).toEqual([P.wakadWest]);
  });

  it('a one-word locality that is also a catalogue word is a place only after in or near', async () => {
    const dish = await search('product', { search: 'satellite dish' });
    expect(dish.understood).toBeUndefined();
    expect(ids(dish)).toEqual([P.dish]);
    const there = await search('product', { search: 'dish in satellite' });
    expect(there.understood).toMatchObject({ search: 'dish', locality: 'Satellite' });
    expect(ids(there)).toEqual([P.dish]);
  });

  it('the call may name the locality the words named (the web keeps it in its address)', async () => {
    const kept = await search('product', {
      search: 'lantern',
      city: 'Pune',
      locality: 'Baner',
      sort: 'nearest',
    });
    expect(kept.understood).toEqual({ search: 'lantern', city: 'Pune', locality: 'Baner' });
    expect(ids(kept)).toEqual([P.banerNear, P.banerFar, P.banerGuess]);
    // Without words: everything in the locality.
    const all = await search('product', { city: 'Pune', locality: 'Baner' });
    expect(all.total).toBe(3);
    // A locality the city's addresses do not name is ignored; a visitor's position does not
    // replace the locality's centre.
    const unknown = await search('product', {
      search: 'lantern',
      city: 'Pune',
      locality: 'Atlantis',
    });
    expect(unknown.understood).toBeUndefined();
    expect(unknown.total).toBe(6);
    const positioned = await search('product', {
      search: 'lantern in baner',
      sort: 'nearest',
      lat: String(KHARADI.lat),
      lng: String(KHARADI.lng),
    });
    expect(ids(positioned)).toEqual([P.banerNear, P.banerFar, P.banerGuess]);
  });

  it('a city in the words still wins over a kept locality of another city’s search', async () => {
    const answer = await search('product', {
      search: 'kettle in pune',
      city: 'Pune',
      locality: 'Baner',
    });
    expect(answer.understood).toEqual({ search: 'kettle', city: 'Pune' });
    expect(ids(answer)).toEqual([P.kettle]);
  });
});
