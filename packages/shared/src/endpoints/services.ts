// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.
// The browser's view of the contract: each endpoint's method and path, typed by its
// declaration, without the schemas (and zod) that the server validates with.
import type { AddressesOf } from '../contract/endpoint.ts';
import type { API_CONTRACT } from '../contract/index.ts';

export const servicesContract: AddressesOf<(typeof API_CONTRACT)['services']> = {
  create: { method: 'POST', path: '/userAdmin/service/create' },
  update: { method: 'PUT', path: '/userAdmin/service/update' },
  discardRevision: { method: 'DELETE', path: '/userAdmin/service/revision' },
  fetch: { method: 'GET', path: '/userAdmin/service/fetch' },
  fetchAll: { method: 'GET', path: '/userAdmin/service/fetchAll' },
  delete: { method: 'DELETE', path: '/userAdmin/service/delete' },
  fetchCount: { method: 'GET', path: '/userAdmin/service/fetchCount' },
  toggleStatus: { method: 'PUT', path: '/userAdmin/service/toggleStatus' },
};
