import { encodePassword } from '@haat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/index.ts';
import { createSeededTestDatabase } from '../../test/db.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSellerTestApp, signUpSeller, type Seller } from '../../test/sellers.ts';
import { as } from '../admin/test-fixtures.ts';
import { makeBusiness, makeProduct, makeService, sendLead } from '../leads/test-fixtures.ts';

// Insights' enquiries, the inbox and the business cards count the same lead rows, over
// every period and whatever wrote the leads (the real calls here, the demo seed below). Runs on
// PGlite, and on PostgreSQL with TEST_DATABASE_URL.

const DAY = 24 * 3600 * 1000;
const PERIODS = [7, 30, 90] as const;

type Who = Seller | { headers: { authorization: string } };

const insights = async (t: TestApp, who: Who, days: number, businessId?: string) => {
  const res = await as(t, who as Seller).get('/api/userAdmin/insights/fetch', {
    days: String(days),
    ...(businessId ? { businessId } : {}),
  });
  expect(res.status).toBe(200);
  return res.body.payload;
};

const inboxTotal = async (t: TestApp, who: Who, query: Record<string, string>) => {
  const res = await as(t, who as Seller).get('/api/userAdmin/enquiries/fetchAll', query);
  expect(res.status).toBe(200);
  return res.body.payload.total as number;
};

/** The India day before `day` ('YYYY-MM-DD'). */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY).toISOString().slice(0, 10);

/**
 * For each period, and each business alone: Insights' enquiries (the total, the sum of its daily
 * series, the period before) equal the inbox's count over the same India days.
 */
async function expectInsightsMatchInbox(t: TestApp, who: Who, businessIds: string[]) {
  for (const businessId of [undefined, ...businessIds]) {
    const scope: Record<string, string> = businessId ? { businessId } : {};
    for (const days of PERIODS) {
      const answer = await insights(t, who, days, businessId);
      const inPeriod = await inboxTotal(t, who, { ...scope, from: answer.from, to: answer.to });
      const before = await inboxTotal(t, who, {
        ...scope,
        from: new Date(Date.parse(`${answer.from}T00:00:00Z`) - days * DAY)
          .toISOString()
          .slice(0, 10),
        to: dayBefore(answer.from),
      });
      const series = answer.series.reduce(
        (sum: number, day: { enquiries: number }) => sum + day.enquiries,
        0,
      );
      expect({ days, businessId, value: answer.totals.enquiries.value, series }).toEqual({
        days,
        businessId,
        value: inPeriod,
        series: inPeriod,
      });
      expect(answer.totals.enquiries.previous).toBe(before);
    }
  }
}

describe('Insights, the inbox and the cards count the same leads', () => {
  let t: TestApp;
  let seller: Seller;
  let shop: { id: string };
  let second: { id: string };
  let product: { id: string };
  let service: { id: string };

  beforeAll(async () => {
    t = await createSellerTestApp();
    seller = await signUpSeller(t);
    shop = await makeBusiness(t, seller);
    second = await makeBusiness(t, seller, { name: 'Cool Air Services', businessType: 'service' });
    product = await makeProduct(t, shop.id);
    service = await makeService(t, shop.id);
    const now = t.clock.now();
    // Leads on several past days, through the real call, each period's edges included.
    const plan: [number, 'business' | 'product' | 'service', string][] = [
      [0, 'product', product.id],
      [0, 'business', shop.id],
      [1, 'service', service.id],
      [3, 'product', product.id],
      [6, 'business', second.id],
      [7, 'product', product.id],
      [12, 'service', service.id],
      [29, 'business', shop.id],
      [30, 'product', product.id],
      [45, 'business', second.id],
      [89, 'product', product.id],
      [90, 'service', service.id],
      [100, 'business', shop.id],
      [150, 'product', product.id],
    ];
    for (const [daysBack, kind, id] of plan) {
      t.clock.set(new Date(now.getTime() - daysBack * DAY));
      expect((await sendLead(t, kind, id)).status).toBe(201);
    }
    t.clock.set(now);
  });
  afterAll(() => t?.close());

  it('for 7, 30 and 90 days, all businesses and each: Insights = the inbox', async () => {
    await expectInsightsMatchInbox(t, seller, [shop.id, second.id]);
    // Not zero: the leads of the past days are there.
    expect((await insights(t, seller, 90)).totals.enquiries.value).toBe(11);
    expect((await insights(t, seller, 7)).totals.enquiries.value).toBe(5);
  });

  it('the cards’ leads = the inbox total, and a listing’s row in the top 10 = its own leads', async () => {
    const cards = (await as(t, seller).get('/api/userAdmin/business/fetchAll', {})).body.payload
      .businesses as { _id: string; leadsCount: number }[];
    for (const business of [shop, second]) {
      const card = cards.find((row) => row._id === business.id)!;
      expect(card.leadsCount).toBe(await inboxTotal(t, seller, { businessId: business.id }));
    }
    const quarter = await insights(t, seller, 90, shop.id);
    const ownLeads = async (kind: 'product' | 'service', id: string, from: string, to: string) =>
      inboxTotal(t, seller, { businessId: shop.id, source: kind, from, to });
    const row = (id: string) =>
      quarter.topListings.find((listing: { _id: string }) => listing._id === id);
    // The shop has one product and one service: the inbox's source filter is the listing's.
    expect(row(product.id).enquiries).toBe(
      await ownLeads('product', product.id, quarter.from, quarter.to),
    );
    expect(row(service.id).enquiries).toBe(
      await ownLeads('service', service.id, quarter.from, quarter.to),
    );
  });

  it('a lead the seller deletes leaves Insights as it leaves the inbox and the card', async () => {
    const box = await as(t, seller).get('/api/userAdmin/enquiries/fetchAll', {
      businessId: shop.id,
    });
    const newest = box.body.payload.enquiries[0];
    const before = (await insights(t, seller, 7, shop.id)).totals.enquiries.value;
    const res = await as(t, seller).delete('/api/userAdmin/enquiries/delete', {
      source: newest.source,
      id: newest._id,
    });
    expect(res.status).toBe(200);
    expect((await insights(t, seller, 7, shop.id)).totals.enquiries.value).toBe(before - 1);
    await expectInsightsMatchInbox(t, seller, [shop.id]);
  });
});

describe('on the demo data set', () => {
  let t: TestApp;
  let closeDatabase: () => Promise<void>;

  beforeAll(async () => {
    const database = await createSeededTestDatabase({ demo: true });
    closeDatabase = () => database.close();
    t = await createTestApp({ database });
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await closeDatabase?.();
  });

  it('a demo seller’s Insights = their inbox = their cards, for 7, 30 and 90 days', async () => {
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/user/logIn',
      payload: { phoneNo: '9000000001', password: encodePassword(DEMO_PASSWORD) },
    });
    expect(login.status).toBe(200);
    const who = { headers: { authorization: login.body.payload.authorization as string } };
    const cards = (await as(t, who as Seller).get('/api/userAdmin/business/fetchAll', {})).body
      .payload.businesses as { _id: string; leadsCount: number }[];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.leadsCount).toBe(await inboxTotal(t, who, { businessId: card._id }));
    }
    const quarter = await insights(t, who, 90);
    // The seed's six weeks of leads are there, not only today's.
    expect(quarter.totals.enquiries.value).toBeGreaterThan(
      quarter.series.at(-1).enquiries as number,
    );
    expect(quarter.totals.enquiries.value).toBe(
      cards.reduce((sum, card) => sum + card.leadsCount, 0),
    );
    await expectInsightsMatchInbox(
      t,
      who,
      cards.map((card) => card._id),
    );
  }, 120_000);
});
