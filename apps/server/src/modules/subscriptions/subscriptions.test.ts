import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MSG,
  API_MSG,
  formatDate,
  planActivatedNotification,
  SUBSCRIPTION_MSG,
  notificationText,
} from '@haat/shared';
import {
  adminAuditLog,
  notifications,
  subscriptionRequests,
  users,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Seller } from '../../test/sellers.ts';
import { createSellerTestApp, signUpSeller } from '../../test/sellers.ts';
import { as, logInAgain, makeAdmin } from '../admin/test-fixtures.ts';
import { planExpiry } from './service.ts';

describe('planExpiry (DESIGN.md §4 Plans)', () => {
  const now = new Date('2025-06-10T06:30:00Z');
  it('counts from now when there is no plan or it has expired', () => {
    expect(planExpiry(null, now, 3).toISOString()).toBe('2025-09-10T06:30:00.000Z');
    expect(planExpiry(new Date('2025-01-01T00:00:00Z'), now, 6).toISOString()).toBe(
      '2025-12-10T06:30:00.000Z',
    );
  });
  it('counts from the current expiry while the plan runs', () => {
    expect(planExpiry(new Date('2025-07-01T00:00:00Z'), now, 12).toISOString()).toBe(
      '2026-07-01T00:00:00.000Z',
    );
  });
  it('adds calendar months as India counts them', () => {
    // 01:30 on 31 Jan in India (still 30 Jan in UTC) + 3 months = 01:30 on 30 Apr in India.
    const lateJanuary = new Date('2025-01-30T20:00:00Z');
    const expires = planExpiry(null, lateJanuary, 3);
    expect(expires.toISOString()).toBe('2025-04-29T20:00:00.000Z');
    expect(formatDate(expires)).toBe('30 Apr 2025');
    expect(formatDate(planExpiry(null, lateJanuary, 1))).toBe('28 Feb 2025');
  });
});

let t: TestApp;
let admin: Seller;
beforeAll(async () => {
  t = await createSellerTestApp({ env: { SUBSCRIPTION_WHATSAPP_NO: '9811122233' } });
  admin = await makeAdmin(t);
});
afterAll(() => t.close());

const requestPlan = (who: Seller | null, plan: unknown) =>
  as(t, who).post('/api/subscription/request', { plan });
const mine = (who: Seller) => as(t, who).get('/api/subscription/fetch');
const activate = (id: string, plan: string, requestId?: string) =>
  as(t, admin).put('/api/admin/user/activatePlan', { id, plan, requestId });
const userRow = async (id: string) =>
  (await t.deps.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('Get Started records a subscription request (spec §4 Subscription purchase)', () => {
  it('needs a signed-in user: anonymous callers get 401 TOKEN_EXPIRED', async () => {
    const res = await requestPlan(null, 'Plan A');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'TOKEN_EXPIRED', message: API_MSG.tokenExpired });
    expect((await t.call({ method: 'GET', url: '/api/subscription/fetch' })).status).toBe(401);
  });

  it('works without a plan, names the provider and the phone, and does not repeat itself', async () => {
    const buyer = await signUpSeller(t, { plan: false });
    const first = await requestPlan(buyer, 'Plan A');
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(SUBSCRIPTION_MSG.requestRecorded);
    expect(first.body.payload).toMatchObject({
      request: { plan: 'Plan A', status: 'open' },
      whatsAppNo: '9811122233',
      phoneNo: buyer.phoneNo,
    });
    const again = await requestPlan(buyer, 'Plan A');
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(SUBSCRIPTION_MSG.requestAlreadyOpen);
    expect(again.body.payload.request._id).toBe(first.body.payload.request._id);
    const rows = await t.deps.database.db
      .select()
      .from(subscriptionRequests)
      .where(eq(subscriptionRequests.fkUserId, buyer.userId));
    expect(rows).toHaveLength(1);

    const status = await mine(buyer);
    expect(status.body.payload).toMatchObject({
      plan: 'Plan 0',
      planExpiresAt: null,
      status: null,
      openRequest: { _id: first.body.payload.request._id, plan: 'Plan A' },
    });
  });

  it('refuses a plan that is not A, B or C', async () => {
    const buyer = await signUpSeller(t, { plan: false });
    for (const plan of ['Plan 0', 'Plan D', undefined]) {
      const res = await requestPlan(buyer, plan);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(SUBSCRIPTION_MSG.planInvalid);
    }
  });
});

describe('an administrator activates a plan', () => {
  it('from a request: sets the plan, closes the request, notifies the user in Asia/Kolkata', async () => {
    t.clock.set(new Date('2025-01-30T20:00:00Z')); // 31 Jan, 01:30 in India
    const buyer = await signUpSeller(t, { plan: false });
    const fetchBefore = await as(t, buyer).get('/api/auth/user/fetch');
    expect(fetchBefore.body.error).toBe('PLAN_REQUIRED');
    const { body } = await requestPlan(buyer, 'Plan A');
    await requestPlan(buyer, 'Plan C'); // a second open request is answered by the activation too

    const open = await as(t, admin).get('/api/admin/subscriptionRequests', { status: 'open' });
    const listed = open.body.payload.requests.filter((r: any) => r.user._id === buyer.userId);
    expect(listed.map((r: any) => r.plan)).toEqual(['Plan A', 'Plan C']);
    expect(listed[0].user).toMatchObject({ phoneNo: buyer.phoneNo, plan: 'Plan 0' });

    const res = await activate(buyer.userId, 'Plan A', body.payload.request._id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ADMIN_MSG.planActivated);
    expect(res.body.payload).toEqual({
      user: { _id: buyer.userId, plan: 'Plan A', planExpiresAt: '2025-04-29T20:00:00.000Z' },
      closedRequests: 2,
    });
    const row = await userRow(buyer.userId);
    expect(row.plan).toBe('Plan A');
    expect(row.planExpiresAt?.toISOString()).toBe('2025-04-29T20:00:00.000Z');
    const requests = await t.deps.database.db
      .select()
      .from(subscriptionRequests)
      .where(eq(subscriptionRequests.fkUserId, buyer.userId));
    expect(requests.every((request) => request.status === 'done')).toBe(true);

    const notes = await t.deps.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.fkUserId, buyer.userId));
    expect(notes).toContainEqual(
      expect.objectContaining({
        notification: notificationText(planActivatedNotification('Plan A', '30 Apr 2025')),
        redirect: '/userAdmin/subscription',
      }),
    );
    const [entry] = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, buyer.userId));
    expect(entry).toMatchObject({
      adminId: admin.userId,
      action: 'activatePlan',
      entityType: 'user',
      before: { plan: 'Plan 0', planExpiresAt: null },
      after: { plan: 'Plan A', planExpiresAt: '2025-04-29T20:00:00.000Z' },
    });
    // The seller area opens now.
    expect((await as(t, buyer).get('/api/auth/user/fetch')).status).toBe(200);
    expect((await mine(buyer)).body.payload).toMatchObject({ status: 'Active', openRequest: null });
  });

  it('renews from the current expiry while the plan runs, and from now after it ended', async () => {
    t.clock.set(new Date('2025-03-01T06:30:00Z'));
    const buyer = await signUpSeller(t, { plan: false });
    await activate(buyer.userId, 'Plan A');
    expect((await userRow(buyer.userId)).planExpiresAt?.toISOString()).toBe(
      '2025-06-01T06:30:00.000Z',
    );

    // A month later, still running: Plan B's 6 months go on top of 1 June.
    t.clock.set(new Date('2025-04-01T06:30:00Z'));
    const renewed = await activate(buyer.userId, 'Plan B');
    expect(renewed.body.payload.user.planExpiresAt).toBe('2025-12-01T06:30:00.000Z');

    // Within 7 days of the end the plan is Expiring; past it, Expired.
    t.clock.set(new Date('2025-11-26T06:30:00Z'));
    const later = await logInAgain(t, buyer);
    expect((await mine(later)).body.payload.status).toBe('Expiring');
    t.clock.set(new Date('2025-12-05T00:00:00Z'));
    expect((await as(t, later).get('/api/auth/user/fetch')).body.error).toBe('PLAN_REQUIRED');
    expect((await mine(later)).body.payload).toMatchObject({ plan: 'Plan B', status: 'Expired' });

    // After it ended: a year from now, not from the old expiry.
    const late = await activate(buyer.userId, 'Plan C');
    expect(late.body.payload.user.planExpiresAt).toBe('2026-12-05T00:00:00.000Z');
    t.clock.set(new Date());
  });

  it('refuses an unknown user, a plan that is not A, B or C, and a request of someone else', async () => {
    const buyer = await signUpSeller(t, { plan: false });
    const other = await signUpSeller(t, { plan: false });
    const { body } = await requestPlan(other, 'Plan B');
    expect((await activate('01890000-0000-7000-8000-000000000000', 'Plan A')).status).toBe(404);
    const badPlan = await activate(buyer.userId, 'Plan Z');
    expect(badPlan.status).toBe(400);
    expect(badPlan.body.message).toBe(SUBSCRIPTION_MSG.planInvalid);
    expect((await activate(buyer.userId, 'Plan B', body.payload.request._id)).status).toBe(404);
  });

  it('closes a request without activating', async () => {
    const buyer = await signUpSeller(t, { plan: false });
    const { body } = await requestPlan(buyer, 'Plan B');
    const id = body.payload.request._id;
    const res = await as(t, admin).put('/api/admin/subscriptionRequests/close', { id });
    expect(res.status).toBe(200);
    const again = await as(t, admin).put('/api/admin/subscriptionRequests/close', { id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ADMIN_MSG.requestNotOpen);
    const done = await as(t, admin).get('/api/admin/subscriptionRequests', { status: 'done' });
    expect(done.body.payload.requests.map((r: any) => r._id)).toContain(id);
    expect((await userRow(buyer.userId)).plan).toBe('Plan 0');
  });
});
