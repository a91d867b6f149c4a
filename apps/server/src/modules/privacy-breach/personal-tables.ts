/**
 * Where a person's data lives, table by table: the one list the breach command reads and its test
 * walks. A table that gains a phone number, a name or a user's id gets one line here.
 *
 * Each entry names SQL expressions over the table's own columns (the table is `r`):
 * - `phone`, `name`, `email`: the person the row is about, when the row itself says so (a buyer
 *   is a phone, not an account);
 * - `owner`: expressions giving a `users.id` whose owner the row is about (their phone, name and
 *   e-mail are then read from `users`); a row may concern several users (the audit log: the
 *   administrator, and the user acted on);
 * - `times`: the columns that say when the row was written or changed; a row is in a period when
 *   any of them falls in it.
 * An entry with neither `phone` nor `owner` holds data about someone it cannot name (a hash of a
 * visitor's address): its rows are counted, not listed.
 *
 * These are constants written here, never input: the service puts them into SQL as they are.
 */
export type PersonalTable = {
  phone?: string;
  name?: string;
  email?: string;
  owner?: readonly string[];
  times: readonly string[];
};

const LEAD_TIMES = [
  'created_at',
  'read_at',
  'status_changed_at',
  'first_action_at',
  'deleted_at',
] as const;

export const PERSONAL_TABLES = {
  users: { owner: ['r.id'], times: ['created_at', 'updated_at'] },
  sessions: { owner: ['r.user_id'], times: ['created_at', 'revoked_at'] },
  otp_codes: { phone: 'r.phone_no', times: ['created_at', 'consumed_at'] },
  phone_verifications: { phone: 'r.phone_no', times: ['verified_at', 'consumed_at'] },
  businesses: { owner: ['r.fk_user_id'], times: ['created_at', 'updated_at', 'deleted_at'] },
  listing_revisions: {
    owner: ['r.fk_user_id'],
    times: ['created_at', 'updated_at', 'decided_at'],
  },
  business_leads: {
    phone: 'r.phone_no',
    name: 'r.contact_person',
    email: 'r.email',
    times: LEAD_TIMES,
  },
  product_leads: {
    phone: 'r.phone_no',
    name: 'r.contact_person',
    email: 'r.email',
    times: LEAD_TIMES,
  },
  service_leads: {
    phone: 'r.phone_no',
    name: 'r.contact_person',
    email: 'r.email',
    times: LEAD_TIMES,
  },
  requirement_leads: {
    phone: 'r.phone_no',
    name: 'r.contact_person',
    email: 'r.email',
    times: [...LEAD_TIMES, 'responded_at'],
  },
  requirements: {
    phone: 'r.phone_no',
    name: 'r.contact_person',
    owner: ['r.fk_user_id'],
    times: ['created_at', 'reported_at', 'closed_at', 'removed_at'],
  },
  reviews: {
    phone: 'r.phone_no',
    name: 'r.name',
    owner: ['r.fk_user_id'],
    times: ['created_at', 'updated_at'],
  },
  contact_messages: {
    phone: 'r.phone_no',
    name: 'r.name',
    email: 'r.email',
    times: ['created_at', 'resolved_at'],
  },
  notifications: { owner: ['r.fk_user_id'], times: ['created_at'] },
  push_subscriptions: { owner: ['r.fk_user_id'], times: ['created_at', 'last_sent_at'] },
  alert_preferences: { owner: ['r.fk_user_id'], times: ['updated_at', 'last_sms_at'] },
  subscription_requests: { owner: ['r.fk_user_id'], times: ['created_at', 'updated_at'] },
  admin_audit_log: {
    owner: ['r.admin_id', "case when r.entity_type = 'user' then r.entity_id::uuid end"],
    times: ['created_at'],
  },
  // The buyer's receipt and review-invitation SMS carry the phone in their payload.
  jobs: { phone: "r.payload->>'phoneNo'", times: ['created_at', 'finished_at', 'failed_at'] },
  consents: {
    phone: 'r.phone_no',
    owner: ['r.user_id'],
    times: ['given_at', 'withdrawn_at'],
  },
  grievances: {
    phone: 'r.phone_no',
    name: 'r.name',
    email: 'r.email',
    owner: ['r.user_id', 'r.answered_by'],
    times: ['created_at', 'answered_at'],
  },
  // An erasure keeps the account it erased, never a buyer's phone.
  erasures: { owner: ['r.user_id'], times: ['requested_at', 'completed_at', 'cancelled_at'] },
  listing_views: { times: ['created_at'] },
  review_helpful_votes: { times: ['created_at'] },
  review_reports: { times: ['created_at'] },
} as const satisfies Record<string, PersonalTable>;

export type PersonalTableName = keyof typeof PERSONAL_TABLES;

export const PERSONAL_TABLE_NAMES = Object.keys(PERSONAL_TABLES) as PersonalTableName[];

/**
 * Tables with a column that looks personal (a phone, an e-mail, a visitor hash, a reference to a
 * user) and why they are not in the list above: the test fails on a new such table that is in
 * neither.
 */
export const NOT_PERSONAL: Readonly<Record<string, string>> = {
  privacy_notices:
    'names only the administrator who published a version (a user id, no phone or name); the audit log records the same act',
};
