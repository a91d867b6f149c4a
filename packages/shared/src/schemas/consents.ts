// A buyer's consents on My enquiries (docs/decisions/037-personal-data.md): what the proved phone
// agreed to, and taking one back.
import { z } from 'zod';
import { envelopeSchema, timestampAnswer, type PayloadsOf } from '../api.ts';
import { CONSENT_MSG } from '../consent-messages.ts';
import { CONSENT_PURPOSES } from '../personal-data.ts';
import { buyerProofField } from './buyer-enquiries.ts';

/** POST /api/myEnquiries/consents: a POST, so the proof never sits in an address. */
export const myConsentsBody = z.object({ proof: buyerProofField });

/** POST /api/myEnquiries/consents/withdraw: one purpose the phone agreed to. */
export const withdrawConsentBody = z.object({
  proof: buyerProofField,
  purpose: z.enum(CONSENT_PURPOSES, { error: CONSENT_MSG.purposeInvalid }),
});

/** One consent in force: what, since when, and under which version of the notice. */
export const activeConsentSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  givenAt: timestampAnswer,
  /** 0: the built-in notice, before any version was published. */
  noticeVersion: z.number().int(),
});
export type ActiveConsent = z.output<typeof activeConsentSchema>;

export const CONSENT_ANSWERS = {
  list: envelopeSchema(z.object({ consents: z.array(activeConsentSchema) })),
} as const;
export type ConsentAnswers = PayloadsOf<typeof CONSENT_ANSWERS>;
