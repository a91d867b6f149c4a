import { boolean, check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { PUSH_LANGUAGES } from '@haat/shared';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * How a seller wants to hear of a new enquiry while the app is closed. No row means
 * the defaults: no SMS, quiet from 22:00 to 08:00 in India's time. Quiet hours are minutes after
 * midnight IST; alerts due inside them wait for their end and then go as one summary.
 */
export const alertPreferences = pgTable(
  'alert_preferences',
  {
    fkUserId: uuid('fk_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    sms: boolean('sms').notNull().default(false),
    /** Web Push to the seller's subscribed browsers (on once a browser subscribes). */
    push: boolean('push').notNull().default(true),
    quietFrom: smallint('quiet_from')
      .notNull()
      .default(22 * 60),
    quietTo: smallint('quiet_to')
      .notNull()
      .default(8 * 60),
    /** When the last SMS alert went: the next one waits for the hourly allowance. */
    lastSmsAt: timestamptz('last_sms_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'alert_preferences_quiet_check',
      sql`${t.quietFrom} between 0 and 1439 and ${t.quietTo} between 0 and 1439`,
    ),
  ],
);

/**
 * A browser that agreed to Web Push for a seller: the push service's endpoint and
 * the keys the payload is encrypted to (RFC 8291). Removed when the push service answers 404/410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    fkUserId: uuid('fk_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The language its pushes are written in (the app's when the browser subscribed). */
    language: text('language', { enum: PUSH_LANGUAGES }).notNull().default('en'),
    createdAt: createdAt(),
    lastSentAt: timestamptz('last_sent_at'),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.fkUserId),
    check('push_subscriptions_language_check', oneOf(t.language, PUSH_LANGUAGES)),
  ],
);
