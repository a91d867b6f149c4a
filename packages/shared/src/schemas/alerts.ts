// How a seller hears of an enquiry while the app is closed.
import { z } from 'zod';
import { envelopeSchema, timestampAnswer } from '../api.ts';
import { ALERT_MSG } from '../workspace-messages.ts';
import { slotMinutes } from '../opening-hours.ts';

/** 'HH:MM' on the 24-hour clock, India's time. */
const quietTime = z
  .string({ error: ALERT_MSG.quietTimeInvalid })
  .trim()
  .refine((value) => {
    const minutes = slotMinutes(value);
    return /^\d{2}:\d{2}$/.test(value) && minutes >= 0 && minutes < 24 * 60;
  }, ALERT_MSG.quietTimeInvalid);

/** PUT /userAdmin/alerts/preferences. Quiet hours equal at both ends mean none. */
export const alertPreferencesBody = z.object({
  sms: z.boolean({ error: ALERT_MSG.smsChoiceRequired }),
  quietFrom: quietTime,
  quietTo: quietTime,
  /** Web Push to the seller's subscribed devices; left as it was when absent. */
  push: z.boolean({ error: ALERT_MSG.pushChoiceInvalid }).optional(),
});
export type AlertPreferencesBody = z.infer<typeof alertPreferencesBody>;

export const alertPreferencesSchema = alertPreferencesBody.extend({
  /** Whether this Haat can send SMS alerts at all (an SMS provider with an alert template). */
  smsAvailable: z.boolean(),
  /** The seller's own number, where SMS alerts go. */
  phoneNo: z.string(),
  push: z.boolean(),
  /** How many browsers of the seller's are subscribed to Web Push. */
  pushDevices: z.number().int(),
  /** Since when the seller has agreed to SMS alerts (their consent in force), or null. */
  smsSince: timestampAnswer.nullable(),
  /** Since when the seller has agreed to Web Push alerts, or null. */
  pushSince: timestampAnswer.nullable(),
});
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

/** A base64url string that decodes to `bytes` bytes (RFC 8291: a P-256 point, a 16-byte secret). */
const base64UrlBytes = (bytes: number) =>
  z
    .string({ error: ALERT_MSG.pushKeysInvalid })
    .refine(
      (value) => /^[A-Za-z0-9_-]+={0,2}$/.test(value) && base64UrlLength(value) === bytes,
      ALERT_MSG.pushKeysInvalid,
    );
const base64UrlLength = (value: string) => Math.floor((value.replace(/=+$/, '').length * 3) / 4);

/**
 * POST /userAdmin/alerts/push/subscriptions: what PushSubscription.toJSON() gives. Only https
 * endpoints; the server also refuses ones on private networks (modules/alerts/push-endpoint.ts).
 */
/** The languages a push is written in: the one the seller used when they turned push on. */
export const PUSH_LANGUAGES = ['en', 'hi'] as const;
export type PushLanguage = (typeof PUSH_LANGUAGES)[number];

export const pushSubscriptionBody = z.object({
  endpoint: z
    .string({ error: ALERT_MSG.pushEndpointInvalid })
    .max(2048, ALERT_MSG.pushEndpointInvalid)
    .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', {
      error: ALERT_MSG.pushEndpointInvalid,
    }),
  keys: z.object(
    { p256dh: base64UrlBytes(65), auth: base64UrlBytes(16) },
    { error: ALERT_MSG.pushKeysInvalid },
  ),
  /** The app's language in this browser when it subscribed; pushes to it are written in it. */
  language: z.enum(PUSH_LANGUAGES).default('en'),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** POST /userAdmin/alerts/push/unsubscribe: this browser's endpoint. */
export const pushUnsubscribeBody = z.object({
  endpoint: z.string({ error: ALERT_MSG.pushEndpointInvalid }).max(2048),
});

/**
 * What a push carries to the service worker (public/sw.js shows it): the words, the page a tap
 * opens and a tag, so one alert delivered twice shows once.
 */
export type PushMessage = { title: string; body: string; url: string; tag: string };

export const ALERT_ANSWERS = {
  preferences: envelopeSchema(z.object({ preferences: alertPreferencesSchema })),
  pushKey: envelopeSchema(z.object({ publicKey: z.string() })),
} as const;

/** Minutes after midnight ↔ 'HH:MM'. */
export const quietMinutes = (time: string) => slotMinutes(time);
export const quietTime24 = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Whether `minutes` (after midnight, India's time) fall in the quiet hours from `from` to `to`,
 * which may run past midnight (22:00–08:00). Equal ends: never quiet.
 */
export function inQuietHours(minutes: number, from: number, to: number) {
  if (from === to) return false;
  return from < to ? minutes >= from && minutes < to : minutes >= from || minutes < to;
}
