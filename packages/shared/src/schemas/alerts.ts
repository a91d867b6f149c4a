// Issue 36 §1: how a seller hears of an enquiry while the app is closed.
import { z } from 'zod';
import { envelopeSchema } from '../api.ts';
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
});
export type AlertPreferencesBody = z.infer<typeof alertPreferencesBody>;

export const alertPreferencesSchema = alertPreferencesBody.extend({
  /** Whether this Haat can send SMS alerts at all (an SMS provider with an alert template). */
  smsAvailable: z.boolean(),
  /** The seller's own number, where SMS alerts go. */
  phoneNo: z.string(),
});
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

export const ALERT_ANSWERS = {
  preferences: envelopeSchema(z.object({ preferences: alertPreferencesSchema })),
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
