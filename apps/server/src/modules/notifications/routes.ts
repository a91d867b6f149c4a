import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_MSG,
  createNotificationBody,
  fetchNotificationsQuery,
  MSG,
  NOTIFICATION_ANSWERS as answers,
  NOTIFICATION_MSG,
  notificationIdBody,
  optionalNotificationIdBody,
  optionalNotificationIdQuery,
  publicCreateNotificationBody,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { created, ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/http-error.ts';
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
export async function notificationRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const schema = { tags: ['notifications'], security: [{ bearer: [] }] };
  const base = '/api/userAdmin/notification';

  r.post(
    `${base}/create`,
    { schema: { ...schema, body: createNotificationBody, response: { 201: answers.one } } },
    async (req) =>
      created(await notifications.createOwnNotification(deps, currentAuth(req), req.body)),
  );
  r.get(
    `${base}/fetchAll`,
    {
      schema: { ...schema, querystring: fetchNotificationsQuery, response: { 200: answers.page } },
    },
    async (req) => ok(await notifications.fetchNotifications(db, currentAuth(req), req.query)),
  );
  r.get(`${base}/count`, { schema: { ...schema, response: { 200: answers.count } } }, async (req) =>
    ok(await notifications.unreadCount(db, currentAuth(req))),
  );
  r.put(
    `${base}/markAsRead`,
    { schema: { ...schema, body: notificationIdBody, response: { 200: answers.one } } },
    async (req) =>
      ok(
        await notifications.markAsRead(deps, currentAuth(req), req.body.id),
        NOTIFICATION_MSG.markedRead,
      ),
  );
  r.put(
    `${base}/markAllAsRead`,
    { schema: { ...schema, response: { 200: answers.markedAll } } },
    async (req) =>
      ok(await notifications.markAllAsRead(deps, currentAuth(req)), NOTIFICATION_MSG.allMarkedRead),
  );
  r.delete(
    `${base}/delete`,
    {
      schema: {
        ...schema,
        querystring: optionalNotificationIdQuery,
        body: optionalNotificationIdBody,
        response: { 200: answers.deleted },
      },
    },
    async (req) => {
      await notifications.deleteNotification(deps, currentAuth(req), idOf(req.query, req.body));
      return ok(null, NOTIFICATION_MSG.deleted);
    },
  );
  r.delete(
    `${base}/deleteAll`,
    { schema: { ...schema, response: { 200: answers.deletedAll } } },
    async (req) =>
      ok(
        await notifications.deleteAllNotifications(deps, currentAuth(req)),
        NOTIFICATION_MSG.allDeleted,
      ),
  );

  // Server-sent events of the signed-in user: `event: notification` with the new notification,
  // `event: notifications-changed` after a read or delete elsewhere. EventSource cannot set
  // headers, so this path alone also takes the token as `?token=` (modules/auth/plugin.ts).
  r.get(
    `${base}/stream`,
    {
      schema: {
        ...schema,
        description: "text/event-stream of the signed-in user's live events",
        querystring: z.object({ token: z.string().max(2000).optional() }),
        response: { 200: answers.stream },
      },
    },
    async (req, reply) => {
      const userId = currentAuth(req).user.id;
      await app.eventStreams.serve(req, reply, userId, (listener) =>
        deps.events.subscribe(userId, listener),
      );
    },
  );

  // The spec's clients call this after a query to notify the seller. The server has already done
  // so in the lead's own transaction, and anyone may call this path, so it is answered and never
  // written: nobody can notify an arbitrary user (docs/decisions/006).
  r.post(
    '/api/public/notifications/create',
    {
      schema: {
        tags: ['notifications'],
        body: publicCreateNotificationBody,
        response: { 201: answers.publicCreate },
      },
    },
    async () => created(null, API_MSG.created),
  );
}
