import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_MSG, REVIEW_MSG } from '@haat/shared';
import { adminAuditLog, businesses, reviews } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createSellerTestApp, signUpSeller, type Seller } from '../../test/sellers.ts';
import { as, makeAdmin } from '../admin/test-fixtures.ts';
import { freshIp, makeBusiness, makeProduct, makeService } from '../leads/test-fixtures.ts';
import { postReview } from './test-fixtures.ts';

let t: TestApp;
let seller: Seller;
let other: Seller;
let admin: Seller;

const db = () => t.deps.database.db;
const rating = async (id: string) => {
  const [row] = await db()
    .select({ average: businesses.ratingAverage, count: businesses.ratingCount })
    .from(businesses)
    .where(eq(businesses.id, id));
  return row;
};

beforeAll(async () => {
  t = await createSellerTestApp();
  seller = await signUpSeller(t);
  other = await signUpSeller(t);
  admin = await makeAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

describe('moderation', () => {
  it('hides a reported review: it leaves the page and the average; restore returns it; both audited', async () => {
    const shop = await makeBusiness(t, seller);
    await postReview(t, shop.id, { rating: 5 });
    const bad = await postReview(t, shop.id, { rating: 1, text: 'Visit my shop instead' });
    const id = bad.body.payload.review._id;
    expect(await rating(shop.id)).toEqual({ average: 3, count: 2 });

    await t.call({
      method: 'POST',
      url: '/api/public/review/report',
      payload: { id, reason: 'spam' },
      remoteAddress: freshIp(),
    });
    const queue = await as(t, admin).get('/api/admin/reviews', { filter: 'waiting' });
    expect(queue.status).toBe(200);
    const queued = queue.body.payload.reviews.find((r: { _id: string }) => r._id === id);
    expect(queued).toMatchObject({
      isWaiting: true,
      status: 'published',
      reports: [{ reason: 'spam' }],
      phoneNo: bad.phoneNo,
    });
    const dashboard = await as(t, admin).get('/api/admin/dashboard');
    expect(dashboard.body.payload.reviewsWaiting).toBeGreaterThanOrEqual(1);

    const hidden = await as(t, admin).put('/api/admin/reviews/hide', {
      id,
      reason: 'Advertises another shop.',
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({
      message: REVIEW_MSG.hidden,
      payload: { review: { status: 'hidden', isWaiting: false, moderation: { action: 'hide' } } },
    });
    expect(await rating(shop.id)).toEqual({ average: 5, count: 1 });
    const page = await t.call({
      method: 'GET',
      url: '/api/public/review/fetchAll',
      query: { fkBusinessId: shop.id },
    });
    expect(page.body.payload.reviews.map((r: { _id: string }) => r._id)).not.toContain(id);
    expect(page.body.payload.summary).toMatchObject({ average: 5, count: 1 });
    const again = await as(t, admin).put('/api/admin/reviews/hide', { id, reason: 'Twice' });
    expect(again.status).toBe(409);

    const restored = await as(t, admin).put('/api/admin/reviews/restore', {
      id,
      reason: 'The shop owner confirmed it is a real customer.',
    });
    expect(restored.body.payload.review.status).toBe('published');
    expect(await rating(shop.id)).toEqual({ average: 3, count: 2 });

    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityType, 'review'), eq(adminAuditLog.entityId, id)));
    expect(audit.map((row) => row.action).sort()).toEqual(['review.hide', 'review.restore']);
    expect(audit.every((row) => row.adminId === admin.userId)).toBe(true);
  });

  it('refuses a moderation without a reason (400) and changes nothing', async () => {
    const shop = await makeBusiness(t, seller);
    const { body } = await postReview(t, shop.id);
    const res = await as(t, admin).put('/api/admin/reviews/hide', {
      id: body.payload.review._id,
      reason: ' ',
    });
    expect(res.body).toMatchObject({ code: 400, message: REVIEW_MSG.moderationReasonRequired });
    const [row] = await db().select().from(reviews).where(eq(reviews.id, body.payload.review._id));
    expect(row?.status).toBe('published');
  });

  it('keeps moderation to administrators', async () => {
    expect((await as(t, seller).get('/api/admin/reviews')).status).toBe(403);
    expect((await as(t, null).get('/api/admin/reviews')).status).toBe(401);
  });
});

describe("the seller's reviews", () => {
  it('lists the reviews of their businesses by stars, and replies once (editable)', async () => {
    const shop = await makeBusiness(t, seller);
    const five = await postReview(t, shop.id, { rating: 5 });
    await postReview(t, shop.id, { rating: 2 });
    const list = await as(t, seller).get('/api/userAdmin/review/fetchAll', {
      fkBusinessId: shop.id,
      rating: '5',
    });
    expect(list.status).toBe(200);
    expect(list.body.payload).toMatchObject({
      total: 1,
      reviews: [{ _id: five.body.payload.review._id, rating: 5, business: { _id: shop.id } }],
    });
    expect(JSON.stringify(list.body)).not.toContain(five.phoneNo);

    const id = five.body.payload.review._id;
    const reply = await as(t, seller).put('/api/userAdmin/review/reply', {
      id,
      reply: 'Thank you, do visit again!',
    });
    expect(reply.body).toMatchObject({
      message: REVIEW_MSG.replyPublished,
      payload: { review: { reply: { text: 'Thank you, do visit again!' } } },
    });
    const edited = await as(t, seller).put('/api/userAdmin/review/reply', {
      id,
      reply: 'Thank you Priya, do visit again!',
    });
    expect(edited.body.message).toBe(REVIEW_MSG.replyUpdated);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, id));
    expect(row?.reply).toBe('Thank you Priya, do visit again!');
    // The first reply's date stays; the edit has its own.
    expect(edited.body.payload.review.reply.createdAt).toBe(
      reply.body.payload.review.reply.createdAt,
    );

    const page = await t.call({
      method: 'GET',
      url: '/api/public/review/fetchAll',
      query: { fkBusinessId: shop.id },
    });
    const shown = page.body.payload.reviews.find((r: { _id: string }) => r._id === id);
    expect(shown.reply.text).toBe('Thank you Priya, do visit again!');

    // Another seller: 404 alike for the review, the business and the reply; nothing changes.
    expect((await as(t, other).get('/api/userAdmin/review/fetch', { id })).status).toBe(404);
    expect(
      (await as(t, other).get('/api/userAdmin/review/fetchAll', { fkBusinessId: shop.id })).status,
    ).toBe(404);
    expect(
      (await as(t, other).put('/api/userAdmin/review/reply', { id, reply: 'Fake reply' })).status,
    ).toBe(404);
    const [after] = await db().select().from(reviews).where(eq(reviews.id, id));
    expect(after?.reply).toBe('Thank you Priya, do visit again!');
  });
});

describe('stars on public answers, Top Rated and 4★ & above', () => {
  it('puts the rating on cards and detail answers, sorts Top Rated first and filters 4★', async () => {
    const good = await makeBusiness(t, other, { name: 'Good Traders' });
    const plain = await makeBusiness(t, other, { name: 'Plain Traders' });
    const unrated = await makeBusiness(t, other, { name: 'New Traders' });
    const goodProduct = await makeProduct(t, good.id, { name: 'Zeta fan' });
    const plainProduct = await makeProduct(t, plain.id, { name: 'Alpha fan' });
    const newProduct = await makeProduct(t, unrated.id, { name: 'Beta fan' });
    const service = await makeService(t, good.id);
    for (const stars of [5, 4]) await postReview(t, good.id, { rating: stars });
    for (const stars of [3, 4]) await postReview(t, plain.id, { rating: stars });

    const product = await t.call({
      method: 'GET',
      url: '/api/public/product/fetch',
      query: { id: goodProduct.id },
    });
    expect(product.body.payload.product.rating).toEqual({ average: 4.5, count: 2 });
    const serviceAnswer = await t.call({
      method: 'GET',
      url: '/api/public/service/fetch',
      query: { id: service.id },
    });
    expect(serviceAnswer.body.payload.service.rating).toEqual({ average: 4.5, count: 2 });
    const businessAnswer = await t.call({
      method: 'GET',
      url: '/api/public/business/fetch',
      query: { id: unrated.id },
    });
    expect(businessAnswer.body.payload.business.rating).toBeNull();

    const search = (query: Record<string, string>) =>
      t.call({
        method: 'GET',
        url: '/api/public/product/search',
        query: { search: 'fan', ...query },
      });
    const topRated = await search({ sort: 'top rated' });
    expect(topRated.status).toBe(200);
    const names = topRated.body.payload.searchResults.map((c: { name: string }) => c.name);
    expect(names.indexOf('Zeta fan')).toBeLessThan(names.indexOf('Alpha fan'));
    expect(names.indexOf('Alpha fan')).toBeLessThan(names.indexOf('Beta fan'));
    const card = topRated.body.payload.searchResults.find(
      (c: { _id: string }) => c._id === goodProduct.id,
    );
    expect(card.rating).toEqual({ average: 4.5, count: 2 });
    const newCard = topRated.body.payload.searchResults.find(
      (c: { _id: string }) => c._id === newProduct.id,
    );
    expect(newCard.rating).toBeNull();

    const fourUp = await search({ filters: JSON.stringify({ minRating: 4 }) });
    const ids = fourUp.body.payload.searchResults.map((c: { _id: string }) => c._id);
    expect(ids).toContain(goodProduct.id);
    expect(ids).not.toContain(plainProduct.id);
    expect(ids).not.toContain(newProduct.id);

    const badFilter = await search({ filters: JSON.stringify({ minRating: 9 }) });
    expect(badFilter.body).toMatchObject({ code: 400, message: REVIEW_MSG.invalidRatingFilter });
    const badSort = await search({ sort: 'loudest' });
    expect(badSort.body.message).toBe(PUBLIC_MSG.invalidSort);
  });
});
