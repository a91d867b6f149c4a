// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.
// The browser's view of the contract: each endpoint's method and path, typed by its
// declaration, without the schemas (and zod) that the server validates with.
import type { AddressesOf } from '../contract/endpoint.ts';
import type { API_CONTRACT } from '../contract/index.ts';

export const notificationsContract: AddressesOf<(typeof API_CONTRACT)['notifications']> = {
  create: { method: 'POST', path: '/userAdmin/notification/create' },
  fetchAll: { method: 'GET', path: '/userAdmin/notification/fetchAll' },
  count: { method: 'GET', path: '/userAdmin/notification/count' },
  markAsRead: { method: 'PUT', path: '/userAdmin/notification/markAsRead' },
  markAllAsRead: { method: 'PUT', path: '/userAdmin/notification/markAllAsRead' },
  delete: { method: 'DELETE', path: '/userAdmin/notification/delete' },
  deleteAll: { method: 'DELETE', path: '/userAdmin/notification/deleteAll' },
  stream: { method: 'GET', path: '/userAdmin/notification/stream' },
  publicCreate: { method: 'POST', path: '/public/notifications/create' },
};
