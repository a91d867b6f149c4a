import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_MSG } from '@haat/shared';
import { products, requirementLeads } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createSellerTestApp, signUpSeller, type Seller } from '../../test/sellers.ts';
import { as } from '../admin/test-fixtures.ts';
import type { Authenticated } from '../auth/service.ts';
import { inboxEnquiry } from './service.ts';
import {
  LEAD_PATHS,
  makeBusiness,
  makeProduct,
  makeService,
  makeShop,
  offerRequirement,
  sendLead,
} from './test-fixtures.ts';

// The enquiry inbox reads the business, product and service leads together,
// per business or across the seller's businesses, and its counts add up with the
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
        'erased',
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

// The posted requirements Haat offered the seller's businesses, in the same inbox.
describe('requirement leads in the inbox', () => {
  let buyerSeller: Seller;
  let shopId: string;
  type Offer = Awaited<ReturnType<typeof offerRequirement>>;
  let offered: Offer;
  let accepted: Offer;
  let declined: Offer;
  let removed: Offer;
  let acceptedRemoved: Offer;
  let stale: Offer;
  let closed: Offer;
  let sold: Offer;
  let theirs: Offer;
  const HOUR = 3600_000;
  const ids = (body: { payload: { enquiries: Array<{ _id: string }> } }) =>
    body.payload.enquiries.map((e) => e._id);

  beforeAll(async () => {
    buyerSeller = await signUpSeller(t);
    shopId = (await makeBusiness(t, buyerSeller, { name: 'Gupta Cement' })).id;
    const start = t.clock.now();
    const at = (hoursAgo: number) => new Date(start.getTime() - hoursAgo * HOUR);
    // Oldest first, so the inbox's newest-first order is the reverse.
    stale = await offerRequirement(t, shopId, { requirement: { createdAt: at(30) } });
    closed = await offerRequirement(t, shopId, {
      requirement: { createdAt: at(5), status: 'closed', closedAt: at(4) },
    });
    declined = await offerRequirement(t, shopId, {
      offer: 'declined',
      requirement: { createdAt: at(4) },
    });
    removed = await offerRequirement(t, shopId, {
      requirement: { createdAt: at(3.5), status: 'removed', removedAt: at(3) },
    });
    acceptedRemoved = await offerRequirement(t, shopId, {
      offer: 'accepted',
      requirement: { createdAt: at(3.2), status: 'removed', removedAt: at(3) },
    });
    accepted = await offerRequirement(t, shopId, {
      offer: 'accepted',
      requirement: { createdAt: at(3) },
      lead: { note: 'Needs it by Friday' },
    });
    sold = await offerRequirement(t, shopId, {
      offer: 'accepted',
      requirement: { createdAt: at(2) },
    });
    offered = await offerRequirement(t, shopId, { requirement: { createdAt: at(1) } });
    theirs = await offerRequirement(t, otherShop.business.id, {
      requirement: { createdAt: at(1) },
    });
    // An accepted lead the seller deleted: gone from the inbox, as any deleted lead.
    await t.deps.database.db
      .update(requirementLeads)
      .set({ deletedAt: start })
      .where(eq(requirementLeads.id, sold.lead.id));
  });

  const shown = () => [offered, accepted, closed, stale].map((o) => o.lead.id);

  it('lists offered and accepted ones, never declined, deleted or of a removed requirement', async () => {
    const res = await inbox(buyerSeller, { source: 'requirement' });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(shown());
    expect(res.body.payload.total).toBe(4);
    expect(res.body.payload.counts).toEqual({
      all: 4,
      business: 0,
      product: 0,
      service: 0,
      requirement: 4,
      new: 4,
      statuses: { all: 4, new: 4, contacted: 0, quoted: 0, won: 0, lost: 0 },
    });
    // Under All too, and the business card's "N leads" is the same total.
    const all = await inbox(buyerSeller);
    expect(ids(all.body)).toEqual(shown());
    const cards = await as(t, buyerSeller).get('/api/userAdmin/business/fetchAll', {});
    expect(cards.body.payload.businesses[0].leadsCount).toBe(4);
    // Nobody else's offers, and this seller's never reach the other seller.
    expect(ids(all.body)).not.toContain(theirs.lead.id);
    const others = await inbox(other, { source: 'requirement' });
    expect(ids(others.body)).toEqual([theirs.lead.id]);
  });

  it('shows the buyer’s phone only once accepted, with the requirement’s own fields', async () => {
    const res = await inbox(buyerSeller, { source: 'requirement' });
    const [first, second, third, fourth] = res.body.payload.enquiries;
    expect(first).toMatchObject({
      _id: offered.lead.id,
      source: 'requirement',
      contactPerson: 'Ravi Buyer',
      phoneNo: null,
      email: null,
      businessName: null,
      query: '20 bags of cement, delivered',
      listing: null,
      status: 'new',
      isRead: false,
      business: { _id: shopId, name: 'Gupta Cement' },
      requirement: {
        _id: offered.requirement.id,
        offer: 'offered',
        when: 'this-week',
        quantity: '20 bags',
        city: 'New Delhi',
        locality: 'Karol Bagh',
        subCategory: offered.subCategory,
        open: true,
      },
    });
    expect(second).toMatchObject({
      _id: accepted.lead.id,
      phoneNo: accepted.requirement.phoneNo,
      note: 'Needs it by Friday',
      requirement: { offer: 'accepted', open: false },
    });
    // Closed by the buyer, or a day old: no longer open to answer, and still no phone.
    expect(third).toMatchObject({ phoneNo: null, requirement: { offer: 'offered', open: false } });
    expect(fourth).toMatchObject({ phoneNo: null, requirement: { offer: 'offered', open: false } });
    // The offered buyers' phones are nowhere in the answer.
    const text = JSON.stringify(res.body);
    for (const hidden of [offered, closed, stale, declined, removed]) {
      expect(text).not.toContain(hidden.requirement.phoneNo);
    }
  });

  it('an offer stops being open a day after the requirement was posted', async () => {
    const start = t.clock.now();
    t.clock.set(new Date(offered.requirement.createdAt.getTime() + 24 * HOUR - 60_000));
    const before = await inbox(buyerSeller, { source: 'requirement', lead: offered.lead.id });
    expect(before.body.payload.enquiries[0].requirement.open).toBe(true);
    t.clock.set(new Date(offered.requirement.createdAt.getTime() + 24 * HOUR));
    const after = await inbox(buyerSeller, { source: 'requirement', lead: offered.lead.id });
    expect(after.body.payload.enquiries[0].requirement.open).toBe(false);
    t.clock.set(start);
  });

  it('marks an offered one read; a declined or removed one is unknown (404)', async () => {
    const ref = { source: 'requirement', id: offered.lead.id };
    expect((await as(t, other).put(`${INBOX}/markRead`, ref)).status).toBe(404);
    expect((await as(t, buyerSeller).put(`${INBOX}/markRead`, ref)).status).toBe(200);
    const read = await inbox(buyerSeller, { source: 'requirement', state: 'read' });
    expect(ids(read.body)).toEqual([offered.lead.id]);
    expect(read.body.payload.counts).toMatchObject({ requirement: 1, new: 3 });
    for (const hidden of [declined, removed, acceptedRemoved]) {
      const res = await as(t, buyerSeller).put(`${INBOX}/markRead`, {
        source: 'requirement',
        id: hidden.lead.id,
      });
      expect(res.status).toBe(404);
    }
    // Mark all read: only what the inbox shows.
    const all = await as(t, buyerSeller).put(`${INBOX}/markAllRead`, { businessId: shopId });
    expect(all.body.payload.marked).toBe(3);
    const unread = await t.deps.database.db.execute(
      sql`select id from requirement_leads where fk_business_id = ${shopId} and read_at is null
           order by id`,
    );
    expect(unread.rows.map((row) => (row as { id: string }).id).sort()).toEqual(
      [declined, removed, acceptedRemoved, sold].map((o) => o.lead.id).sort(),
    );
  });

  it('leads_data.csv names the source Requirement and writes no phone of an offered one', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${INBOX}/download`,
      query: { source: 'requirement' },
      headers: buyerSeller.headers,
    });
    expect(res.status).toBe(200);
    const text = res.body as string;
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(
      /^"1","Ravi Buyer",,,,"20 bags of cement, delivered","Requirement","Gupta Cement",,"New",/,
    );
    expect(lines[2]).toMatch(
      new RegExp(`^"2","Ravi Buyer","${accepted.requirement.phoneNo}",,,.*"Requirement"`),
    );
    for (const hidden of [offered, closed, stale, declined, removed]) {
      expect(text).not.toContain(hidden.requirement.phoneNo);
    }
  });

  it('one lead for the requirements module’s answer: declined ones too, never removed or others’', async () => {
    const auth = { user: { id: buyerSeller.userId }, sessionId: '' } as unknown as Authenticated;
    const one = (id: string) => inboxEnquiry(t.deps, auth, { source: 'requirement', id });
    expect(await one(declined.lead.id)).toMatchObject({
      _id: declined.lead.id,
      phoneNo: null,
      requirement: { offer: 'declined', open: false },
    });
    expect(await one(accepted.lead.id)).toMatchObject({ phoneNo: accepted.requirement.phoneNo });
    expect(await one(removed.lead.id)).toBeNull();
    expect(await one(theirs.lead.id)).toBeNull();
    expect(await one('not-an-id')).toBeNull();
  });

  it('deletes an accepted one; an offered one is answered instead (409), a declined one is unknown', async () => {
    const del = (id: string) =>
      as(t, buyerSeller).delete(`${INBOX}/delete`, { source: 'requirement', id });
    const refused = await del(offered.lead.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(LEAD_MSG.requirementNotAccepted);
    expect((await del(declined.lead.id)).status).toBe(404);
    expect(
      (
        await as(t, other).delete(`${INBOX}/delete`, {
          source: 'requirement',
          id: accepted.lead.id,
        })
      ).status,
    ).toBe(404);
    const res = await del(accepted.lead.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(LEAD_MSG.leadDeleted);
    const after = await inbox(buyerSeller, { source: 'requirement' });
    expect(ids(after.body)).toEqual([offered, closed, stale].map((o) => o.lead.id));
  });
});
