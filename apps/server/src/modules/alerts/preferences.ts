import { count, eq } from 'drizzle-orm';
import {
  ALERT_MSG,
  quietMinutes,
  quietTime24,
  type AlertPreferences,
  type AlertPreferencesBody,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { alertPreferences, pushSubscriptions, users } from '../../db/schema/index.ts';
import type { SmsSender } from '../../lib/sms/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { consentSince, giveConsent, withdrawConsent } from '../consents/service.ts';

/** A seller's choices as the alert handler reads them (minutes after midnight, IST). */
export type StoredPreferences = {
  sms: boolean;
  /** Web Push to the seller's subscribed browsers (on unless they turned it off). */
  push: boolean;
  quietFrom: number;
  quietTo: number;
  lastSmsAt: Date | null;
  phoneNo: string;
};

const DEFAULTS = { sms: false, push: true, quietFrom: 22 * 60, quietTo: 8 * 60, lastSmsAt: null };

/** The seller's preferences, the defaults where none were saved; null for an unknown user. */
export async function storedPreferences(
  db: Database,
  userId: string,
): Promise<StoredPreferences | null> {
  const [row] = await db
    .select({
      phoneNo: users.phoneNo,
      sms: alertPreferences.sms,
      push: alertPreferences.push,
      quietFrom: alertPreferences.quietFrom,
      quietTo: alertPreferences.quietTo,
      lastSmsAt: alertPreferences.lastSmsAt,
    })
    .from(users)
    .leftJoin(alertPreferences, eq(alertPreferences.fkUserId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    phoneNo: row.phoneNo,
    sms: row.sms ?? DEFAULTS.sms,
    push: row.push ?? DEFAULTS.push,
    quietFrom: row.quietFrom ?? DEFAULTS.quietFrom,
    quietTo: row.quietTo ?? DEFAULTS.quietTo,
    lastSmsAt: row.lastSmsAt ?? DEFAULTS.lastSmsAt,
  };
}

const answer = (
  stored: StoredPreferences,
  sms: SmsSender,
  pushDevices: number,
  since: { sms: Date | null; push: Date | null },
): AlertPreferences => ({
  sms: stored.sms,
  quietFrom: quietTime24(stored.quietFrom),
  quietTo: quietTime24(stored.quietTo),
  smsAvailable: sms.sends('alert'),
  phoneNo: stored.phoneNo,
  push: stored.push,
  pushDevices,
  smsSince: since.sms,
  pushSince: since.push,
});

/** How many browsers of the user's are subscribed to Web Push. */
export async function countPushDevices(db: Database, userId: string) {
  const [row] = await db
    .select({ devices: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.fkUserId, userId));
  return row?.devices ?? 0;
}

/** GET /userAdmin/alerts/preferences. */
export async function readPreferences(db: Database, sms: SmsSender, userId: string) {
  const stored = await storedPreferences(db, userId);
  if (!stored) throw notFound();
  const since = {
    sms: await consentSince(db, { userId }, 'leadAlertSms'),
    push: await consentSince(db, { userId }, 'leadAlertPush'),
  };
  return answer(stored, sms, await countPushDevices(db, userId), since);
}

/**
 * PUT /userAdmin/alerts/preferences: SMS can be chosen only where it can be sent. The switches
 * stay the one place a seller decides; the consents table records each decision with the
 * notice then shown (turning on gives, turning off withdraws), in the same transaction.
 */
export async function savePreferences(
  db: Database,
  sms: SmsSender,
  userId: string,
  body: AlertPreferencesBody,
  now: Date,
) {
  if (body.sms && !sms.sends('alert')) throw badRequest(ALERT_MSG.smsUnavailable);
  const values = {
    sms: body.sms,
    quietFrom: quietMinutes(body.quietFrom),
    quietTo: quietMinutes(body.quietTo),
    ...(body.push === undefined ? {} : { push: body.push }),
  };
  await db.transaction(async (tx) => {
    const before = await storedPreferences(tx, userId);
    if (!before) throw notFound();
    await tx
      .insert(alertPreferences)
      .values({ fkUserId: userId, ...values })
      .onConflictDoUpdate({ target: alertPreferences.fkUserId, set: values });
    const subject = { userId };
    if (body.sms) await giveConsent(tx, subject, 'leadAlertSms', now);
    else await withdrawConsent(tx, subject, 'leadAlertSms', now);
    // Push is on by default until a browser subscribes (push.ts records that consent); here
    // only a real change of the switch is one.
    if (body.push === false) await withdrawConsent(tx, subject, 'leadAlertPush', now);
    else if (body.push === true && !before.push) {
      await giveConsent(tx, subject, 'leadAlertPush', now);
    }
  });
  return readPreferences(db, sms, userId);
}

/**
 * Turns Web Push on for the user when a browser subscribes: the seller allowed it in the browser
 * and on the settings screen, so the consent is recorded with it.
 */
export async function setPushChoice(db: Database, userId: string, push: boolean, now: Date) {
  await db
    .insert(alertPreferences)
    .values({ fkUserId: userId, push })
    .onConflictDoUpdate({ target: alertPreferences.fkUserId, set: { push } });
  if (push) await giveConsent(db, { userId }, 'leadAlertPush', now);
  else await withdrawConsent(db, { userId }, 'leadAlertPush', now);
}

/** Records an SMS alert sent now: the next waits for the allowance (lead-alert.ts). */
export async function recordSmsSent(db: Database, userId: string, at: Date) {
  await db
    .insert(alertPreferences)
    .values({ fkUserId: userId, lastSmsAt: at })
    .onConflictDoUpdate({ target: alertPreferences.fkUserId, set: { lastSmsAt: at } });
}
