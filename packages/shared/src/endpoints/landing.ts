// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.
// The browser's view of the contract: each endpoint's method and path, typed by its
// declaration, without the schemas (and zod) that the server validates with.
import type { AddressesOf } from '../contract/endpoint.ts';
import type { API_CONTRACT } from '../contract/index.ts';

export const landingContract: AddressesOf<(typeof API_CONTRACT)['landing']> = {
  fetch: { method: 'GET', path: '/public/landingPage/fetch' },
  banners: { method: 'GET', path: '/public/landingPage/banners' },
  demographics: { method: 'GET', path: '/public/demographics/fetch' },
  categoryBanners: { method: 'GET', path: '/public/category/banners' },
  subCategoryBanners: { method: 'GET', path: '/public/subCategory/banners' },
};
