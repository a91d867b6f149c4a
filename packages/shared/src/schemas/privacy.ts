// The privacy notice (docs/decisions/036-privacy-notice.md): what /privacyPolicy shows, its
// published versions, and an administrator's new version.
import { z } from 'zod';
import { envelopeSchema, timestampAnswer, type PayloadsOf } from '../api.ts';
import { PRIVACY_LIMITS, PRIVACY_MSG } from '../privacy-messages.ts';

const { bodyMin, bodyMax } = PRIVACY_LIMITS;

/** An empty Hindi text is no Hindi text: the page then shows the English one. */
const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

/** POST /admin/privacyPolicy: the next version's text, English required, Hindi optional. */
export const privacyPublishBody = z.object({
  body: z
    .string({ error: PRIVACY_MSG.bodyRequired })
    .trim()
    .min(1, PRIVACY_MSG.bodyRequired)
    .min(bodyMin, PRIVACY_MSG.bodyTooShort)
    .max(bodyMax, PRIVACY_MSG.bodyTooLong),
  bodyHi: z.preprocess(
    blankToNull,
    z
      .string({ error: PRIVACY_MSG.bodyHiTooShort })
      .trim()
      .min(bodyMin, PRIVACY_MSG.bodyHiTooShort)
      .max(bodyMax, PRIVACY_MSG.bodyHiTooLong)
      .nullable(),
  ),
});
export type PrivacyPublishInput = z.input<typeof privacyPublishBody>;

/** One version of the notice; version 0 is the built-in text, never stored. */
const noticeSchema = z.object({
  version: z.number().int(),
  body: z.string(),
  bodyHi: z.string().nullable(),
  /** null for version 0, which nobody published. */
  publishedAt: timestampAnswer.nullable(),
});

/** Whom a person writes to about their data (the server's GRIEVANCE_OFFICER_* settings). */
const grievanceSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** true while any of them is the development placeholder: the page marks it. */
  demo: z.boolean(),
});

/** A published version as the console lists it. */
const versionSchema = noticeSchema.extend({
  _id: z.string(),
  publishedAt: timestampAnswer,
  /** The administrator who published it, by name. */
  publishedBy: z.string(),
});

export const PRIVACY_ANSWERS = {
  current: envelopeSchema(z.object({ notice: noticeSchema, grievance: grievanceSchema })),
  versions: envelopeSchema(z.object({ versions: z.array(versionSchema) })),
  published: envelopeSchema(z.object({ version: versionSchema })),
} as const;
/** What each of those answers carries (its payload), by the same name. */
export type PrivacyAnswers = PayloadsOf<typeof PRIVACY_ANSWERS>;
