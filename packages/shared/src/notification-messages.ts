import type { ApprovalKindLabel } from './workspace-messages.ts';

// The notifications the server writes: each is stored as a key and its values beside
// the English text, so the web app shows it in the reader's language (NOTIFICATION_TEXT_HI in
// i18n/messages.hi.ts) while the API's `notification` stays the spec's English. The values are
// what the event named (people's and listings' names, a rating, a date, an administrator's
// message): they are shown as written, never translated.
export const NOTIFICATION_TEXT = {
  leadProduct: 'New query from {{contactPerson}} for "{{name}}".',
  leadService: 'New enquiry from {{contactPerson}} for "{{name}}".',
  leadBusiness: 'New enquiry from {{contactPerson}} for your business "{{name}}".',
  review: 'New {{rating}}★ review from {{name}} for your business "{{businessName}}".',
  approvedProfile: 'Your profile has been approved.',
  approvedBusiness: 'Your business "{{name}}" has been approved.',
  approvedProduct: 'Your product "{{name}}" has been approved.',
  approvedService: 'Your service "{{name}}" has been approved.',
  rejectedProfile: 'Your profile was rejected: {{message}}',
  rejectedBusiness: 'Your business "{{name}}" was rejected: {{message}}',
  rejectedProduct: 'Your product "{{name}}" was rejected: {{message}}',
  rejectedService: 'Your service "{{name}}" was rejected: {{message}}',
  planActivated: 'Your subscription {{plan}} is active until {{expires}}.',
  leadFollowUp: 'Follow up today with {{contactPerson}} about "{{name}}".',
  leadRequirement:
    'New requirement from {{contactPerson}}: "{{need}}". Accept it to see their number.',
} as const;

export type NotificationKey = keyof typeof NOTIFICATION_TEXT;
export const NOTIFICATION_KEYS = Object.keys(NOTIFICATION_TEXT) as NotificationKey[];

/** A notification as written by the server: what the reader's language fills in. */
export type NotificationMessage = { key: NotificationKey; values: Record<string, string> };

/** {{name}} → values.name; a placeholder without a value stays as written. */
export const fillNotification = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? '') : whole,
  );

/** The English text of a message: the API's `notification` and every older client's. */
export const notificationText = (message: NotificationMessage) =>
  fillNotification(NOTIFICATION_TEXT[message.key], message.values);

/** The seller's notification of a new enquiry: the listing and the contact person. */
export const leadNotification = (
  kind: 'product' | 'service' | 'business',
  contactPerson: string,
  name: string,
): NotificationMessage => ({
  key: kind === 'product' ? 'leadProduct' : kind === 'service' ? 'leadService' : 'leadBusiness',
  values: { contactPerson, name },
});

/** The seller's notification of a new review. */
export const reviewNotification = (
  name: string,
  rating: number,
  businessName: string,
): NotificationMessage => ({
  key: 'review',
  values: { name, rating: String(rating), businessName },
});

/** What the owner reads when an administrator approves an item. */
export const approvedNotification = (kind: ApprovalKindLabel, name: string): NotificationMessage =>
  kind === 'Profile'
    ? { key: 'approvedProfile', values: {} }
    : { key: `approved${kind}`, values: { name } };

/** What the owner reads when an administrator rejects an item, with the reviewer's message. */
export const rejectedNotification = (
  kind: ApprovalKindLabel,
  name: string,
  message: string,
): NotificationMessage =>
  kind === 'Profile'
    ? { key: 'rejectedProfile', values: { message } }
    : { key: `rejected${kind}`, values: { name, message } };

/** What a user reads when an administrator activates a plan (expiry already formatted). */
export const planActivatedNotification = (plan: string, expires: string): NotificationMessage => ({
  key: 'planActivated',
  values: { plan, expires },
});

/**
 * The seller's reminder on a lead's follow-up day. `day` is not in the words; it
 * tells this day's reminder from another's (a reminder is written once per lead and day).
 */
export const followUpNotification = (
  contactPerson: string,
  name: string,
  day: string,
): NotificationMessage => ({ key: 'leadFollowUp', values: { contactPerson, name, day } });

/**
 * The seller's notification of a posted requirement offered to their business: who
 * asked and what they need; the phone shows in the inbox once the seller accepts.
 */
export const requirementNotification = (
  contactPerson: string,
  need: string,
): NotificationMessage => ({
  key: 'leadRequirement',
  values: { contactPerson, need },
});
