import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessLeads, productLeads, serviceLeads } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createSellerTestApp, signUpSeller, type Seller } from '../../test/sellers.ts';
import {
  makeBusiness,
  makeProduct,
  makeService,
  offerRequirement,
} from '../leads/test-fixtures.ts';
import { assignMissingShopSlugs } from '../shop/service.ts';
import { responseTallies, responseTimes, responseWindow } from './service.ts';

// The share of enquiries acted on and the median time to the first action, over
// the 90 days before the app's clock, shown from 5 enquiries (docs/decisions/032-response-time.md).

let t: TestApp;
let seller: Seller;
beforeAll(async () => {
  t = await createSellerTestApp();
  seller = await signUpSeller(t);
});
afterAll(() => t?.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const db = () => t.deps.database.db;
const now = () => t.clock.now();

type LeadAt = {
  /** How long before now the buyer sent it. */
  agoMs: number;
  /** Minutes from sending to the seller's first action; none: never acted on. */
  actedAfter?: number;
  deleted?: boolean;
};

const leadRow = (businessId: string, lead: LeadAt) => {
  const createdAt = new Date(now().getTime() - lead.agoMs);
  return {
    contactPerson: 'Anita Desai',
    phoneNo: '9876500000',
    query: 'Is it in stock?',
    fkBusinessId: businessId,
    createdAt,
    ...(lead.actedAfter === undefined
      ? {}
      : {
          status: 'contacted' as const,
          firstActionAt: new Date(createdAt.getTime() + lead.actedAfter * MINUTE),
        }),
    ...(lead.deleted ? { deletedAt: now() } : {}),
  };
};

/** A fresh public business with a product and a service, and leads on all three tables. */
async function businessWith(leads: {
  business?: LeadAt[];
  product?: LeadAt[];
  service?: LeadAt[];
}) {
  const business = await makeBusiness(t, seller, { name: `Response ${Math.random()}` });
  const product = await makeProduct(t, business.id);
  const service = await makeService(t, business.id);
  if (leads.business?.length)
    await db()
      .insert(businessLeads)
      .values(leads.business.map((lead) => leadRow(business.id, lead)));
  if (leads.product?.length)
    await db()
      .insert(productLeads)
      .values(
        leads.product.map((lead) => ({ ...leadRow(business.id, lead), fkProductId: product.id })),
      );
  if (leads.service?.length)
    await db()
      .insert(serviceLeads)
      .values(
        leads.service.map((lead) => ({ ...leadRow(business.id, lead), fkServiceId: service.id })),
      );
  return { id: business.id, productId: product.id, serviceId: service.id };
}

const figureOf = async (id: string) => (await responseTimes(db(), [id], now())).get(id);
const acted = (agoDays: number, minutes: number): LeadAt => ({
  agoMs: agoDays * DAY,
  actedAfter: minutes,
});
const unanswered = (agoDays: number): LeadAt => ({ agoMs: agoDays * DAY });

describe('the response-time arithmetic', () => {
  it('4 enquiries show nothing; the 5th shows the share and the median, across the three lead tables', async () => {
    const four = await businessWith({
      business: [acted(1, 30), acted(2, 60)],
      product: [acted(3, 90)],
      service: [acted(4, 120)],
    });
    expect(await figureOf(four.id)).toBeNull();
    // Its tally is there all the same (the seller's insights show it).
    const tally = (await responseTallies(db(), [four.id], responseWindow(now()))).get(four.id);
    expect(tally).toEqual({ enquiries: 4, acted: 4, actedShare: 100, medianMinutes: 75 });

    await db()
      .insert(serviceLeads)
      .values({ ...leadRow(four.id, unanswered(5)), fkServiceId: four.serviceId });
    // Acted on: 30, 60, 90, 120 minutes → (60 + 90) / 2; the unanswered one is not a time.
    expect(await figureOf(four.id)).toEqual({ medianMinutes: 75, actedShare: 80, enquiries: 5 });
  });

  it('the median of an odd count is the middle time; of an even count the mean of the two middle ones', async () => {
    const odd = await businessWith({
      business: [acted(1, 10), acted(2, 500), acted(3, 20), acted(4, 40), acted(5, 30)],
    });
    expect(await figureOf(odd.id)).toEqual({ medianMinutes: 30, actedShare: 100, enquiries: 5 });

    // Acted on: 10, 20, 45, 100 minutes → (20 + 45) / 2 = 32.5, to the whole minute.
    const even = await businessWith({
      product: [
        acted(1, 100),
        acted(2, 10),
        acted(3, 45),
        acted(4, 20),
        unanswered(5),
        unanswered(6),
      ],
    });
    expect(await figureOf(even.id)).toEqual({ medianMinutes: 33, actedShare: 66, enquiries: 6 });
  });

  it('the share is rounded down: 100% only when every enquiry was acted on', async () => {
    const many = await businessWith({
      business: [...Array.from({ length: 199 }, (_, i) => acted(1 + (i % 80), 60)), unanswered(2)],
    });
    expect((await figureOf(many.id))?.actedShare).toBe(99);
  });

  it('an enquiry received before the 90 days is not counted, even when acted on inside them', async () => {
    const business = await businessWith({
      business: [acted(1, 60), acted(2, 60), acted(3, 60), acted(89, 60)],
      // Received 91 days ago, answered 2 days later (89 days ago): outside the window.
      product: [acted(91, 2 * 24 * 60)],
    });
    expect(await figureOf(business.id)).toBeNull();
    await db()
      .insert(productLeads)
      .values({ ...leadRow(business.id, acted(89.9, 3 * 60)), fkProductId: business.productId });
    expect(await figureOf(business.id)).toEqual({
      medianMinutes: 60,
      actedShare: 100,
      enquiries: 5,
    });
  });

  it('a lead the seller deleted still counts: deleting one unanswered does not improve the figure', async () => {
    const business = await businessWith({
      business: [acted(1, 60), acted(2, 60), acted(3, 60), acted(4, 60), unanswered(5)],
    });
    const before = await figureOf(business.id);
    expect(before).toEqual({ medianMinutes: 60, actedShare: 80, enquiries: 5 });
    const kept = await businessWith({
      business: [
        acted(1, 60),
        acted(2, 60),
        { ...acted(3, 60), deleted: true },
        acted(4, 60),
        { ...unanswered(5), deleted: true },
      ],
    });
    expect(await figureOf(kept.id)).toEqual(before);
  });

  it("other businesses' leads are not counted, and several businesses are answered by one call", async () => {
    const busy = await businessWith({
      business: [acted(1, 5), acted(1, 5), acted(1, 5), acted(1, 5), acted(1, 5)],
    });
    const quiet = await businessWith({ business: [acted(1, 600), acted(2, 600)] });
    const figures = await responseTimes(db(), [busy.id, quiet.id, busy.id], now());
    expect(figures.get(busy.id)).toEqual({ medianMinutes: 5, actedShare: 100, enquiries: 5 });
    expect(figures.get(quiet.id)).toBeNull();
  });

  it('with enough enquiries but none acted on there is no time to show', async () => {
    const silent = await businessWith({
      business: [unanswered(1), unanswered(2), unanswered(3), unanswered(4), unanswered(5)],
    });
    expect(await figureOf(silent.id)).toBeNull();
  });

  it('the previous 90 days count an action only if it came before they ended', async () => {
    const business = await businessWith({
      // Received 100 days ago, acted on 95 days ago: acted within the previous window.
      // Received 91 days ago, acted on 85 days ago: unanswered when the previous window ended.
      business: [acted(100, 5 * 24 * 60), acted(91, 6 * 24 * 60), acted(120, 60)],
    });
    const previous = (await responseTallies(db(), [business.id], responseWindow(now(), 1))).get(
      business.id,
    );
    expect(previous).toEqual({ enquiries: 3, acted: 2, actedShare: 66, medianMinutes: 3630 });
  });
});

// Offers of posted requirements count once accepted, or once a day went unanswered.
describe('requirement leads', () => {
  const HOUR = 60 * MINUTE;
  type Offer = {
    agoHours: number;
    offer?: 'offered' | 'accepted' | 'declined';
    actedAfter?: number;
    status?: 'matched' | 'closed' | 'removed';
    closedAfterHours?: number;
  };
  async function offersTo(businessId: string, offers: Offer[]) {
    for (const o of offers) {
      const createdAt = new Date(now().getTime() - o.agoHours * HOUR);
      await offerRequirement(t, businessId, {
        offer: o.offer ?? 'offered',
        requirement: {
          createdAt,
          status: o.status ?? 'matched',
          closedAt:
            o.closedAfterHours === undefined
              ? null
              : new Date(createdAt.getTime() + o.closedAfterHours * HOUR),
        },
        lead: {
          createdAt,
          firstActionAt:
            o.actedAfter === undefined
              ? null
              : new Date(createdAt.getTime() + o.actedAfter * MINUTE),
        },
      });
    }
  }
  const tallyOf = async (id: string) =>
    (await responseTallies(db(), [id], responseWindow(now()))).get(id);

  it('an accepted one counts with its first action; one a day unanswered counts as not acted on', async () => {
    const business = await businessWith({ business: [acted(1, 60), acted(2, 60)] });
    await offersTo(business.id, [
      { agoHours: 50, offer: 'accepted', actedAfter: 30 },
      { agoHours: 30, offer: 'accepted' },
      { agoHours: 25 },
    ]);
    expect(await tallyOf(business.id)).toEqual({
      enquiries: 5,
      acted: 3,
      actedShare: 60,
      medianMinutes: 60,
    });
    expect(await figureOf(business.id)).toEqual({
      medianMinutes: 60,
      actedShare: 60,
      enquiries: 5,
    });
  });

  it('not counted: declined, under a day old, closed by the buyer within the day, or removed', async () => {
    const business = await businessWith({ business: [acted(1, 10)] });
    await offersTo(business.id, [
      { agoHours: 40, offer: 'declined' },
      { agoHours: 23 },
      { agoHours: 40, status: 'closed', closedAfterHours: 2 },
      { agoHours: 40, status: 'removed' },
      { agoHours: 40, offer: 'accepted', actedAfter: 5, status: 'removed' },
    ]);
    expect(await tallyOf(business.id)).toEqual({
      enquiries: 1,
      acted: 1,
      actedShare: 100,
      medianMinutes: 10,
    });
    // Closed by the buyer after the day had passed unanswered: it stays unanswered.
    await offersTo(business.id, [{ agoHours: 60, status: 'closed', closedAfterHours: 30 }]);
    expect(await tallyOf(business.id)).toMatchObject({ enquiries: 2, acted: 1 });
  });
});

describe('the answers carrying it', () => {
  let shown: Awaited<ReturnType<typeof businessWith>>;
  let hidden: Awaited<ReturnType<typeof businessWith>>;
  beforeAll(async () => {
    shown = await businessWith({
      business: [acted(1, 90), acted(2, 120), acted(3, 150)],
      product: [acted(4, 100), unanswered(5)],
    });
    hidden = await businessWith({ business: [acted(1, 90)] });
  });
  const get = (url: string) => t.call({ method: 'GET', url });
  const expected = { medianMinutes: 110, actedShare: 80, enquiries: 5 };

  it('the public business answer', async () => {
    const res = await get(`/api/public/business/fetch?id=${shown.id}`);
    expect(res.status).toBe(200);
    expect(res.body.payload.business.responseTime).toEqual(expected);
    const none = await get(`/api/public/business/fetch?id=${hidden.id}`);
    expect(none.body.payload.business.responseTime).toBeNull();
  });

  it('the shop answer', async () => {
    await assignMissingShopSlugs(db());
    // Past the kept public answers' life (the business was fetched above without its address).
    t.clock.advance(10 * MINUTE);
    const fetched = await get(`/api/public/business/fetch?id=${shown.id}`);
    const slug = fetched.body.payload.business.slug as string;
    expect(slug).toBeTruthy();
    const res = await get(`/api/public/shop/fetch?slug=${slug}`);
    expect(res.status).toBe(200);
    expect(res.body.payload.business.responseTime).toEqual(expected);
  });

  it('product and service cards of a list', async () => {
    const products = await get(`/api/public/product/businessAll?id=${shown.id}`);
    expect(products.status).toBe(200);
    expect(products.body.payload.products.map((card: any) => card.responseTime)).toEqual([
      expected,
    ]);
    const services = await get(`/api/public/service/businessAll?id=${shown.id}`);
    expect(services.body.payload.services.map((card: any) => card.responseTime)).toEqual([
      expected,
    ]);
    const quiet = await get(`/api/public/product/businessAll?id=${hidden.id}`);
    expect(quiet.body.payload.products.map((card: any) => card.responseTime)).toEqual([null]);
  });

  it("the seller's insights: the last 90 days beside the 90 before, with counts under 5 too", async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/userAdmin/insights/fetch?days=30&businessId=${hidden.id}`,
      headers: seller.headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.responseTimes).toEqual([
      {
        _id: hidden.id,
        name: expect.stringMatching(/^Response /),
        current: { enquiries: 1, acted: 1, actedShare: 100, medianMinutes: 90 },
        previous: { enquiries: 0, acted: 0, actedShare: null, medianMinutes: null },
      },
    ]);
  });
});
