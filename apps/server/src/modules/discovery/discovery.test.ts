import { and, eq, ilike, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES, PUBLIC_MSG, encodeRouteId } from '@haat/shared';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  businesses,
  listingViews,
  productSubCategories,
  products,
  serviceSubCategories,
  services,
  subCategories,
  users,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { createSeededTestDatabase } from '../../test/db.ts';
import {
  brandId,
  colorId,
  daysAgo,
  linkBrand,
  makeBusiness,
  makeCategory,
  makeHiddenListings,
  makeProduct,
  makeService,
} from './test-fixtures.ts';

let t: TestApp;
let database: DatabaseHandle;

// Fixture: a category of our own so that every filter and sort has an exact expected answer.
const P: Record<string, string> = {};
const S: Record<string, string> = {};
let hiddenProducts: Record<string, string>;
let hiddenServices: Record<string, string>;
let hiddenBusinessIds: Record<string, string>;
let steel: Awaited<ReturnType<typeof makeCategory>>;
let cabinets: Awaited<ReturnType<typeof makeCategory>>;
let repairs: Awaited<ReturnType<typeof makeCategory>>;
let ids: Record<string, string>;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  // These tests change rows straight in the database, which no API write announces: they check
  // the queries' own visibility rules, beneath the server's kept answers (plugins/http-cache.ts).
  t = await createTestApp({ database, env: { PUBLIC_ANSWER_CACHE_MS: '0' } });
  const db = database.db;
  const now = t.clock.now();

  steel = await makeCategory(db, 'product', 'Steel Furniture', ['Almirahs', 'Lockers']);
  cabinets = await makeCategory(db, 'product', 'Test Cabinets', ['Cabinets']);
  repairs = await makeCategory(db, 'service', 'Test Repairs', ['Locksmiths', 'Welders']);
  const godrej = await brandId(db, 'Godrej Interio');
  const nilkamal = await brandId(db, 'Nilkamal');
  await linkBrand(db, steel.sub.Almirahs!, godrej);
  await linkBrand(db, steel.sub.Almirahs!, nilkamal);
  await linkBrand(db, steel.sub.Lockers!, godrej);
  const [grey, red, blue] = [
    await colorId(db, 'Grey'),
    await colorId(db, 'Red'),
    await colorId(db, 'Blue'),
  ];
  const pune = await makeBusiness(db, { name: 'Pune Steel House', city: 'Pune' });
  const jaipur = await makeBusiness(db, {
    name: 'Jaipur Furniture Mart',
    city: 'Jaipur',
    state: 'Rajasthan',
    pinCode: '302001',
  });
  const servicePune = await makeBusiness(db, {
    name: 'Pune Key Makers',
    businessType: 'service',
    city: 'Pune',
  });
  const serviceJaipur = await makeBusiness(db, {
    name: 'Jaipur Welding Works',
    businessType: 'service',
    city: 'Jaipur',
    state: 'Rajasthan',
    pinCode: '302001',
  });
  ids = { pune, jaipur, servicePune, serviceJaipur, godrej, nilkamal, grey, red, blue };
  const { Almirahs: almirahs, Lockers: lockers } = steel.sub as {
    Almirahs: string;
    Lockers: string;
  };
  const category = steel.categoryId;

  P.godrejAlmirah = await makeProduct(db, {
    fkBusinessId: pune,
    fkCategoryId: category,
    subCategoryIds: [almirahs],
    fkBrandId: godrej,
    colorIds: [grey],
    name: 'Godrej Steel Almirah 4 Door',
    pricePerUnit: 12000,
    sellingPrice: 9000,
    createdAt: daysAgo(now, 1),
    sku: 'SF-1',
  });
  P.plasticAlmirah = await makeProduct(db, {
    fkBusinessId: jaipur,
    fkCategoryId: category,
    subCategoryIds: [almirahs],
    fkBrandId: nilkamal,
    colorIds: [red, blue],
    name: 'Nilkamal Plastic Almirah',
    pricePerUnit: 4000,
    sellingPrice: 3800,
    createdAt: daysAgo(now, 2),
  });
  P.lockerAlmirah = await makeProduct(db, {
    fkBusinessId: pune,
    fkCategoryId: category,
    subCategoryIds: [almirahs, lockers],
    colorIds: [grey],
    name: 'steel almirah with locker',
    pricePerUnit: 6000,
    sellingPrice: 3000,
    createdAt: daysAgo(now, 3),
  });
  P.safe = await makeProduct(db, {
    fkBusinessId: jaipur,
    fkCategoryId: category,
    subCategoryIds: [lockers],
    fkBrandId: godrej,
    name: 'Digital Locker Safe',
    pricePerUnit: 7000,
    sellingPrice: 7000,
    createdAt: daysAgo(now, 4),
  });
  P.handles = await makeProduct(db, {
    fkBusinessId: pune,
    fkCategoryId: category,
    subCategoryIds: [almirahs],
    name: 'Almirah Handle Set',
    createdAt: daysAgo(now, 5),
  });
  for (let n = 1; n <= 14; n++) {
    await makeProduct(db, {
      fkBusinessId: jaipur,
      fkCategoryId: cabinets.categoryId,
      subCategoryIds: [cabinets.sub.Cabinets!],
      name: `Cabinet Model ${String(n).padStart(2, '0')}`,
      pricePerUnit: 100 * n,
      sellingPrice: 100 * n,
      createdAt: daysAgo(now, 10 + n),
    });
  }
  ({ hidden: hiddenProducts, hiddenBusinesses: hiddenBusinessIds } = await makeHiddenListings(
    db,
    'product',
    {
      fkCategoryId: category,
      subCategoryIds: [almirahs],
      fkBusinessId: pune,
      now,
      name: 'Almirah hidden',
    },
  ));

  S.lock = await makeService(db, {
    fkBusinessId: servicePune,
    fkCategoryId: repairs.categoryId,
    subCategoryIds: [repairs.sub.Locksmiths!],
    name: 'Door Lock Repair',
    pricePerUnit: 500,
    sellingPrice: 400,
    createdAt: daysAgo(now, 1),
    tags: ['locksmith'],
  });
  S.weld = await makeService(db, {
    fkBusinessId: serviceJaipur,
    fkCategoryId: repairs.categoryId,
    subCategoryIds: [repairs.sub.Welders!],
    name: 'Gate Welding',
    pricePerUnit: 2000,
    sellingPrice: 1000,
    createdAt: daysAgo(now, 2),
  });
  S.keys = await makeService(db, {
    fkBusinessId: servicePune,
    fkCategoryId: repairs.categoryId,
    subCategoryIds: [repairs.sub.Locksmiths!],
    name: 'Key Duplication',
    createdAt: daysAgo(now, 3),
  });
  ({ hidden: hiddenServices } = await makeHiddenListings(db, 'service', {
    fkCategoryId: repairs.categoryId,
    subCategoryIds: [repairs.sub.Locksmiths!],
    fkBusinessId: servicePune,
    now,
    name: 'Locksmith hidden',
  }));

  // Views today for every hidden listing: a broken rule would make them trend.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
  await db.insert(listingViews).values([
    ...Object.values(hiddenProducts).flatMap((listingId) =>
      ['a', 'b', 'c'].map((v) => ({
        listingType: 'product' as const,
        listingId,
        day: today,
        visitorHash: v,
      })),
    ),
    ...Object.values(hiddenServices).flatMap((listingId) =>
      ['a', 'b', 'c'].map((v) => ({
        listingType: 'service' as const,
        listingId,
        day: today,
        visitorHash: v,
      })),
    ),
  ]);
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

const get = (url: string, query: Record<string, unknown> = {}) =>
  t.call({
    method: 'GET',
    url,
    query: Object.fromEntries(
      Object.entries(query).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    ),
  });
const idsOf = (list: { _id: string }[]) => list.map((item) => item._id);
const searchIds = async (kind: 'product' | 'service', query: Record<string, unknown>) => {
  const res = await get(`/api/public/${kind}/search`, { perPage: '48', ...query });
  expect(res.status).toBe(200);
  return { ids: idsOf(res.body.payload.searchResults), total: res.body.payload.total as number };
};
const sorted = (list: string[]) => [...list].sort();

/** Public products counted straight from the rule of DESIGN.md §4. */
async function publicCount(
  table: typeof products | typeof services,
  extra?: ReturnType<typeof sql>,
) {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .innerJoin(businesses, eq(businesses.id, table.fkBusinessId))
    .innerJoin(users, eq(users.id, businesses.fkUserId))
    .where(
      and(
        eq(table.isApproved, true),
        eq(table.isActive, true),
        isNull(table.deletedAt),
        eq(businesses.isApproved, true),
        eq(businesses.isActive, true),
        isNull(businesses.deletedAt),
        eq(users.isActive, true),
        extra,
      ),
    );
  return row!.n;
}

describe('search: answer shape and page size', () => {
  it('answers 12 product cards a page with the total of public products', async () => {
    const res = await get('/api/public/product/search');
    expect(res.status).toBe(200);
    const { searchResults, total } = res.body.payload;
    expect(searchResults).toHaveLength(PAGE_SIZES.search);
    expect(total).toBe(await publicCount(products));
    expect(Object.keys(searchResults[0]).sort()).toEqual(
      [
        '_id',
        'images',
        'name',
        'pricePerUnit',
        'rating',
        // How soon its business responds; null under 5 enquiries.
        'responseTime',
        'sellingPrice',
        'subCat',
        'subCategories',
        // The business's hours, for the opening badge; distanceMeters only with a position.
        'workingHours',
      ].sort(),
    );
    expect(searchResults[0].subCat).toEqual(searchResults[0].subCategories[0]);
    const last = await get('/api/public/product/search', { pageNo: String(Math.ceil(total / 12)) });
    expect(last.body.payload.searchResults).toHaveLength(total % 12 || 12);
  });

  it('answers service cards with the business address and phone', async () => {
    const res = await get('/api/public/service/search');
    const { searchResults, total } = res.body.payload;
    expect(searchResults).toHaveLength(PAGE_SIZES.search);
    expect(total).toBe(await publicCount(services));
    expect(Object.keys(searchResults[0]).sort()).toEqual(
      [
        '_id',
        'address',
        'images',
        'name',
        'phoneNo',
        'pricePerUnit',
        'rating',
        'responseTime',
        'sellingPrice',
        'tags',
        'workingHours',
      ].sort(),
    );
    // The demo catalogue's carpenters offer "Door Lock Fitting", a fair match for these words too.
    const lock = (await searchIds('service', { search: 'door lock repair' })).ids;
    expect(lock.slice(0, 2)).toContain(S.lock);
  });

  it('refuses malformed filters and sorts clearly', async () => {
    expect((await get('/api/public/product/search', { filters: '{oops' })).body).toMatchObject({
      code: 400,
      message: PUBLIC_MSG.invalidFilters,
    });
    expect(
      (await get('/api/public/product/search', { filters: { brands: ['nope'] } })).body.message,
    ).toBe(PUBLIC_MSG.invalidIds);
    expect((await get('/api/public/product/search', { sort: 'cheapest' })).body.message).toBe(
      PUBLIC_MSG.invalidSort,
    );
  });
});

describe('search: misspellings and full text', () => {
  it("finds refrigerators for 'refrigerater'", async () => {
    const res = await get('/api/public/product/search', { search: 'refrigerater', perPage: '48' });
    const [fridges] = await database.db
      .select({ id: subCategories.id })
      .from(subCategories)
      .where(eq(subCategories.subCategory, 'Refrigerators'));
    // Named a refrigerator, or filed under Refrigerators.
    const expected = await publicCount(
      products,
      sql`(${ilike(products.name, '%refrigerator%')} or exists (select 1 from ${productSubCategories} where ${productSubCategories.fkProductId} = ${products.id} and ${productSubCategories.fkSubCategoryId} = ${fridges!.id}))`,
    );
    expect(expected).toBeGreaterThan(0);
    expect(res.body.payload.total).toBe(expected);
    for (const card of res.body.payload.searchResults as {
      name: string;
      subCategories: { subCategory: string }[];
    }[]) {
      expect(
        /Refrigerator/.test(card.name) ||
          card.subCategories.some((sub) => sub.subCategory === 'Refrigerators'),
      ).toBe(true);
    }
  });

  it("finds the plumbers for 'plumbr'", async () => {
    const res = await get('/api/public/service/search', { search: 'plumbr', perPage: '48' });
    const [plumbers] = await database.db
      .select({ id: subCategories.id })
      .from(subCategories)
      .where(eq(subCategories.subCategory, 'Plumbers'));
    const expected = await publicCount(
      services,
      sql`exists (select 1 from ${serviceSubCategories} where ${serviceSubCategories.fkServiceId} = ${services.id} and ${serviceSubCategories.fkSubCategoryId} = ${plumbers!.id})`,
    );
    expect(expected).toBeGreaterThan(0);
    expect(res.body.payload.total).toBe(expected);
  });

  it("finds almirahs for 'almira', 'almirah' and 'Almirahs'", async () => {
    const expected = sorted([P.godrejAlmirah!, P.plasticAlmirah!, P.lockerAlmirah!, P.handles!]);
    for (const search of ['almira', 'almirah', 'Almirahs', 'almirha']) {
      const { ids: found, total } = await searchIds('product', { search });
      expect(sorted(found), search).toEqual(expected);
      expect(total).toBe(4);
    }
  });

  it("understands Hindi and Hinglish words: 'almari', 'kapde', 'नलसाज़'", async () => {
    const almirahs = sorted([P.godrejAlmirah!, P.plasticAlmirah!, P.lockerAlmirah!, P.handles!]);
    for (const search of ['almari', 'Almari', 'steel almari', 'अलमारी']) {
      const { ids: found } = await searchIds('product', { search });
      expect(sorted(found.filter((id) => almirahs.includes(id))), search).toEqual(almirahs);
    }

    const fashion = await publicCount(
      products,
      sql`exists (select 1 from categories c where c.id = ${products.fkCategoryId} and c.category like '%Fashion')`,
    );
    expect(fashion).toBeGreaterThan(0);
    const clothes = await get('/api/public/product/search', { search: 'kapde', perPage: '48' });
    expect(clothes.body.payload.total).toBeGreaterThanOrEqual(fashion);

    const [plumbers] = await database.db
      .select({ id: subCategories.id })
      .from(subCategories)
      .where(eq(subCategories.subCategory, 'Plumbers'));
    const plumberCount = await publicCount(
      services,
      sql`exists (select 1 from ${serviceSubCategories} where ${serviceSubCategories.fkServiceId} = ${services.id} and ${serviceSubCategories.fkSubCategoryId} = ${plumbers!.id})`,
    );
    expect(plumberCount).toBeGreaterThan(0);
    // 'ज़' as one character (U+095B) and as 'ज' + nukta: the same word.
    for (const search of ['नलसाज़', 'नलसाज़'.normalize('NFD'), 'nalsaz']) {
      const res = await get('/api/public/service/search', { search, perPage: '48' });
      expect(res.body.payload.total, search).toBeGreaterThanOrEqual(plumberCount);
    }

    // A word that is no synonym still finds nothing extra.
    expect((await searchIds('product', { search: 'xyzzyq' })).total).toBe(0);
  });

  it('odd queries answer plainly', async () => {
    for (const search of ['the', '%', "o'reilly", '&&& |', '"steel', 'x'.repeat(200), '   ']) {
      const res = await get('/api/public/product/search', { search, sort: 'relevance' });
      expect(res.status, search).toBe(200);
    }
    expect((await get('/api/public/product/search', { search: 'x'.repeat(201) })).status).toBe(400);
  });

  it('matches words of the description and tags through the weighted document', async () => {
    expect((await searchIds('service', { search: 'locksmith' })).ids).toContain(S.lock);
  });
});

describe('search: sorts', () => {
  it('New Arrivals (default), A-Z, Z-A and relevance', async () => {
    const byNew = [P.godrejAlmirah, P.plasticAlmirah, P.lockerAlmirah, P.handles];
    expect((await searchIds('product', { search: 'almirah' })).ids).toEqual(byNew);
    expect((await searchIds('product', { search: 'almirah', sort: 'New Arrivals' })).ids).toEqual(
      byNew,
    );
    const az = [P.handles, P.godrejAlmirah, P.plasticAlmirah, P.lockerAlmirah];
    expect((await searchIds('product', { search: 'almirah', sort: 'a-z' })).ids).toEqual(az);
    expect((await searchIds('product', { search: 'almirah', sort: 'z-a' })).ids).toEqual(
      [...az].reverse(),
    );
    // 'Steel' is also the category's name (weight B); names with both words (weight A) come first.
    const relevance = (await searchIds('product', { search: 'steel almirah', sort: 'relevance' }))
      .ids;
    expect(sorted(relevance.slice(0, 2))).toEqual(sorted([P.godrejAlmirah!, P.lockerAlmirah!]));
    expect(sorted(relevance)).toEqual(
      sorted([P.godrejAlmirah!, P.plasticAlmirah!, P.lockerAlmirah!, P.handles!]),
    );
  });

  it('pages never repeat or skip a listing', async () => {
    const all = (
      await searchIds('product', { filters: { categories: [cabinets.categoryId] }, sort: 'a-z' })
    ).ids;
    const pages = [];
    for (let pageNo = 1; pageNo <= 3; pageNo++) {
      pages.push(
        ...(
          await searchIds('product', {
            filters: { categories: [cabinets.categoryId] },
            sort: 'a-z',
            perPage: '5',
            pageNo: String(pageNo),
          })
        ).ids,
      );
    }
    expect(pages).toEqual(all);
    expect(all).toHaveLength(14);
  });
});

describe('search: filters', () => {
  const inSteel = (filters: Record<string, unknown>) => ({
    filters: { categories: [steel.categoryId], ...filters },
  });
  it('categories and sub-categories', async () => {
    expect(sorted((await searchIds('product', inSteel({}))).ids)).toEqual(
      sorted([P.godrejAlmirah!, P.plasticAlmirah!, P.lockerAlmirah!, P.safe!, P.handles!]),
    );
    expect(
      sorted((await searchIds('product', { filters: { subCategories: [steel.sub.Lockers] } })).ids),
    ).toEqual(sorted([P.lockerAlmirah!, P.safe!]));
  });

  it('brands and colours', async () => {
    expect(sorted((await searchIds('product', inSteel({ brands: [ids.godrej] }))).ids)).toEqual(
      sorted([P.godrejAlmirah!, P.safe!]),
    );
    expect(sorted((await searchIds('product', inSteel({ colors: [ids.grey] }))).ids)).toEqual(
      sorted([P.godrejAlmirah!, P.lockerAlmirah!]),
    );
    expect(
      sorted((await searchIds('product', inSteel({ colors: [ids.grey, ids.red] }))).ids),
    ).toEqual(sorted([P.godrejAlmirah!, P.plasticAlmirah!, P.lockerAlmirah!]));
  });

  it('price range on the selling price; the top of the slider is open-ended', async () => {
    expect(
      sorted((await searchIds('product', inSteel({ priceRange: { min: 3500, max: 8000 } }))).ids),
    ).toEqual(sorted([P.plasticAlmirah!, P.safe!]));
    expect(
      sorted((await searchIds('product', inSteel({ priceRange: { min: 5000, max: 6000 } }))).ids),
    ).toEqual(sorted([P.godrejAlmirah!, P.safe!]));
    expect(
      sorted((await searchIds('product', inSteel({ priceRange: { min: 0, max: 3000 } }))).ids),
    ).toEqual([P.lockerAlmirah]);
    expect(
      sorted((await searchIds('product', inSteel({ priceRange: { min: 8000, max: 9000 } }))).ids),
    ).toEqual([P.godrejAlmirah]);
  });

  it('discount of at least n percent, rounded as the cards show it', async () => {
    expect(sorted((await searchIds('product', inSteel({ discount: 25 }))).ids)).toEqual(
      sorted([P.godrejAlmirah!, P.lockerAlmirah!]),
    );
    expect((await searchIds('product', inSteel({ discount: 50 }))).ids).toEqual([P.lockerAlmirah]);
    expect((await searchIds('product', inSteel({ discount: 60 }))).ids).toEqual([]);
  });

  it("city of the business; 'All Over India' is every city", async () => {
    expect(sorted((await searchIds('product', { ...inSteel({}), city: 'Pune' })).ids)).toEqual(
      sorted([P.godrejAlmirah!, P.lockerAlmirah!, P.handles!]),
    );
    expect((await searchIds('product', { ...inSteel({}), city: 'All Over India' })).total).toBe(5);
    expect((await searchIds('product', { search: 'almirah', city: 'Jaipur' })).ids).toEqual([
      P.plasticAlmirah,
    ]);
  });

  it('filters combine, and services filter without brands or colours', async () => {
    expect(
      (
        await searchIds(
          'product',
          inSteel({ subCategories: [steel.sub.Almirahs], brands: [ids.godrej], discount: 20 }),
        )
      ).ids,
    ).toEqual([P.godrejAlmirah]);
    const inRepairs = (filters: Record<string, unknown>) => ({
      filters: { categories: [repairs.categoryId], ...filters },
    });
    expect((await searchIds('service', inRepairs({}))).ids).toEqual([S.lock, S.weld, S.keys]);
    expect(
      (await searchIds('service', inRepairs({ subCategories: [repairs.sub.Locksmiths] }))).ids,
    ).toEqual([S.lock, S.keys]);
    expect(
      (await searchIds('service', inRepairs({ priceRange: { min: 500, max: 6000 } }))).ids,
    ).toEqual([S.weld]);
    expect((await searchIds('service', inRepairs({ discount: 30 }))).ids).toEqual([S.weld]);
    expect(
      (await searchIds('service', inRepairs({ brands: [ids.godrej], colors: [ids.red] }))).total,
    ).toBe(3);
    expect((await searchIds('service', { ...inRepairs({}), city: 'Jaipur' })).ids).toEqual([
      S.weld,
    ]);
  });
});

describe('listing calls', () => {
  it('subCategoryAll: 12 a page with the total, sorted, filtered', async () => {
    const first = await get('/api/public/product/subCategoryAll', {
      fkSubCategoryId: cabinets.sub.Cabinets,
    });
    expect(first.status).toBe(200);
    expect(first.body.payload.products).toHaveLength(PAGE_SIZES.subCategoryListing);
    expect(first.body.payload.total).toBe(14);
    const second = await get('/api/public/product/subCategoryAll', {
      fkSubCategoryId: cabinets.sub.Cabinets,
      pageNo: '2',
    });
    expect(second.body.payload.products).toHaveLength(2);
    const az = await get('/api/public/product/subCategoryAll', {
      fkSubCategoryId: cabinets.sub.Cabinets,
      sort: 'a-z',
      perPage: '3',
    });
    expect(az.body.payload.products.map((p: { name: string }) => p.name)).toEqual([
      'Cabinet Model 01',
      'Cabinet Model 02',
      'Cabinet Model 03',
    ]);
    const cheap = await get('/api/public/product/subCategoryAll', {
      fkSubCategoryId: cabinets.sub.Cabinets,
      filters: { priceRange: { min: 1000, max: 6000 } },
    });
    expect(cheap.body.payload.total).toBe(5);
    const lockers = await get('/api/public/product/subCategoryAll', {
      fkSubCategoryId: steel.sub.Lockers,
    });
    expect(
      lockers.body.payload.products.map(
        (p: { subCat: { subCategory: string } }) => p.subCat.subCategory,
      ),
    ).toEqual(['Lockers', 'Lockers']);
    const svc = await get('/api/public/service/subCategoryAll', {
      fkSubCategoryId: repairs.sub.Locksmiths,
    });
    expect(idsOf(svc.body.payload.services)).toEqual([S.lock, S.keys]);
    expect(svc.body.payload.total).toBe(2);
  });

  it('subCategoryAll: unknown sub-category 404, malformed id 400', async () => {
    const unknown = await get('/api/public/product/subCategoryAll', {
      fkSubCategoryId: '01900000-0000-7000-8000-000000000000',
    });
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: PUBLIC_MSG.subCategoryNotFound, error: 'NOT_FOUND' },
    });
    const malformed = await get('/api/public/product/subCategoryAll', { fkSubCategoryId: 'abc' });
    expect(malformed).toMatchObject({ status: 400, body: { message: PUBLIC_MSG.invalidId } });
  });

  it('highLights: newest or trending, default 24, per sub-category', async () => {
    const res = await get('/api/public/product/highLights');
    expect(res.body.payload.products).toHaveLength(PAGE_SIZES.homeTopProducts);
    const almirahs = await get('/api/public/product/highLights', {
      fkSubCategoryId: steel.sub.Almirahs,
      sort: 'new arrivals',
    });
    expect(idsOf(almirahs.body.payload.products)).toEqual([
      P.godrejAlmirah,
      P.plasticAlmirah,
      P.lockerAlmirah,
      P.handles,
    ]);
    const services = await get('/api/public/service/highLights', {
      limit: '2',
      sort: 'trending',
      fkSubCategoryId: repairs.sub.Locksmiths,
    });
    expect(idsOf(services.body.payload.services)).toEqual([S.lock, S.keys]);
    expect((await get('/api/public/product/highLights', { sort: 'cheapest' })).status).toBe(400);
  });

  it("businessAll: a business's public listings with the total", async () => {
    const res = await get('/api/public/product/businessAll', { id: ids.pune });
    expect(idsOf(res.body.payload.products)).toEqual([P.godrejAlmirah, P.lockerAlmirah, P.handles]);
    expect(res.body.payload.total).toBe(3);
    const lockers = await get('/api/public/product/businessAll', {
      id: ids.pune,
      fkSubCategoryId: steel.sub.Lockers,
    });
    expect(idsOf(lockers.body.payload.products)).toEqual([P.lockerAlmirah]);
    const svc = await get('/api/public/service/businessAll', { id: ids.servicePune, perPage: '1' });
    expect(svc.body.payload).toMatchObject({ total: 2, services: [{ _id: S.lock }] });
  });

  it('fetch: the product read form; route ids are accepted too', async () => {
    const res = await get('/api/public/product/fetch', { id: P.godrejAlmirah });
    expect(res.status).toBe(200);
    const product = res.body.payload.product;
    expect(product).toMatchObject({
      _id: P.godrejAlmirah,
      name: 'Godrej Steel Almirah 4 Door',
      sku: 'SF-1',
      pricePerUnit: 12000,
      sellingPrice: 9000,
      fkCategoryId: steel.categoryId,
      fkSubCategoriesIds: [steel.sub.Almirahs],
      fkBrandId: ids.godrej,
      fkColorIds: [ids.grey],
      category: { _id: steel.categoryId, category: 'Steel Furniture' },
      subCategories: [{ _id: steel.sub.Almirahs, subCategory: 'Almirahs' }],
      subCat: { _id: steel.sub.Almirahs, subCategory: 'Almirahs' },
      brand: { _id: ids.godrej, brand: 'Godrej Interio' },
      colors: [{ _id: ids.grey, colorName: 'Grey', color: '#808080' }],
      business: {
        _id: ids.pune,
        name: 'Pune Steel House',
        address: 'Shop 1, MG Road',
        city: 'Pune',
      },
    });
    expect(product.business.phoneNo).toMatch(/^\d{10}$/);
    expect(product.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const byRoute = await get('/api/public/product/fetch', {
      id: encodeRouteId({ _id: P.godrejAlmirah!, productName: 'Godrej Steel Almirah 4 Door' }),
    });
    expect(byRoute.body.payload.product._id).toBe(P.godrejAlmirah);
  });

  it('fetch: the service read form', async () => {
    const res = await get('/api/public/service/fetch', { id: S.lock });
    expect(res.body.payload.service).toMatchObject({
      _id: S.lock,
      name: 'Door Lock Repair',
      fkSubCategoriesIds: [repairs.sub.Locksmiths],
      business: { _id: ids.servicePune, name: 'Pune Key Makers', address: 'Shop 1, MG Road' },
    });
  });

  it('fetch: unknown 404, malformed 400, never 500', async () => {
    expect(
      await get('/api/public/product/fetch', { id: '01900000-0000-7000-8000-000000000000' }),
    ).toMatchObject({
      status: 404,
      body: { message: PUBLIC_MSG.productNotFound },
    });
    expect(
      await get('/api/public/service/fetch', { id: S.weld!.replace(/.$/, 'x') }),
    ).toMatchObject({ status: 400 });
    expect(await get('/api/public/product/fetch', { id: 'eyJfaWQiOiJub3BlIn0' })).toMatchObject({
      status: 400,
    });
    expect(await get('/api/public/product/fetch', {})).toMatchObject({ status: 400 });
    expect(await get('/api/public/service/fetch', { id: P.godrejAlmirah })).toMatchObject({
      status: 404,
    });
  });

  it('fetchRelated: same sub-categories first, then the same category; up to 16', async () => {
    const res = await get('/api/public/product/fetchRelated', { id: P.godrejAlmirah });
    expect(idsOf(res.body.payload.relatedProducts)).toEqual([
      P.plasticAlmirah,
      P.lockerAlmirah,
      P.handles,
      P.safe,
    ]);
    const one = await get('/api/public/product/fetchRelated', { id: P.godrejAlmirah, limit: '1' });
    expect(idsOf(one.body.payload.relatedProducts)).toEqual([P.plasticAlmirah]);
    expect(
      (await get('/api/public/product/fetchRelated', { id: P.godrejAlmirah, limit: '17' })).status,
    ).toBe(400);
    const unknown = await get('/api/public/product/fetchRelated', {
      id: '01900000-0000-7000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('only public listings of public businesses are ever shown', () => {
  it('not in any list, search, trending row, related list or business page', async () => {
    const hidden = new Set([...Object.values(hiddenProducts), ...Object.values(hiddenServices)]);
    const seen: string[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (key === '_id' && typeof inner === 'string') seen.push(inner);
          else collect(inner);
        }
      }
    };
    const calls: [string, Record<string, unknown>][] = [
      ['/api/public/product/search', { search: 'almirah hidden', perPage: '48' }],
      [
        '/api/public/product/search',
        { filters: { subCategories: [steel.sub.Almirahs] }, perPage: '48' },
      ],
      ['/api/public/service/search', { search: 'locksmith hidden', perPage: '48' }],
      [
        '/api/public/service/search',
        { filters: { categories: [repairs.categoryId] }, perPage: '48' },
      ],
      [
        '/api/public/product/subCategoryAll',
        { fkSubCategoryId: steel.sub.Almirahs, perPage: '48' },
      ],
      [
        '/api/public/service/subCategoryAll',
        { fkSubCategoryId: repairs.sub.Locksmiths, perPage: '48' },
      ],
      ['/api/public/product/highLights', { sort: 'trending', limit: '48' }],
      ['/api/public/product/highLights', { sort: 'new arrivals', limit: '48' }],
      ['/api/public/product/highLights', { sort: 'trending', fkSubCategoryId: steel.sub.Almirahs }],
      ['/api/public/service/highLights', { sort: 'trending', limit: '48' }],
      [
        '/api/public/service/highLights',
        { sort: 'new arrivals', fkSubCategoryId: repairs.sub.Locksmiths },
      ],
      ['/api/public/product/businessAll', { id: ids.pune, perPage: '48' }],
      ['/api/public/service/businessAll', { id: ids.servicePune, perPage: '48' }],
      ['/api/public/product/fetchRelated', { id: P.godrejAlmirah }],
      ['/api/public/service/fetchRelated', { id: S.lock }],
      [
        '/api/public/subCategory/trendingInCategory',
        { fkCategoryId: steel.categoryId, prodLimit: '48' },
      ],
      [
        '/api/public/subCategory/trendingInCategory',
        { fkCategoryId: repairs.categoryId, prodLimit: '48' },
      ],
      ['/api/public/business/businessTrendings', { id: ids.pune, limit: '48' }],
      ['/api/public/business/businessTrendings', { id: ids.servicePune, limit: '48' }],
      ['/api/public/demographics/fetch', { productLimit: '48', limit: '20' }],
      ['/api/public/landingPage/fetch', { productLimit: '48', limit: '20' }],
    ];
    for (const [url, query] of calls) {
      const res = await get(url, query);
      expect(res.status, url).toBe(200);
      collect(res.body.payload);
    }
    expect(seen.length).toBeGreaterThan(100);
    expect(seen.filter((id) => hidden.has(id))).toEqual([]);
    // The fixture's visible listings did show up, so the calls looked in the right place.
    expect(seen).toEqual(expect.arrayContaining([P.godrejAlmirah, P.handles, S.lock, S.keys]));
  });

  it('a hidden listing or business answers 404', async () => {
    for (const id of Object.values(hiddenProducts)) {
      expect((await get('/api/public/product/fetch', { id })).status).toBe(404);
      expect((await get('/api/public/product/fetchRelated', { id })).status).toBe(404);
    }
    for (const id of Object.values(hiddenServices))
      expect((await get('/api/public/service/fetch', { id })).status).toBe(404);
    for (const id of Object.values(hiddenBusinessIds)) {
      expect((await get('/api/public/business/fetch', { id })).status).toBe(404);
      expect((await get('/api/public/product/businessAll', { id })).status).toBe(404);
      expect((await get('/api/public/business/businessTrendings', { id })).status).toBe(404);
    }
  });

  it('counts on a business page count public listings only', async () => {
    const res = await get('/api/public/business/fetch', { id: ids.pune });
    expect(res.body.payload.business).toMatchObject({ productCount: 3, serviceCount: 0 });
    await database.db.update(products).set({ isActive: false }).where(eq(products.id, P.handles!));
    expect(
      (await get('/api/public/business/fetch', { id: ids.pune })).body.payload.business
        .productCount,
    ).toBe(2);
    await database.db.update(products).set({ isActive: true }).where(eq(products.id, P.handles!));
  });
});
