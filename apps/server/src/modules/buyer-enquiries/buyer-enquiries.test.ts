// The buyer's side of an enquiry (docs/decisions/031-buyer-enquiries.md): My enquiries for a phone
// proved by a code, the progress a buyer may see, the receipt, the SMS receipt and review
// invitation, and the 'Verified enquiry' mark on a review.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MSG, BUYER_MSG, type LeadKind, type LeadStatus } from '@haat/shared';
import { businessLeads, jobs, productLeads, serviceLeads } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createSellerTestApp, signUpSeller, type Seller } from '../../test/sellers.ts';
import { freshIp, freshPhone, makeShop, sendLead } from '../leads/test-fixtures.ts';
import { outboxOf, postReview } from '../reviews/test-fixtures.ts';
import { ENQUIRY_RECEIPT } from './receipt-sms.ts';
import { REVIEW_INVITE, REVIEW_INVITE_SWEEP, reviewInviteSweepHandler } from './review-invite.ts';

const DAY_MS = 24 * 3600_000;
const TABLES = { business: businessLeads, product: productLeads, service: serviceLeads };

let t: TestApp;
let seller: Seller;
let shop: Awaited<ReturnType<typeof makeShop>>;

beforeAll(async () => {
  t = await createSellerTestApp();
  seller = await signUpSeller(t);
  shop = await makeShop(t, seller);
});
afterAll(async () => {
  await t?.close();
});

/** Proves a phone as the My enquiries page does: code, verifyOTP, prove. Answers the proof. */
async function prove(app: TestApp, phoneNo: string) {
  const ip = freshIp();
  const sent = await app.call({
    method: 'POST',
    url: '/api/myEnquiries/requestOTP',
    payload: { phoneNo },
    remoteAddress: ip,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const otp = (await outboxOf(app, phoneNo))[0]!.slice(0, 4);
  const verified = await app.call({
    method: 'POST',
    url: '/api/auth/user/verifyOTP',
    payload: { phoneNo, otp, type: 'ReviewBusiness' },
    remoteAddress: ip,
  });
  expect(verified.status).toBe(200);
  const proved = await app.call({
    method: 'POST',
    url: '/api/myEnquiries/prove',
    payload: { phoneNo },
    remoteAddress: ip,
  });
  expect(proved.status, JSON.stringify(proved.body)).toBe(200);
  expect(proved.body.message).toBe(BUYER_MSG.proved);
  await app.deps.limiter.reset(`otp:resend:ReviewBusiness:${phoneNo}`);
  return proved.body.payload.proof as string;
}

const list = (app: TestApp, proof: unknown) =>
  app.call({
    method: 'POST',
    url: '/api/myEnquiries/fetchAll',
    payload: { proof },
    remoteAddress: freshIp(),
  });

/**
 * Sends an enquiry from `phoneNo` and answers its id; `invite`: the form's separate box for one
 * SMS after the seller replies is ticked.
 */
async function enquire(
  kind: LeadKind,
  phoneNo: string,
  app: TestApp = t,
  target = shop,
  invite = false,
) {
  const id =
    kind === 'business'
      ? target.business.id
      : kind === 'product'
        ? target.product.id
        : target.service.id;
  const sent = await sendLead(app, kind, id, { phoneNo, reviewInviteSms: invite });
  expect(sent.status).toBe(201);
  const table = TABLES[kind];
  const [row] = await app.deps.database.db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.phoneNo, phoneNo))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(1);
  return row!.id;
}

/** What the seller's side of A's inbox sets, written here directly. */
async function setLead(
  kind: LeadKind,
  id: string,
  values: Partial<{
    status: LeadStatus;
    readAt: Date;
    statusChangedAt: Date;
    firstActionAt: Date;
    note: string;
    followUpOn: string;
    lostReason: 'price';
    deletedAt: Date;
  }>,
  app: TestApp = t,
) {
  const table = TABLES[kind];
  if (Object.keys(values).length === 0) return;
  await app.deps.database.db.update(table).set(values).where(eq(table.id, id));
}

describe('My enquiries: proof of the phone', () => {
  it('shows only the proved phone’s own enquiries, from all three kinds, newest first, without deleted ones', async () => {
    const phoneNo = freshPhone();
    const other = freshPhone();
    const business = await enquire('business', phoneNo);
    t.clock.advance(60_000);
    const product = await enquire('product', phoneNo);
    t.clock.advance(60_000);
    const service = await enquire('service', phoneNo);
    const gone = await enquire('business', phoneNo);
    await setLead('business', gone, { deletedAt: t.clock.now() });
    await enquire('product', other);

    const answer = await list(t, await prove(t, phoneNo));
    expect(answer.status).toBe(200);
    expect(answer.body.payload.phoneNo).toBe(phoneNo);
    const enquiries = answer.body.payload.enquiries;
    expect(enquiries.map((e: { _id: string }) => e._id)).toEqual([service, product, business]);
    expect(enquiries[1]).toMatchObject({
      kind: 'product',
      progress: 'sent',
      business: { _id: shop.business.id, name: 'Sharma Electronics', phoneNo: '9876501234' },
      listing: { _id: shop.product.id, name: 'Redmi Note 13' },
      rateInvite: false,
    });
    expect(enquiries[2]).toMatchObject({ kind: 'business', listing: null });
    expect(JSON.stringify(answer.body)).not.toContain(other);
  });

  it('refuses without a proof, with a forged, a foreign or a spent one, in plain words, and proves nothing unverified', async () => {
    const phoneNo = freshPhone();
    await enquire('business', phoneNo);
    const unverified = await t.call({
      method: 'POST',
      url: '/api/myEnquiries/prove',
      payload: { phoneNo },
      remoteAddress: freshIp(),
    });
    expect(unverified.status).toBe(400);
    expect(unverified.body.message).toBe(AUTH_MSG.phoneNotVerified);

    const missing = await list(t, '');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(BUYER_MSG.proofRequired);

    const proof = await prove(t, phoneNo);
    const [head, body] = proof.split('.');
    const otherBody = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(body!, 'base64url').toString()),
        sub: '9999999999',
      }),
    ).toString('base64url');
    for (const bad of [`${head}.${otherBody}.${proof.split('.')[2]}`, seller.token, 'nonsense']) {
      const refused = await list(t, bad);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(BUYER_MSG.proofNeeded);
    }
    // The verification was spent by the first proof: proving again needs a new code.
    const again = await t.call({
      method: 'POST',
      url: '/api/myEnquiries/prove',
      payload: { phoneNo },
      remoteAddress: freshIp(),
    });
    expect(again.status).toBe(400);

    // A day later the proof has run out.
    expect((await list(t, proof)).status).toBe(200);
    t.clock.advance(DAY_MS + 60_000);
    const late = await list(t, proof);
    expect(late.status).toBe(403);
    expect(late.body.message).toBe(BUYER_MSG.proofNeeded);
  });

  it('sends codes with the limits of every code: a second within the minute waits', async () => {
    const phoneNo = freshPhone();
    const ask = () =>
      t.call({
        method: 'POST',
        url: '/api/myEnquiries/requestOTP',
        payload: { phoneNo },
        remoteAddress: freshIp(),
      });
    expect((await ask()).status).toBe(200);
    const second = await ask();
    expect(second.status).toBe(429);
    expect(second.body.message).toMatch(/wait/i);
    expect((await outboxOf(t, phoneNo)).length).toBe(1);
    const badPhone = await t.call({
      method: 'POST',
      url: '/api/myEnquiries/requestOTP',
      payload: { phoneNo: '12345' },
    });
    expect(badPhone.status).toBe(400);
  });
});

describe('My enquiries: the progress a buyer sees', () => {
  it('is Sent, Seen or Contacted, never Quoted, Won, Lost, the note or the follow-up day', async () => {
    const phoneNo = freshPhone();
    const now = t.clock.now();
    const leads: Array<[string, Parameters<typeof setLead>[2], string]> = [];
    for (const [values, expected] of [
      [{}, 'sent'],
      [{ readAt: now }, 'seen'],
      [{ readAt: now, status: 'contacted', statusChangedAt: now }, 'contacted'],
      [
        {
          readAt: now,
          status: 'quoted',
          statusChangedAt: now,
          note: 'Quoted 4,500 secretly',
          followUpOn: '2026-12-24',
        },
        'contacted',
      ],
      [{ status: 'won', statusChangedAt: now }, 'contacted'],
      [{ status: 'lost', lostReason: 'price', statusChangedAt: now }, 'contacted'],
    ] as const) {
      t.clock.advance(1000);
      const id = await enquire('product', phoneNo);
      await setLead('product', id, values as Parameters<typeof setLead>[2]);
      leads.push([id, values as Parameters<typeof setLead>[2], expected]);
      // Each number may send three a day to one listing.
      await t.deps.limiter.reset(`lead:phone-target:${phoneNo}:product:${shop.product.id}`);
    }
    const answer = await list(t, await prove(t, phoneNo));
    const byId = new Map(
      answer.body.payload.enquiries.map((e: { _id: string; progress: string }) => [
        e._id,
        e.progress,
      ]),
    );
    expect(leads.map(([id]) => byId.get(id))).toEqual(leads.map(([, , expected]) => expected));
    const text = JSON.stringify(answer.body);
    for (const secret of ['quoted', 'won', 'lost', 'price', 'Quoted 4,500', '2026-12-24', 'note']) {
      expect(text).not.toContain(secret);
    }
  });

  it('invites the buyer to rate the seller 3 days after Contacted, once a business, until they review', async () => {
    const phoneNo = freshPhone();
    const first = await enquire('business', phoneNo);
    const second = await enquire('product', phoneNo);
    const changed = t.clock.now();
    await setLead('business', first, { status: 'won', statusChangedAt: changed });
    await setLead('product', second, { status: 'contacted', statusChangedAt: changed });
    // The proof lasts a day: the buyer proves the phone again on each visit.
    let proof = '';
    const invites = async () => {
      proof = await prove(t, phoneNo);
      return (await list(t, proof)).body.payload.enquiries.filter(
        (e: { rateInvite: boolean }) => e.rateInvite,
      );
    };
    t.clock.advance(2 * DAY_MS);
    expect(await invites()).toEqual([]);
    t.clock.advance(DAY_MS + 60_000);
    expect((await invites()).map((e: { _id: string }) => e._id)).toEqual([second]);

    // The review from the invitation needs no second code: the day's proof is enough.
    const written = await t.call({
      method: 'POST',
      url: '/api/public/review/create',
      payload: {
        fkBusinessId: shop.business.id,
        rating: 4,
        name: 'Meena',
        phoneNo,
        enquiryProof: proof,
      },
      remoteAddress: freshIp(),
    });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    expect(written.body.payload.review.verifiedEnquiry).toBe(true);
    expect(await invites()).toEqual([]);
  });
});

describe('the receipt', () => {
  it('names the business and its public number for a product, a service and a business', async () => {
    for (const [kind, id, name] of [
      ['product', shop.product.id, 'Sharma Electronics'],
      ['service', shop.service.id, 'Cool Air Services'],
      ['business', shop.business.id, 'Sharma Electronics'],
    ] as const) {
      const answer = await t.call({
        method: 'GET',
        url: '/api/public/enquiryReceipt',
        query: { kind, id },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.payload.business).toMatchObject({ name, phoneNo: '9876501234' });
      // Too few enquiries to say how soon it replies.
      expect(answer.body.payload.responseTime).toBeNull();
    }
    const unknown = await t.call({
      method: 'GET',
      url: '/api/public/enquiryReceipt',
      query: { kind: 'product', id: shop.business.id },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(BUYER_MSG.receiptNotFound);
    const badKind = await t.call({
      method: 'GET',
      url: '/api/public/enquiryReceipt',
      query: { kind: 'shop', id: shop.business.id },
    });
    expect(badKind.status).toBe(400);
    expect(badKind.body.message).toBe(BUYER_MSG.kindInvalid);
  });

  it('sends no SMS receipt without its template, and writes no job for one', async () => {
    const phoneNo = freshPhone();
    await enquire('service', phoneNo);
    await t.deps.jobs.idle();
    expect(await outboxOf(t, phoneNo)).toEqual([]);
    const receipts = await t.deps.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, ENQUIRY_RECEIPT));
    expect(receipts).toEqual([]);
    // Nor any invitation sweep.
    expect(
      await t.deps.database.db.select().from(jobs).where(eq(jobs.kind, REVIEW_INVITE_SWEEP)),
    ).toEqual([]);
  });
});

describe('reviews carry Verified enquiry', () => {
  it('when the phone’s enquiry to that business was contacted, quoted or won; not when new, lost or to another', async () => {
    const cases: Array<[LeadStatus | null, boolean]> = [
      ['contacted', true],
      ['quoted', true],
      ['won', true],
      ['new', false],
      ['lost', false],
      [null, false],
    ];
    for (const [status, verified] of cases) {
      const phoneNo = freshPhone();
      if (status) {
        const id = await enquire('service', phoneNo);
        await setLead('service', id, {
          status,
          statusChangedAt: t.clock.now(),
          ...(status === 'lost' ? { lostReason: 'price' as const } : {}),
        });
      }
      // The enquiry went to the service business; this review is of it.
      const review = await postReview(t, shop.serviceBusiness.id, { phoneNo });
      expect(review.status, JSON.stringify(review.body)).toBe(201);
      expect([status, review.body.payload.review.verifiedEnquiry]).toEqual([status, verified]);
    }
    // A contacted enquiry to one business does not verify a review of another.
    const phoneNo = freshPhone();
    const id = await enquire('service', phoneNo);
    await setLead('service', id, { status: 'contacted', statusChangedAt: t.clock.now() });
    const elsewhere = await postReview(t, shop.business.id, { phoneNo });
    expect(elsewhere.body.payload.review.verifiedEnquiry).toBe(false);
    const listed = await t.call({
      method: 'GET',
      url: '/api/public/review/fetchAll',
      query: { fkBusinessId: shop.serviceBusiness.id },
    });
    const marks = listed.body.payload.reviews.map(
      (r: { verifiedEnquiry: boolean }) => r.verifiedEnquiry,
    );
    expect(marks.filter(Boolean)).toHaveLength(3);
  });

  it('a proof of another phone does not stand in for the code', async () => {
    const proof = await prove(t, freshPhone());
    const written = await t.call({
      method: 'POST',
      url: '/api/public/review/create',
      payload: {
        fkBusinessId: shop.business.id,
        rating: 4,
        name: 'Meena',
        phoneNo: freshPhone(),
        enquiryProof: proof,
      },
      remoteAddress: freshIp(),
    });
    expect(written.status).toBe(400);
    expect(written.body.message).toBe(AUTH_MSG.phoneNotVerified);
  });
});

describe('SMS to buyers where their templates are registered', () => {
  let sms: TestApp;
  let smsShop: typeof shop;
  beforeAll(async () => {
    sms = await createSellerTestApp({
      env: { MSG91_RECEIPT_TEMPLATE_ID: 'receipt-1', MSG91_REVIEW_INVITE_TEMPLATE_ID: 'invite-1' },
    });
    smsShop = await makeShop(sms, await signUpSeller(sms));
  });
  afterAll(async () => {
    await sms?.close();
  });

  it('sends the receipt through the queue after the enquiry is answered', async () => {
    const phoneNo = freshPhone();
    await enquire('product', phoneNo, sms, smsShop);
    await sms.deps.jobs.idle();
    expect(await outboxOf(sms, phoneNo)).toEqual([
      'Haat: your enquiry reached Sharma Electronics. See when they reply: ' +
        `${sms.deps.config.publicUrl}/myEnquiries`,
    ]);
  });

  it('has one daily sweep in the queue, which invites each lead contacted 3 days ago once', async () => {
    const sweeps = await sms.deps.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, REVIEW_INVITE_SWEEP));
    expect(sweeps).toHaveLength(1);

    const due = freshPhone();
    const early = freshPhone();
    // Both phones ticked the box on their first enquiry; the consent is the phone's.
    const dueLead = await enquire('service', due, sms, smsShop, true);
    const dueAgain = await enquire('business', due, sms, smsShop);
    const earlyLead = await enquire('service', early, sms, smsShop, true);
    const now = sms.clock.now();
    await setLead(
      'service',
      dueLead,
      {
        status: 'contacted',
        statusChangedAt: new Date(+now - 3 * DAY_MS - 1000),
        firstActionAt: new Date(+now - 3 * DAY_MS - 1000),
      },
      sms,
    );
    await setLead(
      'business',
      dueAgain,
      {
        status: 'won',
        statusChangedAt: new Date(+now - 4 * DAY_MS),
        firstActionAt: new Date(+now - 4 * DAY_MS),
      },
      sms,
    );
    await setLead(
      'service',
      earlyLead,
      { status: 'contacted', statusChangedAt: new Date(+now - 2 * DAY_MS) },
      sms,
    );
    await sms.deps.jobs.idle();

    const sweep = reviewInviteSweepHandler(sms.deps);
    const job = {
      id: sweeps[0]!.id,
      kind: REVIEW_INVITE_SWEEP,
      payload: {},
      groupKey: 'daily',
      attempts: 1,
      maxAttempts: 8,
    };
    await sweep(job);
    await sweep(job);
    await sms.deps.jobs.idle();
    const invitations = (phoneNo: string) =>
      outboxOf(sms, phoneNo).then((texts) => texts.filter((text) => text.includes('Rate them')));
    // Two due leads of one phone, one to each of the seller's businesses: one invitation each,
    // however many sweeps run.
    expect((await invitations(due)).sort()).toEqual([
      `Haat: how was Cool Air Services? Rate them in a minute: ${sms.deps.config.publicUrl}/myEnquiries`,
      `Haat: how was Sharma Electronics? Rate them in a minute: ${sms.deps.config.publicUrl}/myEnquiries`,
    ]);
    expect(await invitations(early)).toEqual([]);
    const written = await sms.deps.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, REVIEW_INVITE));
    expect(written).toHaveLength(2);
    // The sweep now running left exactly one next sweep behind.
    const next = (
      await sms.deps.database.db.select().from(jobs).where(eq(jobs.kind, REVIEW_INVITE_SWEEP))
    ).filter((row) => row.id !== job.id && row.finishedAt === null);
    expect(next).toHaveLength(1);

    // Two days later the early lead is due, and nothing is sent twice.
    sms.clock.advance(DAY_MS + 60_000);
    await sweep(job);
    await sms.deps.jobs.idle();
    expect(await invitations(early)).toHaveLength(1);
    expect(await invitations(due)).toHaveLength(2);
  });

  it('invites nobody who has reviewed the business', async () => {
    const phoneNo = freshPhone();
    const lead = await enquire('product', phoneNo, sms, smsShop, true);
    const before = new Date(+sms.clock.now() - 3 * DAY_MS - 1000);
    await setLead(
      'product',
      lead,
      { status: 'quoted', statusChangedAt: before, firstActionAt: before },
      sms,
    );
    expect((await postReview(sms, smsShop.business.id, { phoneNo })).status).toBe(201);
    await reviewInviteSweepHandler(sms.deps)({
      id: '00000000-0000-7000-8000-000000000000',
      kind: REVIEW_INVITE_SWEEP,
      payload: {},
      groupKey: 'daily',
      attempts: 1,
      maxAttempts: 8,
    });
    await sms.deps.jobs.idle();
    expect((await outboxOf(sms, phoneNo)).filter((text) => text.includes('Rate them'))).toEqual([]);
  });
});
