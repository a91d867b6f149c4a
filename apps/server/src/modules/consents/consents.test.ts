// Consents asked for separately, recorded with the notice's version and the time, and withdrawn
// as easily: the buyer's review-invitation SMS (enquiry form, My enquiries) and the seller's
// lead alerts (the alert settings).
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_MSG, CONSENT_MSG } from '@haat/shared';
import { businessLeads, consents, jobs, serviceLeads } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createSellerTestApp, signUpSeller, type Seller } from '../../test/sellers.ts';
import { as, makeAdmin } from '../admin/test-fixtures.ts';
import {
  REVIEW_INVITE,
  REVIEW_INVITE_SWEEP,
  reviewInviteHandler,
  reviewInviteSweepHandler,
} from '../buyer-enquiries/review-invite.ts';
import { freshIp, freshPhone, makeShop, sendLead } from '../leads/test-fixtures.ts';
import { outboxOf } from '../reviews/test-fixtures.ts';

const DAY_MS = 24 * 3600_000;

let t: TestApp;
let shop: Awaited<ReturnType<typeof makeShop>>;
beforeAll(async () => {
  // The invitation's template is registered, so an invitation can be sent at all.
  t = await createSellerTestApp({
    env: { MSG91_RECEIPT_TEMPLATE_ID: 'receipt-1', MSG91_REVIEW_INVITE_TEMPLATE_ID: 'invite-1' },
  });
  shop = await makeShop(t, await signUpSeller(t));
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = (phoneNo: string) =>
  t.deps.database.db
    .select()
    .from(consents)
    .where(eq(consents.phoneNo, phoneNo))
    .orderBy(asc(consents.givenAt));

/** An enquiry to the service; `invite`: the separate box was ticked. Answers the lead's id. */
async function enquire(phoneNo: string, invite?: unknown) {
  const extra = invite === undefined ? {} : { reviewInviteSms: invite };
  const sent = await sendLead(t, 'service', shop.service.id, { phoneNo, ...extra });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const [lead] = await t.deps.database.db
    .select({ id: serviceLeads.id })
    .from(serviceLeads)
    .where(eq(serviceLeads.phoneNo, phoneNo));
  return lead!.id;
}

/** The seller marked the lead Contacted four days ago: due an invitation now. */
async function contactedDaysAgo(leadId: string) {
  const then = new Date(+t.clock.now() - 4 * DAY_MS);
  await t.deps.database.db
    .update(serviceLeads)
    .set({ status: 'contacted', statusChangedAt: then, firstActionAt: then })
    .where(eq(serviceLeads.id, leadId));
}

/** Runs the daily sweep and its invitations; answers the invitations the phone received. */
async function sweepAndRead(phoneNo: string) {
  const [sweep] = await t.deps.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.kind, REVIEW_INVITE_SWEEP));
  await reviewInviteSweepHandler(t.deps)({
    id: sweep!.id,
    kind: REVIEW_INVITE_SWEEP,
    payload: {},
    groupKey: 'daily',
    attempts: 1,
    maxAttempts: 8,
  });
  await t.deps.jobs.idle();
  return (await outboxOf(t, phoneNo)).filter((text) => text.includes('Rate them'));
}

/** Proves a phone as My enquiries does (code, verifyOTP, prove); answers the proof. */
async function prove(phoneNo: string) {
  const ip = freshIp();
  await t.call({
    method: 'POST',
    url: '/api/myEnquiries/requestOTP',
    payload: { phoneNo },
    remoteAddress: ip,
  });
  const codes = (await outboxOf(t, phoneNo)).filter((text) => /^\d{4}/.test(text));
  const otp = codes.at(-1)!.slice(0, 4);
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
  expect(proved.status).toBe(200);
  await t.deps.limiter.reset(`otp:resend:ReviewBusiness:${phoneNo}`);
  return proved.body.payload.proof as string;
}

const mine = (proof: unknown) =>
  t.call({
    method: 'POST',
    url: '/api/myEnquiries/consents',
    payload: { proof },
    remoteAddress: freshIp(),
  });
const withdraw = (proof: unknown, purpose: unknown) =>
  t.call({
    method: 'POST',
    url: '/api/myEnquiries/consents/withdraw',
    payload: { proof, purpose },
    remoteAddress: freshIp(),
  });

describe('the review invitation SMS, asked on the enquiry form', () => {
  it('an enquiry without the box ticked records no consent, and its phone is not invited', async () => {
    const phoneNo = freshPhone();
    await contactedDaysAgo(await enquire(phoneNo));
    expect(await rowsOf(phoneNo)).toEqual([]);
    expect(await sweepAndRead(phoneNo)).toEqual([]);
  });

  it('a box that is no yes or no is refused with its words, and nothing is stored', async () => {
    const phoneNo = freshPhone();
    const sent = await sendLead(t, 'service', shop.service.id, { phoneNo, reviewInviteSms: 'yes' });
    expect(sent.status).toBe(400);
    expect(sent.body.message).toBe(CONSENT_MSG.choiceInvalid);
    expect(await rowsOf(phoneNo)).toEqual([]);
    const leads = await t.deps.database.db
      .select()
      .from(serviceLeads)
      .where(eq(serviceLeads.phoneNo, phoneNo));
    expect(leads).toEqual([]);
  });

  it('ticked: recorded with the notice version shown and the time; invited once; withdrawn on My enquiries; given again as a new row', async () => {
    const admin = await makeAdmin(t);
    const phoneNo = freshPhone();
    const givenAt = t.clock.now();
    await contactedDaysAgo(await enquire(phoneNo, true));
    // Version 0: nothing published yet, the built-in notice was the one shown.
    expect(await rowsOf(phoneNo)).toEqual([
      expect.objectContaining({
        purpose: 'reviewInviteSms',
        userId: null,
        noticeVersion: 0,
        givenAt,
        withdrawnAt: null,
      }),
    ]);
    // A second ticked enquiry while it is in force changes nothing.
    t.clock.advance(60_000);
    await enquire(phoneNo, true);
    expect(await rowsOf(phoneNo)).toHaveLength(1);
    expect(await sweepAndRead(phoneNo)).toHaveLength(1);

    // My enquiries lists it for the proved phone, and nobody else's.
    const proof = await prove(phoneNo);
    const listed = await mine(proof);
    expect(listed.status).toBe(200);
    expect(listed.body.payload.consents).toEqual([
      { purpose: 'reviewInviteSms', givenAt: givenAt.toISOString(), noticeVersion: 0 },
    ]);
    expect((await mine(await prove(freshPhone()))).body.payload.consents).toEqual([]);

    // Stop: withdrawn now; the list is empty; a later due lead is not invited.
    t.clock.advance(60_000);
    const stopped = await withdraw(proof, 'reviewInviteSms');
    expect(stopped.status).toBe(200);
    expect(stopped.body.message).toBe(CONSENT_MSG.withdrawn);
    expect(stopped.body.payload.consents).toEqual([]);
    const [withdrawn] = await rowsOf(phoneNo);
    expect(withdrawn!.withdrawnAt).toEqual(t.clock.now());
    // A lead to the other business, due an invitation: none is sent.
    const again = await sendLead(t, 'business', shop.business.id, { phoneNo });
    expect(again.status).toBe(201);
    const then = new Date(+t.clock.now() - 4 * DAY_MS);
    await t.deps.database.db
      .update(businessLeads)
      .set({ status: 'won', statusChangedAt: then, firstActionAt: then })
      .where(eq(businessLeads.phoneNo, phoneNo));
    expect(await sweepAndRead(phoneNo)).toHaveLength(1);

    // Given again after a new notice: a new row under the new version; the old one stays.
    const published = await as(t, admin).post('/api/admin/privacyPolicy', {
      body: `## New\n\n${'We keep your name and phone to pass your enquiry on. '.repeat(6)}`,
    });
    expect(published.status).toBe(201);
    t.clock.advance(60_000);
    await enquire(phoneNo, true);
    const rows = await rowsOf(phoneNo);
    expect(rows.map((row) => [row.noticeVersion, row.withdrawnAt === null])).toEqual([
      [0, false],
      [1, true],
    ]);
  });

  it('an invitation already queued is not sent once the consent is withdrawn', async () => {
    const phoneNo = freshPhone();
    await enquire(phoneNo, true);
    const invite = (leadId: string) =>
      reviewInviteHandler(t.deps)({
        id: '00000000-0000-7000-8000-000000000001',
        kind: REVIEW_INVITE,
        payload: {
          kind: 'service',
          leadId,
          phoneNo,
          businessId: shop.serviceBusiness.id,
          businessName: 'Cool Air Services',
        },
        groupKey: `service:${leadId}`,
        attempts: 1,
        maxAttempts: 8,
      });
    const invited = async () =>
      (await outboxOf(t, phoneNo)).filter((text) => text.includes('Rate them'));
    await invite('00000000-0000-7000-8000-0000000000a1');
    expect(await invited()).toHaveLength(1);
    const proof = await prove(phoneNo);
    expect((await withdraw(proof, 'reviewInviteSms')).status).toBe(200);
    await invite('00000000-0000-7000-8000-0000000000a2');
    expect(await invited()).toHaveLength(1);
  });

  it('withdrawing needs a valid proof and a known purpose, and changes nothing otherwise', async () => {
    const phoneNo = freshPhone();
    await enquire(phoneNo, true);
    const forged = await withdraw('not-a-proof', 'reviewInviteSms');
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe(BUYER_MSG.proofNeeded);
    const unknown = await withdraw(await prove(phoneNo), 'newsletter');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(CONSENT_MSG.purposeInvalid);
    const missing = await mine(undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(BUYER_MSG.proofRequired);
    const [row] = await rowsOf(phoneNo);
    expect(row!.withdrawnAt).toBeNull();
  });
});

describe("a seller's lead alerts: the switches record the consent", () => {
  let seller: Seller;
  beforeAll(async () => {
    seller = await signUpSeller(t);
  });
  const ofSeller = (purpose: 'leadAlertSms' | 'leadAlertPush') =>
    t.deps.database.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, seller.userId), eq(consents.purpose, purpose)))
      .orderBy(asc(consents.givenAt));
  const save = (body: Record<string, unknown>) =>
    as(t, seller).put('/api/userAdmin/alerts/preferences', {
      quietFrom: '22:00',
      quietTo: '08:00',
      ...body,
    });

  it('SMS on gives (once), off withdraws, on again is a new row; the screen reads since when', async () => {
    const on = await save({ sms: true });
    expect(on.status).toBe(200);
    const since = t.clock.now();
    expect(on.body.payload.preferences).toMatchObject({ sms: true, smsSince: since.toISOString() });
    t.clock.advance(60_000);
    expect((await save({ sms: true, quietFrom: '23:00' })).body.payload.preferences.smsSince).toBe(
      since.toISOString(),
    );
    expect(await ofSeller('leadAlertSms')).toHaveLength(1);

    const off = await save({ sms: false });
    expect(off.body.payload.preferences).toMatchObject({ sms: false, smsSince: null });
    t.clock.advance(60_000);
    await save({ sms: true });
    const rows = await ofSeller('leadAlertSms');
    expect(rows.map((row) => row.withdrawnAt === null)).toEqual([false, true]);
    expect(rows[1]!.givenAt).toEqual(t.clock.now());
  });

  it('push off withdraws and on (from off) gives; a refused save records nothing', async () => {
    expect(await ofSeller('leadAlertPush')).toEqual([]);
    await save({ sms: false, push: false });
    expect(await ofSeller('leadAlertPush')).toEqual([]);
    const on = await save({ sms: false, push: true });
    expect(on.body.payload.preferences.pushSince).toBe(t.clock.now().toISOString());
    t.clock.advance(60_000);
    const off = await save({ sms: false, push: false });
    expect(off.body.payload.preferences.pushSince).toBeNull();
    expect((await ofSeller('leadAlertPush'))[0]!.withdrawnAt).toEqual(t.clock.now());

    const before = await ofSeller('leadAlertSms');
    const refused = await save({ sms: 'yes' });
    expect(refused.status).toBe(400);
    expect(await ofSeller('leadAlertSms')).toEqual(before);
  });
});
