// Two instances of the app on loopback ports sharing one PostgreSQL database and one Redis, as
// behind a load balancer (docs/operations.md): what one instance does, the other must honour.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { makeShop, sendLead } from '../../modules/leads/test-fixtures.ts';
import { openStream } from '../../modules/notifications/test-stream.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { createSeededTestDatabase } from '../db.ts';
import { signUpSeller, type Seller } from '../sellers.ts';

const shared = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

describe.skipIf(!shared)('two instances on one PostgreSQL and one Redis', () => {
  let database: DatabaseHandle;
  let one: TestApp;
  let two: TestApp;
  let seller: Seller;
  let shop: Awaited<ReturnType<typeof makeShop>>;
  let twoUrl: string;

  beforeAll(async () => {
    database = await createSeededTestDatabase({ demo: false });
    // One key prefix: the instances count limits in the same Redis keys.
    const redisKeyPrefix = `haat:test:${randomUUID()}:`;
    one = await createTestApp({ database, redisKeyPrefix });
    two = await createTestApp({ database, redisKeyPrefix });
    await one.app.listen({ host: '127.0.0.1', port: 0 });
    twoUrl = await two.app.listen({ host: '127.0.0.1', port: 0 });
    seller = await signUpSeller(one);
    shop = await makeShop(one, seller);
  });

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.close();
  });

  it('counts a rate limit across both', async () => {
    // Three queries a day from one number to one listing (LEAD_RATE_LIMITS.perPhoneAndTarget).
    const lead = (t: TestApp) =>
      sendLead(t, 'product', shop.product.id, { phoneNo: '9123456780' }).then((r) => r.status);
    expect([await lead(one), await lead(two), await lead(one)]).toEqual([201, 201, 201]);
    const refused = await sendLead(two, 'product', shop.product.id, { phoneNo: '9123456780' });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('delivers a notification made on one to a stream held by the other', async () => {
    const stream = await openStream(
      `${twoUrl}/api/userAdmin/notification/stream?token=${encodeURIComponent(seller.token)}`,
    );
    try {
      await stream.until((text) => text.includes(': connected'));
      const res = await sendLead(one, 'service', shop.service.id, { contactPerson: 'Meera Iyer' });
      expect(res.status).toBe(201);
      const event = await stream.nextEvent('notification');
      expect(event.data).toMatchObject({
        notification: 'New enquiry from Meera Iyer for "AC Repair".',
      });
    } finally {
      await stream.close();
    }
  });

  it('shows on one at once what a seller changed on the other', async () => {
    const fetch = () =>
      two.call({ method: 'GET', url: '/api/public/product/fetch', query: { id: shop.product.id } });
    expect((await fetch()).status).toBe(200);
    // Kept in the second instance's memory now; the seller hides the product through the first.
    const toggled = await one.call({
      method: 'PUT',
      url: '/api/userAdmin/product/toggleStatus',
      headers: seller.headers,
      payload: { id: shop.product.id },
    });
    expect(toggled.status).toBe(200);
    // The word travels through Redis: wait for it, well within the answers' own 30 s.
    await expect.poll(async () => (await fetch()).status, { timeout: 5000 }).toBe(404);
    await one.call({
      method: 'PUT',
      url: '/api/userAdmin/product/toggleStatus',
      headers: seller.headers,
      payload: { id: shop.product.id },
    });
  });

  it('refuses on one a session signed out on the other', async () => {
    const session = await signUpSeller(one);
    const fetchUser = (t: TestApp) =>
      t.call({ method: 'GET', url: '/api/auth/user/fetch', headers: session.headers });
    expect((await fetchUser(two)).status).toBe(200);
    const out = await one.call({
      method: 'PUT',
      url: '/api/auth/user/logOut',
      headers: session.headers,
    });
    expect(out.status).toBe(200);
    const refused = await fetchUser(two);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe('TOKEN_EXPIRED');
  });
});
