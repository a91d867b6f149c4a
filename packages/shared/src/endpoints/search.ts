// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.
// The browser's view of the contract: each endpoint's method and path, typed by its
// declaration, without the schemas (and zod) that the server validates with.
import type { AddressesOf } from '../contract/endpoint.ts';
import type { API_CONTRACT } from '../contract/index.ts';

export const searchContract: AddressesOf<(typeof API_CONTRACT)['search']> = {
  productHighLights: { method: 'GET', path: '/public/product/highLights' },
  productSubCategoryAll: { method: 'GET', path: '/public/product/subCategoryAll' },
  productBusinessAll: { method: 'GET', path: '/public/product/businessAll' },
  productFetch: { method: 'GET', path: '/public/product/fetch' },
  productFetchRelated: { method: 'GET', path: '/public/product/fetchRelated' },
  productSearch: { method: 'GET', path: '/public/product/search' },
  serviceHighLights: { method: 'GET', path: '/public/service/highLights' },
  serviceSubCategoryAll: { method: 'GET', path: '/public/service/subCategoryAll' },
  serviceBusinessAll: { method: 'GET', path: '/public/service/businessAll' },
  serviceFetch: { method: 'GET', path: '/public/service/fetch' },
  serviceFetchRelated: { method: 'GET', path: '/public/service/fetchRelated' },
  serviceSearch: { method: 'GET', path: '/public/service/search' },
  suggestions: { method: 'GET', path: '/public/search/suggestions' },
};
