import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_MSG } from '@haat/shared';
import { products } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createSellerTestApp, signUpSeller, type Seller } from '../../test/sellers.ts';
import { as } from '../admin/test-fixtures.ts';
import {
  LEAD_PATHS,
  makeBusiness,
  makeProduct,
  makeService,
  makeShop,
  sendLead,
} from './test-fixtures.ts';

// Issue 26: the enquiry inbox reads the business, product and service leads of spec §7
// together, per business or across the seller's businesses, and its counts add up with the
// business card's "N leads" and each listing's own count.

let t: TestApp;
let seller: Seller;
let other: Seller;
let shop: {
  business: { id: string };
  product: { id: string; name: string };
  service: { id: string; name: string };
};
let second: { id: string; name: string };
let otherShop: Awaited<ReturnType<typeof makeShop>>;

const INBOX = '/api/userAdmin/enquiries';
const inbox = (who: Seller, query: Record<string, string> = {}) =>
  as(t, who).get(`${INBOX}/fetchAll`, query);

/** 01:30 on 11 Jan 2026 in India is still 10 Jan in UTC: the day must be India's. */
const LATE_NIGHT_IST = new Date('2026-01-10T20:00:00Z');

beforeAll(async () => {
  t = await createSellerTestApp();
  seller = await signUpSeller(t);
  other = await signUpSeller(t);
  const business = await makeBusiness(t, seller);
  const product = await makeProduct(t, business.id);
  const service = await makeService(t, business.id);
  shop = { business, product, service };
  second = await makeBusiness(t, seller, { name: 'Cool Air Services', businessType: 'service' });
  otherShop = await makeShop(t, other);

  const start = t.clock.now();
  // Two to the business, two to its product, one to its service, one to the second business.
  t.clock.set(LATE_NIGHT_IST);
  expect((await sendLead(t, 'business', business.id, { contactPerson: 'Early Bird' })).status).toBe(
    201,
  );
  t.clock.set(start);
  for (const [kind, id, name] of [
    ['product', product.id, 'Priya Product'],
    ['business', business.id, 'Bala Business'],
    ['service', service.id, 'Sunil Service'],
    ['product', product.id, 'Pooja Product'],
    ['business', second.id, 'Second Shop'],
  ] as const) {
    t.clock.advance(60_000);
    expect((await sendLead(t, kind, id, { contactPerson: name })).status).toBe(201);
  }
  // Someone else's shop gets one too: never in this seller's inbox.
  expect((await sendLead(t, 'product', otherShop.product.id)).status).toBe(201);
});
afterAll(() => t?.close());

const names = (body: { payload: { enquiries: Array<{ contactPerson: string }> } }) =>
  body.payload.enquiries.map((e) => e.contactPerson);

describe('GET /api/userAdmin/enquiries/fetchAll', () => {
  it('lists the three sources of one business together, newest first, with what was asked about', async () => {
    const res = await inbox(seller, { businessId: shop.business.id });
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual([
      'Pooja Product',
      'Sunil Service',
      'Bala Business',
      'Priya Product',
      'Early Bird',
    ]);
    expect(res.body.payload.total).toBe(5);
    expect(res.body.payload.counts).toEqual({
      all: 5,
      business: 2,
      product: 2,
      service: 1,
      requirement: 0,
      new: 5,
      statuses: { all: 5, new: 5, contacted: 0, quoted: 0, won: 0, lost: 0 },
    });
    expect(res.body.payload.business).toMatchObject({
      _id: shop.business.id,
      name: 'Sharma Electronics',
    });
    const [pooja, sunil, bala] = res.body.payload.enquiries;
    expect(pooja).toMatchObject({
      source: 'product',
      isRead: false,
      business: { _id: shop.business.id, name: 'Sharma Electronics' },
      listing: { _id: shop.product.id, name: shop.product.name, isDeleted: false },
    });
    expect(sunil).toMatchObject({ source: 'service', listing: { _id: shop.service.id } });
    expect(bala).toMatchObject({ source: 'business', listing: null, requirement: null });
    expect(Object.keys(pooja).sort()).toEqual(
      [
        '_id',
        'business',
        'businessName',
        'contactPerson',
        'createdAt',
        'email',
        'isRead',
        'listing',
        'phoneNo',
        'query',
        'requirement',
        'source',
        'status',
        'lostReason',
        'note',
        'followUpOn',
      ].sort(),
    );
  });

  it('takes the route identifier of the business page as its id', async () => {
    const routeId = Buffer.from(
      JSON.stringify({ _id: shop.business.id, businessName: 'x' }),
    ).toString('base64');
    expect((await inbox(seller, { businessId: routeId })).body.payload.total).toBe(5);
  });

  it('filters by source, and the chosen source’s count is the list’s total', async () => {
    for (const [source, expected] of [
      ['business', ['Bala Business', 'Early Bird']],
      ['product', ['Pooja Product', 'Priya Product']],
      ['service', ['Sunil Service']],
    ] as const) {
      const res = await inbox(seller, { businessId: shop.business.id, source });
      expect(names(res.body)).toEqual(expected);
      expect(res.body.payload.total).toBe(expected.length);
      expect(res.body.payload.counts[source]).toBe(expected.length);
    }
    const bad = await inbox(seller, { source: 'review' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(LEAD_MSG.sourceInvalid);
  });

  it('across all businesses: every one of the seller’s, nobody else’s', async () => {
    const res = await inbox(seller);
    expect(res.body.payload.total).toBe(6);
    expect(res.body.payload.business).toBeNull();
    expect(names(res.body)[0]).toBe('Second Shop');
    expect(res.body.payload.counts).toEqual({
      all: 6,
      business: 3,
      product: 2,
      service: 1,
      requirement: 0,
      new: 6,
      statuses: { all: 6, new: 6, contacted: 0, quoted: 0, won: 0, lost: 0 },
    });
    const others = await inbox(other);
    expect(others.body.payload.total).toBe(1);
  });

  it('filters by days in India, both ends included', async () => {
    const day = (from: string, to: string) =>
      inbox(seller, { businessId: shop.business.id, from, to });
    expect(names((await day('2026-01-11', '2026-01-11')).body)).toEqual(['Early Bird']);
    expect((await day('2026-01-10', '2026-01-10')).body.payload.total).toBe(0);
    expect(
      (await inbox(seller, { businessId: shop.business.id, from: '2026-01-12' })).body.payload
        .total,
    ).toBe(4);
    expect(
      (await inbox(seller, { businessId: shop.business.id, to: '2026-01-11' })).body.payload.total,
    ).toBe(1);
    const reversed = await day('2026-02-01', '2026-01-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(LEAD_MSG.dateRangeInvalid);
    const garbage = await inbox(seller, { from: '11/01/2026' });
    expect(garbage.status).toBe(400);
    expect(garbage.body.message).toBe(LEAD_MSG.dateInvalid);
  });

  it('answers 404 for another seller’s business, as for an unknown one', async () => {
    expect((await inbox(seller, { businessId: otherShop.business.id })).status).toBe(404);
    expect(
      (await inbox(seller, { businessId: '0190a1b2-0000-7000-8000-00000000dead' })).status,
    ).toBe(404);
  });
});

describe('counts add up everywhere they are shown', () => {
  it('the business card’s leads = its inbox total = its own leads + each listing’s count', async () => {
    const cards = await as(t, seller).get('/api/userAdmin/business/fetchAll', {});
    const card = cards.body.payload.businesses.find(
      (b: { _id: string }) => b._id === shop.business.id,
    );
    const box = await inbox(seller, { businessId: shop.business.id });
    expect(card.leadsCount).toBe(box.body.payload.total);
    const productRows = await as(t, seller).get('/api/userAdmin/product/fetchAll', {
      fkBusinessId: shop.business.id,
    });
    const serviceRows = await as(t, seller).get('/api/userAdmin/service/fetchAll', {
      fkBusinessId: shop.business.id,
    });
    const own = await as(t, seller).get(`${LEAD_PATHS.business.seller}/fetchAll`, {
      id: shop.business.id,
    });
    const listingLeads = [
      ...productRows.body.payload.products,
      ...serviceRows.body.payload.services,
    ]
      .map((row: { leadsCount: number }) => row.leadsCount)
      .reduce((a: number, b: number) => a + b, 0);
    expect(own.body.payload.total + listingLeads).toBe(card.leadsCount);
    expect(box.body.payload.counts.business).toBe(own.body.payload.total);
  });

  it('the spec’s lead lists are unchanged: each kind lists its own', async () => {
    const productLeads = await as(t, seller).get(`${LEAD_PATHS.product.seller}/fetchAll`, {
      id: shop.product.id,
    });
    expect(
      productLeads.body.payload.leads.map((l: { contactPerson: string }) => l.contactPerson),
    ).toEqual(['Pooja Product', 'Priya Product']);
    expect(Object.keys(productLeads.body.payload.leads[0])).not.toContain('source');
  });
});

describe('new and read', () => {
  it('marks one read, filters by state, and another seller cannot touch it', async () => {
    const first = (await inbox(seller, { businessId: shop.business.id })).body.payload.enquiries[0];
    const ref = { source: first.source, id: first._id };
    expect((await as(t, other).put(`${INBOX}/markRead`, ref)).status).toBe(404);
    const marked = await as(t, seller).put(`${INBOX}/markRead`, ref);
    expect(marked.status).toBe(200);
    expect(marked.body.message).toBe(LEAD_MSG.markedRead);
    // Marking again changes nothing and still answers 200.
    expect((await as(t, seller).put(`${INBOX}/markRead`, ref)).status).toBe(200);
    const read = await inbox(seller, { businessId: shop.business.id, state: 'read' });
    expect(read.body.payload.enquiries.map((e: { _id: string }) => e._id)).toEqual([first._id]);
    expect(read.body.payload.enquiries[0].isRead).toBe(true);
    const fresh = await inbox(seller, { businessId: shop.business.id, state: 'new' });
    expect(fresh.body.payload.total).toBe(4);
    expect(fresh.body.payload.counts).toMatchObject({ all: 4, new: 4 });
    // The wrong source for an id is not that enquiry.
    const wrong = await as(t, seller).put(`${INBOX}/markRead`, {
      source: 'service',
      id: first._id,
    });
    expect(wrong.status).toBe(404);
  });

  it('marks all of one business read and leaves the other business new', async () => {
    const res = await as(t, seller).put(`${INBOX}/markAllRead`, { businessId: shop.business.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: LEAD_MSG.allMarkedRead, payload: { marked: 4 } });
    expect((await inbox(seller, { businessId: shop.business.id })).body.payload.counts.new).toBe(0);
    expect((await inbox(seller, { businessId: second.id })).body.payload.counts.new).toBe(1);
    expect((await inbox(other)).body.payload.counts.new).toBe(1);
  });
});

describe('GET /api/userAdmin/enquiries/download', () => {
  it('gives leads_data.csv of what the filters list, with a serial number and India dates', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${INBOX}/download`,
      query: { businessId: shop.business.id, source: 'all' },
      headers: seller.headers,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="leads_data.csv"');
    const text = res.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"S.No.","Contact Person","Contact No.","Email","Business Name","Query","Source","Business","Product or Service","Status","Date (IST)","Read","Lost reason","Note","Follow-up"',
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(
      /^"1","Pooja Product",.*"Product","Sharma Electronics","Redmi Note 13","New",.*,"(Yes|No)",,,$/,
    );
    expect(lines[5]).toMatch(/^"5","Early Bird",/);
    expect(lines[5]).toContain(
      '"Business","Sharma Electronics",,"New","11 Jan 2026, 01:30 AM","Yes",,,',
    );
    expect(text).not.toContain(shop.business.id);

    const services = await t.call({
      method: 'GET',
      url: `${INBOX}/download`,
      query: { source: 'service' },
      headers: seller.headers,
    });
    expect((services.body as string).trimEnd().split('\r\n')).toHaveLength(2);
  });
});

describe('DELETE /api/userAdmin/enquiries/delete', () => {
  it('deletes one (soft), the counts follow, and another seller’s answers 404', async () => {
    const before = (await inbox(seller, { businessId: shop.business.id })).body.payload;
    const target = before.enquiries.find((e: { source: string }) => e.source === 'service');
    const ref = { source: target.source, id: target._id };
    expect((await as(t, other).delete(`${INBOX}/delete`, ref)).status).toBe(404);
    const res = await as(t, seller).delete(`${INBOX}/delete`, ref);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(LEAD_MSG.leadDeleted);
    const after = (await inbox(seller, { businessId: shop.business.id })).body.payload;
    expect(after.total).toBe(before.total - 1);
    expect(after.counts.service).toBe(0);
    const cards = await as(t, seller).get('/api/userAdmin/business/fetchAll', {});
    expect(
      cards.body.payload.businesses.find((b: { _id: string }) => b._id === shop.business.id)
        .leadsCount,
    ).toBe(after.total);
    expect((await as(t, seller).delete(`${INBOX}/delete`, ref)).status).toBe(404);
    expect((await as(t, seller).delete(`${INBOX}/delete`, { source: 'service' })).status).toBe(400);
  });

  it('keeps the enquiries of a deleted product, marked as deleted', async () => {
    await t.deps.database.db
      .update(products)
      .set({ deletedAt: t.clock.now() })
      .where(eq(products.id, shop.product.id));
    const res = await inbox(seller, { businessId: shop.business.id, source: 'product' });
    expect(res.body.payload.total).toBe(2);
    expect(res.body.payload.enquiries[0].listing).toMatchObject({ isDeleted: true });
  });

  it('needs a signed-in seller with a plan', async () => {
    expect((await t.call({ method: 'GET', url: `${INBOX}/fetchAll` })).status).toBe(401);
  });
});
