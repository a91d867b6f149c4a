// A seller who chose SMS alerts hears of an enquiry through the durable queue, never
// in the enquiry's path; quiet hours and the spacing hold alerts, which then go as one summary.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALERT_MSG } from '@haat/shared';
import { jobs, users } from '../../db/schema/index.ts';
import { nextIndiaTime } from '../../lib/india-time.ts';
import type { TestApp } from '../../test/app.ts';
import { createSellerTestApp, signUpSeller, type Seller } from '../../test/sellers.ts';
import { makeShop, sendLead } from '../leads/test-fixtures.ts';
import { LEAD_ALERT, SMS_ALERT_SPACING_MS } from './lead-alert.ts';
import { readPreferences, savePreferences } from './preferences.ts';

let t: TestApp;
let seller: Seller;
let shop: Awaited<ReturnType<typeof makeShop>>;
const path = '/api/userAdmin/alerts/preferences';

/** 2026-11-30 at hh:mm in India (UTC+05:30). */
const ist = (time: string) => new Date(`2026-11-30T${time}:00+05:30`);

const alertsTo = (phoneNo: string) =>
  (t.deps.smsOutbox?.(phoneNo) ?? [])
    .filter((message) => message.text.startsWith('Haat:'))
    .map((message) => message.text)
    .reverse();

const preferences = (body: Record<string, unknown>, who: Seller = seller) =>
  t.call({ method: 'PUT', url: path, headers: who.headers, payload: body });

const pendingAlerts = async () =>
  (await t.deps.database.db.select().from(jobs).where(eq(jobs.kind, LEAD_ALERT))).filter(
    (job) => job.finishedAt === null,
  );

beforeAll(async () => {
  t = await createSellerTestApp();
  seller = await signUpSeller(t);
  shop = await makeShop(t, seller);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  // Every test starts with the seller's earlier alerts sent and none waiting.
  await t.deps.jobs.idle();
  await t.deps.database.db.delete(jobs);
});

describe('alert preferences', () => {
  it('start with no SMS and quiet hours 22:00–08:00, and keep what the seller saves', async () => {
    const other = await signUpSeller(t);
    const read = await t.call({ method: 'GET', url: path, headers: other.headers });
    expect(read.status).toBe(200);
    expect(read.body.payload.preferences).toEqual({
      sms: false,
      quietFrom: '22:00',
      quietTo: '08:00',
      smsAvailable: true,
      phoneNo: other.phoneNo,
      push: true,
      pushDevices: 0,
      // Nothing agreed to yet: push is on by default, but no browser was subscribed.
      smsSince: null,
      pushSince: null,
    });
    const saved = await preferences({ sms: true, quietFrom: '23:30', quietTo: '07:00' }, other);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(ALERT_MSG.saved);
    expect(saved.body.payload.preferences).toMatchObject({
      sms: true,
      quietFrom: '23:30',
      quietTo: '07:00',
    });
    const again = await t.call({ method: 'GET', url: path, headers: other.headers });
    expect(again.body.payload.preferences).toMatchObject({ sms: true, quietFrom: '23:30' });
  });

  it('refuses times that are not times, and a missing choice, in clear words, changing nothing', async () => {
    for (const [body, message] of [
      [{ sms: true, quietFrom: '25:00', quietTo: '08:00' }, ALERT_MSG.quietTimeInvalid],
      [{ sms: true, quietFrom: '10pm', quietTo: '08:00' }, ALERT_MSG.quietTimeInvalid],
      [{ quietFrom: '22:00', quietTo: '08:00' }, ALERT_MSG.smsChoiceRequired],
    ] as const) {
      const res = await preferences(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(
      (await t.call({ method: 'GET', url: path, headers: seller.headers })).body.payload.preferences
        .sms,
    ).toBe(false);
    expect((await t.call({ method: 'GET', url: path })).status).toBe(401);
  });

  it('refuses SMS where no alert template is configured (MSG91 without one)', async () => {
    const msg91 = await createSellerTestApp({
      env: { SMS: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 'otp-template' },
    });
    try {
      // A seller is made directly: sign-up would send an OTP through MSG91.
      const [user] = await msg91.deps.database.db
        .insert(users)
        .values({ firstName: 'M', lastName: 'S', phoneNo: '7012345678', passwordHash: 'x' })
        .returning({ id: users.id });
      expect(
        (await readPreferences(msg91.deps.database.db, msg91.deps.sms, user!.id)).smsAvailable,
      ).toBe(false);
      await expect(
        savePreferences(
          msg91.deps.database.db,
          msg91.deps.sms,
          user!.id,
          {
            sms: true,
            quietFrom: '22:00',
            quietTo: '08:00',
          },
          msg91.clock.now(),
        ),
      ).rejects.toMatchObject({ status: 400, message: ALERT_MSG.smsUnavailable });
    } finally {
      await msg91.close();
    }
  });
});

describe('the SMS alert of an enquiry', () => {
  it('is not sent to a seller who did not choose SMS, and the job is done', async () => {
    await preferences({ sms: false, quietFrom: '22:00', quietTo: '08:00' });
    t.clock.set(ist('12:00'));
    const before = alertsTo(seller.phoneNo).length;
    expect((await sendLead(t, 'product', shop.product.id)).status).toBe(201);
    await t.deps.jobs.idle();
    expect(alertsTo(seller.phoneNo)).toHaveLength(before);
    expect(await pendingAlerts()).toEqual([]);
  });

  it('goes at once in the day, then waits for the spacing, and the waiting ones go as one summary', async () => {
    await preferences({ sms: true, quietFrom: '22:00', quietTo: '08:00' });
    t.clock.set(ist('12:00'));
    const before = alertsTo(seller.phoneNo).length;
    expect(
      (await sendLead(t, 'product', shop.product.id, { contactPerson: 'Anita Desai' })).status,
    ).toBe(201);
    await t.deps.jobs.idle();
    expect(alertsTo(seller.phoneNo).slice(before)).toEqual([
      'Haat: new enquiry from Anita Desai for "Redmi Note 13". Open http://localhost:3000/userAdmin/enquiries',
    ]);

    t.clock.advance(60_000);
    await sendLead(t, 'service', shop.service.id, { contactPerson: 'Ravi' });
    await sendLead(t, 'business', shop.business.id, { contactPerson: 'Meena' });
    await t.deps.jobs.idle();
    expect(alertsTo(seller.phoneNo)).toHaveLength(before + 1);
    const held = await pendingAlerts();
    expect(held.map((job) => job.runAt.getTime())).toEqual([
      ist('12:00').getTime() + SMS_ALERT_SPACING_MS,
      ist('12:00').getTime() + SMS_ALERT_SPACING_MS,
    ]);

    t.clock.set(new Date(ist('12:00').getTime() + SMS_ALERT_SPACING_MS));
    t.deps.jobs.ring();
    await t.deps.jobs.idle();
    expect(alertsTo(seller.phoneNo).slice(before + 1)).toEqual([
      'Haat: 2 new enquiries are waiting for you. Open http://localhost:3000/userAdmin/enquiries',
    ]);
    expect(await pendingAlerts()).toEqual([]);
  });

  it('is held from the start of quiet hours (21:59 goes, 22:01 waits) to their end, then summed up', async () => {
    await preferences({ sms: true, quietFrom: '22:00', quietTo: '08:00' });
    t.clock.set(ist('21:59'));
    const before = alertsTo(seller.phoneNo).length;
    await sendLead(t, 'product', shop.product.id, { contactPerson: 'Before Ten' });
    await t.deps.jobs.idle();
    expect(alertsTo(seller.phoneNo).slice(before)).toEqual([
      expect.stringContaining('new enquiry from Before Ten'),
    ]);

    t.clock.set(ist('22:01'));
    // Past the spacing too: only the quiet hours hold these.
    t.clock.advance(SMS_ALERT_SPACING_MS);
    for (const name of ['Late One', 'Late Two', 'Late Three']) {
      await sendLead(t, 'product', shop.product.id, { contactPerson: name });
    }
    await t.deps.jobs.idle();
    expect(alertsTo(seller.phoneNo)).toHaveLength(before + 1);
    const morning = new Date('2026-12-01T08:00:00+05:30');
    expect((await pendingAlerts()).map((job) => job.runAt)).toEqual([morning, morning, morning]);

    t.clock.set(new Date(morning.getTime() - 60_000));
    t.deps.jobs.ring();
    await t.deps.jobs.idle();
    expect(alertsTo(seller.phoneNo)).toHaveLength(before + 1);

    t.clock.set(morning);
    t.deps.jobs.ring();
    await t.deps.jobs.idle();
    expect(alertsTo(seller.phoneNo).slice(before + 1)).toEqual([
      'Haat: 3 new enquiries are waiting for you. Open http://localhost:3000/userAdmin/enquiries',
    ]);
  });

  it('never makes the enquiry wait: the answer comes before the alert is worked', async () => {
    await preferences({ sms: true, quietFrom: '00:00', quietTo: '00:00' });
    t.clock.set(ist('13:00'));
    const res = await sendLead(t, 'product', shop.product.id);
    expect(res.status).toBe(201);
    // Committed with the enquiry; worked afterwards.
    const [job] = await t.deps.database.db.select().from(jobs).where(eq(jobs.kind, LEAD_ALERT));
    expect(job?.payload).toMatchObject({ sellerId: seller.userId, targetName: 'Redmi Note 13' });
    await t.deps.jobs.idle();
  });
});

describe('nextIndiaTime', () => {
  it('answers the next time India shows the minute, today or tomorrow', () => {
    expect(nextIndiaTime(ist('22:01'), 8 * 60)).toEqual(new Date('2026-12-01T08:00:00+05:30'));
    expect(nextIndiaTime(ist('07:59'), 8 * 60)).toEqual(ist('08:00'));
    expect(nextIndiaTime(ist('08:00'), 8 * 60)).toEqual(new Date('2026-12-01T08:00:00+05:30'));
  });
});
