import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { rows } from '../../db/query.ts';
import { indiaDay } from '../../lib/india-time.ts';
import { visitorHash } from '../../lib/visitor.ts';
import type { TestApp } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/db.ts';
import { signUpSeller, type Seller } from '../../test/sellers.ts';
import {
  daysAgo,
  makeBusiness,
  makeCategory,
  makeProduct,
  makeService,
} from '../discovery/test-fixtures.ts';
import { offerRequirement } from '../leads/test-fixtures.ts';
import { insightsRecorder, SEARCH_TERMS_PER_DAY } from './recorder.ts';
import { APPEARANCE_PAGES_PER_IP, recordSearchPage, TAPS_PER_IP } from './service.ts';

let t: TestApp;
let database: DatabaseHandle;
let seller: Seller;
let other: Seller;
let shop: string;
let otherShop: string;
let hiddenShop: string;
let lamps: string[];
let service: string;
let hiddenLamp: string;
let foreignLamp: string;
let category: Awaited<ReturnType<typeof makeCategory>>;

const MINUTE = 60 * 1000;
/** 23:59 India time on 10 March 2026 (India is UTC+05:30, no summer time). */
const LATE_EVENING = new Date('2026-03-10T18:29:00Z');

beforeAll(async () => {
  // A migrated database: the rows here are all this file needs.
  database = await createTestDatabase();
  t = await createTestApp({ database });
  const db = database.db;
  seller = await signUpSeller(t);
  other = await signUpSeller(t);
  const now = t.clock.now();
  category = await makeCategory(db, 'product', 'Insight Goods', ['Lamps']);
  const serviceCategory = await makeCategory(db, 'service', 'Insight Services', ['Repairs']);
  shop = await makeBusiness(db, { name: 'Bright Lamps', fkUserId: seller.userId });
  hiddenShop = await makeBusiness(db, {
    name: 'Hidden Lamps',
    fkUserId: seller.userId,
    isApproved: false,
  });
  otherShop = await makeBusiness(db, { name: 'Other Lamps', fkUserId: other.userId });
  const lamp = (name: string, fkBusinessId = shop, extra = {}) =>
    makeProduct(db, {
      fkBusinessId,
      fkCategoryId: category.categoryId,
      subCategoryIds: [category.sub.Lamps!],
      name,
      tags: ['lamp'],
      createdAt: daysAgo(now, 1),
      ...extra,
    });
  lamps = [];
  for (let i = 1; i <= 12; i++) lamps.push(await lamp(`Glow Lamp ${i}`));
  hiddenLamp = await lamp('Unapproved Lamp', shop, { isApproved: false });
  foreignLamp = await lamp('Foreign Lamp', otherShop);
  service = await makeService(db, {
    fkBusinessId: shop,
    fkCategoryId: serviceCategory.categoryId,
    subCategoryIds: [serviceCategory.sub.Repairs!],
    name: 'Lamp Repair',
    createdAt: daysAgo(now, 1),
  });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

const tap = (
  type: string,
  payload: unknown,
  visitor: { ip: string; ua?: string } = { ip: '10.1.0.1' },
) =>
  t.call({
    method: 'POST',
    url: `/api/public/${type}/taps`,
    payload: payload as Record<string, unknown>,
    headers: { 'user-agent': visitor.ua ?? 'Phone browser' },
    remoteAddress: visitor.ip,
  });

const fetchInsights = (who: Seller, query: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: '/api/userAdmin/insights/fetch', query, headers: who.headers });

const listingDay = async (id: string) => {
  await insightsRecorder(t.deps).flush();
  return rows<{ day: string; views: number; calls: number; whatsapp: number; shares: number }>(
    database.db,
    sql`select day::text as day, views, calls, whatsapp, shares, enquiries, appearances
          from insight_listing_daily where listing_id = ${id} order by day`,
  );
};

describe('POST /api/public/{kind}/taps', () => {
  it('answers 400 in the rules’ words for bad input and counts nothing', async () => {
    const badAction = await tap('product', { id: lamps[0], action: 'email' });
    expect(badAction.status).toBe(400);
    expect(badAction.body.message).toBe('This action is not valid.');
    const badId = await tap('product', { id: 'not-an-id', action: 'call' });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('This link is not valid.');
    expect((await tap('product', {})).status).toBe(400);
    expect(await listingDay(lamps[0]!)).toEqual([]);
  });

  it('answers 404 for a listing or business that is not public, and counts nothing', async () => {
    const hidden = await tap('product', { id: hiddenLamp, action: 'whatsapp' });
    expect(hidden.status).toBe(404);
    expect((await tap('business', { id: hiddenShop, action: 'call' })).status).toBe(404);
    expect((await tap('service', { id: lamps[0], action: 'call' })).status).toBe(404);
    expect(await listingDay(hiddenLamp)).toEqual([]);
    expect(await listingDay(hiddenShop)).toEqual([]);
  });

  it('counts a tap once per visitor, action and listing in ten minutes', async () => {
    const id = lamps[1]!;
    const first = await tap('product', { id, action: 'whatsapp' });
    expect(first.status).toBe(200);
    expect(first.body.payload).toEqual({ counted: true });
    expect((await tap('product', { id, action: 'whatsapp' })).body.payload).toEqual({
      counted: false,
    });
    // Another action, another visitor: each counts.
    expect((await tap('product', { id, action: 'call' })).body.payload.counted).toBe(true);
    expect((await tap('product', { id, action: 'share' })).body.payload.counted).toBe(true);
    expect(
      (await tap('product', { id, action: 'whatsapp' }, { ip: '10.1.0.2' })).body.payload.counted,
    ).toBe(true);
    t.clock.advance(11 * MINUTE);
    if (process.env.TEST_REDIS_URL) {
      // Redis keeps its own clock: the ten minutes pass there by clearing the key.
      const who = visitorHash(t.deps.config.jwtSecret, indiaDay(t.clock.now()), {
        ip: '10.1.0.1',
      });
      await t.deps.limiter.reset(`tap:whatsapp:product:${id}:${who}`);
    }
    expect((await tap('product', { id, action: 'whatsapp' })).body.payload.counted).toBe(true);
    const [row] = await listingDay(id);
    expect(row).toMatchObject({ whatsapp: 3, calls: 1, shares: 1, views: 0 });
  });

  it('a tap from another browser at the address, or from its IPv6 /64, is the same visitor', async () => {
    const id = await makeProduct(database.db, {
      fkBusinessId: await makeBusiness(database.db, { name: 'Tapped Shop' }),
      fkCategoryId: category.categoryId,
      subCategoryIds: [category.sub.Lamps!],
      name: 'Tapped Lamp',
      createdAt: daysAgo(t.clock.now(), 1),
    });
    const calls = [];
    for (const visitor of [
      { ip: '10.1.5.1', ua: 'Chrome' },
      { ip: '10.1.5.1', ua: 'Firefox' },
      { ip: '10.1.5.1', ua: 'curl/8' },
      { ip: '2001:db8:5:5::1', ua: 'Chrome' },
      { ip: '2001:db8:5:5::2', ua: 'Chrome' },
      { ip: '2001:db8:5:5:1:2:3:4', ua: 'Safari' },
    ]) {
      calls.push((await tap('product', { id, action: 'call' }, visitor)).body.payload.counted);
    }
    expect(calls).toEqual([true, false, false, true, false, false]);
    const [row] = await listingDay(id);
    expect(row).toMatchObject({ calls: 2 });
  });

  it('refuses every address of one IPv6 /64 past the limit of one address', async () => {
    for (let i = 1; i <= TAPS_PER_IP; i++) {
      const answer = await tap(
        'business',
        { id: shop, action: 'share' },
        { ip: `2001:db8:6:6::${i.toString(16)}` },
      );
      expect(answer.status).toBe(200);
    }
    const refused = await tap(
      'business',
      { id: shop, action: 'share' },
      { ip: '2001:db8:6:6::ffff' },
    );
    expect(refused.status).toBe(429);
    const elsewhere = await tap(
      'business',
      { id: shop, action: 'share' },
      { ip: '2001:db8:6:7::1' },
    );
    expect(elsewhere.status).toBe(200);
  });

  it('refuses an address past its limit with 429', async () => {
    const visitor = { ip: '10.9.9.9' };
    for (let i = 0; i < TAPS_PER_IP; i++) {
      const answer = await tap('business', { id: shop, action: 'call' }, visitor);
      expect(answer.status).toBe(200);
    }
    const refused = await tap('business', { id: shop, action: 'call' }, visitor);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('counting', () => {
  it('puts a count on the India day it happened: 23:59 and 00:01 IST are two days', async () => {
    const id = lamps[2]!;
    t.clock.set(LATE_EVENING);
    await tap('product', { id, action: 'call' }, { ip: '10.2.0.1' });
    t.clock.set(new Date(LATE_EVENING.getTime() + 2 * MINUTE)); // 00:01 on 11 March in India
    await tap('product', { id, action: 'call' }, { ip: '10.2.0.2' });
    await tap('product', { id, action: 'share' }, { ip: '10.2.0.2' });
    expect(await listingDay(id)).toMatchObject([
      { day: '2026-03-10', calls: 1, shares: 0 },
      { day: '2026-03-11', calls: 1, shares: 1 },
    ]);
    t.clock.set(new Date());
  });

  it('counts a page view the views module counted, once per visitor and day', async () => {
    const id = lamps[3]!;
    const view = (ip: string) =>
      t.call({
        method: 'PUT',
        url: '/api/public/product/views',
        payload: { id },
        headers: { 'user-agent': 'Phone browser' },
        remoteAddress: ip,
      });
    await view('10.3.0.1');
    await view('10.3.0.1');
    await view('10.3.0.2');
    const [row] = await listingDay(id);
    expect(row).toMatchObject({ views: 2 });
  });

  it('counts an enquiry sent from the listing: from the lead row, not a counter', async () => {
    const before = (await fetchInsights(seller, { days: '7', businessId: shop })).body.payload;
    const answer = await t.call({
      method: 'POST',
      url: '/api/public/serviceLeads/create',
      payload: { fkServiceId: service, contactPerson: 'Asha', phoneNo: '9812345678' },
      remoteAddress: '10.4.0.1',
    });
    expect(answer.status).toBe(201);
    // The daily counters hold no enquiries; Insights counts the lead rows.
    expect(await listingDay(service)).toEqual([]);
    const after = (await fetchInsights(seller, { days: '7', businessId: shop })).body.payload;
    expect(after.totals.enquiries.value).toBe(before.totals.enquiries.value + 1);
    expect(after.series.at(-1).enquiries).toBe(before.series.at(-1).enquiries + 1);
    expect(after.topListings.find((row: { _id: string }) => row._id === service)).toMatchObject({
      kind: 'service',
      name: 'Lamp Repair',
      enquiries: 1,
    });
  });

  it('counts search appearances and the words searched, never a phone number', async () => {
    const search = (words: string, remoteAddress = '10.3.0.1') =>
      t.call({
        method: 'GET',
        url: '/api/public/product/search',
        query: { search: words, perPage: '12', pageNo: '1' },
        remoteAddress,
      });
    const found = await search('Glow Lamp');
    expect(found.status).toBe(200);
    const shown = found.body.payload.searchResults.map((card: { _id: string }) => card._id);
    expect(shown.length).toBeGreaterThan(1);
    // The same words from another visitor (one visitor's repeated page counts once: below).
    await search('GLOW   lamp!', '10.3.0.2');
    await search('9812345678');
    await search('glow lamp 98123 45678');
    await insightsRecorder(t.deps).flush();
    const terms = await rows<{ term: string; appearances: number }>(
      database.db,
      sql`select term, appearances from insight_search_terms where business_id = ${shop} order by term`,
    );
    // A page counts once for the business, however many of its listings were on it.
    expect(terms).toContainEqual({ term: 'glow lamp', appearances: 2 });
    expect(terms.some((row) => /\d{5}/.test(row.term))).toBe(false);
    expect(terms.map((row) => row.term)).not.toContain('9812345678');
    const [appeared] = await rows<{ appearances: number }>(
      database.db,
      sql`select sum(appearances)::int as appearances from insight_listing_daily where listing_id = ${shown[0]}`,
    );
    expect(appeared!.appearances).toBeGreaterThanOrEqual(2);
  });

  it('counts one address’s repeated results page once, and at most APPEARANCE_PAGES_PER_IP pages an hour', async () => {
    // A page asked again and again (any browser) lifted appearances at will.
    const db = database.db;
    const owner = await makeBusiness(db, { name: 'Counted Shop' });
    const kept = await makeProduct(db, {
      fkBusinessId: owner,
      fkCategoryId: category.categoryId,
      subCategoryIds: [category.sub.Lamps!],
      name: 'Zircon Torch',
      createdAt: daysAgo(t.clock.now(), 1),
    });
    const appearances = async () => {
      await insightsRecorder(t.deps).flush();
      const [row] = await rows<{ n: number | null }>(
        db,
        sql`select sum(appearances)::int as n from insight_listing_daily where listing_id = ${kept}`,
      );
      return row?.n ?? 0;
    };
    // Each call's address differs (a parameter the answer ignores), as a robot's would: the
    // public answer cache (plugins/http-cache.ts) does not stand between it and the count.
    let call = 0;
    const search = (ip: string, ua: string, words = 'zircon torch') =>
      t.call({
        method: 'GET',
        url: '/api/public/product/search',
        query: { search: words, r: String((call += 1)) },
        headers: { 'user-agent': ua },
        remoteAddress: ip,
      });
    for (const ua of ['Chrome', 'Firefox', 'Safari', 'curl']) {
      const answer = await search('10.3.1.1', ua);
      expect(answer.body.payload.searchResults.map((c: { _id: string }) => c._id)).toEqual([kept]);
    }
    await search('2001:db8:3:3::1', 'Chrome');
    await search('2001:db8:3:3::2', 'Chrome');
    expect(await appearances()).toBe(2);
    // Other words are another page; another address counts again.
    await search('10.3.1.1', 'Chrome', 'zircon');
    await search('10.3.1.2', 'Chrome');
    expect(await appearances()).toBe(4);

    // The pages one address may have counted in an hour: every page is new (a fake second id).
    const fake = (i: number) => `01900000-0000-7000-8000-${String(i).padStart(12, '0')}`;
    for (let i = 0; i < APPEARANCE_PAGES_PER_IP; i += 1) {
      await recordSearchPage(t.deps, 'product', [kept, fake(i)], undefined, '10.3.2.1');
    }
    expect(await appearances()).toBe(4 + APPEARANCE_PAGES_PER_IP);
    await recordSearchPage(
      t.deps,
      'product',
      [kept, fake(APPEARANCE_PAGES_PER_IP)],
      undefined,
      '10.3.2.1',
    );
    expect(await appearances()).toBe(4 + APPEARANCE_PAGES_PER_IP);
    await recordSearchPage(
      t.deps,
      'product',
      [kept, fake(APPEARANCE_PAGES_PER_IP)],
      undefined,
      '10.3.2.2',
    );
    expect(await appearances()).toBe(5 + APPEARANCE_PAGES_PER_IP);
  });

  it('keeps at most SEARCH_TERMS_PER_DAY words a business a day', async () => {
    const recorder = insightsRecorder(t.deps);
    for (let i = 0; i < SEARCH_TERMS_PER_DAY + 5; i++) {
      recorder.appeared('product', [lamps[4]!], `word${i}`);
    }
    await recorder.flush();
    const [kept] = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from insight_search_terms
           where business_id = ${shop} and day = (select max(day) from insight_search_terms where business_id = ${shop})`,
    );
    expect(kept!.n).toBe(SEARCH_TERMS_PER_DAY);
  });

  it('writes what is waiting when the app closes', async () => {
    // Another app on the same database: its close flushes the counts it holds, unasked.
    const second = await createTestApp({ database });
    insightsRecorder(second.deps).count('product', lamps[5]!, 'shares');
    await second.close();
    const [row] = await rows<{ shares: number }>(
      database.db,
      sql`select shares from insight_listing_daily where listing_id = ${lamps[5]!}`,
    );
    expect(row).toEqual({ shares: 1 });
  });
});

describe('GET /api/userAdmin/insights/fetch', () => {
  const put = async (
    listingType: string,
    listingId: string,
    businessId: string,
    daysBack: number,
    counts: Partial<Record<'views' | 'calls' | 'whatsapp' | 'shares' | 'enquiries', number>>,
  ) => {
    const recorder = insightsRecorder(t.deps);
    const at = t.clock.now();
    t.clock.set(daysAgo(at, daysBack));
    for (const [metric, n] of Object.entries(counts)) {
      recorder.count(listingType as 'product', listingId, metric as 'views', n);
    }
    t.clock.set(at);
    await recorder.flush();
  };

  it('needs a signed-in seller and refuses another seller’s business with 404', async () => {
    expect((await t.call({ method: 'GET', url: '/api/userAdmin/insights/fetch' })).status).toBe(
      401,
    );
    const foreign = await fetchInsights(seller, { businessId: otherShop });
    expect(foreign.status).toBe(404);
    expect((await fetchInsights(seller, { businessId: 'nonsense' })).status).toBe(404);
    const bad = await fetchInsights(seller, { days: '14' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Choose 7, 30 or 90 days.');
  });

  it('answers totals against the previous period, a daily series, top 10 and words', async () => {
    // The other seller's counts never reach this seller's answer.
    await put('product', foreignLamp, otherShop, 0, { views: 500 });
    // Lamp 7..12: this period; views on the shop page; a previous period for the change.
    for (let i = 6; i < 12; i++) await put('product', lamps[i]!, shop, 1, { views: 20 + i });
    await put('product', lamps[11]!, shop, 2, { whatsapp: 4 });
    await put('business', shop, shop, 3, { views: 7 });
    await put('product', lamps[6]!, shop, 10, { views: 40 }); // before the 7 days, in the 30
    await put('product', lamps[6]!, shop, 8, { calls: 2 }); // the previous 7 days

    const week = await fetchInsights(seller, { days: '7' });
    expect(week.status).toBe(200);
    const answer = week.body.payload;
    expect(answer.days).toBe(7);
    expect(answer.series).toHaveLength(7);
    expect(answer.series.at(-1).day).toBe(answer.to);
    expect(answer.series[0].day).toBe(answer.from);
    const views = answer.series.reduce((sum: number, day: { views: number }) => sum + day.views, 0);
    expect(answer.totals.views.value).toBe(views);
    expect(answer.totals.calls.previous).toBeGreaterThanOrEqual(2);
    expect(answer.totals.calls.change).toBe(
      Math.round(
        ((answer.totals.calls.value - answer.totals.calls.previous) /
          answer.totals.calls.previous) *
          100,
      ),
    );
    expect(answer.topListings.length).toBeLessThanOrEqual(10);
    expect(answer.topListings[0]).toMatchObject({
      _id: lamps[11],
      kind: 'product',
      name: 'Glow Lamp 12',
      businessName: 'Bright Lamps',
      whatsapp: 4,
    });
    expect(answer.topListings.map((row: { _id: string }) => row._id)).not.toContain(foreignLamp);
    expect(answer.searchTerms).toContainEqual({ term: 'glow lamp', appearances: 2 });

    const month = (await fetchInsights(seller, { days: '30' })).body.payload;
    expect(month.series).toHaveLength(30);
    expect(month.totals.views.value).toBe(answer.totals.views.value + 40);
    const quarter = (await fetchInsights(seller, { days: '90', businessId: shop })).body.payload;
    expect(quarter.series).toHaveLength(90);
    expect(quarter.totals.views.value).toBe(month.totals.views.value);
  });

  it('ranks at most ten listings, the most done with first', async () => {
    for (let i = 0; i < 12; i++) await put('product', lamps[i]!, shop, 0, { calls: 100 + i });
    const { topListings } = (await fetchInsights(seller, { days: '7' })).body.payload;
    expect(topListings).toHaveLength(10);
    const actions = topListings.map(
      (row: Record<string, number>) =>
        row.views! + row.calls! + row.whatsapp! + row.shares! + row.enquiries!,
    );
    expect(actions).toEqual([...actions].sort((a, b) => b - a));
  });

  it('answers zeros for a seller with nothing counted, and a null change', async () => {
    const fresh = await signUpSeller(t);
    const answer = (await fetchInsights(fresh, { days: '30' })).body.payload;
    expect(answer.totals.views).toEqual({ value: 0, previous: 0, change: null });
    expect(answer.series).toHaveLength(30);
    expect(answer.topListings).toEqual([]);
    expect(answer.searchTerms).toEqual([]);
  });
});

// The posted requirements each business was offered in the period and accepted.
describe('requirements in insights', () => {
  it('counts per business those offered in the period and those accepted; enquiries = inbox', async () => {
    const fresh = await signUpSeller(t);
    const db = database.db;
    const first = await makeBusiness(db, { name: 'Cement Depot', fkUserId: fresh.userId });
    const second = await makeBusiness(db, { name: 'Tile House', fkUserId: fresh.userId });
    const now = t.clock.now();
    const offer = (days: number, options: Parameters<typeof offerRequirement>[2] = {}) =>
      offerRequirement(t, first, {
        ...options,
        requirement: { createdAt: daysAgo(now, days), ...options.requirement },
      });
    await offer(1, { offer: 'accepted' });
    await offer(2);
    await offer(3, { offer: 'declined' });
    await offer(10, { offer: 'accepted' });
    await offer(1, { offer: 'accepted', requirement: { status: 'removed' } });

    const week = (await fetchInsights(fresh, { days: '7' })).body.payload;
    expect(week.requirements).toEqual([
      { _id: first, name: 'Cement Depot', received: 3, answered: 1 },
      { _id: second, name: 'Tile House', received: 0, answered: 0 },
    ]);
    const month = (await fetchInsights(fresh, { days: '30' })).body.payload;
    expect(month.requirements[0]).toMatchObject({ received: 4, answered: 2 });
    const one = (await fetchInsights(fresh, { days: '7', businessId: second })).body.payload;
    expect(one.requirements).toEqual([
      { _id: second, name: 'Tile House', received: 0, answered: 0 },
    ]);

    // The inbox shows the offered and accepted ones (not declined nor removed): Insights'
    // enquiries count the same rows.
    const inbox = await t.call({
      method: 'GET',
      url: '/api/userAdmin/enquiries/fetchAll',
      query: { from: week.from, to: week.to },
      headers: fresh.headers,
    });
    expect(inbox.body.payload.total).toBe(2);
    expect(week.totals.enquiries.value).toBe(2);
    expect(month.totals.enquiries.value).toBe(3);
  });
});
