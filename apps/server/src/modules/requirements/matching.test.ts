// Which businesses a posted requirement goes to, in which order, and where it goes
// when a seller says Not interested (docs/decisions/033-requirements.md).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUIREMENT_MSG } from '@haat/shared';
import { requirements } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createSellerTestApp, signUpSeller, type Seller } from '../../test/sellers.ts';
import { as } from '../admin/test-fixtures.ts';
import {
  PUNE,
  catalog,
  forgetSearchCaches,
  newBuyer,
  northOf,
  offersOf,
  postRequirement,
  requirementBody,
  shopWith,
  unique,
} from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createSellerTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 24 * 3600_000;

/** Runs `work` with the requirement settings changed, then puts them back. */
async function withSettings(
  settings: Partial<TestApp['deps']['config']['requirements']>,
  work: () => Promise<void>,
) {
  const kept = { ...t.deps.config.requirements };
  Object.assign(t.deps.config.requirements, settings);
  try {
    await work();
  } finally {
    Object.assign(t.deps.config.requirements, kept);
  }
}

/** Posts as a new buyer; answers the created requirement's id, the answer and its offers. */
async function post(overrides: Record<string, unknown>) {
  const buyer = await newBuyer(t);
  const res = await postRequirement(t, requirementBody(buyer, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.payload.requirement._id as string;
  return { id, res, buyer, offers: await offersOf(t, id) };
}

describe('who gets a requirement', () => {
  it('businesses with a public listing in the sub-category, of the kind, in the city; never a hidden one or one elsewhere', async () => {
    const { categoryId, sub } = await catalog(t, 'product', ['Garden Urns', 'Bird Baths']);
    const urns = sub['Garden Urns']!;
    const inSub = await shopWith(t, { categoryId, subCategoryId: urns, listing: 'Stone urn' });
    const otherSub = await shopWith(t, {
      categoryId,
      subCategoryId: sub['Bird Baths']!,
      listing: 'Concrete bath',
    });
    const mumbai = await shopWith(t, {
      categoryId,
      subCategoryId: urns,
      listing: 'Stone urn',
      city: 'Mumbai',
      at: null,
    });
    const hidden = await shopWith(t, {
      categoryId,
      subCategoryId: urns,
      listing: 'Stone urn',
      isApproved: false,
    });
    const { offers, res } = await post({
      need: 'A pair of big urns for the gate',
      subCategoryId: urns,
    });
    const offered = offers.map((offer) => offer.businessId);
    expect(offered).toEqual([inSub.businessId]);
    expect(offered).not.toContain(otherSub.businessId);
    expect(offered).not.toContain(mumbai.businessId);
    expect(offered).not.toContain(hidden.businessId);
    expect(res.body.message).toBe(REQUIREMENT_MSG.sentOne);
    expect(res.body.payload.requirement).toMatchObject({
      status: 'matched',
      subCategory: { _id: urns },
    });
    // The category came with the sub-category.
    expect(res.body.payload.requirement.category._id).toBe(categoryId);
  });

  it('businesses whose public listings hold the words, when no sub-category is given', async () => {
    const { categoryId, sub } = await catalog(t, 'product', ['Clay Things']);
    const word = unique('Zqlantern').split(' ')[0]!.toLowerCase() + 'x';
    const named = await shopWith(t, {
      categoryId,
      subCategoryId: sub['Clay Things']!,
      listing: `Brass ${word} lamp`,
    });
    await shopWith(t, { categoryId, subCategoryId: sub['Clay Things']!, listing: 'Clay pot' });
    const most = await shopWith(t, {
      categoryId,
      subCategoryId: sub['Clay Things']!,
      listing: `Ergonomic ${word}desk chair`,
    });
    await shopWith(t, { categoryId, subCategoryId: sub['Clay Things']!, listing: 'Plastic chair' });
    forgetSearchCaches(t);
    const { offers } = await post({ need: `I need a ${word} urgently` });
    expect(offers.map((offer) => offer.businessId)).toEqual([named.businessId]);
    // Of three words, two are enough; one is not.
    const half = await post({ need: `${word}desk chair with arms` });
    expect(half.offers.map((offer) => offer.businessId)).toEqual([most.businessId]);
  });

  it('near me: within the radius only, the nearer first', async () => {
    const { categoryId, sub } = await catalog(t, 'product', ['Copper Bottles']);
    const bottles = sub['Copper Bottles']!;
    const near = await shopWith(t, {
      categoryId,
      subCategoryId: bottles,
      listing: 'Copper bottle',
      at: northOf(PUNE, 2),
    });
    const far = await shopWith(t, {
      categoryId,
      subCategoryId: bottles,
      listing: 'Copper bottle',
      at: northOf(PUNE, 12),
    });
    const outside = await shopWith(t, {
      categoryId,
      subCategoryId: bottles,
      listing: 'Copper bottle',
      at: northOf(PUNE, 40),
    });
    const { offers, res } = await post({
      need: 'Copper water bottles',
      subCategoryId: bottles,
      latitude: PUNE.lat,
      longitude: PUNE.lng,
    });
    expect(offers.map((offer) => [offer.businessId, offer.rank])).toEqual([
      [near.businessId, 1],
      [far.businessId, 2],
    ]);
    expect(offers.map((offer) => offer.businessId)).not.toContain(outside.businessId);
    expect(res.body.message).toBe(REQUIREMENT_MSG.sent.replace('{{count}}', '2'));
    const [sellerNear, sellerFar] = res.body.payload.requirement.sellers;
    expect(sellerNear).toMatchObject({ _id: near.businessId, offer: 'offered', distanceKm: 2 });
    expect(sellerFar.distanceKm).toBe(12);
    expect(res.body.payload.requirement.nearMe).toBe(true);
  });

  it('a locality of the city is a place: its businesses are near, the city’s far ones are not', async () => {
    const { categoryId, sub } = await catalog(t, 'service', ['Terrace Gardening']);
    const gardening = sub['Terrace Gardening']!;
    const locality = unique('Zqbaner').split(' ')[0]! + 'pada';
    const inLocality = await shopWith(t, {
      kind: 'service',
      categoryId,
      subCategoryId: gardening,
      listing: 'Terrace garden setup',
      address: `12 Lane 3, ${locality}`,
      at: northOf(PUNE, 30),
    });
    const farAway = await shopWith(t, {
      kind: 'service',
      categoryId,
      subCategoryId: gardening,
      listing: 'Terrace garden setup',
      at: PUNE,
    });
    forgetSearchCaches(t);
    const { offers, res } = await post({
      need: 'Set up a terrace garden',
      kind: 'service',
      subCategoryId: gardening,
      locality: locality.toLowerCase(),
    });
    expect(offers.map((offer) => offer.businessId)).toEqual([inLocality.businessId]);
    expect(offers.map((offer) => offer.businessId)).not.toContain(farAway.businessId);
    // The locality's spelling as its addresses write it.
    expect(res.body.payload.requirement.locality).toBe(locality);
  });

  it('sellers with an active plan first; one business per seller', async () => {
    const { categoryId, sub } = await catalog(t, 'product', ['Brass Bells']);
    const bells = sub['Brass Bells']!;
    const noPlan = await shopWith(t, {
      owner: { plan: false },
      categoryId,
      subCategoryId: bells,
      listing: 'Brass bell',
      at: northOf(PUNE, 1),
      ratingAverage: 5,
      ratingCount: 40,
    });
    const withPlan = await shopWith(t, {
      categoryId,
      subCategoryId: bells,
      listing: 'Brass bell',
      at: northOf(PUNE, 20),
    });
    const seller = await signUpSeller(t);
    const first = await shopWith(t, {
      owner: seller,
      categoryId,
      subCategoryId: bells,
      listing: 'Brass bell',
      at: northOf(PUNE, 5),
    });
    const second = await shopWith(t, {
      owner: seller,
      categoryId,
      subCategoryId: bells,
      listing: 'Brass bell',
      at: northOf(PUNE, 6),
    });
    const { offers } = await post({
      need: 'Temple bells',
      subCategoryId: bells,
      latitude: PUNE.lat,
      longitude: PUNE.lng,
    });
    expect(offers.map((offer) => offer.businessId)).toEqual([
      first.businessId,
      withPlan.businessId,
      noPlan.businessId,
    ]);
    expect(offers.map((offer) => offer.businessId)).not.toContain(second.businessId);
  });

  it('the daily cap spreads requirements over the businesses, then none is left', async () => {
    const { categoryId, sub } = await catalog(t, 'product', ['Jute Bags']);
    const bags = sub['Jute Bags']!;
    const shops: Array<{ businessId: string }> = [];
    for (let i = 0; i < 3; i++) {
      shops.push(await shopWith(t, { categoryId, subCategoryId: bags, listing: 'Jute bag' }));
    }
    await withSettings({ perBusinessDaily: 1, maxSellers: 2 }, async () => {
      const a = await post({ need: 'Jute bags for a wedding', subCategoryId: bags });
      const b = await post({ need: 'Jute shopping bags', subCategoryId: bags });
      const c = await post({ need: 'Printed jute bags', subCategoryId: bags });
      expect(a.offers).toHaveLength(2);
      expect(b.offers).toHaveLength(1);
      const all = [...a.offers, ...b.offers].map((offer) => offer.businessId).sort();
      expect(all).toEqual(shops.map((shop) => shop.businessId).sort());
      expect(c.offers).toEqual([]);
      expect(c.res.body.message).toBe(REQUIREMENT_MSG.unmatched);
      expect(c.res.body.payload.requirement.status).toBe('unmatched');
      // A day later the cap is free again.
      t.clock.advance(DAY_MS + 60_000);
      const d = await post({ need: 'Jute gift bags', subCategoryId: bags });
      expect(d.offers).toHaveLength(2);
    });
  });
});

describe('Not interested passes it on', () => {
  it('to the next match while under a day old and matched; with nobody left it waits for the administrator', async () => {
    const { categoryId, sub } = await catalog(t, 'product', ['Steel Almirahs']);
    const almirahs = sub['Steel Almirahs']!;
    const sellers: Array<{ seller: Seller; businessId: string }> = [];
    for (const km of [1, 3, 5]) {
      const seller = await signUpSeller(t);
      const shop = await shopWith(t, {
        owner: seller,
        categoryId,
        subCategoryId: almirahs,
        listing: 'Steel almirah',
        at: northOf(PUNE, km),
      });
      sellers.push({ seller, ...shop });
    }
    await withSettings({ maxSellers: 1 }, async () => {
      const { id, offers } = await post({
        need: 'Steel almirah with locker',
        subCategoryId: almirahs,
        latitude: PUNE.lat,
        longitude: PUNE.lng,
      });
      expect(offers.map((offer) => offer.businessId)).toEqual([sellers[0]!.businessId]);

      const decline = (index: number, leadId: string) =>
        as(t, sellers[index]!.seller).put('/api/userAdmin/requirements/respond', {
          id: leadId,
          answer: 'decline',
        });
      const first = await decline(0, offers[0]!.id);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.message).toBe(REQUIREMENT_MSG.declined);
      expect(first.body.payload).toMatchObject({
        source: 'requirement',
        phoneNo: null,
        requirement: { offer: 'declined', open: false },
      });
      let now = await offersOf(t, id);
      expect(now.map((offer) => [offer.businessId, offer.offer, offer.rank])).toEqual([
        [sellers[0]!.businessId, 'declined', 1],
        [sellers[1]!.businessId, 'offered', 2],
      ]);

      expect((await decline(1, now[1]!.id)).status).toBe(200);
      now = await offersOf(t, id);
      expect(now.map((offer) => offer.businessId)).toEqual(
        sellers.map((seller) => seller.businessId),
      );
      expect((await decline(2, now[2]!.id)).status).toBe(200);
      // Everyone declined: no fourth offer, and the administrator's queue has it as unmatched.
      expect(await offersOf(t, id)).toHaveLength(3);
      const [row] = await t.deps.database.db
        .select({ status: requirements.status })
        .from(requirements)
        .where(eq(requirements.id, id));
      expect(row!.status).toBe('unmatched');
    });
  });

  it('not after a day: answering a day-old offer is refused and nobody new gets it', async () => {
    const { categoryId, sub } = await catalog(t, 'product', ['Wooden Toys']);
    const toys = sub['Wooden Toys']!;
    const seller = await signUpSeller(t);
    const mine = await shopWith(t, {
      owner: seller,
      categoryId,
      subCategoryId: toys,
      listing: 'Wooden toy',
      at: northOf(PUNE, 1),
    });
    await shopWith(t, {
      categoryId,
      subCategoryId: toys,
      listing: 'Wooden toy',
      at: northOf(PUNE, 5),
    });
    await withSettings({ maxSellers: 1 }, async () => {
      const { id, offers } = await post({
        need: 'Wooden toys for a school',
        subCategoryId: toys,
        latitude: PUNE.lat,
        longitude: PUNE.lng,
      });
      expect(offers.map((offer) => offer.businessId)).toEqual([mine.businessId]);
      t.clock.advance(DAY_MS + 1000);
      for (const answer of ['decline', 'accept']) {
        const res = await as(t, seller).put('/api/userAdmin/requirements/respond', {
          id: offers[0]!.id,
          answer,
        });
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(REQUIREMENT_MSG.offerGone);
      }
      const after = await offersOf(t, id);
      expect(after.map((offer) => offer.offer)).toEqual(['offered']);
    });
  });
});

describe('what the words name (suggest)', () => {
  const suggest = (q: string, city = 'Pune') =>
    t.call({ method: 'GET', url: '/api/public/requirements/suggest', query: { q, city } });

  it('the sub-category and its category, with Hindi names, in English, Hinglish and Hindi', async () => {
    for (const q of ['need a plumber urgently', 'plumber chahiye', 'प्लंबर चाहिए']) {
      const res = await suggest(q);
      expect(res.status, q).toBe(200);
      expect(res.body.payload, q).toMatchObject({
        kind: 'service',
        subCategory: { name: 'Plumbers', nameHi: expect.stringContaining('प्लंबर') },
        category: { name: expect.any(String) },
      });
    }
    for (const q of ['ac repair', 'ac repair and gas filling']) {
      const ac = await suggest(q);
      expect(ac.body.payload, q).toMatchObject({
        kind: 'service',
        subCategory: { name: 'AC Repair & Service' },
      });
    }
  });

  it('words naming nothing: the kind whose listings hold them, else products; never a category', async () => {
    const { categoryId, sub } = await catalog(t, 'service', ['Courtyard Care']);
    const word = `${unique('Zqfix').split(' ')[0]!.toLowerCase()}ing`;
    await shopWith(t, {
      kind: 'service',
      categoryId,
      subCategoryId: sub['Courtyard Care']!,
      listing: `${word} visit`,
    });
    forgetSearchCaches(t);
    const named = await suggest(`need ${word} urgently`);
    expect(named.body.payload).toEqual({ kind: 'service', category: null, subCategory: null });
    const nothing = await suggest('zzqxv wvvq');
    expect(nothing.body.payload).toEqual({ kind: 'product', category: null, subCategory: null });
    const short = await suggest('ab');
    expect([short.status, short.body.message]).toEqual([400, REQUIREMENT_MSG.needTooShort]);
  });
});
