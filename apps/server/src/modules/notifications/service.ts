import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  idSchema,
  LIVE_EVENT_NAMES,
  notificationText,
  type Notification,
  type NotificationFilter,
  type NotificationMessage,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { enforceLimit } from '../../lib/rate-limit/index.ts';
import type { Authenticated } from '../auth/service.ts';

// Spec §7 /userAdmin/notification. Every call works on the signed-in user's own notifications:
// another user's id answers 404 and changes nothing. Other modules notify a user through
// insertNotification + announceNotification (inside their transaction) or notifyUser.

type Row = typeof notifications.$inferSelect;

export const toNotification = (row: Row): Notification => ({
  _id: row.id,
  notification: row.notification,
  message: row.message ?? null,
  createdAt: row.createdAt.toISOString(),
  isMarkedRead: row.isMarkedRead,
  redirect: row.redirect,
});

/** Notifications a user may write to themselves per hour (POST create). */
export const SELF_NOTIFICATION_LIMIT = 60;

const isId = (value: string) => idSchema.safeParse(value).success;
const mine = (auth: Authenticated) => eq(notifications.fkUserId, auth.user.id);
const FILTERS: Record<NotificationFilter, SQL | undefined> = {
  All: undefined,
  New: eq(notifications.isMarkedRead, false),
  Read: eq(notifications.isMarkedRead, true),
};

/**
 * What a notification says: a message of the server's (kept as key and values beside its English
 * text, so the web app can show it in Hindi) or a user's own words (text only).
 */
export type NotificationContent = NotificationMessage | string;

/**
 * Writes a notification with `db`, which may be a transaction's: it then commits or rolls back
 * with the rest. Call announceNotification once the transaction has committed.
 */
export async function insertNotification(
  db: Database,
  input: {
    userId: string;
    notification: NotificationContent;
    redirect: string | null;
    createdAt: Date;
  },
): Promise<Notification> {
  const content = input.notification;
  const [row] = await db
    .insert(notifications)
    .values({
      fkUserId: input.userId,
      notification: typeof content === 'string' ? content : notificationText(content),
      message: typeof content === 'string' ? null : content,
      redirect: input.redirect,
      createdAt: input.createdAt,
    })
    .returning();
  if (!row) throw new Error('notification insert returned nothing');
  return toNotification(row);
}

/** Tells the user's open event streams, on every instance, about a new notification. */
export async function announceNotification(
  deps: AppDeps,
  userId: string,
  notification: Notification,
) {
  await deps.events.publish(userId, { type: LIVE_EVENT_NAMES.notification, data: notification });
}

/** Notifies a user outside any transaction of the caller's (admin actions and the like). */
export async function notifyUser(
  deps: AppDeps,
  userId: string,
  notification: NotificationContent,
  redirect: string | null = null,
) {
  const created = await insertNotification(deps.database.db, {
    userId,
    notification,
    redirect,
    createdAt: deps.clock.now(),
  });
  await announceNotification(deps, userId, created);
  return created;
}

/** Read state changed on one tab: the user's other tabs and devices refresh their badge. */
const announceChange = (deps: AppDeps, auth: Authenticated) =>
  deps.events.publish(auth.user.id, { type: LIVE_EVENT_NAMES.changed });

/** POST create {notification, redirect}: a note to oneself, never to anyone else. */
export async function createOwnNotification(
  deps: AppDeps,
  auth: Authenticated,
  body: { notification: string; redirect?: string | undefined },
) {
  await enforceLimit(
    deps.limiter,
    `notification:create:${auth.user.id}`,
    SELF_NOTIFICATION_LIMIT,
    60 * 60,
  );
  return { notification: await notifyUser(deps, auth.user.id, body.notification, body.redirect) };
}

/** GET fetchAll: newest first, 15 a page, All | New (unread) | Read. */
export async function fetchNotifications(
  db: Database,
  auth: Authenticated,
  query: { pageNo: number; perPage: number; filter: NotificationFilter },
) {
  const where = and(mine(auth), FILTERS[query.filter]);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.perPage)
      .offset((query.pageNo - 1) * query.perPage),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { notifications: rows.map(toNotification), total: total?.n ?? 0 };
}

/** GET count: unread notifications, for the header badge. */
export async function unreadCount(db: Database, auth: Authenticated) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(auth), FILTERS.New));
  return { total: row?.n ?? 0 };
}

/** PUT markAsRead {id}: the user's own notification only (another's → 404). */
export async function markAsRead(deps: AppDeps, auth: Authenticated, id: string) {
  if (!isId(id)) throw notFound();
  const [row] = await deps.database.db
    .update(notifications)
    .set({ isMarkedRead: true })
    .where(and(eq(notifications.id, id), mine(auth)))
    .returning();
  if (!row) throw notFound();
  await announceChange(deps, auth);
  return { notification: toNotification(row) };
}

export async function markAllAsRead(deps: AppDeps, auth: Authenticated) {
  const rows = await deps.database.db
    .update(notifications)
    .set({ isMarkedRead: true })
    .where(and(mine(auth), FILTERS.New))
    .returning({ id: notifications.id });
  if (rows.length) await announceChange(deps, auth);
  return { updated: rows.length };
}

/** DELETE delete {id}: the user's own notification only (another's → 404). */
export async function deleteNotification(deps: AppDeps, auth: Authenticated, id: string) {
  if (!isId(id)) throw notFound();
  const rows = await deps.database.db
    .delete(notifications)
    .where(and(eq(notifications.id, id), mine(auth)))
    .returning({ id: notifications.id });
  if (!rows.length) throw notFound();
  await announceChange(deps, auth);
}

export async function deleteAllNotifications(deps: AppDeps, auth: Authenticated) {
  const rows = await deps.database.db
    .delete(notifications)
    .where(mine(auth))
    .returning({ id: notifications.id });
  if (rows.length) await announceChange(deps, auth);
  return { deleted: rows.length };
}
