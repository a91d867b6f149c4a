// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.
// The browser's view of the contract: each endpoint's method and path, typed by its
// declaration, without the schemas (and zod) that the server validates with.
import type { AddressesOf } from '../contract/endpoint.ts';
import type { API_CONTRACT } from '../contract/index.ts';

export const catalogPublicContract: AddressesOf<(typeof API_CONTRACT)['catalogPublic']> = {
  trendingCategories: { method: 'GET', path: '/public/category/trending' },
  fetchCategories: { method: 'GET', path: '/public/category/fetchAll' },
  trendingSubCategories: { method: 'GET', path: '/public/subCategory/trending' },
  trendingInCategory: { method: 'GET', path: '/public/subCategory/trendingInCategory' },
  fetchSubCategories: { method: 'GET', path: '/public/subCategory/fetchAll' },
  categoryWithSubCategories: { method: 'GET', path: '/public/subCategory/categoriesAll' },
  fetchBrands: { method: 'GET', path: '/public/brand/fetchSubCategoriesAll' },
  fetchColors: { method: 'GET', path: '/public/color/fetchAll' },
};
