import { API_MSG, MSG, NOTIFICATION_MSG, notificationsContract } from '@haat/shared';
import { created, ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/http-error.ts';
import { contractRoutes } from '../../lib/routes.ts';
import { currentAuth } from '../auth/service.ts';
import * as notifications from './service.ts';

/** DELETE {id}: as a query parameter or in the body; either is read. */
const idOf = (
  query: { id?: string | undefined },
  body: { id?: string | undefined } | null | undefined,
) => {
  const id = query.id ?? body?.id;
  if (!id) throw badRequest(MSG.idRequired);
  return id;
};

/** Spec §7 /userAdmin/notification, the live event stream, and /public/notifications/create. */
export const notificationRoutes = contractRoutes(notificationsContract, (deps, app) => {
  const db = deps.database.db;
  return {
    create: {
      handler: async (req) =>
        created(await notifications.createOwnNotification(deps, currentAuth(req), req.body)),
    },
    fetchAll: {
      handler: async (req) =>
        ok(await notifications.fetchNotifications(db, currentAuth(req), req.query)),
    },
    count: { handler: async (req) => ok(await notifications.unreadCount(db, currentAuth(req))) },
    markAsRead: {
      handler: async (req) =>
        ok(
          await notifications.markAsRead(deps, currentAuth(req), req.body.id),
          NOTIFICATION_MSG.markedRead,
        ),
    },
    markAllAsRead: {
      handler: async (req) =>
        ok(
          await notifications.markAllAsRead(deps, currentAuth(req)),
          NOTIFICATION_MSG.allMarkedRead,
        ),
    },
    delete: {
      handler: async (req) => {
        await notifications.deleteNotification(deps, currentAuth(req), idOf(req.query, req.body));
        return ok(null, NOTIFICATION_MSG.deleted);
      },
    },
    deleteAll: {
      handler: async (req) =>
        ok(
          await notifications.deleteAllNotifications(deps, currentAuth(req)),
          NOTIFICATION_MSG.allDeleted,
        ),
    },
    // Server-sent events of the signed-in user: `event: notification` with the new notification,
    // `event: notifications-changed` after a read or delete elsewhere. EventSource cannot set
    // headers, so this path alone also takes the token as `?token=` (modules/auth/plugin.ts).
    stream: {
      handler: async (req, reply) => {
        const userId = currentAuth(req).user.id;
        await app.eventStreams.serve(req, reply, userId, (listener) =>
          deps.events.subscribe(userId, listener),
        );
        return reply;
      },
    },
    // The spec's clients call this after a query to notify the seller. The server has already
    // done so in the lead's own transaction, and anyone may call this path, so it is answered and
    // never written: nobody can notify an arbitrary user (docs/decisions/006).
    publicCreate: { handler: async () => created(null, API_MSG.created) },
  };
});
