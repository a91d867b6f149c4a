import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, NOTIFICATION_MSG, PAGE_SIZES } from '@haat/shared';
import { notifications } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { createSeededTestDatabase } from '../../test/db.ts';
import { signUpSeller, type Seller } from '../../test/sellers.ts';
import { makeShop, sendLead } from '../leads/test-fixtures.ts';
import { openStream } from './test-stream.ts';

let t: TestApp;
/** This file's app and its second instance (below) are instances of one deployment. */
const redisKeyPrefix = `haat:test:${randomUUID()}:`;
let seller: Seller;
let other: Seller;
const db = () => t.deps.database.db;

beforeAll(async () => {
  t = await createTestApp({
    database: await createSeededTestDatabase({ demo: false }),
    redisKeyPrefix,
  });
  seller = await signUpSeller(t);
  other = await signUpSeller(t);
});
afterAll(async () => {
  const database = t?.deps.database;
  await t?.close();
  await database?.close();
});

const base = '/api/userAdmin/notification';
const as = (who: Seller) => ({ headers: who.headers });
/** The JSON content type with no body, as many HTTP clients send a call that needs none. */
const emptyJson = (who: Seller) => ({
  headers: { ...who.headers, 'content-type': 'application/json' },
  payload: '',
});

async function seed(who: Seller, count: number, read = false) {
  const rows = [];
  for (let i = 0; i < count; i++) {
    t.clock.advance(1000);
    rows.push({
      fkUserId: who.userId,
      notification: `Note ${i + 1}`,
      redirect: '/userAdmin/businesses',
      isMarkedRead: read,
      createdAt: t.clock.now(),
    });
  }
  return db().insert(notifications).values(rows).returning();
}
const clear = async () => {
  await db().delete(notifications);
};
const rowsOf = (who: Seller) =>
  db().select().from(notifications).where(eq(notifications.fkUserId, who.userId));

describe('/api/userAdmin/notification', () => {
  it('create writes a notification for the signed-in user only', async () => {
    await clear();
    const res = await t.call({
      method: 'POST',
      url: `${base}/create`,
      ...as(seller),
      payload: {
        notification: '  Remember to reply  ',
        redirect: '/userAdmin/businesses',
        fkUserId: other.userId,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.payload.notification).toMatchObject({
      notification: 'Remember to reply',
      // A note to oneself is words, not a message of the server's: nothing to translate.
      message: null,
      redirect: '/userAdmin/businesses',
      isMarkedRead: false,
    });
    expect(await rowsOf(seller)).toHaveLength(1);
    expect(await rowsOf(other)).toHaveLength(0);
  });

  it.each([
    [{ notification: '' }, NOTIFICATION_MSG.textRequired],
    [{ notification: 'x', redirect: '//evil.example/x' }, NOTIFICATION_MSG.redirectInvalid],
    [{ notification: 'x', redirect: 'https://evil.example' }, NOTIFICATION_MSG.redirectInvalid],
    [{ notification: 'x', redirect: 'javascript:alert(1)' }, NOTIFICATION_MSG.redirectInvalid],
    [{ notification: 'x', redirect: '/\\evil.example' }, NOTIFICATION_MSG.redirectInvalid],
  ])('create refuses %j', async (payload, message) => {
    const res = await t.call({ method: 'POST', url: `${base}/create`, ...as(seller), payload });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('a server message answers its key and values beside the English text; an older row, neither (issue 35)', async () => {
    await clear();
    await seed(seller, 1);
    const shop = await makeShop(t, seller);
    t.clock.advance(1000);
    expect((await sendLead(t, 'service', shop.service.id, { contactPerson: 'Ravi' })).status).toBe(
      201,
    );
    const res = await t.call({ url: `${base}/fetchAll`, ...as(seller) });
    expect(res.body.payload.notifications).toMatchObject([
      {
        notification: `New enquiry from Ravi for "${shop.service.name}".`,
        message: { key: 'leadService', values: { contactPerson: 'Ravi', name: shop.service.name } },
      },
      { notification: 'Note 1', message: null },
    ]);
  });

  it('fetchAll answers 15 a page, newest first, filtered All / New / Read, with the total', async () => {
    await clear();
    await seed(seller, 12, true);
    await seed(seller, 8, false);
    await seed(other, 3);
    const all = await t.call({ method: 'GET', url: `${base}/fetchAll`, ...as(seller) });
    expect(all.status).toBe(200);
    expect(all.body.payload.total).toBe(20);
    expect(all.body.payload.notifications).toHaveLength(PAGE_SIZES.notifications);
    expect(all.body.payload.notifications[0]).toMatchObject({
      notification: 'Note 8',
      isMarkedRead: false,
    });
    expect(Object.keys(all.body.payload.notifications[0]).sort()).toEqual(
      // The spec's fields, and the message key and values for the reader's language.
      ['_id', 'createdAt', 'isMarkedRead', 'notification', 'message', 'redirect'].sort(),
    );
    const page2 = await t.call({
      method: 'GET',
      url: `${base}/fetchAll`,
      ...as(seller),
      query: { pageNo: '2', perPage: '15' },
    });
    expect(page2.body.payload.notifications).toHaveLength(5);
    const fresh = await t.call({
      method: 'GET',
      url: `${base}/fetchAll`,
      ...as(seller),
      query: { filter: 'New' },
    });
    expect(fresh.body.payload.total).toBe(8);
    expect(fresh.body.payload.notifications.every((n: any) => !n.isMarkedRead)).toBe(true);
    const read = await t.call({
      method: 'GET',
      url: `${base}/fetchAll`,
      ...as(seller),
      query: { filter: 'Read' },
    });
    expect(read.body.payload.total).toBe(12);
    const bad = await t.call({
      method: 'GET',
      url: `${base}/fetchAll`,
      ...as(seller),
      query: { filter: 'Old' },
    });
    expect(bad.status).toBe(400);
  });

  it('count answers the unread total', async () => {
    await clear();
    await seed(seller, 4);
    await seed(seller, 2, true);
    await seed(other, 5);
    const res = await t.call({ method: 'GET', url: `${base}/count`, ...as(seller) });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ total: 4 });
  });

  it("markAsRead marks the user's own; another user's id answers 404 and changes nothing", async () => {
    await clear();
    const [mine] = await seed(seller, 1);
    const [theirs] = await seed(other, 1);
    const denied = await t.call({
      method: 'PUT',
      url: `${base}/markAsRead`,
      ...as(seller),
      payload: { id: theirs!.id },
    });
    expect(denied.status).toBe(404);
    expect((await rowsOf(other))[0]!.isMarkedRead).toBe(false);
    const malformed = await t.call({
      method: 'PUT',
      url: `${base}/markAsRead`,
      ...as(seller),
      payload: { id: 'abc' },
    });
    expect(malformed.status).toBe(404);
    const missing = await t.call({
      method: 'PUT',
      url: `${base}/markAsRead`,
      ...as(seller),
      payload: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MSG.idRequired);

    const res = await t.call({
      method: 'PUT',
      url: `${base}/markAsRead`,
      ...as(seller),
      payload: { id: mine!.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(NOTIFICATION_MSG.markedRead);
    expect(res.body.payload.notification).toMatchObject({ _id: mine!.id, isMarkedRead: true });
    expect((await rowsOf(seller))[0]!.isMarkedRead).toBe(true);
  });

  it("markAllAsRead touches only the user's own", async () => {
    await clear();
    await seed(seller, 3);
    await seed(other, 2);
    // Sent as many clients do: the JSON content type and no body.
    const res = await t.call({ method: 'PUT', url: `${base}/markAllAsRead`, ...emptyJson(seller) });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ updated: 3 });
    expect((await rowsOf(seller)).every((n) => n.isMarkedRead)).toBe(true);
    expect((await rowsOf(other)).every((n) => !n.isMarkedRead)).toBe(true);
  });

  it("delete removes the user's own; another user's id answers 404 and changes nothing", async () => {
    await clear();
    const [mine, kept] = await seed(seller, 2);
    const [theirs] = await seed(other, 1);
    const denied = await t.call({
      method: 'DELETE',
      url: `${base}/delete`,
      ...as(seller),
      payload: { id: theirs!.id },
    });
    expect(denied.status).toBe(404);
    expect(await rowsOf(other)).toHaveLength(1);
    const res = await t.call({
      method: 'DELETE',
      url: `${base}/delete`,
      ...as(seller),
      payload: { id: mine!.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(NOTIFICATION_MSG.deleted);
    const byQuery = await t.call({
      method: 'DELETE',
      url: `${base}/delete`,
      ...as(seller),
      query: { id: kept!.id },
    });
    expect(byQuery.status).toBe(200);
    expect(await rowsOf(seller)).toHaveLength(0);
  });

  it("deleteAll removes only the user's own", async () => {
    await clear();
    await seed(seller, 4);
    await seed(other, 2);
    const res = await t.call({ method: 'DELETE', url: `${base}/deleteAll`, ...emptyJson(seller) });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ deleted: 4 });
    expect(await rowsOf(seller)).toHaveLength(0);
    expect(await rowsOf(other)).toHaveLength(2);
  });

  it('every call needs a signed-in user with a plan', async () => {
    for (const [method, path] of [
      ['GET', 'count'],
      ['GET', 'fetchAll'],
      ['PUT', 'markAllAsRead'],
      ['DELETE', 'deleteAll'],
      ['GET', 'stream'],
    ] as const) {
      const res = await t.call({ method, url: `${base}/${path}` });
      expect(res.status, path).toBe(401);
      expect(res.body.error).toBe('TOKEN_EXPIRED');
    }
    const noPlan = await signUpSeller(t, { plan: false });
    const res = await t.call({ method: 'GET', url: `${base}/count`, ...as(noPlan) });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('PLAN_REQUIRED');
  });

  it('takes a token as a query parameter on the stream only', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${base}/count`,
      query: { token: seller.token },
    });
    expect(res.status).toBe(401);
    const bad = await t.call({
      method: 'GET',
      url: `${base}/stream`,
      query: { token: 'not-a-token' },
    });
    expect(bad.status).toBe(401);
  });
});

describe('GET /api/userAdmin/notification/stream', () => {
  let url: string;
  beforeAll(async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    url = `${address}${base}/stream`;
  });

  it("delivers the seller's notification of a new lead, and nobody else's", async () => {
    const shop = await makeShop(t, seller);
    const stream = await openStream(`${url}?token=${encodeURIComponent(seller.token)}`);
    const otherStream = await openStream(url, { authorization: other.token });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      await stream.until((text) => text.includes(': connected'));
      await otherStream.until((text) => text.includes(': connected'));

      const res = await sendLead(t, 'product', shop.product.id, { contactPerson: 'Live Buyer' });
      expect(res.status).toBe(201);
      const event = await stream.nextEvent('notification');
      expect(event.data).toMatchObject({
        notification: 'New query from Live Buyer for "Redmi Note 13".',
        isMarkedRead: false,
        redirect: expect.stringMatching(/^\/userAdmin\/businesses\/products\/leads\//),
      });
      // A read elsewhere tells the other tabs to refresh.
      await t.call({ method: 'PUT', url: `${base}/markAllAsRead`, ...as(seller) });
      await stream.nextEvent('notifications-changed');
      expect(otherStream.text()).not.toContain('Live Buyer');
    } finally {
      stream.close();
      otherStream.close();
    }
    // The server lets go of closed streams.
    await expect.poll(() => t.app.eventStreams.count()).toBe(0);
  });

  it('refuses a missing or dead token with 401 before streaming', async () => {
    const res = await fetch(url);
    expect(res.status).toBe(401);
    expect(((await res.json()) as any).error).toBe('TOKEN_EXPIRED');
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('live events through Redis', () => {
  it('reaches a stream on another instance of the app', async () => {
    // A second instance on the same database and Redis, as behind a load balancer.
    const second = await createTestApp({ database: t.deps.database, redisKeyPrefix });
    try {
      expect(second.deps.redis).not.toBeNull();
      const address = await second.app.listen({ host: '127.0.0.1', port: 0 });
      const shop = await makeShop(t, seller);
      const stream = await openStream(
        `${address}${base}/stream?token=${encodeURIComponent(seller.token)}`,
      );
      try {
        await stream.until((text) => text.includes(': connected'));
        // The lead arrives at the first instance; the stream is held by the second.
        expect(
          (await sendLead(t, 'service', shop.service.id, { contactPerson: 'Redis Buyer' })).status,
        ).toBe(201);
        const event = await stream.nextEvent('notification');
        expect(event.data).toMatchObject({
          notification: 'New enquiry from Redis Buyer for "AC Repair".',
        });
      } finally {
        await stream.close();
      }
    } finally {
      await second.close();
    }
  });
});
