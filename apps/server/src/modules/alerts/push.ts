// Web Push to a seller's browsers: the subscriptions they saved, and the one function
// other modules call to send them something (enquiry alerts; follow-up reminders and review
// invitations next).
import { createECDH } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import {
  ALERT_MSG,
  type PushLanguage,
  type PushMessage,
  type PushSubscriptionBody,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/http-error.ts';
import { agentFor, endpointProblem } from './push-endpoint.ts';
import { setPushChoice, storedPreferences } from './preferences.ts';

/** How long a push service keeps an alert for a phone that is off (then it is dropped). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** How long one push service may take to answer before the send counts as failed. */
const PUSH_TIMEOUT_MS = 10_000;
/** A push service answers these for a subscription that no longer exists (RFC 8030 §7.3). */
const GONE = new Set([404, 410]);

/** Whether the browser's key is a P-256 point (65 bytes that are not one would fail every send). */
function onTheCurve(p256dh: string) {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Saves this browser's subscription for the user and turns push on. An endpoint another account
 * had (a shared phone, signed in as someone else now) moves to this one: a browser alerts only
 * the account last signed in on it.
 */
export async function subscribePush(deps: AppDeps, userId: string, body: PushSubscriptionBody) {
  if (endpointProblem(body.endpoint, deps.config.push.localEndpoints)) {
    throw badRequest(ALERT_MSG.pushEndpointInvalid);
  }
  if (!onTheCurve(body.keys.p256dh)) throw badRequest(ALERT_MSG.pushKeysInvalid);
  const keys = { p256dh: body.keys.p256dh, auth: body.keys.auth, language: body.language };
  await deps.database.db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ fkUserId: userId, endpoint: body.endpoint, ...keys })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { fkUserId: userId, ...keys },
      });
    await setPushChoice(tx, userId, true, deps.clock.now());
  });
}

/** Forgets this browser's subscription, if it is the user's (another's is left alone). */
export async function unsubscribePush(db: Database, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.fkUserId, userId)));
}

export type PushOutcome = { sent: number; removed: number };

/** A push service's refusal, as web-push reports it. */
const statusOf = (error: unknown) =>
  error instanceof webpush.WebPushError ? error.statusCode : undefined;

/** A push's words in each language its browsers were subscribed in. */
export type PushWords = PushMessage | ((language: PushLanguage) => PushMessage);

/**
 * Sends `message` (in each browser's language, when given as a function) to every browser the user subscribed, when they have push on; quiet hours are
 * the caller's to apply. A subscription the push service reports gone (404/410), or whose address
 * is no longer allowed, is removed. Throws when any other send failed, after trying them all, so a
 * job tries again: a browser may then get the message twice, which its `tag` shows once.
 */
export async function sendPushToUser(
  deps: Pick<AppDeps, 'database' | 'config' | 'clock'>,
  userId: string,
  message: PushWords,
): Promise<PushOutcome> {
  const db = deps.database.db;
  const preferences = await storedPreferences(db, userId);
  if (!preferences?.push) return { sent: 0, removed: 0 };
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.fkUserId, userId));
  const { publicKey, privateKey, subject, localEndpoints } = deps.config.push;
  const bodyIn = (language: PushLanguage) =>
    JSON.stringify(typeof message === 'function' ? message(language) : message);
  const outcome: PushOutcome = { sent: 0, removed: 0 };
  const failures: string[] = [];
  const remove = async (id: string) => {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    outcome.removed += 1;
  };
  await Promise.all(
    subscriptions.map(async (subscription) => {
      const { endpoint, p256dh, auth, language } = subscription;
      if (endpointProblem(endpoint, localEndpoints)) return remove(subscription.id);
      try {
        await webpush.sendNotification({ endpoint, keys: { p256dh, auth } }, bodyIn(language), {
          vapidDetails: { subject, publicKey, privateKey },
          TTL: PUSH_TTL_SECONDS,
          urgency: 'high',
          timeout: PUSH_TIMEOUT_MS,
          agent: agentFor(endpoint, localEndpoints),
        });
        outcome.sent += 1;
        await db
          .update(pushSubscriptions)
          .set({ lastSentAt: deps.clock.now() })
          .where(eq(pushSubscriptions.id, subscription.id));
      } catch (error) {
        const status = statusOf(error);
        if (status !== undefined && GONE.has(status)) return remove(subscription.id);
        failures.push(`${new URL(endpoint).host}: ${status ?? (error as Error).message}`);
      }
    }),
  );
  if (failures.length > 0) {
    throw new Error(
      `push failed for ${failures.length} of ${subscriptions.length}: ${failures.join('; ')}`,
    );
  }
  return outcome;
}
