// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.
// The browser's view of the contract: each endpoint's method and path, typed by its
// declaration, without the schemas (and zod) that the server validates with.
import type { AddressesOf } from '../contract/endpoint.ts';
import type { API_CONTRACT } from '../contract/index.ts';

export const buyerDataContract: AddressesOf<(typeof API_CONTRACT)['buyerData']> = {
  myData: { method: 'POST', path: '/myEnquiries/myData' },
  erase: { method: 'POST', path: '/myEnquiries/erase' },
};
