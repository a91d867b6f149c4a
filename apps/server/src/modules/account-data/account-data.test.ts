// A seller's copy of their data, their request to delete the account, its cancellation by
// signing in, and the erasure when the grace period ends: through the HTTP API on a real
// database, the job worked by the durable queue under the test clock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MSG, AUTH_MSG, encodePassword, ERASED_PHONE, MSG } from '@haat/shared';
import {
  alertPreferences,
  businesses,
  consents,
  erasures,
  jobs,
  otpCodes,
  productLeads,
  products,
  pushSubscriptions,
  services,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { loadConfig } from '../../config.ts';
import { claimJobs } from '../../lib/jobs/queue.ts';
import { startJobWorker } from '../../lib/jobs/worker.ts';
import { newImageKey } from '../../lib/storage/index.ts';
import type { TestApp } from '../../test/app.ts';
import {
  createSellerTestApp,
  SELLER_PASSWORD,
  signUpSeller,
  type Seller,
} from '../../test/sellers.ts';
import { makeShop, sendLead } from '../leads/test-fixtures.ts';
import { assignMissingShopSlugs } from '../shop/service.ts';
import { ACCOUNT_ERASURE } from './deletion.ts';
import { accountErasureHandler } from './erasure.ts';

const DAY = 24 * 3600_000;
const GRACE_DAYS = 14;

let t: TestApp;

beforeAll(async () => {
  // The queue is worked by hand (workQueue) so that a test can claim a job as a worker that dies.
  t = await createSellerTestApp({ env: { JOB_WORKER: '0' } });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.deps.database.db;

/** Runs every due job of the queue once, as an instance's worker would, then stops. */
async function workQueue() {
  const worker = startJobWorker({
    db: db(),
    clock: t.clock,
    handlers: { [ACCOUNT_ERASURE]: accountErasureHandler(t.deps) },
    log: { info: () => {}, error: () => {} },
    pollMs: 60_000,
  });
  await worker.idle();
  await worker.stop();
}

/** The newest code the dev outbox holds for a phone. */
async function lastCode(phoneNo: string) {
  const outbox = await t.call({ method: 'GET', url: '/api/dev/outbox', query: { phoneNo } });
  return String(outbox.body.payload.messages[0]?.text ?? '').slice(0, 4);
}

/** Asks for and verifies the account's DeleteAccount code, as the web's dialog does. */
async function proveDeletion(seller: Seller) {
  const sent = await t.call({
    method: 'GET',
    url: '/api/auth/user/requestOTP',
    query: { phoneNo: seller.phoneNo, type: 'DeleteAccount' },
  });
  expect(sent.status).toBe(200);
  const verified = await t.call({
    method: 'POST',
    url: '/api/auth/user/verifyOTP',
    payload: {
      phoneNo: seller.phoneNo,
      otp: await lastCode(seller.phoneNo),
      type: 'DeleteAccount',
    },
  });
  expect(verified.status).toBe(200);
}

const requestDeletion = (seller: Seller) =>
  t.call({ method: 'POST', url: '/api/userAdmin/user/delete', headers: seller.headers });

const logIn = (phoneNo: string) =>
  t.call({
    method: 'POST',
    url: '/api/auth/user/logIn',
    payload: { phoneNo, password: encodePassword(SELLER_PASSWORD) },
  });

const erasuresOf = (userId: string) =>
  db().select().from(erasures).where(eq(erasures.userId, userId));

const publicFetch = (url: string, id: string) => t.call({ method: 'GET', url, query: { id } });

describe('GET /api/userAdmin/user/myData', () => {
  it('answers a ZIP of every part, never kept by a cache and never holding a secret', async () => {
    const seller = await signUpSeller(t);
    const shop = await makeShop(t, seller);
    await db()
      .update(products)
      .set({ images: ['https://img.example.in/redmi.webp'] })
      .where(eq(products.id, shop.product.id));
    expect((await sendLead(t, 'product', shop.product.id)).status).toBe(201);
    expect(
      (await sendLead(t, 'product', shop.product.id, { contactPerson: 'Erased Buyer' })).status,
    ).toBe(201);
    // One buyer had their number erased: the copy shows the placeholder, never what was there.
    await db()
      .update(productLeads)
      .set({ contactPerson: '', phoneNo: ERASED_PHONE, email: null, erasedAt: t.clock.now() })
      .where(eq(productLeads.contactPerson, 'Erased Buyer'));
    await db()
      .insert(pushSubscriptions)
      .values({
        fkUserId: seller.userId,
        endpoint: `https://push.example.in/${seller.userId}`,
        p256dh: 'secret-p256dh-key',
        auth: 'secret-auth-key',
      });
    await db().insert(consents).values({
      userId: seller.userId,
      purpose: 'leadAlertPush',
      noticeVersion: 0,
      givenAt: t.clock.now(),
    });

    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/userAdmin/user/myData',
      headers: { ...seller.headers, 'user-agent': 'Export Test Browser' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="haat-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(answer.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(files[`${name}.json`]!)) as any[];
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');

    const readme = strFromU8(files['README.txt']!);
    for (const part of [
      'profile',
      'businesses',
      'products',
      'services',
      'enquiries-received',
      'reviews-written',
      'reviews-received',
      'consents',
      'sessions',
      'notifications',
      'subscription',
      'alert-settings',
      'push-browsers',
      'account-deletions',
    ]) {
      expect(files[`${part}.json`], part).toBeDefined();
      expect(files[`${part}.csv`], part).toBeDefined();
      expect(readme).toMatch(new RegExp(`^${part} \\(\\d+ rows?\\): .+\\n  Change it: .+$`, 'm'));
    }
    expect(readme).toContain('Change it: Edit Profile');

    const [profile] = json('profile');
    expect(profile).toMatchObject({
      id: seller.userId,
      phoneNo: seller.phoneNo,
      firstName: 'Ravi',
    });
    expect(
      json('businesses')
        .map((row) => row.name)
        .sort(),
    ).toEqual(['Cool Air Services', 'Sharma Electronics']);
    expect(json('products')).toEqual([
      expect.objectContaining({
        name: 'Redmi Note 13',
        photos: ['https://img.example.in/redmi.webp'],
      }),
    ]);
    expect(json('services').map((row) => row.name)).toEqual(['AC Repair']);
    const leads = json('enquiries-received');
    expect(leads).toHaveLength(2);
    expect(leads).toContainEqual(
      expect.objectContaining({ kind: 'product', contactPerson: 'Anita Desai', erased: false }),
    );
    expect(leads).toContainEqual(
      expect.objectContaining({
        kind: 'product',
        contactPerson: "Erased at the buyer's request",
        phoneNo: null,
        erased: true,
      }),
    );
    expect(json('consents')).toEqual([expect.objectContaining({ purpose: 'leadAlertPush' })]);
    expect(json('push-browsers')).toHaveLength(1);
    expect(json('sessions')[0]).toEqual(
      expect.objectContaining({ userId: seller.userId, expiresAt: expect.any(String) }),
    );

    // No secret, in any file: the password hash, the session's token, the push keys.
    const [row] = await db().select().from(users).where(eq(users.id, seller.userId));
    expect(everything).not.toContain(row!.passwordHash);
    expect(everything).not.toContain('passwordHash');
    expect(everything).not.toContain(seller.token);
    expect(everything).not.toContain('secret-p256dh-key');
    expect(everything).not.toContain('secret-auth-key');
    expect(JSON.stringify(leads)).not.toContain('Erased Buyer');
  });

  it('is refused without a session', async () => {
    expect((await t.call({ method: 'GET', url: '/api/userAdmin/user/myData' })).status).toBe(401);
  });
});

describe('POST /api/userAdmin/user/delete', () => {
  it('without a verified DeleteAccount code is refused and changes nothing', async () => {
    const seller = await signUpSeller(t);
    const refused = await requestDeletion(seller);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(AUTH_MSG.phoneNotVerified);

    // A wrong code is refused by verifyOTP, and the deletion is still refused after it.
    t.clock.advance(61_000);
    await t.call({
      method: 'GET',
      url: '/api/auth/user/requestOTP',
      query: { phoneNo: seller.phoneNo, type: 'DeleteAccount' },
    });
    const code = await lastCode(seller.phoneNo);
    const wrong = await t.call({
      method: 'POST',
      url: '/api/auth/user/verifyOTP',
      payload: {
        phoneNo: seller.phoneNo,
        otp: code === '0000' ? '1111' : '0000',
        type: 'DeleteAccount',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MSG.otpInvalid);
    expect((await requestDeletion(seller)).status).toBe(400);
    expect(await erasuresOf(seller.userId)).toEqual([]);
    expect(await db().select().from(jobs).where(eq(jobs.kind, ACCOUNT_ERASURE))).toEqual([]);
    const still = await t.call({
      method: 'GET',
      url: '/api/userAdmin/user/fetch',
      headers: seller.headers,
    });
    expect(still.status).toBe(200);
  });

  it('a deletion code says what it is for, and a number without an account gets none', async () => {
    t.clock.advance(61_000);
    const seller = await signUpSeller(t);
    await proveDeletion(seller);
    const outbox = await t.call({
      method: 'GET',
      url: '/api/dev/outbox',
      query: { phoneNo: seller.phoneNo },
    });
    expect(outbox.body.payload.messages[0].text).toMatch(
      /^\d{4} is your Haat OTP to delete your account\./,
    );
    const stranger = '9988776655';
    const asked = await t.call({
      method: 'GET',
      url: '/api/auth/user/requestOTP',
      query: { phoneNo: stranger, type: 'DeleteAccount' },
    });
    expect(asked.status).toBe(200);
    expect(await db().select().from(otpCodes).where(eq(otpCodes.phoneNo, stranger))).toEqual([]);
  });

  it('records the request and its job, signs the seller out everywhere, and signing in cancels it', async () => {
    t.clock.advance(61_000);
    const seller = await signUpSeller(t);
    await proveDeletion(seller);
    const now = t.clock.now();
    const answer = await requestDeletion(seller);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(ACCOUNT_MSG.deletionRequested);
    const dueAt = new Date(now.getTime() + GRACE_DAYS * DAY);
    expect(answer.body.payload).toEqual({ dueAt: dueAt.toISOString() });

    const [erasure] = await erasuresOf(seller.userId);
    expect(erasure).toMatchObject({
      kind: 'sellerAccount',
      requestedAt: now,
      dueAt,
      cancelledAt: null,
      completedAt: null,
    });
    const [job] = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, ACCOUNT_ERASURE), eq(jobs.runAt, dueAt)));
    expect(job!.payload).toEqual({ erasureId: erasure!.id });

    // Signed out everywhere: the session that asked is refused.
    const fetch = await t.call({
      method: 'GET',
      url: '/api/userAdmin/user/fetch',
      headers: seller.headers,
    });
    expect(fetch.status).toBe(401);

    // A day later they sign in: the deletion is cancelled, and the answer says so.
    t.clock.advance(DAY);
    const login = await logIn(seller.phoneNo);
    expect(login.status).toBe(200);
    expect(login.body.message).toBe(ACCOUNT_MSG.deletionCancelled);
    expect(login.body.payload.deletionCancelled).toBe(true);
    expect((await erasuresOf(seller.userId))[0]!.cancelledAt).toEqual(t.clock.now());
    // The next sign-in is an ordinary one.
    expect((await logIn(seller.phoneNo)).body.message).toBe(AUTH_MSG.loggedIn);

    // The job comes due, finds the request cancelled, and leaves the account as it is.
    t.clock.advance(GRACE_DAYS * DAY);
    await workQueue();
    const [kept] = await db().select().from(users).where(eq(users.id, seller.userId));
    expect(kept).toMatchObject({ phoneNo: seller.phoneNo, firstName: 'Ravi', erasedAt: null });
    const [done] = await db().select().from(jobs).where(eq(jobs.id, job!.id));
    expect(done!.finishedAt).not.toBeNull();
    expect((await erasuresOf(seller.userId))[0]!.completedAt).toBeNull();
  });

  it('an administrator cannot delete their account here', async () => {
    t.clock.advance(61_000);
    const admin = await signUpSeller(t);
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
    await proveDeletion(admin);
    const refused = await requestDeletion(admin);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ACCOUNT_MSG.adminNotDeletable);
    expect(await erasuresOf(admin.userId)).toEqual([]);
  });
});

describe('the erasure when the grace period ends', () => {
  it('takes the businesses and listings off the site and erases the account, keeping the enquiries', async () => {
    t.clock.advance(61_000);
    const seller = await signUpSeller(t);
    const shop = await makeShop(t, seller);
    const frontPhoto = newImageKey(t.clock.now());
    await db()
      .update(businesses)
      .set({ images: [frontPhoto], website: 'https://sharma.example.in' })
      .where(eq(businesses.id, shop.business.id));
    await db()
      .update(users)
      .set({ email: 'ravi@example.in', address: '4 Lane', city: 'Pune', state: 'Maharashtra' })
      .where(eq(users.id, seller.userId));
    await assignMissingShopSlugs(db());
    const [{ slug } = { slug: null }] = await db()
      .select({ slug: businesses.slug })
      .from(businesses)
      .where(eq(businesses.id, shop.business.id));
    expect(slug).toBeTruthy();
    expect((await sendLead(t, 'product', shop.product.id)).status).toBe(201);
    await db().insert(alertPreferences).values({ fkUserId: seller.userId, sms: true });
    await db().insert(consents).values({
      userId: seller.userId,
      purpose: 'leadAlertSms',
      noticeVersion: 0,
      givenAt: t.clock.now(),
    });
    expect((await publicFetch('/api/public/business/fetch', shop.business.id)).status).toBe(200);
    expect((await publicFetch('/api/public/product/fetch', shop.product.id)).status).toBe(200);

    await proveDeletion(seller);
    const requested = await requestDeletion(seller);
    expect(requested.status).toBe(200);
    const removed = vi.spyOn(t.deps.storage, 'remove');

    // A day before the end nothing happens.
    t.clock.advance((GRACE_DAYS - 1) * DAY);
    await workQueue();
    expect((await publicFetch('/api/public/product/fetch', shop.product.id)).status).toBe(200);

    t.clock.advance(DAY + 60_000);
    await workQueue();

    // Gone from the site: the business, its listings and its shop address.
    for (const [url, id] of [
      ['/api/public/business/fetch', shop.business.id],
      ['/api/public/business/fetch', shop.serviceBusiness.id],
      ['/api/public/product/fetch', shop.product.id],
      ['/api/public/service/fetch', shop.service.id],
    ] as const) {
      expect((await publicFetch(url, id)).status, url).toBe(404);
    }
    const shopPage = await t.call({
      method: 'GET',
      url: '/api/public/shop/fetch',
      query: { slug: slug! },
    });
    expect(shopPage.status).toBe(404);

    // The account: blank, and no one can sign in to it.
    const [user] = await db().select().from(users).where(eq(users.id, seller.userId));
    expect(user).toMatchObject({
      firstName: '',
      lastName: '',
      email: null,
      address: null,
      city: null,
      state: null,
      logo: null,
      phoneNo: ERASED_PHONE,
      isActive: false,
    });
    expect(user!.erasedAt).not.toBeNull();
    expect((await logIn(seller.phoneNo)).status).toBe(400);

    // The businesses keep no contact of their owner and no pictures; the files are deleted.
    const owned = await db()
      .select()
      .from(businesses)
      .where(eq(businesses.fkUserId, seller.userId));
    for (const business of owned) {
      expect(business).toMatchObject({
        phoneNo: ERASED_PHONE,
        address: '',
        website: null,
        images: [],
        slug: null,
      });
      expect(business.deletedAt).not.toBeNull();
    }
    expect(removed).toHaveBeenCalledWith([frontPhoto]);
    const [product] = await db().select().from(products).where(eq(products.id, shop.product.id));
    expect(product!.deletedAt).not.toBeNull();
    const [service] = await db().select().from(services).where(eq(services.id, shop.service.id));
    expect(service!.deletedAt).not.toBeNull();

    // What named them is gone; the enquiries they received stay.
    expect(await db().select().from(sessions).where(eq(sessions.userId, seller.userId))).toEqual(
      [],
    );
    expect(await db().select().from(consents).where(eq(consents.userId, seller.userId))).toEqual(
      [],
    );
    expect(
      await db()
        .select()
        .from(alertPreferences)
        .where(eq(alertPreferences.fkUserId, seller.userId)),
    ).toEqual([]);
    expect(await db().select().from(otpCodes).where(eq(otpCodes.phoneNo, seller.phoneNo))).toEqual(
      [],
    );
    expect(
      await db().select().from(productLeads).where(eq(productLeads.fkProductId, shop.product.id)),
    ).toHaveLength(1);

    // The erasure is recorded by its counts, holding nothing of what was erased.
    const [erasure] = await erasuresOf(seller.userId);
    expect(erasure!.completedAt).toEqual(t.clock.now());
    expect(erasure!.counts).toMatchObject({
      users: 1,
      businesses: 2,
      products: 1,
      services: 1,
      sessions: expect.any(Number),
      consents: 1,
      alert_preferences: 1,
      otp_codes: expect.any(Number),
    });
    expect(JSON.stringify(erasure)).not.toContain(seller.phoneNo);

    // The administrators' console reads it as an erased account, not a broken one.
    const admin = await signUpSeller(t);
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
    const detail = await t.call({
      method: 'GET',
      url: '/api/admin/user/fetch',
      query: { id: seller.userId },
      headers: admin.headers,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.payload.user).toMatchObject({
      name: ' ',
      phoneNo: ERASED_PHONE,
      isActive: false,
      erasedAt: t.clock.now().toISOString(),
      businessCount: 0,
    });
    expect(detail.body.payload.businesses).toEqual([]);

    // The number is free: it signs up afresh.
    // Its sign-up code's resend wait is over on the test clock; Redis (CI's PostgreSQL pass)
    // counts real seconds, so the wait is cleared there as auth's tests do.
    t.clock.advance(61_000);
    await t.deps.limiter.reset(`otp:resend:RegisterUser:${seller.phoneNo}`);
    const sent = await t.call({
      method: 'GET',
      url: '/api/auth/user/requestOTP',
      query: { phoneNo: seller.phoneNo, type: 'RegisterUser' },
    });
    expect([sent.status, sent.body?.message]).toEqual([200, AUTH_MSG.otpSent]);
    const verified = await t.call({
      method: 'POST',
      url: '/api/auth/user/verifyOTP',
      payload: {
        phoneNo: seller.phoneNo,
        otp: await lastCode(seller.phoneNo),
        type: 'RegisterUser',
      },
    });
    expect(verified.status).toBe(200);
    const again = await t.call({
      method: 'POST',
      url: '/api/public/user/create',
      payload: {
        firstName: 'Meera',
        lastName: 'Rao',
        phoneNo: seller.phoneNo,
        gender: 'Female',
        password: encodePassword(SELLER_PASSWORD),
        isAdult: true,
      },
    });
    expect(again.status).toBe(201);
    expect((await logIn(seller.phoneNo)).body.message).toBe(AUTH_MSG.loggedIn);
  });

  it('a worker that dies with the job leaves it to the next one, which erases the account', async () => {
    t.clock.advance(61_000);
    const seller = await signUpSeller(t);
    await proveDeletion(seller);
    expect((await requestDeletion(seller)).status).toBe(200);
    t.clock.advance(GRACE_DAYS * DAY + 60_000);

    // Other kinds of jobs (the enquiries' alerts) are not this test's.
    await db()
      .update(jobs)
      .set({ finishedAt: t.clock.now() })
      .where(and(ne(jobs.kind, ACCOUNT_ERASURE), isNull(jobs.finishedAt)));
    // A worker claims the job and dies before doing anything.
    const [claimed] = await claimJobs(db(), {
      workerId: 'dies',
      now: t.clock.now(),
      leaseMs: 60_000,
      limit: 1,
    });
    expect(claimed!.kind).toBe(ACCOUNT_ERASURE);
    await workQueue();
    const [during] = await db().select().from(users).where(eq(users.id, seller.userId));
    expect(during!.erasedAt).toBeNull();

    // Its lease ends: the next worker takes it again and the account is erased once.
    t.clock.advance(61_000);
    await workQueue();
    const [after] = await db().select().from(users).where(eq(users.id, seller.userId));
    expect(after!.erasedAt).not.toBeNull();
    const [job] = await db().select().from(jobs).where(eq(jobs.id, claimed!.id));
    expect(job).toMatchObject({ attempts: 2, failedAt: null });
    expect(job!.finishedAt).not.toBeNull();
    expect((await erasuresOf(seller.userId))[0]!.completedAt).not.toBeNull();
  });
});

describe('configuration', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'haat-account-data-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('the dialog reads the grace period from the server', async () => {
    const seller = await signUpSeller(t);
    const terms = await t.call({
      method: 'GET',
      url: '/api/userAdmin/user/deletionTerms',
      headers: seller.headers,
    });
    expect(terms.status).toBe(200);
    expect(terms.body.payload).toEqual({ graceDays: GRACE_DAYS });
  });

  it('waits 14 days unless told otherwise, between 1 and 30', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).accountDeletionGraceDays).toBe(GRACE_DAYS);
    expect(
      loadConfig({ DATA_DIR: dataDir, ACCOUNT_DELETION_GRACE_DAYS: '7' }).accountDeletionGraceDays,
    ).toBe(7);
    for (const refused of ['0', '31', 'soon']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, ACCOUNT_DELETION_GRACE_DAYS: refused })).toThrow(
        /ACCOUNT_DELETION_GRACE_DAYS/,
      );
    }
  });
});
