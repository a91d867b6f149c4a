// Web Push alerts (docs/decisions/030-web-push.md): a seller's browsers subscribe to Web Push, and
// an enquiry reaches them through web-push and a push service. The push service here is a local
// HTTPS server; the browser's side (test-push-service.ts) decrypts what the real library encrypted
// (RFC 8291).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALERT_MSG } from '@haat/shared';
import { jobs, pushSubscriptions } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createSellerTestApp, signUpSeller, type Seller } from '../../test/sellers.ts';
import { makeShop, sendLead } from '../leads/test-fixtures.ts';
import { LEAD_PUSH } from './lead-push.ts';
import { endpointProblem, isPublicAddress } from './push-endpoint.ts';
import { enqueueLeadAlert, sendPushToUser } from './service.ts';
import {
  readVapid,
  startTestPushService,
  testBrowser,
  type TestBrowser,
  type TestPushService,
} from './test-push-service.ts';

let t: TestApp;
let seller: Seller;
let shop: Awaited<ReturnType<typeof makeShop>>;
let service: TestPushService;
const subscribePath = '/api/userAdmin/alerts/push/subscriptions';
const unsubscribePath = '/api/userAdmin/alerts/push/unsubscribe';
const preferencesPath = '/api/userAdmin/alerts/preferences';

/** 2026-11-30 at hh:mm in India (UTC+05:30). */
const ist = (time: string) => new Date(`2026-11-30T${time}:00+05:30`);

const subscribe = (
  endpoint: string,
  browser: TestBrowser,
  who: Seller = seller,
  language?: 'en' | 'hi',
) =>
  t.call({
    method: 'POST',
    url: subscribePath,
    headers: who.headers,
    payload: { endpoint, keys: browser.keys, ...(language ? { language } : {}) },
  });

const subscriptionsOf = (userId: string) =>
  t.deps.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.fkUserId, userId));

/** What the test push service received since `from`, decrypted with the browser's keys. */
const pushesSince = (from: number, browser: TestBrowser) =>
  service.received.slice(from).map((push) => JSON.parse(browser.decrypt(push.body)));

beforeAll(async () => {
  service = await startTestPushService();
  t = await createSellerTestApp({ env: { PUSH_LOCAL_ENDPOINTS: '1' } });
  seller = await signUpSeller(t);
  shop = await makeShop(t, seller);
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});
beforeEach(async () => {
  await t.deps.jobs.idle();
  await t.deps.database.db.delete(jobs);
  await t.deps.database.db.delete(pushSubscriptions);
  service.answer(201);
  t.clock.set(ist('12:00'));
});

describe('push subscriptions', () => {
  it('give the public key, keep a browser and count it, and forget it on unsubscribe', async () => {
    const key = await t.call({
      method: 'GET',
      url: '/api/userAdmin/alerts/push/key',
      headers: seller.headers,
    });
    expect(key.status).toBe(200);
    expect(Buffer.from(key.body.payload.publicKey, 'base64url')).toHaveLength(65);
    expect(key.body.payload.publicKey).toBe(t.deps.config.push.publicKey);

    const browser = testBrowser();
    const endpoint = service.endpoint('keep');
    const saved = await subscribe(endpoint, browser);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(ALERT_MSG.pushSubscribed);
    expect(saved.body.payload.preferences).toMatchObject({ push: true, pushDevices: 1 });
    // The same browser again is still one device.
    expect((await subscribe(endpoint, browser)).body.payload.preferences.pushDevices).toBe(1);

    const gone = await t.call({
      method: 'POST',
      url: unsubscribePath,
      headers: seller.headers,
      payload: { endpoint },
    });
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe(ALERT_MSG.pushUnsubscribed);
    expect(gone.body.payload.preferences.pushDevices).toBe(0);
    expect(await subscriptionsOf(seller.userId)).toEqual([]);
  });

  it('refuse what is not a push address or not a key, in plain words, saving nothing', async () => {
    const browser = testBrowser();
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { endpoint: 'http://fcm.googleapis.com/x', keys: browser.keys },
        ALERT_MSG.pushEndpointInvalid,
      ],
      [{ endpoint: 'not a url', keys: browser.keys }, ALERT_MSG.pushEndpointInvalid],
      [
        { endpoint: service.endpoint('k'), keys: { p256dh: 'abc', auth: browser.keys.auth } },
        ALERT_MSG.pushKeysInvalid,
      ],
      [
        { endpoint: service.endpoint('k'), keys: { p256dh: browser.keys.p256dh, auth: 'x' } },
        ALERT_MSG.pushKeysInvalid,
      ],
      [{ endpoint: service.endpoint('k') }, ALERT_MSG.pushKeysInvalid],
      // 65 bytes, but no point of P-256: every send would fail.
      [
        {
          endpoint: service.endpoint('k'),
          keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: browser.keys.auth },
        },
        ALERT_MSG.pushKeysInvalid,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await t.call({
        method: 'POST',
        url: subscribePath,
        headers: seller.headers,
        payload,
      });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await subscriptionsOf(seller.userId)).toEqual([]);
    expect(
      (await t.call({ method: 'POST', url: subscribePath, payload: cases[0]![0] })).status,
    ).toBe(401);
  });

  it('refuse addresses on this machine or a private network where local endpoints are off', async () => {
    const production = await createSellerTestApp();
    try {
      const other = await signUpSeller(production);
      for (const endpoint of [
        'https://127.0.0.1:8443/push/x',
        'https://localhost/push/x',
        'https://10.1.2.3/push/x',
        'https://[::1]/push/x',
        'https://169.254.169.254/latest/meta-data',
        'https://metadata.internal/x',
        'https://fcm.googleapis.com:8443/fcm/send/x',
      ]) {
        const res = await production.call({
          method: 'POST',
          url: subscribePath,
          headers: other.headers,
          payload: { endpoint, keys: testBrowser().keys },
        });
        expect(res.status, endpoint).toBe(400);
        expect(res.body.message).toBe(ALERT_MSG.pushEndpointInvalid);
      }
      const ok = await production.call({
        method: 'POST',
        url: subscribePath,
        headers: other.headers,
        payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: testBrowser().keys },
      });
      expect(ok.status).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('a browser moves to the account that subscribes it last; unsubscribe leaves another’s alone', async () => {
    const other = await signUpSeller(t);
    const browser = testBrowser();
    const endpoint = service.endpoint('shared-phone');
    await subscribe(endpoint, browser, other);
    await subscribe(endpoint, browser, seller);
    expect(await subscriptionsOf(other.userId)).toEqual([]);
    await t.call({
      method: 'POST',
      url: unsubscribePath,
      headers: other.headers,
      payload: { endpoint },
    });
    expect(await subscriptionsOf(seller.userId)).toHaveLength(1);
  });
});

describe('the endpoint guard', () => {
  it('knows private addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '192.168.1.1',
      '172.20.0.1',
      '::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '169.254.169.254',
      '0.0.0.0',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['142.250.183.10', '2607:f8b0:4004:c07::5f'])
      expect(isPublicAddress(address), address).toBe(true);
    expect(endpointProblem('https://127.0.0.1:9000/p', true)).toBeNull();
    expect(endpointProblem('https://127.0.0.1:9000/p', false)).not.toBeNull();
    expect(endpointProblem('https://10.0.0.1/p', true)).not.toBeNull();
    expect(endpointProblem('https://user:pw@fcm.googleapis.com/p', false)).not.toBeNull();
  });
});

describe('the push of an enquiry', () => {
  it('is encrypted by web-push, decrypted by the browser (RFC 8291) and signed with VAPID', async () => {
    const browser = testBrowser();
    const endpoint = service.endpoint('round-trip');
    await subscribe(endpoint, browser);
    const from = service.received.length;
    expect(
      (await sendLead(t, 'product', shop.product.id, { contactPerson: 'Anita Desai' })).status,
    ).toBe(201);
    await t.deps.jobs.idle();
    const [push] = await service.waitFor(from + 1).then((all) => all.slice(from));
    expect(push!.path).toBe('/push/round-trip');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    const [message] = pushesSince(from, browser);
    expect(message).toEqual({
      title: 'New enquiry from Anita Desai',
      body: 'For "Redmi Note 13" on Haat. Tap to open it.',
      // A tap opens this enquiry in the inbox.
      url: expect.stringMatching(/^\/userAdmin\/enquiries\?source=product&lead=[0-9a-f-]{36}$/),
      tag: expect.stringMatching(/^lead-/),
    });
    const vapid = readVapid(push!.headers.authorization as string);
    expect(vapid.publicKey).toBe(t.deps.config.push.publicKey);
    expect(vapid.header.alg).toBe('ES256');
    expect(vapid.claims.aud).toBe(service.origin);
    expect(vapid.claims.sub).toBe('mailto:push@localhost');
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
    // Another browser's keys cannot read it.
    expect(() => testBrowser().decrypt(push!.body)).toThrow();
    const [row] = await subscriptionsOf(seller.userId);
    expect(row?.lastSentAt).not.toBeNull();
  });

  it('is not sent when the seller turned push off, nor to nobody', async () => {
    const browser = testBrowser();
    await subscribe(service.endpoint('off'), browser);
    const off = await t.call({
      method: 'PUT',
      url: preferencesPath,
      headers: seller.headers,
      payload: { sms: false, quietFrom: '22:00', quietTo: '08:00', push: false },
    });
    expect(off.body.payload.preferences).toMatchObject({ push: false, pushDevices: 1 });
    const from = service.received.length;
    await sendLead(t, 'service', shop.service.id);
    await t.deps.jobs.idle();
    expect(service.received.length).toBe(from);
    const unfinished = (await t.deps.database.db.select().from(jobs)).filter(
      (job) => job.finishedAt === null,
    );
    expect(unfinished).toEqual([]);
    // Subscribing again is the seller's yes.
    expect((await subscribe(service.endpoint('off'), browser)).body.payload.preferences.push).toBe(
      true,
    );
  });

  it('removes a subscription the push service says is gone (410), and retries other failures', async () => {
    const browser = testBrowser();
    await subscribe(service.endpoint('gone'), browser);
    service.answer(410);
    await sendLead(t, 'business', shop.business.id);
    await t.deps.jobs.idle();
    expect(await subscriptionsOf(seller.userId)).toEqual([]);

    await subscribe(service.endpoint('busy'), browser);
    service.answer(500);
    await expect(
      sendPushToUser(t.deps, seller.userId, { title: 't', body: 'b', url: '/', tag: 'x' }),
    ).rejects.toThrow(/push failed for 1 of 1/);
    expect(await subscriptionsOf(seller.userId)).toHaveLength(1);

    await sendLead(t, 'business', shop.business.id);
    await t.deps.jobs.idle();
    const [job] = (
      await t.deps.database.db.select().from(jobs).where(eq(jobs.kind, LEAD_PUSH))
    ).filter((row) => row.finishedAt === null);
    expect(job).toMatchObject({ attempts: 1, failedAt: null });
    expect(job?.lastError).toMatch(/500/);
    // The push service is back; the retry is due after the backoff.
    service.answer(201);
    const from = service.received.length;
    t.clock.set(new Date(job!.runAt.getTime() + 1));
    t.deps.jobs.ring();
    await t.deps.jobs.idle();
    expect(pushesSince(from, browser)).toHaveLength(1);
  });

  it('in the day is one push per enquiry, also when several are due at once', async () => {
    const browser = testBrowser();
    await subscribe(service.endpoint('day'), browser);
    const from = service.received.length;
    // Three enquiries' jobs written before the worker looks (as when it is behind).
    await t.deps.database.db.transaction(async (tx) => {
      for (const name of ['Asha', 'Bilal', 'Chitra']) {
        await enqueueLeadAlert(
          tx,
          { sellerId: seller.userId, contactPerson: name, targetName: 'Redmi Note 13' },
          t.clock.now(),
        );
      }
    });
    t.deps.jobs.ring();
    await t.deps.jobs.idle();
    expect(
      pushesSince(from, browser)
        .map((push) => push.title)
        .sort(),
    ).toEqual(['New enquiry from Asha', 'New enquiry from Bilal', 'New enquiry from Chitra']);
  });

  it('is held in quiet hours (21:59 goes, 22:01 waits) until their end, then one summary', async () => {
    const browser = testBrowser();
    await subscribe(service.endpoint('quiet'), browser);
    t.clock.set(ist('21:59'));
    let from = service.received.length;
    await sendLead(t, 'product', shop.product.id, { contactPerson: 'Before Ten' });
    await t.deps.jobs.idle();
    expect(pushesSince(from, browser).map((push) => push.title)).toEqual([
      'New enquiry from Before Ten',
    ]);

    t.clock.set(ist('22:01'));
    from = service.received.length;
    for (const name of ['Late One', 'Late Two', 'Late Three']) {
      await sendLead(t, 'product', shop.product.id, { contactPerson: name });
    }
    await t.deps.jobs.idle();
    expect(service.received.length).toBe(from);
    const morning = new Date('2026-12-01T08:00:00+05:30');
    const held = (await t.deps.database.db.select().from(jobs).where(eq(jobs.kind, LEAD_PUSH)))
      .filter((job) => job.finishedAt === null)
      .map((job) => job.runAt);
    expect(held).toEqual([morning, morning, morning]);

    t.clock.set(morning);
    t.deps.jobs.ring();
    await t.deps.jobs.idle();
    expect(pushesSince(from, browser)).toEqual([
      {
        title: '3 new enquiries',
        body: '3 enquiries on Haat are waiting for you. Tap to open them.',
        url: '/userAdmin/enquiries',
        tag: expect.stringMatching(/^leads-/),
      },
    ]);
  });
});

describe('the push of a follow-up reminder', () => {
  it('goes with the reminder at 09:00 India time and opens the lead', async () => {
    const browser = testBrowser();
    await subscribe(service.endpoint('reminder'), browser);
    t.clock.set(ist('12:00'));
    expect(
      (await sendLead(t, 'service', shop.service.id, { contactPerson: 'Ravi Kumar' })).status,
    ).toBe(201);
    await t.deps.jobs.idle();
    const inbox = await t.call({
      method: 'GET',
      url: '/api/userAdmin/enquiries/fetchAll',
      headers: seller.headers,
      query: { source: 'service' },
    });
    const lead = inbox.body.payload.enquiries.find(
      (e: { contactPerson: string }) => e.contactPerson === 'Ravi Kumar',
    );
    const saved = await t.call({
      method: 'PUT',
      url: '/api/userAdmin/enquiries/followUp',
      headers: seller.headers,
      payload: { source: 'service', id: lead._id, followUpOn: '2026-12-01' },
    });
    expect(saved.status).toBe(200);
    const from = service.received.length;
    // The evening before: nothing yet.
    t.clock.set(new Date('2026-11-30T20:00:00+05:30'));
    t.deps.jobs.ring();
    await t.deps.jobs.idle();
    expect(service.received.length).toBe(from);
    t.clock.set(new Date('2026-12-01T09:00:00+05:30'));
    t.deps.jobs.ring();
    await t.deps.jobs.idle();
    await service.waitFor(from + 1);
    expect(pushesSince(from, browser)).toEqual([
      {
        title: 'Follow-up today',
        body: `Follow up today with Ravi Kumar about "${shop.service.name}".`,
        url: `/userAdmin/enquiries?source=service&lead=${lead._id}`,
        tag: expect.stringMatching(/^follow-up-/),
      },
    ]);
  });
});

describe('the language of a push', () => {
  it('is the one the browser subscribed in: Hindi for one, English for another', async () => {
    const hindi = testBrowser();
    const english = testBrowser();
    await subscribe(service.endpoint('hi'), hindi, seller, 'hi');
    await subscribe(service.endpoint('en'), english);
    const from = service.received.length;
    expect((await sendLead(t, 'product', shop.product.id, { contactPerson: 'Meena' })).status).toBe(
      201,
    );
    await t.deps.jobs.idle();
    const pushes = (await service.waitFor(from + 2)).slice(from);
    const read = (path: string, browser: TestBrowser) =>
      JSON.parse(browser.decrypt(pushes.find((push) => push.path === path)!.body));
    expect(read('/push/hi', hindi)).toMatchObject({
      title: 'Meena की नई पूछताछ',
      body: `Haat पर "${shop.product.name}" के लिए। खोलने के लिए टैप करें।`,
    });
    expect(read('/push/en', english)).toMatchObject({ title: 'New enquiry from Meena' });
  });

  it('refuses a language Haat is not written in, saving nothing', async () => {
    const res = await subscribe(service.endpoint('fr'), testBrowser(), seller, 'fr' as 'hi');
    expect(res.status).toBe(400);
    expect(await subscriptionsOf(seller.userId)).toEqual([]);
  });
});
