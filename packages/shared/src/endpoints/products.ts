// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.
// The browser's view of the contract: each endpoint's method and path, typed by its
// declaration, without the schemas (and zod) that the server validates with.
import type { AddressesOf } from '../contract/endpoint.ts';
import type { API_CONTRACT } from '../contract/index.ts';

export const productsContract: AddressesOf<(typeof API_CONTRACT)['products']> = {
  create: { method: 'POST', path: '/userAdmin/product/create' },
  update: { method: 'PUT', path: '/userAdmin/product/update' },
  discardRevision: { method: 'DELETE', path: '/userAdmin/product/revision' },
  fetch: { method: 'GET', path: '/userAdmin/product/fetch' },
  fetchAll: { method: 'GET', path: '/userAdmin/product/fetchAll' },
  delete: { method: 'DELETE', path: '/userAdmin/product/delete' },
  fetchCount: { method: 'GET', path: '/userAdmin/product/fetchCount' },
  toggleStatus: { method: 'PUT', path: '/userAdmin/product/toggleStatus' },
};
