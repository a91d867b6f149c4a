// Rows and calls the requirement tests share (never imported by the app): sellers' public
// businesses placed around Pune with listings in a catalogue of the test's own, a buyer's proof
// of a phone through the My enquiries code, and the requirement calls.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Position } from '@haat/shared';
import { BUYER_MSG } from '@haat/shared';
import { requirementLeads, requirements, users } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Seller } from '../../test/sellers.ts';
import {
  makeBusiness,
  makeCategory,
  makeProduct,
  makeService,
  makeUser,
} from '../discovery/test-fixtures.ts';
import { forgetDictionary } from '../discovery/query-understanding.ts';
import { forgetLexicon } from '../discovery/spelling.ts';
import { freshIp, freshPhone } from '../leads/test-fixtures.ts';
import { outboxOf } from '../reviews/test-fixtures.ts';

export { freshIp, freshPhone };

export const PUNE: Position = { lat: 18.52, lng: 73.86 };
const METRES_PER_DEGREE = 111_318;
/** A point `km` north of `from` (earthdistance's sphere). */
export const northOf = (from: Position, km: number): Position => ({
  lat: from.lat + (km * 1000) / METRES_PER_DEGREE,
  lng: from.lng,
});

let names = 0;
/** A name no other test's rows use. */
export const unique = (name: string) => `${name} ${++names}${process.pid % 1000}`;

/** A catalogue of the test's own: a category of the kind with the given sub-categories. */
export async function catalog(t: TestApp, kind: 'product' | 'service', subs: string[]) {
  return makeCategory(t.deps.database.db, kind, unique(`Zq ${kind}`), subs);
}

/** An active plan (true), one that ran out (false). */
export async function setPlan(t: TestApp, userId: string, active: boolean) {
  const DAY = 24 * 3600_000;
  await t.deps.database.db
    .update(users)
    .set({
      plan: 'Plan C',
      planExpiresAt: new Date(t.clock.now().getTime() + (active ? 365 : -1) * DAY),
    })
    .where(eq(users.id, userId));
}

/**
 * A public business of `owner` (a seller signed up through the API, or a new account with or
 * without a plan) with one public listing named `listing` in `subCategoryId`.
 */
export async function shopWith(
  t: TestApp,
  input: {
    owner?: Seller | { plan: boolean };
    kind?: 'product' | 'service';
    categoryId: string;
    subCategoryId: string;
    listing: string;
    city?: string;
    at?: Position | null;
    address?: string;
    name?: string;
    ratingAverage?: number;
    ratingCount?: number;
    isApproved?: boolean;
  },
) {
  const db = t.deps.database.db;
  const kind = input.kind ?? 'product';
  const owner = input.owner ?? { plan: true };
  let userId: string;
  if ('userId' in owner) userId = owner.userId;
  else {
    userId = await makeUser(db);
    if (owner.plan) await setPlan(t, userId, true);
  }
  const at = input.at === undefined ? PUNE : input.at;
  const businessId = await makeBusiness(db, {
    fkUserId: userId,
    name: input.name ?? unique('Zq Traders'),
    businessType: kind,
    city: input.city ?? 'Pune',
    address: input.address ?? 'Shop 1, MG Road',
    latitude: at?.lat ?? null,
    longitude: at?.lng ?? null,
    locationSource: at ? 'seller' : null,
    ratingAverage: input.ratingAverage ?? null,
    ratingCount: input.ratingCount ?? 0,
    isApproved: input.isApproved ?? true,
  });
  const listing = {
    fkBusinessId: businessId,
    fkCategoryId: input.categoryId,
    subCategoryIds: [input.subCategoryId],
    name: input.listing,
    createdAt: t.clock.now(),
  };
  if (kind === 'product') await makeProduct(db, listing);
  else await makeService(db, listing);
  return { businessId, userId };
}

/** After adding listings and businesses: the search's words and places are read afresh. */
export function forgetSearchCaches(t: TestApp) {
  forgetDictionary(t.deps.database.db);
  forgetLexicon(t.deps.database.db);
}

/** Proves a phone as the My enquiries page does: code, verifyOTP, prove. Answers the proof. */
export async function proveBuyer(t: TestApp, phoneNo: string) {
  const ip = freshIp();
  const sent = await t.call({
    method: 'POST',
    url: '/api/myEnquiries/requestOTP',
    payload: { phoneNo },
    remoteAddress: ip,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const otp = (await outboxOf(t, phoneNo))[0]!.slice(0, 4);
  const verified = await t.call({
    method: 'POST',
    url: '/api/auth/user/verifyOTP',
    payload: { phoneNo, otp, type: 'ReviewBusiness' },
    remoteAddress: ip,
  });
  expect(verified.status).toBe(200);
  const proved = await t.call({
    method: 'POST',
    url: '/api/myEnquiries/prove',
    payload: { phoneNo },
    remoteAddress: ip,
  });
  expect(proved.status, JSON.stringify(proved.body)).toBe(200);
  expect(proved.body.message).toBe(BUYER_MSG.proved);
  await t.deps.limiter.reset(`otp:resend:ReviewBusiness:${phoneNo}`);
  return proved.body.payload.proof as string;
}

/** A buyer: a fresh phone and its proof. */
export async function newBuyer(t: TestApp) {
  const phoneNo = freshPhone();
  return { phoneNo, proof: await proveBuyer(t, phoneNo) };
}

/** A valid body of POST /api/requirements/create. */
export const requirementBody = (
  buyer: { phoneNo: string; proof?: string },
  overrides: Record<string, unknown> = {},
) => ({
  need: 'Terracotta planters for a terrace garden',
  kind: 'product',
  quantity: '10 pieces',
  when: 'this-week',
  city: 'Pune',
  contactPerson: 'Meera Joshi',
  phoneNo: buyer.phoneNo,
  ...(buyer.proof ? { proof: buyer.proof } : {}),
  ...overrides,
});

/** Posts a requirement (from a fresh address unless one is given). */
export function postRequirement(
  t: TestApp,
  payload: Record<string, unknown>,
  options: { headers?: Record<string, string>; ip?: string } = {},
) {
  return t.call({
    method: 'POST',
    url: '/api/requirements/create',
    payload,
    headers: options.headers ?? {},
    remoteAddress: options.ip ?? freshIp(),
  });
}

/** The offers of a requirement, best first: business, offer, rank. */
export async function offersOf(t: TestApp, requirementId: string) {
  return t.deps.database.db
    .select({
      id: requirementLeads.id,
      businessId: requirementLeads.fkBusinessId,
      offer: requirementLeads.offer,
      rank: requirementLeads.rank,
      routedBy: requirementLeads.routedBy,
      phoneNo: requirementLeads.phoneNo,
      firstActionAt: requirementLeads.firstActionAt,
    })
    .from(requirementLeads)
    .where(eq(requirementLeads.fkRequirementId, requirementId))
    .orderBy(sql`${requirementLeads.rank} asc nulls last`, requirementLeads.createdAt);
}

/** How many requirement rows and offers the database holds (refusals write none). */
export async function counts(t: TestApp) {
  const db = t.deps.database.db;
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(requirements);
  const [l] = await db.select({ n: sql<number>`count(*)::int` }).from(requirementLeads);
  return { requirements: r!.n, offers: l!.n };
}
