import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, PLAN_NONE } from '@haat/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { Seller } from '../../test/sellers.ts';
import { createSellerTestApp, signUpSeller } from '../../test/sellers.ts';
import { as, logInAgain, makeAdmin } from '../admin/test-fixtures.ts';

// One seller walks the three plan states (no plan, active, expired) as the
// app's clock moves, and the administrator sees who expired recently.

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: Seller;
beforeAll(async () => {
  t = await createSellerTestApp();
  admin = await makeAdmin(t);
});
afterAll(() => t.close());

/** Moves the clock; sessions older than SESSION_DAYS end with it, so both log in again. */
async function moveClock(to: Date, seller: Seller) {
  t.clock.set(to);
  admin = await logInAgain(t, admin);
  return logInAgain(t, seller);
}

const mine = (who: Seller) => as(t, who).get('/api/subscription/fetch');
const session = (who: Seller) => as(t, who).get('/api/auth/user/fetch');
const expiredList = (query: Record<string, string> = {}) =>
  as(t, admin).get('/api/admin/user/expiredPlans', query);

describe('a seller through no plan, an active plan and an expired one (spec §4 Plan status)', () => {
  it('walks the three states with the clock and the session follows', async () => {
    let seller = await signUpSeller(t, { plan: false });

    // No plan: Plan 0, no status; the seller area is refused for want of a plan.
    expect((await mine(seller)).body.payload).toMatchObject({
      plan: PLAN_NONE,
      planExpiresAt: null,
      status: null,
    });
    expect((await session(seller)).body).toMatchObject({
      code: 401,
      error: 'PLAN_REQUIRED',
      message: MSG.planRequired,
    });

    // Active: Plan A for three months from now.
    const activated = await as(t, admin).put('/api/admin/user/activatePlan', {
      id: seller.userId,
      plan: 'Plan A',
    });
    expect(activated.body).toMatchObject({ code: 200 });
    const expiresAt = new Date(activated.body.payload.user.planExpiresAt as string);
    expect((await mine(seller)).body.payload).toMatchObject({ plan: 'Plan A', status: 'Active' });
    expect((await session(seller)).status).toBe(200);
    expect(
      (await as(t, seller).get('/api/userAdmin/notification/count')).body.payload.total,
    ).toBeGreaterThanOrEqual(1);

    // Expiring: within 7 days of the end.
    seller = await moveClock(new Date(expiresAt.getTime() - 3 * DAY_MS), seller);
    expect((await mine(seller)).body.payload.status).toBe('Expiring');
    expect((await session(seller)).status).toBe(200);

    // Expired: two days past. The plan keeps its name and date, the status says Expired, the
    // seller area answers PLAN_REQUIRED, and the purchase calls still work for renewing.
    seller = await moveClock(new Date(expiresAt.getTime() + 2 * DAY_MS), seller);
    expect((await mine(seller)).body.payload).toMatchObject({
      plan: 'Plan A',
      planExpiresAt: expiresAt.toISOString(),
      status: 'Expired',
    });
    expect((await session(seller)).body.error).toBe('PLAN_REQUIRED');
    expect((await as(t, seller).get('/api/userAdmin/notification/count')).status).toBe(401);
    expect((await as(t, seller).post('/api/subscription/request', { plan: 'Plan B' })).status).toBe(
      201,
    );

    // The administrator's list of recent expiries names the seller with the date it ended.
    const listed = await expiredList();
    expect(listed.status).toBe(200);
    expect(listed.body.payload.users).toContainEqual(
      expect.objectContaining({
        _id: seller.userId,
        plan: 'Plan A',
        planExpiresAt: expiresAt.toISOString(),
      }),
    );

    // Renewing counts from now (the old expiry has passed) and leaves the list.
    const renewed = await as(t, admin).put('/api/admin/user/activatePlan', {
      id: seller.userId,
      plan: 'Plan B',
    });
    expect(renewed.status).toBe(200);
    expect((await mine(seller)).body.payload).toMatchObject({ plan: 'Plan B', status: 'Active' });
    expect((await session(seller)).status).toBe(200);
    const after = await expiredList();
    expect(after.body.payload.users.map((u: { _id: string }) => u._id)).not.toContain(
      seller.userId,
    );
  });

  it('lists only expiries within the window, most recent first, and never Plan 0', async () => {
    const now = t.clock.now();
    const early = await signUpSeller(t, { plan: false });
    const late = await signUpSeller(t, { plan: false });
    const never = await signUpSeller(t, { plan: false });
    for (const who of [early, late]) {
      await as(t, admin).put('/api/admin/user/activatePlan', { id: who.userId, plan: 'Plan A' });
    }
    // Plan A is three months: 100 days on, both have expired, the same day.
    await moveClock(new Date(now.getTime() + 100 * DAY_MS), never);
    const both = await expiredList({ days: '30' });
    const ids = both.body.payload.users.map((u: { _id: string }) => u._id);
    expect(ids).toEqual(expect.arrayContaining([early.userId, late.userId]));
    expect(ids).not.toContain(never.userId);
    const dates = both.body.payload.users.map((u: { planExpiresAt: string }) => u.planExpiresAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(both.body.payload.total).toBe(ids.length);

    // 200 days on, they expired over 30 days ago: out of a 30-day window, in a 365-day one.
    await moveClock(new Date(now.getTime() + 200 * DAY_MS), never);
    const recent = await expiredList({ days: '30' });
    expect(recent.body.payload.users.map((u: { _id: string }) => u._id)).not.toContain(
      early.userId,
    );
    const year = await expiredList({ days: '365' });
    expect(year.body.payload.users.map((u: { _id: string }) => u._id)).toContain(early.userId);
    expect((await expiredList({ days: '0' })).status).toBe(400);
    await moveClock(now, never);
  });

  it('is the administrator’s alone', async () => {
    const seller = await signUpSeller(t);
    expect((await as(t, seller).get('/api/admin/user/expiredPlans')).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/admin/user/expiredPlans' })).status).toBe(401);
  });
});

describe('the journeys’ plan-expiry route (NODE_ENV test only)', () => {
  it('lets an administrator put a plan expiry in the past, and nobody else', async () => {
    const seller = await signUpSeller(t);
    const past = new Date(t.clock.now().getTime() - 2 * DAY_MS).toISOString();
    const body = { phoneNo: seller.phoneNo, planExpiresAt: past };
    expect((await as(t, seller).put('/api/admin/test/planExpiresAt', body)).status).toBe(403);
    expect((await as(t, admin).put('/api/admin/test/planExpiresAt', body)).status).toBe(200);
    expect((await mine(seller)).body.payload.status).toBe('Expired');
  });

  // A fresh database is migrated for it: slow on a loaded machine.
  it('does not exist outside NODE_ENV test', { timeout: 120_000 }, async () => {
    const dev = await createTestApp({ env: { NODE_ENV: 'development' } });
    try {
      const res = await dev.call({ method: 'PUT', url: '/api/admin/test/planExpiresAt' });
      expect(res.status).toBe(404);
    } finally {
      await dev.close();
    }
  });
});
