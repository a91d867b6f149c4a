// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.
// The browser's view of the contract: each endpoint's method and path, typed by its
// declaration, without the schemas (and zod) that the server validates with.
import type { AddressesOf } from '../contract/endpoint.ts';
import type { API_CONTRACT } from '../contract/index.ts';

export const adminCatalogContract: AddressesOf<(typeof API_CONTRACT)['adminCatalog']> = {
  fetchCategories: { method: 'GET', path: '/admin/category/fetchAll' },
  createCategory: { method: 'POST', path: '/admin/category/create' },
  updateCategory: { method: 'PUT', path: '/admin/category/update' },
  deleteCategory: { method: 'DELETE', path: '/admin/category/delete' },
  fetchSubCategories: { method: 'GET', path: '/admin/subCategory/fetchAll' },
  createSubCategory: { method: 'POST', path: '/admin/subCategory/create' },
  updateSubCategory: { method: 'PUT', path: '/admin/subCategory/update' },
  deleteSubCategory: { method: 'DELETE', path: '/admin/subCategory/delete' },
  fetchBrands: { method: 'GET', path: '/admin/brand/fetchAll' },
  createBrand: { method: 'POST', path: '/admin/brand/create' },
  updateBrand: { method: 'PUT', path: '/admin/brand/update' },
  deleteBrand: { method: 'DELETE', path: '/admin/brand/delete' },
  fetchColors: { method: 'GET', path: '/admin/color/fetchAll' },
  createColor: { method: 'POST', path: '/admin/color/create' },
  updateColor: { method: 'PUT', path: '/admin/color/update' },
  deleteColor: { method: 'DELETE', path: '/admin/color/delete' },
  fetchBanners: { method: 'GET', path: '/admin/banner/fetchAll' },
  createBanner: { method: 'POST', path: '/admin/banner/create' },
  updateBanner: { method: 'PUT', path: '/admin/banner/update' },
  deleteBanner: { method: 'DELETE', path: '/admin/banner/delete' },
  fetchCities: { method: 'GET', path: '/admin/city/fetchAll' },
  setServed: { method: 'PUT', path: '/admin/city/setServed' },
};
