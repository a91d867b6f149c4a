import {
  createNotificationBody,
  fetchNotificationsQuery,
  NOTIFICATION_ANSWERS,
  notificationIdBody,
  optionalNotificationIdBody,
  optionalNotificationIdQuery,
  publicCreateNotificationBody,
} from '../schemas/notifications.ts';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

const tags = ['notifications'];

/** Spec §7 /userAdmin/notification, the live event stream, and /public/notifications/create. */
export const notificationsContract = {
  create: endpoint({
    method: 'POST',
    path: '/userAdmin/notification/create',
    input: createNotificationBody,
    answers: { 201: NOTIFICATION_ANSWERS.one },
    messages: ['notificationMsg.textRequired', 'notificationMsg.redirectInvalid'],
    tags,
    signedIn: true,
  }),
  fetchAll: endpoint({
    method: 'GET',
    path: '/userAdmin/notification/fetchAll',
    input: fetchNotificationsQuery,
    answers: { 200: NOTIFICATION_ANSWERS.page },
    messages: [],
    tags,
    signedIn: true,
  }),
  /** The unread count. */
  count: endpoint({
    method: 'GET',
    path: '/userAdmin/notification/count',
    answers: { 200: NOTIFICATION_ANSWERS.count },
    messages: [],
    tags,
    signedIn: true,
  }),
  markAsRead: endpoint({
    method: 'PUT',
    path: '/userAdmin/notification/markAsRead',
    input: notificationIdBody,
    answers: { 200: NOTIFICATION_ANSWERS.one },
    messages: ['notificationMsg.markedRead', 'msg.idRequired'],
    tags,
    signedIn: true,
  }),
  markAllAsRead: endpoint({
    method: 'PUT',
    path: '/userAdmin/notification/markAllAsRead',
    answers: { 200: NOTIFICATION_ANSWERS.markedAll },
    messages: ['notificationMsg.allMarkedRead'],
    tags,
    signedIn: true,
  }),
  /** The id as a query parameter or in the body; either is read. */
  delete: endpoint({
    method: 'DELETE',
    path: '/userAdmin/notification/delete',
    input: optionalNotificationIdBody,
    query: optionalNotificationIdQuery,
    answers: { 200: NOTIFICATION_ANSWERS.deleted },
    messages: ['notificationMsg.deleted', 'msg.idRequired'],
    tags,
    signedIn: true,
  }),
  deleteAll: endpoint({
    method: 'DELETE',
    path: '/userAdmin/notification/deleteAll',
    answers: { 200: NOTIFICATION_ANSWERS.deletedAll },
    messages: ['notificationMsg.allDeleted'],
    tags,
    signedIn: true,
  }),
  /**
   * Server-sent events of the signed-in user. EventSource cannot set headers, so this path alone
   * also takes the token as `?token=`; the web opens it with an EventSource, not api().
   */
  stream: endpoint({
    method: 'GET',
    path: '/userAdmin/notification/stream',
    description: "text/event-stream of the signed-in user's live events",
    input: z.object({ token: z.string().max(2000).optional() }),
    answers: { 200: NOTIFICATION_ANSWERS.stream },
    messages: [],
    tags,
    signedIn: true,
  }),
  /** Answered and never written: the seller was notified by the enquiry itself. */
  publicCreate: endpoint({
    method: 'POST',
    path: '/public/notifications/create',
    input: publicCreateNotificationBody,
    answers: { 201: NOTIFICATION_ANSWERS.publicCreate },
    messages: [],
    tags,
  }),
};
