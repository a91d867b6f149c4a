// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.
// The browser's view of the contract: each endpoint's method and path, typed by its
// declaration, without the schemas (and zod) that the server validates with.
import type { AddressesOf } from '../contract/endpoint.ts';
import type { API_CONTRACT } from '../contract/index.ts';

export const catalogContract: AddressesOf<(typeof API_CONTRACT)['catalog']> = {
  fetchCategories: { method: 'GET', path: '/userAdmin/category/fetchAll' },
  fetchSubCategories: { method: 'GET', path: '/userAdmin/subCategory/fetchAll' },
  fetchBrands: { method: 'GET', path: '/userAdmin/brand/fetchAll' },
  fetchSubCategoryBrands: { method: 'GET', path: '/userAdmin/brand/fetchSubCategoriesAll' },
  fetchColors: { method: 'GET', path: '/userAdmin/color/fetchAll' },
};
