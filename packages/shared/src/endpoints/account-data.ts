// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.
// The browser's view of the contract: each endpoint's method and path, typed by its
// declaration, without the schemas (and zod) that the server validates with.
import type { AddressesOf } from '../contract/endpoint.ts';
import type { API_CONTRACT } from '../contract/index.ts';

export const accountDataContract: AddressesOf<(typeof API_CONTRACT)['accountData']> = {
  myData: { method: 'GET', path: '/userAdmin/user/myData' },
  deletionTerms: { method: 'GET', path: '/userAdmin/user/deletionTerms' },
  requestDeletion: { method: 'POST', path: '/userAdmin/user/delete' },
};
