// The words of a person's rights over their data (docs/decisions/037-personal-data.md): what they
// may consent to, what they may complain about, and the kinds of erasure Haat carries out.

/**
 * What a person can say yes to separately from anything else, and take back as easily. Each is a
 * message Haat would otherwise not send; what a person asked for (their enquiry reaching a
 * seller, its receipt) needs no consent, only the notice.
 * - reviewInviteSms: a buyer's phone, asked on the enquiry form: one SMS, days after the seller
 *   answered, asking how it went.
 * - leadAlertSms, leadAlertPush: a seller's account, given when they turn the alert on.
 */
export const CONSENT_PURPOSES = ['reviewInviteSms', 'leadAlertSms', 'leadAlertPush'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** What a grievance is about; 'other' for anything else. */
export const GRIEVANCE_TOPICS = ['access', 'correction', 'erasure', 'consent', 'other'] as const;
export type GrievanceTopic = (typeof GRIEVANCE_TOPICS)[number];

export const GRIEVANCE_STATUSES = ['open', 'answered'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

/** A buyer's phone erased everywhere, or a seller's account erased after its grace period. */
export const ERASURE_KINDS = ['buyerPhone', 'sellerAccount'] as const;
export type ErasureKind = (typeof ERASURE_KINDS)[number];

/**
 * What an erased phone column holds: the columns stay NOT NULL and ten digits, and every screen
 * shows the placeholder words for a row whose erasedAt is set, never these digits.
 */
export const ERASED_PHONE = '0000000000';
