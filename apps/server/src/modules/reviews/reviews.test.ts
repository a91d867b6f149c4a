import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MSG,
  REVIEW_LIMITS,
  REVIEW_MSG,
  reviewNotification,
  sellerReviewPath,
  notificationText,
} from '@haat/shared';
import { businesses, notifications, reviews } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createSellerTestApp, signUpSeller, type Seller } from '../../test/sellers.ts';
import { freshIp, makeBusiness } from '../leads/test-fixtures.ts';
import { REVIEW_RATE_LIMITS } from './limits.ts';
import {
  postReview,
  requestReviewOtp,
  reviewerPhone,
  reviewForm,
  verifyReviewPhone,
} from './test-fixtures.ts';

let t: TestApp;
let seller: Seller;
let business: { id: string; name: string };

const db = () => t.deps.database.db;
const usingRedis = Boolean(process.env.TEST_REDIS_URL);
const MINUTE = 60_000;

const businessRow = async (id: string) =>
  (await db().select().from(businesses).where(eq(businesses.id, id)))[0]!;
const reviewsOf = (businessId: string) =>
  db().select().from(reviews).where(eq(reviews.fkBusinessId, businessId));
const fetchAll = (fkBusinessId: string, query: Record<string, string> = {}) =>
  t.call({
    method: 'GET',
    url: '/api/public/review/fetchAll',
    query: { fkBusinessId, ...query },
  });

beforeAll(async () => {
  t = await createSellerTestApp();
  seller = await signUpSeller(t);
  business = await makeBusiness(t, seller, { phoneNo: '9876512345' });
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/public/review/create', () => {
  it('publishes a review written with an OTP, notifies the seller and keeps the average', async () => {
    const res = await postReview(t, business.id, { rating: 4, name: 'Anita Desai' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      code: 201,
      message: REVIEW_MSG.created,
      payload: {
        isUpdate: false,
        review: { name: 'Anita Desai', rating: 4, isEdited: false, reply: null },
        summary: { average: 4, count: 1, breakdown: { 4: 1, 5: 0 } },
      },
    });
    expect(JSON.stringify(res.body)).not.toContain(res.phoneNo);
    expect(await businessRow(business.id)).toMatchObject({ ratingAverage: 4, ratingCount: 1 });

    const [note] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.fkUserId, seller.userId));
    expect(note).toMatchObject({
      notification: notificationText(reviewNotification('Anita Desai', 4, business.name)),
      redirect: sellerReviewPath(res.body.payload.review._id),
    });
  });

  it('keeps one review per phone: writing again edits it and the count stays', async () => {
    const first = await postReview(t, business.id, { rating: 2, text: 'Slow delivery.' });
    expect(first.status).toBe(201);
    const count = (await businessRow(business.id)).ratingCount;
    t.clock.advance(2 * MINUTE);
    const again = await postReview(t, business.id, {
      phoneNo: first.phoneNo,
      rating: 5,
      text: 'They called back and fixed it. Five stars.',
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      message: REVIEW_MSG.updated,
      payload: { isUpdate: true, review: { _id: first.body.payload.review._id, isEdited: true } },
    });
    const mine = (await reviewsOf(business.id)).filter((row) => row.phoneNo === first.phoneNo);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      rating: 5,
      text: 'They called back and fixed it. Five stars.',
    });
    expect((await businessRow(business.id)).ratingCount).toBe(count);
    // (4 + 5) / 2
    expect((await businessRow(business.id)).ratingAverage).toBe(4.5);
  });

  it('refuses a phone without an OTP, and an OTP is spent by one write', async () => {
    const before = (await reviewsOf(business.id)).length;
    const unverified = await postReview(t, business.id, {}, { verify: false });
    expect(unverified.status).toBe(400);
    expect(unverified.body).toMatchObject({
      error: 'VALIDATION',
      message: AUTH_MSG.phoneNotVerified,
    });

    const phoneNo = reviewerPhone();
    expect((await postReview(t, business.id, { phoneNo })).status).toBe(201);
    t.clock.advance(MINUTE / 2);
    const reused = await postReview(t, business.id, { phoneNo }, { verify: false });
    expect(reused.body.message).toBe(AUTH_MSG.phoneNotVerified);
    expect((await reviewsOf(business.id)).length).toBe(before + 1);
  });

  it("refuses the owner's phones and session with a clear message, before spending the OTP", async () => {
    const before = await reviewsOf(business.id);
    for (const phoneNo of [seller.phoneNo, '9876512345']) {
      // No code can be had for these phones (hold-and-refuse.test.ts): the write refuses anyway.
      const res = await postReview(t, business.id, { phoneNo }, { verify: false });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: REVIEW_MSG.ownBusiness });
    }
    const bySession = await postReview(t, business.id, {}, { headers: seller.headers });
    expect(bySession.body.message).toBe(REVIEW_MSG.ownBusiness);
    expect(await reviewsOf(business.id)).toEqual(before);
  });

  it("lets a signed-in buyer review with their own phone without an OTP, not another's", async () => {
    const buyer = await signUpSeller(t, { plan: false });
    const own = await postReview(
      t,
      business.id,
      { phoneNo: buyer.phoneNo },
      { verify: false, headers: buyer.headers },
    );
    expect(own.status).toBe(201);
    const [row] = (await reviewsOf(business.id)).filter((r) => r.phoneNo === buyer.phoneNo);
    expect(row?.fkUserId).toBe(buyer.userId);
    const other = await postReview(t, business.id, {}, { verify: false, headers: buyer.headers });
    expect(other.body.message).toBe(AUTH_MSG.phoneNotVerified);
  });

  it('answers 400 in clear words for bad input and changes nothing', async () => {
    const before = await reviewsOf(business.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ rating: 0 }, REVIEW_MSG.ratingRequired],
      [{ rating: 6 }, REVIEW_MSG.ratingRequired],
      [{ rating: 3.5 }, REVIEW_MSG.ratingRequired],
      [{ rating: undefined }, REVIEW_MSG.ratingRequired],
      [{ text: 'word '.repeat(REVIEW_LIMITS.textWords + 1) }, REVIEW_MSG.textTooLong],
      [{ name: '  ' }, REVIEW_MSG.nameRequired],
      [{ phoneNo: '12345' }, REVIEW_MSG.phoneInvalid],
    ];
    for (const [overrides, message] of cases) {
      const res = await t.call({
        method: 'POST',
        url: '/api/public/review/create',
        payload: reviewForm(business.id, overrides),
        remoteAddress: freshIp(),
      });
      expect(res.status, message).toBe(400);
      expect(res.body).toMatchObject({ code: 400, error: 'VALIDATION', message });
    }
    expect(await reviewsOf(business.id)).toEqual(before);
  });

  it('keeps text as written: markup is stored and answered as plain text', async () => {
    const text = '<b>Good</b> <script>alert(1)</script> & fair prices';
    const res = await postReview(t, business.id, { text });
    expect(res.body.payload.review.text).toBe(text);
  });

  it('answers 404 for a business that is not public', async () => {
    const hidden = await makeBusiness(t, seller, { isApproved: false });
    // Neither a code for it (no SMS is sent) nor a review with a phone verified elsewhere.
    expect((await requestReviewOtp(t, reviewerPhone(), hidden.id)).status).toBe(404);
    const phoneNo = reviewerPhone();
    await verifyReviewPhone(t, phoneNo, business.id);
    const res = await postReview(t, hidden.id, { phoneNo }, { verify: false });
    expect(res.status).toBe(404);
  });
});

describe('GET /api/public/review/fetchAll', () => {
  it('answers the summary, newest first, ten a page, and Most helpful', async () => {
    const shop = await makeBusiness(t, seller, { phoneNo: '9876512000' });
    const written: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      t.clock.advance(MINUTE);
      const res = await postReview(t, shop.id, { rating: (i % 5) + 1, name: `Buyer ${i}` });
      written.push(res.body.payload.review._id);
    }
    const page1 = await fetchAll(shop.id);
    expect(page1.status).toBe(200);
    expect(page1.body.payload.total).toBe(12);
    expect(page1.body.payload.reviews).toHaveLength(10);
    expect(page1.body.payload.reviews[0]._id).toBe(written[11]);
    expect(page1.body.payload.summary).toEqual({
      average: 2.8,
      count: 12,
      breakdown: { 5: 2, 4: 2, 3: 2, 2: 3, 1: 3 },
    });
    const page2 = await fetchAll(shop.id, { pageNo: '2' });
    expect(page2.body.payload.reviews.map((r: { _id: string }) => r._id)).toEqual([
      written[1],
      written[0],
    ]);

    const helpful = await t.call({
      method: 'PUT',
      url: '/api/public/review/helpful',
      payload: { id: written[3] },
      remoteAddress: freshIp(),
    });
    expect(helpful.body.payload).toEqual({ counted: true, helpfulCount: 1 });
    const byHelpful = await fetchAll(shop.id, { sort: 'helpful' });
    expect(byHelpful.body.payload.reviews[0]._id).toBe(written[3]);

    const bad = await fetchAll(shop.id, { sort: 'loudest' });
    expect(bad.body).toMatchObject({ code: 400, message: REVIEW_MSG.invalidSort });
  });
});

describe('helpful and report', () => {
  it('counts Helpful once per visitor (address and browser)', async () => {
    const { body } = await postReview(t, business.id);
    const id = body.payload.review._id;
    const ip = freshIp();
    const vote = (remoteAddress: string, agent = 'Mozilla/5.0') =>
      t.call({
        method: 'PUT',
        url: '/api/public/review/helpful',
        payload: { id },
        remoteAddress,
        headers: { 'user-agent': agent },
      });
    expect((await vote(ip)).body).toMatchObject({
      message: REVIEW_MSG.helpfulCounted,
      payload: { counted: true, helpfulCount: 1 },
    });
    expect((await vote(ip)).body).toMatchObject({
      message: REVIEW_MSG.helpfulAlready,
      payload: { counted: false, helpfulCount: 1 },
    });
    expect((await vote(freshIp())).body.payload).toEqual({ counted: true, helpfulCount: 2 });
    const [row] = await db().select().from(reviews).where(eq(reviews.id, id));
    expect(row?.helpfulCount).toBe(2);
  });

  it('counts Helpful once per address: other browsers and the rest of an IPv6 /64 are the same visitor', async () => {
    // Six User-Agents at one address made six votes.
    const { body } = await postReview(t, business.id);
    const id = body.payload.review._id;
    const vote = (remoteAddress: string, agent: string) =>
      t.call({
        method: 'PUT',
        url: '/api/public/review/helpful',
        payload: { id },
        remoteAddress,
        headers: { 'user-agent': agent },
      });
    const ip = freshIp();
    const counted = [];
    for (const agent of ['Chrome', 'Firefox', 'Safari', 'Edge', 'Opera', 'curl/8']) {
      counted.push((await vote(ip, agent)).body.payload.counted);
    }
    expect(counted).toEqual([true, false, false, false, false, false]);
    const sixty4 = [];
    for (const address of ['2001:db8:22:22::1', '2001:db8:22:22::2', '2001:db8:22:22:a:b:c:d']) {
      sixty4.push((await vote(address, 'Chrome')).body.payload.counted);
    }
    expect(sixty4).toEqual([true, false, false]);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, id));
    expect(row?.helpfulCount).toBe(2);
  });

  it('puts a reported review in the queue, still published, once per visitor', async () => {
    const { body } = await postReview(t, business.id, {
      text: 'Call me on 98xxxxxx for a cheaper deal',
    });
    const id = body.payload.review._id;
    const ip = freshIp();
    const report = () =>
      t.call({
        method: 'POST',
        url: '/api/public/review/report',
        payload: { id, reason: 'spam', details: 'Advertises another shop.' },
        remoteAddress: ip,
      });
    const first = await report();
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(REVIEW_MSG.reported);
    const second = await report();
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      message: REVIEW_MSG.reportedAlready,
      payload: { reported: false },
    });
    const [row] = await db().select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ isWaiting: true, status: 'published', reportCount: 1 });

    const bad = await t.call({
      method: 'POST',
      url: '/api/public/review/report',
      payload: { id, reason: 'boring' },
      remoteAddress: freshIp(),
    });
    expect(bad.body).toMatchObject({ code: 400, message: REVIEW_MSG.reportReasonRequired });
  });

  it('answers 404 for an unknown review', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/public/review/helpful',
      payload: { id: '0190a1b2-0000-7000-8000-000000000000' },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(REVIEW_MSG.reviewNotFound);
  });
});

describe('word lists', () => {
  it('holds a review with listed words (English, Hinglish, Hindi) in the queue', async () => {
    for (const text of ['What a shit service', 'Owner is a chutiya', 'दुकानदार हरामी है']) {
      const res = await postReview(t, business.id, { text });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ message: REVIEW_MSG.createdHeld, payload: { held: true } });
      const [row] = await db()
        .select()
        .from(reviews)
        .where(eq(reviews.id, res.body.payload.review._id));
      expect(row, text).toMatchObject({ status: 'pending', isWaiting: true });
      expect(row!.flaggedWords.length).toBeGreaterThan(0);
    }
    const clean = await postReview(t, business.id, { text: 'Maal achha hai, सामान अच्छा है' });
    const [row] = await db()
      .select()
      .from(reviews)
      .where(eq(reviews.id, clean.body.payload.review._id));
    expect(row).toMatchObject({ isWaiting: false, flaggedWords: [] });
  });
});

describe.skipIf(usingRedis)('limits', () => {
  it('answers 429 past the reviews one address may write in an hour', async () => {
    const ip = freshIp();
    const { limit } = REVIEW_RATE_LIMITS.writePerIp;
    const before = (await reviewsOf(business.id)).length;
    for (let i = 0; i < limit; i += 1) {
      const phoneNo = reviewerPhone();
      await verifyReviewPhone(t, phoneNo, business.id);
      const res = await postReview(t, business.id, { phoneNo }, { verify: false, ip });
      expect(res.status).toBe(201);
    }
    const over = await postReview(t, business.id, {}, { ip });
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await reviewsOf(business.id)).length).toBe(before + limit);
  });

  it('answers 429 past the helpful votes one address may give in an hour', async () => {
    const { body } = await postReview(t, business.id);
    const ip = freshIp();
    const { limit } = REVIEW_RATE_LIMITS.helpfulPerIp;
    for (let i = 0; i < limit; i += 1) {
      const res = await t.call({
        method: 'PUT',
        url: '/api/public/review/helpful',
        payload: { id: body.payload.review._id },
        remoteAddress: ip,
        headers: { 'user-agent': `agent ${i}` },
      });
      expect(res.status).toBe(200);
    }
    const over = await t.call({
      method: 'PUT',
      url: '/api/public/review/helpful',
      payload: { id: body.payload.review._id },
      remoteAddress: ip,
      headers: { 'user-agent': 'one more' },
    });
    expect(over.status).toBe(429);
  });

  it('answers 429 past the reviews one phone may write in a day', async () => {
    // Every attempt counts, verified or not, so a phone cannot probe businesses either.
    const phoneNo = reviewerPhone();
    const { limit } = REVIEW_RATE_LIMITS.writePerPhone;
    for (let i = 0; i < limit; i += 1) {
      const res = await postReview(t, business.id, { phoneNo }, { verify: false });
      expect(res.status).toBe(400);
    }
    const over = await postReview(t, business.id, { phoneNo }, { verify: false });
    expect(over.status).toBe(429);
  });
});
