import {
  CATALOG_ANSWERS,
  fetchBrandsQuery,
  fetchCategoriesQuery,
  fetchColorsQuery,
  fetchSubCategoriesQuery,
  fetchSubCategoryBrandsQuery,
} from '../schemas/catalog.ts';
import { endpoint } from './endpoint.ts';

/** Spec §7 "Lists for forms": the catalogue the seller's product and service forms pick from. */
export const catalogContract = {
  fetchCategories: endpoint({
    method: 'GET',
    path: '/userAdmin/category/fetchAll',
    input: fetchCategoriesQuery,
    answers: { 200: CATALOG_ANSWERS.categories },
    messages: [],
    tags: ['catalog'],
    signedIn: true,
  }),
  fetchSubCategories: endpoint({
    method: 'GET',
    path: '/userAdmin/subCategory/fetchAll',
    input: fetchSubCategoriesQuery,
    answers: { 200: CATALOG_ANSWERS.subCategories },
    messages: ['msg.categoryInvalid'],
    tags: ['catalog'],
    signedIn: true,
  }),
  fetchBrands: endpoint({
    method: 'GET',
    path: '/userAdmin/brand/fetchAll',
    input: fetchBrandsQuery,
    answers: { 200: CATALOG_ANSWERS.brands },
    messages: [],
    tags: ['catalog'],
    signedIn: true,
  }),
  /** The brands the chosen sub-categories offer (their fkBrandsIds). */
  fetchSubCategoryBrands: endpoint({
    method: 'GET',
    path: '/userAdmin/brand/fetchSubCategoriesAll',
    input: fetchSubCategoryBrandsQuery,
    answers: { 200: CATALOG_ANSWERS.brands },
    messages: ['msg.brandInvalid', 'msg.subCategoryInvalid'],
    tags: ['catalog'],
    signedIn: true,
  }),
  fetchColors: endpoint({
    method: 'GET',
    path: '/userAdmin/color/fetchAll',
    input: fetchColorsQuery,
    answers: { 200: CATALOG_ANSWERS.colors },
    messages: [],
    tags: ['catalog'],
    signedIn: true,
  }),
};
