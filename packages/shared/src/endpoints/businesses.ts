// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.
// The browser's view of the contract: each endpoint's method and path, typed by its
// declaration, without the schemas (and zod) that the server validates with.
import type { AddressesOf } from '../contract/endpoint.ts';
import type { API_CONTRACT } from '../contract/index.ts';

export const businessesContract: AddressesOf<(typeof API_CONTRACT)['businesses']> = {
  create: { method: 'POST', path: '/userAdmin/business/create' },
  update: { method: 'PUT', path: '/userAdmin/business/update' },
  discardRevision: { method: 'DELETE', path: '/userAdmin/business/revision' },
  fetch: { method: 'GET', path: '/userAdmin/business/fetch' },
  fetchAll: { method: 'GET', path: '/userAdmin/business/fetchAll' },
  delete: { method: 'DELETE', path: '/userAdmin/business/delete' },
  fetchPreFilledData: { method: 'GET', path: '/userAdmin/business/fetchPreFilledData' },
};
