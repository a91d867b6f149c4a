// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.
// The browser's view of the contract: each endpoint's method and path, typed by its
// declaration, without the schemas (and zod) that the server validates with.
import type { AddressesOf } from '../contract/endpoint.ts';
import type { API_CONTRACT } from '../contract/index.ts';

export const reviewsContract: AddressesOf<(typeof API_CONTRACT)['reviews']> = {
  fetchAll: { method: 'GET', path: '/public/review/fetchAll' },
  create: { method: 'POST', path: '/public/review/create' },
  markHelpful: { method: 'PUT', path: '/public/review/helpful' },
  report: { method: 'POST', path: '/public/review/report' },
  sellerFetchAll: { method: 'GET', path: '/userAdmin/review/fetchAll' },
  sellerFetch: { method: 'GET', path: '/userAdmin/review/fetch' },
  reply: { method: 'PUT', path: '/userAdmin/review/reply' },
  moderationQueue: { method: 'GET', path: '/admin/reviews' },
  hide: { method: 'PUT', path: '/admin/reviews/hide' },
  restore: { method: 'PUT', path: '/admin/reviews/restore' },
};
