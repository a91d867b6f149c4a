// A buyer's rights over their phone on My enquiries: the copy of what Haat holds about it (a ZIP
// of JSON and CSV with a README) and its erasure, checked in every place the phone, the name or
// the e-mail was: the four lead tables, both lead downloads, the inbox, the reviews (public and
// the seller's, with their counts and average), requirements, codes, consents, jobs and the
// seller's notifications; the seller's counts, response time and insights stay as they were.
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUYER_DATA_MSG,
  BUYER_MSG,
  ERASED_BUYER_IN_SENTENCE,
  ERASED_CONTACT_WORDS,
  ERASED_PHONE,
  followUpNotification,
} from '@haat/shared';
import { rows } from '../../db/query.ts';
import { consents, erasures, jobs, notifications } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createSellerTestApp, signUpSeller, type Seller } from '../../test/sellers.ts';
import { LEAD_ALERT } from '../alerts/lead-alert.ts';
import { ENQUIRY_RECEIPT } from '../buyer-enquiries/receipt-sms.ts';
import { leadLink } from '../leads/lead-link.ts';
import {
  freshIp,
  freshPhone,
  makeBusiness,
  makeShop,
  offerRequirement,
  sendLead,
} from '../leads/test-fixtures.ts';
import { writeOffers } from '../requirements/offers.ts';
import { PERSONAL_TABLES } from '../privacy-breach/personal-tables.ts';
import { proveBuyer } from '../requirements/test-fixtures.ts';
import { postReview } from '../reviews/test-fixtures.ts';

const NAME = 'Kavya Raghunathan';
/** Each buyer's own address, from their first name. */
const emailOf = (name: string) => `${name.split(' ')[0]!.toLowerCase()}.r@example.in`;
const EMAIL = emailOf(NAME);
const WORDS = 'Is the steel almirah available in grey, with delivery to Kothrud?';

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

/** A buyer who enquired of all three kinds, posted a requirement, reviewed and consented. */
async function busyBuyer(name = NAME) {
  const phoneNo = freshPhone();
  const details = { contactPerson: name, phoneNo, email: emailOf(name), query: WORDS };
  for (const [kind, id] of [
    ['business', shop.business.id],
    ['product', shop.product.id],
    ['service', shop.service.id],
  ] as const) {
    const sent = await sendLead(t, kind, id, details);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  }
  const offered = await offerRequirement(t, shop.business.id, {
    offer: 'accepted',
    requirement: {
      phoneNo,
      contactPerson: name,
      nearMe: true,
      latitude: 18.5074,
      longitude: 73.8077,
    },
  });
  const review = await postReview(t, shop.business.id, { phoneNo, name, rating: 2 });
  expect(review.status, JSON.stringify(review.body)).toBe(201);
  const db = t.deps.database.db;
  const now = t.clock.now();
  await db.insert(consents).values({
    phoneNo,
    purpose: 'reviewInviteSms',
    noticeVersion: 0,
    givenAt: now,
  });
  // A receipt SMS waiting in the queue, and a follow-up reminder the seller already has.
  await db.insert(jobs).values({
    kind: ENQUIRY_RECEIPT,
    payload: { phoneNo, businessId: shop.business.id },
    runAt: new Date(now.getTime() + 3600_000),
  });
  await db.insert(notifications).values({
    fkUserId: seller.userId,
    notification: `Follow up today with ${name} about "the need".`,
    message: followUpNotification(name, 'the need', '2026-01-10'),
    redirect: leadLink('requirement', offered.lead.id),
    createdAt: now,
  });
  const proof = await proveBuyer(t, phoneNo);
  return { phoneNo, proof, requirement: offered.requirement };
}

const myData = (proof: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/myEnquiries/myData',
    payload: proof === undefined ? {} : { proof },
    remoteAddress: freshIp(),
  });

const erase = (body: Record<string, unknown>) =>
  t.call({
    method: 'POST',
    url: '/api/myEnquiries/erase',
    payload: body,
    remoteAddress: freshIp(),
  });

const asSeller = (url: string, query: Record<string, string> = {}) =>
  t.call({ method: 'GET', url, query, headers: seller.headers });

describe('POST /api/myEnquiries/myData', () => {
  it('answers a ZIP of every part, JSON and CSV, with a README saying where each is changed', async () => {
    const buyer = await busyBuyer();
    const res = await myData(buyer.proof);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['content-disposition'])).toMatch(
      /haat-my-data-\d{4}-\d{2}-\d{2}\.zip/,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const json = (name: string) =>
      JSON.parse(strFromU8(files[`${name}.json`]!)) as Record<string, unknown>[];
    const parts = [
      'enquiries',
      'requirements',
      'requirement-sellers',
      'reviews',
      'consents',
      'codes',
    ];
    for (const part of parts) {
      expect(files[`${part}.json`], part).toBeDefined();
      expect(files[`${part}.csv`], part).toBeDefined();
    }
    const readme = strFromU8(files['README.txt']!);
    expect(readme).toContain(buyer.phoneNo);
    expect(readme.match(/ {2}Change it: /g)).toHaveLength(parts.length);

    const enquiries = json('enquiries');
    expect(enquiries.map((row) => row.kind).sort()).toEqual(['business', 'product', 'service']);
    for (const row of enquiries) {
      expect(row).toMatchObject({
        yourName: NAME,
        yourEmail: EMAIL,
        yourWords: WORDS,
        progress: 'sent',
      });
      // The seller's own side stays theirs.
      expect(Object.keys(row)).not.toContain('note');
      expect(Object.keys(row)).not.toContain('status');
    }
    expect(enquiries.find((row) => row.kind === 'product')!.listing).toBe(shop.product.name);
    expect(strFromU8(files['enquiries.csv']!)).toContain(WORDS);

    expect(json('requirements')).toMatchObject([
      { need: buyer.requirement.need, yourName: NAME, nearMe: true, latitude: 18.5074 },
    ]);
    expect(json('requirement-sellers')).toMatchObject([
      { requirement: buyer.requirement.id, sentTo: shop.business.name, answer: 'accepted' },
    ]);
    expect(json('reviews')).toMatchObject([
      { business: shop.business.name, yourName: NAME, stars: 2 },
    ]);
    expect(json('consents')).toMatchObject([
      { purpose: 'reviewInviteSms', noticeVersion: 0, withdrawnAt: null },
    ]);
    const codes = json('codes');
    expect(codes.length).toBeGreaterThanOrEqual(2);
    expect(codes.map((row) => row.purpose)).toContain('ReviewBusiness');
    // When and what for: never the code or its hash.
    const everyFile = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(everyFile).not.toMatch(/hash/i);
    const [code] = await rows<{ hash: string }>(
      t.deps.database.db,
      sql`select code_hash as hash from otp_codes where phone_no = ${buyer.phoneNo} limit 1`,
    );
    expect(everyFile).not.toContain(code!.hash);
  });

  it('holds only the proved phone’s own rows', async () => {
    const other = await busyBuyer();
    const lonely = freshPhone();
    const files = unzipSync(new Uint8Array((await myData(await proveBuyer(t, lonely))).rawPayload));
    expect(JSON.parse(strFromU8(files['enquiries.json']!))).toEqual([]);
    expect(JSON.parse(strFromU8(files['reviews.json']!))).toEqual([]);
    expect(
      Object.values(files)
        .map((bytes) => strFromU8(bytes))
        .join('\n'),
    ).not.toContain(other.phoneNo);
  });

  it('answers 403 in the existing words without a valid proof, 400 without one at all', async () => {
    const missing = await myData(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(BUYER_MSG.proofRequired);
    const forged = await myData('not-a-proof');
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(BUYER_MSG.proofNeeded);
    const buyer = { phoneNo: freshPhone() };
    const proof = await proveBuyer(t, buyer.phoneNo);
    t.clock.advance(25 * 3600_000);
    const expired = await myData(proof);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(BUYER_MSG.proofNeeded);
  });
});

/** What the seller and the public see that erasure must leave as it was. */
async function sellerFigures() {
  const inbox = await asSeller('/api/userAdmin/enquiries/fetchAll', { source: 'all' });
  const reviewsPublic = await t.call({
    method: 'GET',
    url: '/api/public/review/fetchAll',
    query: { fkBusinessId: shop.business.id },
  });
  const reviewsSeller = await asSeller('/api/userAdmin/review/fetchAll');
  const insights = await asSeller('/api/userAdmin/insights/fetch', { days: '30' });
  expect([inbox.status, reviewsPublic.status, reviewsSeller.status, insights.status]).toEqual([
    200, 200, 200, 200,
  ]);
  const insightRows = await rows(
    t.deps.database.db,
    sql`select * from insight_listing_daily order by listing_id, day`,
  );
  const unread = await rows(
    t.deps.database.db,
    sql`select count(*)::int as n from notifications where fk_user_id = ${seller.userId} and not is_marked_read`,
  );
  return {
    inboxTotal: inbox.body.payload.total,
    inboxCounts: inbox.body.payload.counts,
    summary: reviewsPublic.body.payload.summary,
    publicTotal: reviewsPublic.body.payload.total,
    sellerTotal: reviewsSeller.body.payload.total,
    insights: insights.body.payload,
    insightRows,
    unread,
  };
}

describe('POST /api/myEnquiries/erase', () => {
  it('refuses without confirm: true, and changes nothing', async () => {
    const buyer = await busyBuyer();
    for (const confirm of [undefined, false, 'true', 1]) {
      const res = await erase({ proof: buyer.proof, confirm });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(BUYER_DATA_MSG.confirmRequired);
    }
    const [count] = await rows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from business_leads where phone_no = ${buyer.phoneNo}`,
    );
    expect(count!.n).toBe(1);
  });

  it('answers 403 in the existing words without a valid proof', async () => {
    const forged = await erase({ proof: 'forged', confirm: true });
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe(BUYER_MSG.proofNeeded);
  });

  it('erases the phone everywhere in one go, and every count, average and insight stays', async () => {
    const bystander = freshPhone();
    await sendLead(t, 'business', shop.business.id, {
      phoneNo: bystander,
      contactPerson: 'Arjun Menon',
    });
    // A name of its own: the other tests' buyers, not erased, keep theirs.
    const gone = 'Vasundhara Erasewala';
    const buyer = await busyBuyer(gone);
    const db = t.deps.database.db;
    const before = await sellerFigures();
    expect(before.inboxTotal).toBeGreaterThanOrEqual(5);

    const res = await erase({ proof: buyer.proof, confirm: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(BUYER_DATA_MSG.erased);
    expect(res.body.payload.counts).toMatchObject({
      business_leads: 1,
      product_leads: 1,
      service_leads: 1,
      requirement_leads: 1,
      requirements: 1,
      reviews: 1,
      consents: 1,
      jobs: 1,
    });
    expect(res.body.payload.counts.otp_codes).toBeGreaterThanOrEqual(2);
    expect(res.body.payload.counts.notifications).toBeGreaterThanOrEqual(5);

    // Nothing that names a person keeps the phone, in any table of the breach command's list.
    for (const [table, where] of Object.entries(PERSONAL_TABLES)) {
      if (!('phone' in where)) continue;
      const [count] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.raw(table)} r where ${sql.raw(where.phone)} = ${buyer.phoneNo}`,
      );
      expect(count!.n, table).toBe(0);
    }
    // Each lead keeps its words, status and date; the contact is the placeholder.
    for (const table of ['business_leads', 'product_leads', 'service_leads', 'requirement_leads']) {
      const erased = await rows<Record<string, unknown>>(
        db,
        sql`select contact_person, phone_no, email, query, erased_at from ${sql.raw(table)}
            where erased_at is not null`,
      );
      expect(erased, table).toHaveLength(1);
      expect(erased[0], table).toMatchObject({
        contact_person: '',
        phone_no: ERASED_PHONE,
        email: null,
      });
      if (table !== 'requirement_leads') expect(erased[0]!.query, table).toBe(WORDS);
    }
    const [requirement] = await rows<Record<string, unknown>>(
      db,
      sql`select contact_person, phone_no, latitude, longitude, need from requirements where id = ${buyer.requirement.id}`,
    );
    expect(requirement).toMatchObject({
      contact_person: '',
      phone_no: ERASED_PHONE,
      latitude: null,
      longitude: null,
      need: buyer.requirement.need,
    });
    // The bystander's enquiry is untouched.
    const [kept] = await rows<{ contact_person: string }>(
      db,
      sql`select contact_person from business_leads where phone_no = ${bystander}`,
    );
    expect(kept!.contact_person).toBe('Arjun Menon');

    // The seller's counts, the reviews' count and average, response time and insights: the same.
    expect(await sellerFigures()).toEqual(before);

    // The inbox: the placeholder, no phone, no e-mail, the words kept.
    const inbox = await asSeller('/api/userAdmin/enquiries/fetchAll', { source: 'all' });
    const erasedOnes = inbox.body.payload.enquiries.filter((e: { erased: boolean }) => e.erased);
    expect(erasedOnes).toHaveLength(4);
    for (const enquiry of erasedOnes) {
      expect(enquiry).toMatchObject({ contactPerson: '', phoneNo: null, email: null });
      expect([WORDS, buyer.requirement.need]).toContain(enquiry.query);
      expect(enquiry.status).toBe('new');
    }
    expect(JSON.stringify(inbox.body)).not.toContain(gone);
    expect(JSON.stringify(inbox.body)).not.toContain(ERASED_PHONE);

    // Both downloads: the placeholder words in the name and phone columns.
    const inboxCsv = (await asSeller('/api/userAdmin/enquiries/download', { source: 'all' }))
      .body as string;
    const productCsv = (
      await asSeller('/api/userAdmin/productLeads/download', { id: shop.product.id })
    ).body as string;
    for (const csv of [inboxCsv, productCsv]) {
      expect(csv).toContain(`"${ERASED_CONTACT_WORDS}","${ERASED_CONTACT_WORDS}"`);
      expect(csv).toContain(WORDS);
      expect(csv).not.toContain(gone);
      expect(csv).not.toContain(emailOf(gone));
      expect(csv).not.toContain(ERASED_PHONE);
    }
    const productLeads = await asSeller('/api/userAdmin/productLeads/fetchAll', {
      id: shop.product.id,
    });
    expect(productLeads.body.payload.leads[0]).toMatchObject({
      erased: true,
      contactPerson: '',
      phoneNo: '',
      email: null,
    });

    // Reviews: the stars and words stay, without a name, in public and for the seller.
    const publicReviews = await t.call({
      method: 'GET',
      url: '/api/public/review/fetchAll',
      query: { fkBusinessId: shop.business.id },
    });
    const erasedReview = publicReviews.body.payload.reviews.find(
      (r: { erased: boolean }) => r.erased,
    );
    expect(erasedReview).toMatchObject({ name: '', rating: 2 });
    const sellerReviews = await asSeller('/api/userAdmin/review/fetchAll');
    expect(JSON.stringify(sellerReviews.body)).not.toContain(gone);
    expect(sellerReviews.body.payload.reviews.some((r: { erased: boolean }) => r.erased)).toBe(
      true,
    );

    // The seller's notifications name no one now, and say so for the web app.
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.fkUserId, seller.userId));
    expect(JSON.stringify(told)).not.toContain(gone);
    const renamed = told.filter((row) => row.message?.values.erased === 'true');
    expect(renamed.length).toBeGreaterThanOrEqual(5);
    for (const row of renamed) expect(row.notification).toContain(ERASED_BUYER_IN_SENTENCE);
    // And the alerts still to go to the seller carry no name either.
    const alerts = await db.select().from(jobs).where(eq(jobs.kind, LEAD_ALERT));
    expect(JSON.stringify(alerts)).not.toContain(gone);

    // One record of the erasure, without the phone.
    const [record] = await db.select().from(erasures).where(eq(erasures.kind, 'buyerPhone'));
    expect(record).toMatchObject({ userId: null, counts: res.body.payload.counts });
    expect(record!.completedAt).toEqual(record!.requestedAt);
    expect(JSON.stringify(record)).not.toContain(buyer.phoneNo);

    // The copy now holds nothing of the phone; a second erasure changes nothing.
    const copy = unzipSync(new Uint8Array((await myData(buyer.proof)).rawPayload));
    expect(JSON.parse(strFromU8(copy['enquiries.json']!))).toEqual([]);
    const again = await erase({ proof: buyer.proof, confirm: true });
    expect(again.status).toBe(200);
    expect(Object.values(again.body.payload.counts).every((n) => n === 0)).toBe(true);
  });

  it('passes an erased requirement to the next seller as an erased lead, naming no one', async () => {
    const buyer = await busyBuyer('Ishita Nextmatch');
    expect((await erase({ proof: buyer.proof, confirm: true })).status).toBe(200);
    const next = await makeBusiness(t, seller, { name: 'Second Cement Depot' });
    const db = t.deps.database.db;
    await db.transaction((tx) =>
      writeOffers(
        tx,
        {
          id: buyer.requirement.id,
          need: buyer.requirement.need,
          contactPerson: '',
          phoneNo: ERASED_PHONE,
        },
        [{ id: next.id, ownerId: seller.userId, rank: 2 }],
        'match',
        t.clock.now(),
      ),
    );
    const [lead] = await rows<{ erased_at: Date | null }>(
      db,
      sql`select erased_at from requirement_leads where fk_business_id = ${next.id}`,
    );
    expect(lead!.erased_at).not.toBeNull();
    const inbox = await asSeller('/api/userAdmin/enquiries/fetchAll', {
      businessId: next.id,
      source: 'all',
    });
    expect(inbox.body.payload.enquiries).toMatchObject([
      { erased: true, contactPerson: '', phoneNo: null },
    ]);
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.fkUserId, seller.userId));
    const offered = told.filter(
      (row) => row.message?.key === 'leadRequirement' && row.message.values.erased,
    );
    expect(offered.length).toBeGreaterThanOrEqual(1);
  });
});
