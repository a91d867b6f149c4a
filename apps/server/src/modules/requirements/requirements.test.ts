// Post a requirement: the buyer's form (proof, refusals, limits, duplicates, held words, the
// robots' field), what an offer writes (lead, notification, alerts), the seller's answer and
// report, the buyer's page, My enquiries and close, and the administrator's queue, candidates,
// routing and removal (docs/decisions/033-requirements.md).
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG, BUYER_MSG, MSG, NOTIFICATION_TEXT, REQUIREMENT_MSG } from '@haat/shared';
import {
  adminAuditLog,
  jobs,
  notifications,
  requirementLeads,
  requirements,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createSellerTestApp, signUpSeller, type Seller } from '../../test/sellers.ts';
import { as, makeAdmin } from '../admin/test-fixtures.ts';
import { leadLink } from '../leads/lead-link.ts';
import {
  PUNE,
  catalog,
  counts,
  freshIp,
  freshPhone,
  newBuyer,
  northOf,
  offersOf,
  postRequirement,
  proveBuyer,
  requirementBody,
  shopWith,
} from './test-fixtures.ts';

const DAY_MS = 24 * 3600_000;

let t: TestApp;
let admin: Seller;
/** Three sellers with a pottery shop each, 1, 2 and 3 km north of Pune's centre. */
let potters: Array<{ seller: Seller; businessId: string }>;
let pottery: { categoryId: string; planters: string; lamps: string };
let service: { categoryId: string; sub: string };

beforeAll(async () => {
  t = await createSellerTestApp();
  admin = await makeAdmin(t);
  const products = await catalog(t, 'product', ['Terracotta Planters', 'Clay Lamps']);
  pottery = {
    categoryId: products.categoryId,
    planters: products.sub['Terracotta Planters']!,
    lamps: products.sub['Clay Lamps']!,
  };
  const services = await catalog(t, 'service', ['Pot Painting']);
  service = { categoryId: services.categoryId, sub: services.sub['Pot Painting']! };
  // Every test here offers to the same three potters: the daily cap is matching.test.ts's.
  t.deps.config.requirements.perBusinessDaily = 1000;
  potters = [];
  for (const km of [1, 2, 3]) {
    const seller = await signUpSeller(t);
    const shop = await shopWith(t, {
      owner: seller,
      categoryId: pottery.categoryId,
      subCategoryId: pottery.planters,
      listing: 'Terracotta planter',
      at: northOf(PUNE, km),
    });
    potters.push({ seller, businessId: shop.businessId });
  }
});
afterAll(async () => {
  await t?.close();
});

/** A requirement near Pune's centre for the potters: all three get it, nearest first. */
async function postForPotters(overrides: Record<string, unknown> = {}) {
  const buyer = await newBuyer(t);
  const res = await postRequirement(
    t,
    requirementBody(buyer, {
      subCategoryId: pottery.planters,
      latitude: PUNE.lat,
      longitude: PUNE.lng,
      ...overrides,
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.payload.requirement._id as string;
  return { id, buyer, res, offers: await offersOf(t, id) };
}

const respond = (who: Seller, id: string, answer: string) =>
  as(t, who).put('/api/userAdmin/requirements/respond', { id, answer });

const statusOf = async (id: string) =>
  (
    await t.deps.database.db
      .select({
        status: requirements.status,
        reportedAt: requirements.reportedAt,
        reportReason: requirements.reportReason,
      })
      .from(requirements)
      .where(eq(requirements.id, id))
  )[0]!;

describe('posting a requirement', () => {
  it('is refused in the spec’s words, writing nothing: no proof, another phone’s, a forged one, bad fields, a category not of the catalogue', async () => {
    const buyer = await newBuyer(t);
    const other = await newBuyer(t);
    const seller = potters[0]!.seller;
    const { sub: otherSubs } = await catalog(t, 'product', ['Glass Jars']);
    const before = await counts(t);
    const [head, , signature] = buyer.proof.split('.');
    const forgedBody = Buffer.from(
      JSON.stringify({ aud: 'haat:buyer-phone', sub: other.phoneNo, exp: 9999999999 }),
    ).toString('base64url');
    const refusals: Array<[Record<string, unknown>, number, string, Record<string, string>?]> = [
      [requirementBody({ phoneNo: buyer.phoneNo }), 403, BUYER_MSG.proofRequired],
      [
        requirementBody({ phoneNo: buyer.phoneNo, proof: other.proof }),
        403,
        BUYER_MSG.proofRequired,
      ],
      [
        requirementBody({ phoneNo: other.phoneNo, proof: `${head}.${forgedBody}.${signature}` }),
        403,
        BUYER_MSG.proofRequired,
      ],
      // A seller's session proves only the account's own phone.
      [requirementBody({ phoneNo: buyer.phoneNo }), 403, BUYER_MSG.proofRequired, seller.headers],
      [requirementBody(buyer, { need: '' }), 400, REQUIREMENT_MSG.needRequired],
      [requirementBody(buyer, { need: 'ab' }), 400, REQUIREMENT_MSG.needTooShort],
      [requirementBody(buyer, { kind: 'thing' }), 400, REQUIREMENT_MSG.kindInvalid],
      [requirementBody(buyer, { when: 'someday' }), 400, REQUIREMENT_MSG.whenInvalid],
      [requirementBody(buyer, { city: ' ' }), 400, REQUIREMENT_MSG.cityRequired],
      [requirementBody(buyer, { contactPerson: '' }), 400, REQUIREMENT_MSG.nameRequired],
      [requirementBody(buyer, { latitude: 18.5 }), 400, REQUIREMENT_MSG.placeInvalid],
      [requirementBody(buyer, { latitude: 95, longitude: 73 }), 400, REQUIREMENT_MSG.placeInvalid],
      [requirementBody(buyer, { phoneNo: '12345' }), 400, MSG.contactNoInvalid],
      [
        requirementBody(buyer, { categoryId: '01900000-0000-7000-8000-000000000000' }),
        400,
        REQUIREMENT_MSG.categoryNotFound,
      ],
      // A product sub-category asked as a service; one of another category than the one named.
      [
        requirementBody(buyer, { kind: 'service', subCategoryId: pottery.planters }),
        400,
        REQUIREMENT_MSG.categoryNotFound,
      ],
      [
        requirementBody(buyer, {
          categoryId: pottery.categoryId,
          subCategoryId: otherSubs['Glass Jars'],
        }),
        400,
        REQUIREMENT_MSG.categoryNotFound,
      ],
      [
        requirementBody(buyer, { subCategoryId: service.sub }),
        400,
        REQUIREMENT_MSG.categoryNotFound,
      ],
    ];
    for (const [payload, status, message, headers] of refusals) {
      const res = await postRequirement(t, payload, headers ? { headers } : {});
      expect([res.status, res.body.message], JSON.stringify(payload)).toEqual([status, message]);
    }
    expect(await counts(t)).toEqual(before);
  });

  it('offers it to the matches: each a lead with the need, a notification and the SMS and push alerts opening that lead; the answer shows the sellers but no buyer phone to them', async () => {
    const { id, buyer, res, offers } = await postForPotters({ quantity: '20 pots' });
    expect(res.body.message).toBe(REQUIREMENT_MSG.sent.replace('{{count}}', '3'));
    expect(offers.map((offer) => offer.businessId)).toEqual(potters.map((p) => p.businessId));
    expect(res.body.payload.duplicate).toBe(false);
    expect(res.body.payload.proof.proof).toBe(buyer.proof);
    expect(res.body.payload.requirement).toMatchObject({
      _id: id,
      kind: 'product',
      quantity: '20 pots',
      status: 'matched',
      nearMe: true,
      subCategory: { _id: pottery.planters, name: 'Terracotta Planters' },
    });
    expect(res.body.payload.requirement.sellers).toHaveLength(3);

    const db = t.deps.database.db;
    for (const [index, offer] of offers.entries()) {
      const owner = potters[index]!.seller;
      const link = leadLink('requirement', offer.id);
      const [note] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.fkUserId, owner.userId), eq(notifications.redirect, link)));
      expect(note?.message).toEqual({
        key: 'leadRequirement',
        values: { contactPerson: 'Meera Joshi', need: 'Terracotta planters for a terrace garden' },
      });
      expect(note?.notification).toBe(
        NOTIFICATION_TEXT.leadRequirement
          .replace('{{contactPerson}}', 'Meera Joshi')
          .replace('{{need}}', 'Terracotta planters for a terrace garden'),
      );
      const alerts = await db
        .select({ kind: jobs.kind })
        .from(jobs)
        .where(sql`${jobs.payload}->>'url' = ${link}`);
      expect(alerts.map((job) => job.kind).sort()).toEqual(['lead-alert', 'lead-push']);
    }
    // The sellers' rows keep the phone for when they accept; the answer's sellers are public.
    expect(offers.every((offer) => offer.phoneNo === buyer.phoneNo)).toBe(true);
    expect(JSON.stringify(res.body.payload.requirement.sellers)).not.toContain(buyer.phoneNo);
  });

  it('a seller signed in with their own phone posts without a code, gets a proof that opens it, and is never offered their own need', async () => {
    const seller = potters[0]!.seller;
    const res = await postRequirement(
      t,
      requirementBody({ phoneNo: seller.phoneNo }, { subCategoryId: pottery.planters }),
      { headers: seller.headers },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.payload.requirement._id;
    const offered = (await offersOf(t, id)).map((offer) => offer.businessId);
    expect(offered).not.toContain(potters[0]!.businessId);
    expect(offered).toHaveLength(2);
    const opened = await t.call({
      method: 'POST',
      url: '/api/requirements/fetch',
      payload: { proof: res.body.payload.proof.proof, id },
      remoteAddress: freshIp(),
    });
    expect(opened.status).toBe(200);
    expect(opened.body.payload._id).toBe(id);
  });

  it('a filled robots’ field is answered like a success and writes nothing', async () => {
    const buyer = await newBuyer(t);
    const before = await counts(t);
    const res = await postRequirement(
      t,
      requirementBody(buyer, { subCategoryId: pottery.planters, website: 'http://spam.example' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.payload.requirement.sellers).toEqual([]);
    expect(await counts(t)).toEqual(before);
  });

  it('the same phone’s same need within a day is the first one again; after a day it is new', async () => {
    const { id, buyer } = await postForPotters({ need: 'Big   Terracotta planters' });
    const before = await counts(t);
    const again = await postRequirement(
      t,
      requirementBody(buyer, { need: 'big terracotta  PLANTERS', subCategoryId: pottery.planters }),
    );
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(REQUIREMENT_MSG.duplicate);
    expect(again.body.payload).toMatchObject({ duplicate: true, requirement: { _id: id } });
    expect(await counts(t)).toEqual(before);

    t.clock.advance(DAY_MS + 60_000);
    // The proof lasts a day too: the code again.
    const proof = await proveBuyer(t, buyer.phoneNo);
    const later = await postRequirement(
      t,
      requirementBody(
        { phoneNo: buyer.phoneNo, proof },
        { need: 'big terracotta planters', subCategoryId: pottery.planters },
      ),
    );
    expect(later.status).toBe(201);
    expect(later.body.payload.requirement._id).not.toBe(id);
  });

  it('limits posts per phone and per address a day (429), writing nothing', async () => {
    const kept = { ...t.deps.config.requirements };
    Object.assign(t.deps.config.requirements, { perPhoneDaily: 2, perAddressDaily: 3 });
    try {
      const buyer = await newBuyer(t);
      const send = (need: string, who = buyer, ip = freshIp()) =>
        postRequirement(t, requirementBody(who, { need, subCategoryId: pottery.lamps }), { ip });
      expect((await send('Clay diyas for Diwali')).status).toBe(201);
      expect((await send('Clay lamps, hanging')).status).toBe(201);
      const before = await counts(t);
      const third = await send('Clay lamps, standing');
      expect([third.status, third.body.message]).toEqual([429, API_MSG.rateLimited]);
      expect(third.headers['retry-after']).toBeDefined();
      expect(await counts(t)).toEqual(before);

      const ip = freshIp();
      for (let i = 0; i < 3; i++) {
        expect((await send(`Clay lamp set ${i}`, await newBuyer(t), ip)).status).toBe(201);
      }
      const crowded = await send('Clay lamp set 4', await newBuyer(t), ip);
      expect(crowded.status).toBe(429);
    } finally {
      Object.assign(t.deps.config.requirements, kept);
    }
  });

  it('words on the profanity lists hold it for the administrator: no seller gets it', async () => {
    const buyer = await newBuyer(t);
    const res = await postRequirement(
      t,
      requirementBody(buyer, {
        need: 'Terracotta planters, you bastard sellers',
        subCategoryId: pottery.planters,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(REQUIREMENT_MSG.held);
    expect(res.body.payload.requirement.status).toBe('held');
    expect(await offersOf(t, res.body.payload.requirement._id)).toEqual([]);
  });
});

describe('the seller’s answer', () => {
  it('accept shows the phone and is the first action; answering again is refused', async () => {
    const { buyer, offers } = await postForPotters({ need: 'Planters for a balcony' });
    const mine = offers[0]!;
    const accepted = await respond(potters[0]!.seller, mine.id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(REQUIREMENT_MSG.accepted);
    expect(accepted.body.payload).toMatchObject({
      _id: mine.id,
      source: 'requirement',
      phoneNo: buyer.phoneNo,
      contactPerson: 'Meera Joshi',
      query: 'Planters for a balcony',
      status: 'new',
      isRead: true,
      listing: null,
      business: { _id: potters[0]!.businessId },
      requirement: { offer: 'accepted', open: false, quantity: '10 pieces', city: 'Pune' },
    });
    const [row] = await offersOf(t, (await requirementOf(mine.id))!);
    expect(row!.firstActionAt).not.toBeNull();
    for (const answer of ['accept', 'decline']) {
      const again = await respond(potters[0]!.seller, mine.id, answer);
      expect([again.status, again.body.message]).toEqual([409, REQUIREMENT_MSG.alreadyAnswered]);
    }
  });

  it('another seller cannot answer or report a lead that is not theirs (404), and nothing changes', async () => {
    const { id, offers } = await postForPotters({ need: 'Planters for an office' });
    const stranger = await signUpSeller(t);
    for (const res of [
      await respond(stranger, offers[0]!.id, 'accept'),
      await respond(potters[1]!.seller, offers[0]!.id, 'decline'),
      await as(t, stranger).put('/api/userAdmin/requirements/report', {
        id: offers[0]!.id,
        reason: 'spam',
      }),
    ]) {
      expect([res.status, res.body.message]).toEqual([404, API_MSG.notFound]);
    }
    expect((await offersOf(t, id)).map((offer) => offer.offer)).toEqual([
      'offered',
      'offered',
      'offered',
    ]);
    expect((await statusOf(id)).reportedAt).toBeNull();
    const bad = await respond(potters[0]!.seller, offers[0]!.id, 'maybe');
    expect([bad.status, bad.body.message]).toEqual([400, REQUIREMENT_MSG.answerInvalid]);
    const noReason = await as(t, potters[0]!.seller).put('/api/userAdmin/requirements/report', {
      id: offers[0]!.id,
      reason: 'boring',
    });
    expect([noReason.status, noReason.body.message]).toEqual([
      400,
      REQUIREMENT_MSG.reportReasonInvalid,
    ]);
  });

  it('report: the first report is kept', async () => {
    const { id, offers } = await postForPotters({ need: 'Planters for a hotel' });
    const report = (index: number, reason: string) =>
      as(t, potters[index]!.seller).put('/api/userAdmin/requirements/report', {
        id: offers[index]!.id,
        reason,
      });
    const first = await report(0, 'fake');
    expect([first.status, first.body.message]).toEqual([200, REQUIREMENT_MSG.reported]);
    expect((await report(1, 'abusive')).status).toBe(200);
    expect(await statusOf(id)).toMatchObject({ status: 'matched', reportReason: 'fake' });
  });
});

const requirementOf = async (leadId: string) =>
  (
    await t.deps.database.db
      .select({ id: requirementLeads.fkRequirementId })
      .from(requirementLeads)
      .where(eq(requirementLeads.id, leadId))
  )[0]?.id;

describe('the buyer', () => {
  const call = (path: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: `/api/requirements/${path}`, payload, remoteAddress: freshIp() });

  it('sees the sellers it went to and who answered (not who declined), only with their own proof', async () => {
    const { id, buyer, offers } = await postForPotters({ need: 'Planters for a school' });
    await respond(potters[0]!.seller, offers[0]!.id, 'accept');
    await respond(potters[2]!.seller, offers[2]!.id, 'decline');
    const res = await call('fetch', { proof: buyer.proof, id });
    expect(res.status).toBe(200);
    const sellers = res.body.payload.sellers;
    expect(sellers.map((s: { _id: string; offer: string }) => [s._id, s.offer])).toEqual([
      [potters[0]!.businessId, 'accepted'],
      [potters[1]!.businessId, 'offered'],
    ]);
    expect(sellers[0]).toMatchObject({
      phoneNo: expect.stringMatching(/^\d{10}$/),
      distanceKm: 1,
      ratingAverage: null,
      ratingCount: 0,
      responseTime: null,
    });
    expect(sellers[0].respondedAt).not.toBeNull();

    const other = await newBuyer(t);
    const foreign = await call('fetch', { proof: other.proof, id });
    expect([foreign.status, foreign.body.message]).toEqual([404, REQUIREMENT_MSG.notFound]);
    const forged = await call('fetch', { proof: 'nonsense', id });
    expect([forged.status, forged.body.message]).toEqual([403, BUYER_MSG.proofNeeded]);
    const none = await call('fetch', { id });
    expect([none.status, none.body.message]).toEqual([400, BUYER_MSG.proofRequired]);
  });

  it('My enquiries lists the phone’s own requirements, newest first', async () => {
    const first = await postForPotters({ need: 'Planters for a cafe' });
    t.clock.advance(60_000);
    const buyer = first.buyer;
    const second = await postRequirement(
      t,
      requirementBody(buyer, { need: 'Clay lamps for a cafe', subCategoryId: pottery.lamps }),
    );
    expect(second.status).toBe(201);
    await postForPotters({ need: 'Planters for someone else' });
    const res = await call('mine', { proof: buyer.proof });
    expect(res.status).toBe(200);
    expect(res.body.payload.requirements.map((r: { _id: string }) => r._id)).toEqual([
      second.body.payload.requirement._id,
      first.id,
    ]);
    // Clay lamps: nobody sells them here, so it waits for the administrator.
    expect(res.body.payload.requirements[0].status).toBe('unmatched');
  });

  it('close: "I found what I needed"; the open offers can no longer be answered; closing again is refused', async () => {
    const { id, buyer, offers } = await postForPotters({ need: 'Planters for a wedding' });
    const closed = await call('close', { proof: buyer.proof, id });
    expect([closed.status, closed.body.message]).toEqual([200, REQUIREMENT_MSG.closed]);
    expect(closed.body.payload.status).toBe('closed');
    const again = await call('close', { proof: buyer.proof, id });
    expect([again.status, again.body.message]).toEqual([409, REQUIREMENT_MSG.alreadyClosed]);
    const late = await respond(potters[1]!.seller, offers[1]!.id, 'accept');
    expect([late.status, late.body.message]).toEqual([409, REQUIREMENT_MSG.offerGone]);
    const other = await newBuyer(t);
    const foreign = await call('close', { proof: other.proof, id });
    expect([foreign.status, foreign.body.message]).toEqual([404, REQUIREMENT_MSG.notFound]);
  });
});

describe('the administrator', () => {
  const page = (state: string) =>
    as(t, admin).get('/api/admin/requirements/fetchAll', { state, perPage: '100' });
  const idsOf = (res: { body: any }) =>
    res.body.payload.requirements.map((r: { _id: string }) => r._id) as string[];

  it('lists by filter with every filter’s count, how many were answered and ever matched', async () => {
    const before = (await page('open')).body.payload;
    const matched = await postForPotters({ need: 'Planters for a garden centre' });
    await respond(potters[0]!.seller, matched.offers[0]!.id, 'accept');
    const unmatchedBuyer = await newBuyer(t);
    const unmatched = await postRequirement(
      t,
      requirementBody(unmatchedBuyer, {
        need: 'Clay lamps for a temple',
        subCategoryId: pottery.lamps,
      }),
    );
    const reported = await postForPotters({ need: 'Planters for a prank' });
    await as(t, potters[1]!.seller).put('/api/userAdmin/requirements/report', {
      id: reported.offers[1]!.id,
      reason: 'fake',
    });
    const closed = await postForPotters({ need: 'Planters for a shop' });
    await t.call({
      method: 'POST',
      url: '/api/requirements/close',
      payload: { proof: closed.buyer.proof, id: closed.id },
    });

    const open = await page('open');
    expect(open.status).toBe(200);
    const after = open.body.payload;
    expect(after.counts.open - before.counts.open).toBe(3);
    expect(after.counts.matched - before.counts.matched).toBe(2);
    expect(after.counts.unmatched - before.counts.unmatched).toBe(1);
    expect(after.counts.closed - before.counts.closed).toBe(1);
    expect(after.counts.reported - before.counts.reported).toBe(1);
    expect(after.answered - before.answered).toBe(1);
    expect(after.matchedEver - before.matchedEver).toBe(3);
    expect(after.total).toBe(after.counts.open);
    expect(idsOf(open)).toEqual(
      expect.arrayContaining([matched.id, unmatched.body.payload.requirement._id, reported.id]),
    );
    expect(idsOf(open)).not.toContain(closed.id);
    expect(idsOf(await page('reported'))).toContain(reported.id);
    expect(idsOf(await page('reported'))).not.toContain(matched.id);
    expect(idsOf(await page('closed'))).toContain(closed.id);
    const one = open.body.payload.requirements.find((r: { _id: string }) => r._id === matched.id);
    expect(one).toMatchObject({
      need: 'Planters for a garden centre',
      phoneNo: matched.buyer.phoneNo,
      subCategory: 'Terracotta Planters',
      status: 'matched',
    });
    expect(
      one.offers.map((o: { businessId: string; offer: string; routedBy: string }) => [
        o.businessId,
        o.offer,
        o.routedBy,
      ]),
    ).toEqual([
      [potters[0]!.businessId, 'accepted', 'match'],
      [potters[1]!.businessId, 'offered', 'match'],
      [potters[2]!.businessId, 'offered', 'match'],
    ]);
    const badState = await as(t, admin).get('/api/admin/requirements/fetchAll', { state: 'lost' });
    expect([badState.status, badState.body.message]).toEqual([400, REQUIREMENT_MSG.stateInvalid]);
  });

  it('routes an unmatched one by hand to chosen public businesses of its kind (audited without the phone); refusals write nothing', async () => {
    const buyer = await newBuyer(t);
    const posted = await postRequirement(
      t,
      requirementBody(buyer, { need: 'Clay lamps for a hotel', subCategoryId: pottery.lamps }),
    );
    const id = posted.body.payload.requirement._id as string;
    expect(posted.body.payload.requirement.status).toBe('unmatched');

    const candidates = await as(t, admin).get('/api/admin/requirements/candidates', { id });
    expect(candidates.status).toBe(200);
    const listed = candidates.body.payload.businesses.map((b: { _id: string }) => b._id);
    expect(listed).toEqual(expect.arrayContaining(potters.map((p) => p.businessId)));
    expect(candidates.body.payload.businesses[0]).toMatchObject({
      businessType: 'product',
      city: 'Pune',
      alreadyOffered: false,
    });
    const named = await as(t, admin).get('/api/admin/requirements/candidates', {
      id,
      q: 'zq traders',
    });
    expect(named.body.payload.businesses.length).toBeGreaterThan(0);

    const serviceShop = await shopWith(t, {
      kind: 'service',
      categoryId: service.categoryId,
      subCategoryId: service.sub,
      listing: 'Pot painting',
    });
    const hidden = await shopWith(t, {
      categoryId: pottery.categoryId,
      subCategoryId: pottery.lamps,
      listing: 'Clay lamp',
      isApproved: false,
    });
    const before = await counts(t);
    const route = (businessIds: string[]) =>
      as(t, admin).put('/api/admin/requirements/route', { id, businessIds });
    const refusals: Array<[string[], number, string]> = [
      [[], 400, REQUIREMENT_MSG.routeNeedsBusinesses],
      [[potters[0]!.businessId, serviceShop.businessId], 400, REQUIREMENT_MSG.routeBusinessInvalid],
      [[hidden.businessId], 400, REQUIREMENT_MSG.routeBusinessInvalid],
    ];
    for (const [ids, status, message] of refusals) {
      const res = await route(ids);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    const kept = t.deps.config.requirements.maxSellers;
    t.deps.config.requirements.maxSellers = 2;
    try {
      const tooMany = await route(potters.map((p) => p.businessId));
      expect([tooMany.status, tooMany.body.message]).toEqual([
        400,
        REQUIREMENT_MSG.routeTooMany.replace('{{max}}', '2'),
      ]);
    } finally {
      t.deps.config.requirements.maxSellers = kept;
    }
    expect(await counts(t)).toEqual(before);

    const routed = await route([potters[1]!.businessId, potters[2]!.businessId]);
    expect([routed.status, routed.body.message]).toEqual([200, REQUIREMENT_MSG.routed]);
    expect(routed.body.payload.status).toBe('matched');
    const offers = await offersOf(t, id);
    expect(offers.map((offer) => [offer.businessId, offer.routedBy, offer.rank])).toEqual(
      expect.arrayContaining([
        [potters[1]!.businessId, 'admin', null],
        [potters[2]!.businessId, 'admin', null],
      ]),
    );
    const note = await t.deps.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.redirect, leadLink('requirement', offers[0]!.id)));
    expect(note).toHaveLength(1);
    const [audit] = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityType, 'requirement'), eq(adminAuditLog.entityId, id)))
      .orderBy(desc(adminAuditLog.createdAt));
    expect(audit).toMatchObject({ action: 'route', adminId: admin.userId });
    expect(JSON.stringify(audit)).not.toContain(buyer.phoneNo);

    // Candidates now say who has it; the seller can accept it like any offer.
    const again = await as(t, admin).get('/api/admin/requirements/candidates', { id });
    const flagged = again.body.payload.businesses.find(
      (b: { _id: string }) => b._id === potters[1]!.businessId,
    );
    expect(flagged).toMatchObject({ alreadyOffered: true });
    const lead = offers.find((offer) => offer.businessId === potters[1]!.businessId)!;
    expect((await respond(potters[1]!.seller, lead.id, 'accept')).status).toBe(200);
  });

  it('removes an abusive one: gone for the buyer, offers no longer answerable, audited with the reason', async () => {
    const { id, buyer, offers } = await postForPotters({ need: 'Planters, rude words here' });
    const empty = await as(t, admin).put('/api/admin/requirements/remove', { id, reason: ' ' });
    expect([empty.status, empty.body.message]).toEqual([400, REQUIREMENT_MSG.removeReasonRequired]);
    const removed = await as(t, admin).put('/api/admin/requirements/remove', {
      id,
      reason: 'Abusive words.',
    });
    expect([removed.status, removed.body.message]).toEqual([200, REQUIREMENT_MSG.removed]);
    expect(removed.body.payload.status).toBe('removed');
    const audit = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityType, 'requirement'), eq(adminAuditLog.entityId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'remove',
      after: { status: 'removed', reason: 'Abusive words.' },
    });
    expect(JSON.stringify(audit)).not.toContain(buyer.phoneNo);
    // Removing again changes nothing and writes no second entry.
    await as(t, admin).put('/api/admin/requirements/remove', { id, reason: 'Again.' });
    expect(
      await t.deps.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id)),
    ).toHaveLength(1);

    const fetched = await t.call({
      method: 'POST',
      url: '/api/requirements/fetch',
      payload: { proof: buyer.proof, id },
    });
    expect([fetched.status, fetched.body.message]).toEqual([404, REQUIREMENT_MSG.notFound]);
    const late = await respond(potters[0]!.seller, offers[0]!.id, 'accept');
    expect([late.status, late.body.message]).toEqual([409, REQUIREMENT_MSG.offerGone]);
    const routeRemoved = await as(t, admin).put('/api/admin/requirements/route', {
      id,
      businessIds: [potters[0]!.businessId],
    });
    expect([routeRemoved.status, routeRemoved.body.message]).toEqual([
      409,
      REQUIREMENT_MSG.offerGone,
    ]);
    const unknown = await as(t, admin).put('/api/admin/requirements/remove', {
      id: freshUuid(),
      reason: 'x',
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, REQUIREMENT_MSG.notFound]);
  });
});

const freshUuid = () => '01900000-0000-7000-8000-' + freshPhone().padStart(12, '0');
