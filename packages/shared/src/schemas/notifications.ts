// Spec §3 Notification and §7 /userAdmin/notification and /public/notifications.
import { z } from 'zod';
import { NOTIFICATION_FILTERS, PAGE_SIZES } from '../constants.ts';
import { envelopeSchema, pageQuery } from '../api.ts';
import { NOTIFICATION_MSG } from '../workspace-messages.ts';
import { idParam } from './businesses.ts';

export const NOTIFICATION_LIMITS = { text: 500, redirect: 500 } as const;

/**
 * Where opening a notification leads: a path of this site ('/userAdmin/…'), never another site
 * ('//evil.example', 'https://…'), so a notification cannot be turned into an open redirect.
 */
export const redirectField = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z
    .string()
    .trim()
    .max(NOTIFICATION_LIMITS.redirect)
    .regex(/^\/(?![/\\])[^\s]*$/, NOTIFICATION_MSG.redirectInvalid)
    .optional(),
);

const textField = z
  .string({ error: NOTIFICATION_MSG.textRequired })
  .trim()
  .min(1, NOTIFICATION_MSG.textRequired)
  .max(NOTIFICATION_LIMITS.text);

/** POST /userAdmin/notification/create {notification, redirect}: for the signed-in user only. */
export const createNotificationBody = z.object({
  notification: textField,
  redirect: redirectField,
});

/**
 * POST /public/notifications/create {notification, fkUserId, redirect}: accepted for the spec's
 * clients and never written (the lead itself notifies the seller; docs/decisions/006).
 */
export const publicCreateNotificationBody = z
  .object({
    notification: z.string().max(NOTIFICATION_LIMITS.text).nullish(),
    fkUserId: z.string().max(100).nullish(),
    redirect: z.string().max(NOTIFICATION_LIMITS.redirect).nullish(),
  })
  .nullish();

export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** GET fetchAll {perPage 15, pageNo, filter All | New | Read}. */
export const fetchNotificationsQuery = pageQuery(PAGE_SIZES.notifications, 50).extend({
  filter: z.enum(NOTIFICATION_FILTERS).default('All'),
});

/** PUT markAsRead {id}; DELETE delete {id} (query parameter or body). */
export const notificationIdBody = z.object({ id: idParam });
export const optionalNotificationIdQuery = z.object({ id: idParam.optional() });
export const optionalNotificationIdBody = z.object({ id: idParam.optional() }).nullish();

/** A notification as the lists read it. */
export const notificationSchema = z.object({
  _id: z.string(),
  notification: z.string(),
  /**
   * The notification as a key of NOTIFICATION_TEXT and its values, for the reader's language
   *; null for a note to oneself and older rows, which show `notification` as written.
   */
  message: z.object({ key: z.string(), values: z.record(z.string(), z.string()) }).nullable(),
  createdAt: z.string(),
  isMarkedRead: z.boolean(),
  redirect: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Envelopes of the notification calls' answers, for the routes' response schemas. */
export const NOTIFICATION_ANSWERS = {
  one: envelopeSchema(z.object({ notification: notificationSchema })),
  page: envelopeSchema(
    z.object({ notifications: z.array(notificationSchema), total: z.number().int() }),
  ),
  /** The unread count. */
  count: envelopeSchema(z.object({ total: z.number().int() })),
  markedAll: envelopeSchema(z.object({ updated: z.number().int() })),
  deleted: envelopeSchema(z.null()),
  deletedAll: envelopeSchema(z.object({ deleted: z.number().int() })),
  /** The public call only acknowledges (the seller is notified by the enquiry itself). */
  publicCreate: envelopeSchema(z.null()),
  /** Server-sent events, each a LiveEvent as JSON. */
  stream: { content: { 'text/event-stream': { schema: z.string() } } },
} as const;
/** What each JSON answer of those carries (its payload), by the same name. */
export type NotificationAnswers = {
  [K in Exclude<keyof typeof NOTIFICATION_ANSWERS, 'stream'>]: z.output<
    (typeof NOTIFICATION_ANSWERS)[K]
  >['payload'];
};

/** What the live event stream (GET /userAdmin/notification/stream) sends. */
export type LiveEvent =
  { type: 'notification'; notification: Notification } | { type: 'notifications-changed' };
