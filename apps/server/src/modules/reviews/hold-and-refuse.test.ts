import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MSG,
  REVIEW_MSG,
  reviewNotification,
  sellerReviewPath,
  notificationText,
} from '@haat/shared';
import { businesses, notifications } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createSellerTestApp, signUpSeller, type Seller } from '../../test/sellers.ts';
import { as, makeAdmin } from '../admin/test-fixtures.ts';
import { freshIp, makeBusiness } from '../leads/test-fixtures.ts';
import { outboxOf, postReview, requestReviewOtp, reviewerPhone } from './test-fixtures.ts';

// Held reviews and the Helpful vote (docs/decisions/015-reviews.md): a flagged
// review is held until approved, the owner is refused before any code is sent, the
// administrator's answers say what happened, and the list tells a visitor what they marked.

let t: TestApp;
let seller: Seller;
let admin: Seller;

const db = () => t.deps.database.db;
const kept = async (id: string) => {
  const [row] = await db()
    .select({ average: businesses.ratingAverage, count: businesses.ratingCount })
    .from(businesses)
    .where(eq(businesses.id, id));
  return row;
};
const publicPage = (fkBusinessId: string, ip = freshIp()) =>
  t.call({
    method: 'GET',
    url: '/api/public/review/fetchAll',
    query: { fkBusinessId },
    remoteAddress: ip,
  });
const notesOf = (userId: string) =>
  db().select().from(notifications).where(eq(notifications.fkUserId, userId));

beforeAll(async () => {
  t = await createSellerTestApp();
  seller = await signUpSeller(t);
  admin = await makeAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

describe('a review the word lists flag is held until approved', () => {
  it('is neither shown nor counted, tells the writer, waits in the queue; approval publishes it', async () => {
    const shop = await makeBusiness(t, seller);
    await postReview(t, shop.id, { rating: 5 });
    const notesBefore = (await notesOf(seller.userId)).length;

    const held = await postReview(t, shop.id, { rating: 1, text: 'What a shit service' });
    expect(held.status).toBe(201);
    expect(held.body).toMatchObject({
      message: REVIEW_MSG.createdHeld,
      payload: { held: true, isUpdate: false, summary: { average: 5, count: 1 } },
    });
    const id = held.body.payload.review._id;
    // Not on the page, not in the kept rating, the summary or the breakdown; counts agree.
    const page = await publicPage(shop.id);
    expect(page.body.payload.reviews.map((r: { _id: string }) => r._id)).not.toContain(id);
    expect(page.body.payload).toMatchObject({
      total: 1,
      summary: { average: 5, count: 1, breakdown: { 5: 1, 1: 0 } },
    });
    expect(await kept(shop.id)).toEqual({ average: 5, count: 1 });
    // Nor anywhere a buyer reads stars.
    const business = await t.call({
      method: 'GET',
      url: '/api/public/business/fetch',
      query: { id: shop.id },
    });
    expect(business.body.payload.business.rating).toEqual({ average: 5, count: 1 });
    // Nor on the seller's list, and no notification yet: the seller hears when it is published.
    const sellerList = await as(t, seller).get('/api/userAdmin/review/fetchAll', {
      fkBusinessId: shop.id,
    });
    expect(sellerList.body.payload.total).toBe(1);
    expect((await as(t, seller).get('/api/userAdmin/review/fetch', { id })).status).toBe(404);
    expect((await notesOf(seller.userId)).length).toBe(notesBefore);
    // Helpful and Report cannot reach it.
    const vote = await t.call({
      method: 'PUT',
      url: '/api/public/review/helpful',
      payload: { id },
      remoteAddress: freshIp(),
    });
    expect(vote.status).toBe(404);

    const queue = await as(t, admin).get('/api/admin/reviews', { filter: 'waiting' });
    expect(queue.body.payload.reviews.find((r: { _id: string }) => r._id === id)).toMatchObject({
      status: 'pending',
      isWaiting: true,
      flaggedWords: expect.arrayContaining(['shit']),
    });

    const approved = await as(t, admin).put('/api/admin/reviews/restore', {
      id,
      reason: 'Strong words, but a genuine complaint.',
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      message: REVIEW_MSG.approved,
      payload: { review: { status: 'published', isWaiting: false } },
    });
    expect(await kept(shop.id)).toEqual({ average: 3, count: 2 });
    const after = await publicPage(shop.id);
    expect(after.body.payload).toMatchObject({
      total: 2,
      summary: { average: 3, count: 2, breakdown: { 5: 1, 1: 1 } },
    });
    const notes = await notesOf(seller.userId);
    expect(notes.length).toBe(notesBefore + 1);
    expect(notes.at(-1)).toMatchObject({
      notification: notificationText(reviewNotification('Priya Nair', 1, shop.name)),
      redirect: sellerReviewPath(id),
    });
  });

  it('rejecting keeps it hidden and uncounted; an edit into listed words is held too', async () => {
    const shop = await makeBusiness(t, seller);
    const held = await postReview(t, shop.id, { rating: 2, text: 'Owner is a chutiya' });
    const id = held.body.payload.review._id;
    const rejected = await as(t, admin).put('/api/admin/reviews/hide', {
      id,
      reason: 'Abuse of the owner.',
    });
    expect(rejected.body).toMatchObject({
      message: REVIEW_MSG.hidden,
      payload: { review: { status: 'hidden', isWaiting: false } },
    });
    expect(await kept(shop.id)).toEqual({ average: null, count: 0 });
    expect((await publicPage(shop.id)).body.payload).toMatchObject({ total: 0, reviews: [] });

    const fine = await postReview(t, shop.id, { rating: 4, text: 'Good shop.' });
    expect(fine.body.payload.held).toBe(false);
    expect(await kept(shop.id)).toEqual({ average: 4, count: 1 });
    const edited = await postReview(t, shop.id, {
      phoneNo: fine.phoneNo,
      rating: 1,
      text: 'Actually a shit shop',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      message: REVIEW_MSG.updatedHeld,
      payload: { held: true, isUpdate: true, summary: { average: null, count: 0 } },
    });
    expect(await kept(shop.id)).toEqual({ average: null, count: 0 });
  });
});

describe("the administrator's answers say what happened", () => {
  it('"Keep published" on a reported review says it stays; Restore of a hidden one, published again', async () => {
    const shop = await makeBusiness(t, seller);
    const review = await postReview(t, shop.id, { rating: 4 });
    const id = review.body.payload.review._id;
    await t.call({
      method: 'POST',
      url: '/api/public/review/report',
      payload: { id, reason: 'fake' },
      remoteAddress: freshIp(),
    });
    const keep = await as(t, admin).put('/api/admin/reviews/restore', {
      id,
      reason: 'A real customer.',
    });
    expect(keep.body).toMatchObject({
      message: REVIEW_MSG.kept,
      payload: { review: { status: 'published', isWaiting: false } },
    });
    await as(t, admin).put('/api/admin/reviews/hide', { id, reason: 'On second look, fake.' });
    const restore = await as(t, admin).put('/api/admin/reviews/restore', {
      id,
      reason: 'The shop confirmed the sale.',
    });
    expect(restore.body.message).toBe(REVIEW_MSG.restored);
  });
});

describe('the owner is refused before any code is sent', () => {
  it("refuses the owner's account phone and the business's listed phone; no SMS", async () => {
    const shop = await makeBusiness(t, seller, { phoneNo: '9876512399' });
    for (const phoneNo of [seller.phoneNo, '9876512399']) {
      const before = await outboxOf(t, phoneNo);
      const res = await requestReviewOtp(t, phoneNo, shop.id);
      expect(res.status, phoneNo).toBe(400);
      expect(res.body).toMatchObject({ code: 400, message: REVIEW_MSG.ownBusiness });
      expect(await outboxOf(t, phoneNo)).toEqual(before);
    }
    // Anyone else gets the code; a review's code names its business.
    const buyer = reviewerPhone();
    expect((await requestReviewOtp(t, buyer, shop.id)).body.message).toBe(AUTH_MSG.otpSent);
    expect((await outboxOf(t, buyer)).length).toBe(1);
    const unnamed = await t.call({
      method: 'GET',
      url: '/api/auth/user/requestOTP',
      query: { phoneNo: reviewerPhone(), type: 'ReviewBusiness' },
      remoteAddress: freshIp(),
    });
    expect(unnamed.body).toMatchObject({ code: 400, message: REVIEW_MSG.businessRequired });
  });
});

describe('the list tells a visitor which reviews they marked helpful', () => {
  it('marks the ones this address voted for, for this address only, and is kept by no cache', async () => {
    const shop = await makeBusiness(t, seller);
    const first = await postReview(t, shop.id, { rating: 5 });
    const second = await postReview(t, shop.id, { rating: 4 });
    const voter = freshIp();
    const markedOn = async (ip: string) => {
      const page = await publicPage(shop.id, ip);
      expect(page.headers['cache-control']).toBe('private, no-cache');
      return Object.fromEntries(
        page.body.payload.reviews.map((r: { _id: string; markedHelpful: boolean }) => [
          r._id,
          r.markedHelpful,
        ]),
      );
    };
    const a = first.body.payload.review._id;
    const b = second.body.payload.review._id;
    expect(await markedOn(voter)).toEqual({ [a]: false, [b]: false });
    await t.call({
      method: 'PUT',
      url: '/api/public/review/helpful',
      payload: { id: a },
      remoteAddress: voter,
    });
    expect(await markedOn(voter)).toEqual({ [a]: true, [b]: false });
    expect(await markedOn(freshIp())).toEqual({ [a]: false, [b]: false });
  });
});
