// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.
// The browser's view of the contract: each endpoint's method and path, typed by its
// declaration, without the schemas (and zod) that the server validates with.
import type { AddressesOf } from '../contract/endpoint.ts';
import type { API_CONTRACT } from '../contract/index.ts';

export const shopContract: AddressesOf<(typeof API_CONTRACT)['shop']> = {
  fetch: { method: 'GET', path: '/public/shop/fetch' },
  domain: { method: 'GET', path: '/public/shop/domain' },
  setDomain: { method: 'PUT', path: '/admin/business/domain' },
};
