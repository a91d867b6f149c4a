import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LISTING_TOTAL_CAP,
  NEARBY_MSG,
  WEEK_DAYS,
  openWeekHours,
  type WorkingHours,
} from '@haat/shared';
import type { DatabaseHandle } from '../../db/client.ts';
import { backfill } from '../../db/backfill.ts';
import { adminAuditLog, businesses, cities, states } from '../../db/schema/index.ts';
import { redactLoggedUrl } from '../../lib/log-redaction.ts';
import { signUpSeller } from '../../test/sellers.ts';
import { as, makeAdmin } from '../admin/test-fixtures.ts';
import type { TestApp } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/db.ts';
import { listingCards } from './cards.ts';
import { makeBusiness, makeCategory, makeProduct } from './test-fixtures.ts';

// Near me and open now through the API: distance order, radius, open now, the card's
// distance and hours, and bad positions, on PGlite (and PostgreSQL with TEST_DATABASE_URL).

let t: TestApp;
let database: DatabaseHandle;
const P: Record<string, string> = {};
let subCategoryId: string;

// Positions are metres north of a point near Pune's centre, on earthdistance's sphere (radius
// 6,378,168 m: 111,318 m a degree of latitude).
const HERE = { lat: 18.52, lng: 73.855 };
const north = (metres: number) => ({ lat: HERE.lat + metres / 111_318, lng: HERE.lng });
const week = (from: string, to: string, closed: string[] = []): WorkingHours => ({
  isOpen24Hours: false,
  timings: WEEK_DAYS.map((day) => ({ day, from, to, isClosed: closed.includes(day) })),
});
// Saturday 21 November 2026 in India.
const ist = (local: string) => new Date(`${local}+05:30`);

async function placedBusiness(
  name: string,
  at: { lat: number; lng: number },
  hours: WorkingHours | null,
) {
  return makeBusiness(database.db, {
    name,
    latitude: at.lat,
    longitude: at.lng,
    locationSource: 'seller',
    workingHours: hours,
    openHours: hours ? openWeekHours(hours) : null,
  });
}

beforeAll(async () => {
  // A migrated database with only what these tests need: Pune and its centre.
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
    latitude: 18.5204,
    longitude: 73.8567,
    isServed: true,
  });
  const now = t.clock.now();
  const shelf = await makeCategory(db, 'product', 'Nearby Tests', ['Lanterns']);
  subCategoryId = shelf.sub.Lanterns!;
  const night = await placedBusiness('Night Owl Lanterns', north(850), week('18:00', '02:00'));
  const day = await placedBusiness(
    'Day Lanterns',
    north(1_200),
    week('10:00', '21:00', ['Sunday']),
  );
  const always = await placedBusiness('Always Lanterns', north(4_000), {
    ...week('09:00', '21:00'),
    isOpen24Hours: true,
  });
  const far = await placedBusiness('Far Lanterns', north(20_000), null);
  for (const [key, business] of Object.entries({ night, day, always, far })) {
    P[key] = await makeProduct(db, {
      fkBusinessId: business,
      fkCategoryId: shelf.categoryId,
      subCategoryIds: [subCategoryId],
      name: `${key} lantern`,
      createdAt: now,
    });
  }
});

afterAll(async () => {
  await t?.close();
  await database?.close();
});

type Card = { _id: string; distanceMeters?: number; workingHours?: WorkingHours | null };

async function search(query: Record<string, unknown>) {
  const res = await t.call({
    method: 'GET',
    url: '/api/public/product/search',
    query: Object.fromEntries(
      Object.entries({ search: 'lantern', ...query }).map(([k, v]) => [
        k,
        typeof v === 'object' ? JSON.stringify(v) : String(v),
      ]),
    ),
  });
  return res as {
    status: number;
    headers: Record<string, unknown>;
    body: { message: string; payload: { searchResults: Card[]; total: number } };
  };
}
const ids = (cards: Card[]) => cards.map((card) => card._id);

describe('nearest first', () => {
  it('orders by the business’s distance and says how far each is', async () => {
    const res = await search({ sort: 'nearest', lat: HERE.lat, lng: HERE.lng });
    expect(res.status).toBe(200);
    const cards = res.body.payload.searchResults;
    expect(ids(cards)).toEqual([P.night, P.day, P.always, P.far]);
    expect(cards.map((card) => Math.round((card.distanceMeters ?? 0) / 10) * 10)).toEqual([
      850, 1200, 4000, 20000,
    ]);
    expect(cards[0]?.workingHours?.timings[0]?.from).toBe('18:00');
  });

  it('within a radius: only the businesses inside it, counted', async () => {
    const res = await search({
      sort: 'nearest',
      lat: HERE.lat,
      lng: HERE.lng,
      filters: { radiusKm: 3 },
    });
    expect(ids(res.body.payload.searchResults)).toEqual([P.night, P.day]);
    expect(res.body.payload.total).toBe(2);
    const five = await search({ lat: HERE.lat, lng: HERE.lng, filters: { radiusKm: 5 } });
    expect(new Set(ids(five.body.payload.searchResults))).toEqual(
      new Set([P.night, P.day, P.always]),
    );
  });

  it('falls back to the chosen city’s centre without a position', async () => {
    const res = await search({ sort: 'nearest', city: 'Pune' });
    expect(res.status).toBe(200);
    expect(ids(res.body.payload.searchResults)[0]).toBe(P.night);
    expect(res.body.payload.searchResults[0]?.distanceMeters).toBeGreaterThan(0);
  });

  it('keeps the spec’s search working unchanged without near-me parameters', async () => {
    const res = await search({ sort: 'a-z' });
    expect(res.status).toBe(200);
    expect(res.body.payload.total).toBe(4);
    expect(res.body.payload.searchResults[0]?.distanceMeters).toBeUndefined();
  });

  it('the sub-category list takes the same parameters', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/public/product/subCategoryAll',
      query: {
        fkSubCategoryId: subCategoryId,
        sort: 'nearest',
        lat: String(HERE.lat),
        lng: String(HERE.lng),
        filters: JSON.stringify({ radiusKm: 1 }),
      },
    });
    expect(res.status).toBe(200);
    expect(ids(res.body.payload.products)).toEqual([P.night]);
  });
});

describe('open now, in Asia/Kolkata', () => {
  const openNow = async (at: Date) => {
    t.clock.set(at);
    const res = await search({
      sort: 'nearest',
      lat: HERE.lat,
      lng: HERE.lng,
      filters: { openNow: true },
    });
    expect(res.status).toBe(200);
    return ids(res.body.payload.searchResults);
  };

  it('a shop open 18:00–02:00 is open at 23:30 and at 00:30 IST, not at 02:30', async () => {
    expect(await openNow(ist('2026-11-21T23:30:00'))).toEqual([P.night, P.always]);
    expect(await openNow(ist('2026-11-22T00:30:00'))).toEqual([P.night, P.always]);
    expect(await openNow(ist('2026-11-22T02:30:00'))).toEqual([P.always]);
  });

  it('a closed day is closed; business hours are open; no hours is never open', async () => {
    expect(await openNow(ist('2026-11-22T12:00:00'))).toEqual([P.always]); // Sunday
    expect(await openNow(ist('2026-11-23T12:00:00'))).toEqual([P.day, P.always]); // Monday
  });
});

describe('bad positions answer 400 in clear words', () => {
  it.each([
    [{ lat: 51.5, lng: -0.12 }, NEARBY_MSG.latitudeInvalid],
    [{ lat: 19.1, lng: 150 }, NEARBY_MSG.longitudeInvalid],
    [{ lat: 'here', lng: 72.8 }, NEARBY_MSG.latitudeInvalid],
    // Only plain decimal numbers, not what Number() also reads (0x13 is 19).
    [{ lat: '0x13', lng: 72.8 }, NEARBY_MSG.latitudeInvalid],
    [{ lat: '1.91e1', lng: 72.8 }, NEARBY_MSG.latitudeInvalid],
    [{ lat: 19.1, lng: '0x48' }, NEARBY_MSG.longitudeInvalid],
    [{ lat: 19.1, lng: '0b1001000' }, NEARBY_MSG.longitudeInvalid],
    [{ lat: 19.1 }, NEARBY_MSG.positionIncomplete],
    [{ sort: 'nearest' }, NEARBY_MSG.positionNeeded],
    [{ lat: 19.1, lng: 72.8, filters: { radiusKm: 7 } }, NEARBY_MSG.radiusInvalid],
  ])('%j', async (query, message) => {
    const res = await search(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('privacy: a position is never kept', () => {
  it('answers with a position are not cached by browsers or shared caches', async () => {
    const res = await search({ sort: 'nearest', lat: HERE.lat, lng: HERE.lng });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('the request log never holds a position', () => {
    // The logger's request serializer (app.ts) writes every URL through this.
    expect(
      redactLoggedUrl('/api/public/product/search?search=tea&lat=19.1197&lng=72.8464&sort=nearest'),
    ).toBe('/api/public/product/search?search=tea&lat=[REDACTED]&lng=[REDACTED]&sort=nearest');
    expect(redactLoggedUrl('/api/public/locations/locationPicker?lat=19.1&long=72.8')).toBe(
      '/api/public/locations/locationPicker?lat=[REDACTED]&long=[REDACTED]',
    );
  });
});

describe('cards with their nearby facts', () => {
  it('reads the hours, and the distance from a position, in the cards’ own statement', async () => {
    const order = [P.far!, P.night!];
    const near = await listingCards(database.db, new Date(), 'product', order, undefined, {
      position: HERE,
    });
    expect(ids(near)).toEqual(order);
    expect(near.map((card) => Math.round((card.distanceMeters ?? 0) / 10) * 10)).toEqual([
      20000, 850,
    ]);
    expect(near.map((card) => card.workingHours?.timings[0]?.from ?? null)).toEqual([
      null,
      '18:00',
    ]);
    // With a distance, whose shop it is and where (the fixtures' address 'Shop 1, MG
    // Road': its last part is its locality).
    expect(near[1]).toMatchObject({
      businessName: 'Night Owl Lanterns',
      businessCity: 'Pune',
      businessLocality: 'MG Road',
    });
    // Without a position: the hours only; without facts (other lists): neither key.
    const hours = await listingCards(database.db, new Date(), 'product', order, undefined, {});
    expect(hours.map((card) => 'distanceMeters' in card)).toEqual([false, false]);
    expect(hours.map((card) => 'businessName' in card)).toEqual([false, false]);
    expect(hours.map((card) => card.workingHours === null)).toEqual([true, false]);
    const plain = await listingCards(database.db, new Date(), 'product', order);
    expect(plain.map((card) => 'workingHours' in card || 'distanceMeters' in card)).toEqual([
      false,
      false,
    ]);
  });
});

describe('backfill', () => {
  it('places a business without a location inside its city, and fills its open hours', async () => {
    const id = await makeBusiness(database.db, {
      name: 'Old Shop',
      city: 'Pune',
      state: 'Maharashtra',
      workingHours: week('10:00', '21:00', ['Sunday']),
    });
    await backfill(database.db);
    await backfill(database.db); // a second run changes nothing
    const [row] = await database.db.select().from(businesses).where(eq(businesses.id, id));
    expect(row?.locationSource).toBe('city');
    const [{ km } = { km: 99 }] = (
      await database.db.execute(
        sql`select earth_distance(ll_to_earth(${row!.latitude}::float8, ${row!.longitude}::float8),
                                  ll_to_earth(latitude, longitude)) / 1000 as km
              from cities where name = 'Pune' and latitude is not null limit 1`,
      )
    ).rows as { km: number }[];
    expect(Number(km)).toBeLessThanOrEqual(4.01);
    expect(row?.openHours).toEqual(openWeekHours(week('10:00', '21:00', ['Sunday'])));
  });
});

describe('the administrator corrects a location', () => {
  it('moves the business and marks it admin; others are refused; outside India is 400', async () => {
    const id = await placedBusiness('Misplaced Lanterns', north(30_000), null);
    const admin = await makeAdmin(t);
    const seller = await signUpSeller(t);
    const body = { id, latitude: HERE.lat, longitude: HERE.lng };
    expect((await as(t, seller).put('/api/admin/business/location', body)).status).toBe(403);
    const outside = await as(t, admin).put('/api/admin/business/location', {
      ...body,
      latitude: 40.7,
    });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe(NEARBY_MSG.latitudeInvalid);
    // A coordinate in a body is a plain decimal number too.
    for (const latitude of ['0x13', '19e0', 'Infinity']) {
      const odd = await as(t, admin).put('/api/admin/business/location', { ...body, latitude });
      expect(odd.status).toBe(400);
      expect(odd.body.message).toBe(NEARBY_MSG.latitudeInvalid);
    }
    const moved = await as(t, admin).put('/api/admin/business/location', body);
    expect(moved.status).toBe(200);
    const [row] = await database.db.select().from(businesses).where(eq(businesses.id, id));
    expect(row).toMatchObject({ latitude: HERE.lat, longitude: HERE.lng, locationSource: 'admin' });
    const audited = await database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityId, id), eq(adminAuditLog.action, 'business.location')));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      before: {
        latitude: north(30_000).lat,
        longitude: north(30_000).lng,
        locationSource: 'seller',
      },
      after: { latitude: HERE.lat, longitude: HERE.lng, locationSource: 'admin' },
    });
  });
});

describe('nearest first without words, page by page', () => {
  it('walks the nearest businesses, each one’s newest first, and page 2 goes on where page 1 stopped', async () => {
    const db = database.db;
    const shelf = await makeCategory(db, 'product', 'Nearby Paging', ['Candles']);
    const now = t.clock.now().getTime();
    const hoursAgo = (h: number) => new Date(now - h * 3_600_000);
    const near = await placedBusiness('Near Candles', north(300), null);
    const next = await placedBusiness('Next Candles', north(600), null);
    const hidden = await placedBusiness('Hidden Candles', north(400), null);
    const candle = (business: string, name: string, age: number, extra = {}) =>
      makeProduct(db, {
        fkBusinessId: business,
        fkCategoryId: shelf.categoryId,
        subCategoryIds: [shelf.sub.Candles!],
        name,
        createdAt: hoursAgo(age),
        ...extra,
      });
    const older = await candle(near, 'older candle', 3);
    const newer = await candle(near, 'newer candle', 1);
    const middle = await candle(near, 'middle candle', 2);
    await candle(near, 'hidden candle', 0, { isActive: false });
    await candle(hidden, 'unapproved candle', 0, { isApproved: false });
    const nextOne = await candle(next, 'next candle', 0);
    const page = async (pageNo: number) => {
      const res = await t.call({
        method: 'GET',
        url: '/api/public/product/search',
        query: {
          sort: 'nearest',
          lat: String(HERE.lat),
          lng: String(HERE.lng),
          filters: JSON.stringify({ categories: [shelf.categoryId] }),
          perPage: '2',
          pageNo: String(pageNo),
        },
      });
      expect(res.status).toBe(200);
      return res.body.payload as { searchResults: Card[]; total: number };
    };
    const first = await page(1);
    expect([ids(first.searchResults), first.total]).toEqual([[newer, middle], 4]);
    expect(ids((await page(2)).searchResults)).toEqual([older, nextOne]);
    expect(ids((await page(3)).searchResults)).toEqual([]);
  });
});

describe('a crowded radius', () => {
  it('counts up to LISTING_TOTAL_CAP and says the total is capped; the pages go on', async () => {
    const db = database.db;
    const shelf = await makeCategory(db, 'product', 'Crowded Tests', ['Kettles']);
    const kettles = shelf.sub.Kettles!;
    // 50 km north: outside every other test's radius and list.
    const crowded = await placedBusiness('Kettle Bazaar', north(50_000), null);
    const many = LISTING_TOTAL_CAP + 5;
    await db.execute(sql`
      with made as (
        insert into products (id, fk_business_id, fk_category_id, name, images, description,
                              is_approved, is_active, created_at, updated_at)
        select gen_random_uuid(), ${crowded}, ${shelf.categoryId}, 'kettle ' || n,
               array['test/product.webp'], 'A product for tests.', true, true,
               now() - n * interval '1 second', now() - n * interval '1 second'
          from generate_series(1, ${many}) n
        returning id)
      insert into product_sub_categories (fk_product_id, fk_sub_category_id)
      select id, ${kettles} from made`);
    const list = async (radiusKm: number | undefined, pageNo: number) => {
      const res = await t.call({
        method: 'GET',
        url: '/api/public/product/subCategoryAll',
        query: {
          fkSubCategoryId: kettles,
          sort: 'nearest',
          lat: String(north(50_000).lat),
          lng: String(HERE.lng),
          ...(radiusKm ? { filters: JSON.stringify({ radiusKm }) } : {}),
          perPage: '12',
          pageNo: String(pageNo),
        },
      });
      expect(res.status).toBe(200);
      return res.body.payload as { products: Card[]; total: number; totalCapped?: boolean };
    };
    const capped = await list(1, 1);
    expect([capped.products.length, capped.total, capped.totalCapped]).toEqual([
      12,
      LISTING_TOTAL_CAP,
      true,
    ]);
    // Past the cap the pages still come until the listings end: page 84 holds the last 9.
    const last = await list(1, 84);
    expect([last.products.length, last.totalCapped]).toEqual([many - 83 * 12, true]);
    expect((await list(1, 85)).products).toEqual([]);
    // Without a radius the total is the list's own, counted in full.
    const whole = await list(undefined, 1);
    expect([whole.total, whole.totalCapped]).toEqual([many, undefined]);
  });

  it('counts words up to the cap too, in every order (issue 21)', async () => {
    const words = async (sort: string) => {
      const res = await t.call({
        method: 'GET',
        url: '/api/public/product/search',
        query: { search: 'kettle', sort },
      });
      expect(res.status).toBe(200);
      const { searchResults, total, totalCapped } = res.body.payload as {
        searchResults: Card[];
        total: number;
        totalCapped?: boolean;
      };
      return [searchResults.length, total, totalCapped];
    };
    for (const sort of ['new arrivals', 'top rated', 'relevance', 'a-z', 'z-a']) {
      expect(await words(sort)).toEqual([12, LISTING_TOTAL_CAP, true]);
    }
  });

  it("pages a common word's newest matches in name order, as many as its total says", async () => {
    const names = async (sort: string, pageNo: number) => {
      const res = await t.call({
        method: 'GET',
        url: '/api/public/product/search',
        query: { search: 'kettle', sort, pageNo: String(pageNo) },
      });
      return (res.body.payload.searchResults as { name: string }[]).map((card) => card.name);
    };
    // 'kettle n' is n seconds old: past the cap the list is the newest LISTING_TOTAL_CAP
    // (kettle 1 to kettle 1000), so kettle 1001 to 1005 never come, in either order.
    const newest = Array.from({ length: LISTING_TOTAL_CAP }, (_, i) => `kettle ${i + 1}`).sort();
    expect(await names('a-z', 1)).toEqual(newest.slice(0, 12));
    expect(await names('a-z', 1)).not.toContain('kettle 1001');
    expect(await names('a-z', 3)).toEqual(newest.slice(24, 36));
    expect(await names('z-a', 2)).toEqual([...newest].reverse().slice(12, 24));
    const pages = Math.ceil(LISTING_TOTAL_CAP / 12);
    expect(await names('z-a', pages)).toEqual([...newest].reverse().slice((pages - 1) * 12));
    expect(await names('z-a', pages + 1)).toEqual([]);
  });

  it('pages a large sub-category in name order with its exact total, counted as it is collected', async () => {
    const [kettles] = (
      await database.db.execute(sql`select id from sub_categories where sub_category = 'Kettles'`)
    ).rows as { id: string }[];
    const page = async (sort: string, pageNo: number) => {
      const res = await t.call({
        method: 'GET',
        url: '/api/public/product/subCategoryAll',
        query: { fkSubCategoryId: kettles!.id, sort, perPage: '12', pageNo: String(pageNo) },
      });
      expect(res.status).toBe(200);
      const payload = res.body.payload as {
        products: { name: string }[];
        total: number;
        totalCapped?: boolean;
      };
      return [payload.products.map((card) => card.name), payload.total, payload.totalCapped];
    };
    const many = LISTING_TOTAL_CAP + 5;
    const all = Array.from({ length: many }, (_, i) => `kettle ${i + 1}`).sort();
    expect(await page('a-z', 2)).toEqual([all.slice(12, 24), many, undefined]);
    expect(await page('z-a', 1)).toEqual([[...all].reverse().slice(0, 12), many, undefined]);
    // Past the last listing: no cards, the total still said.
    expect(await page('a-z', 90)).toEqual([[], many, undefined]);
  });
});
