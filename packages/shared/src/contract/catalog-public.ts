import {
  PUBLIC_CATALOG_ANSWERS,
  publicBrandFetchSubCategoriesAllQuery,
  publicCategoriesAllQuery,
  publicCategoryFetchAllQuery,
  publicCategoryTrendingQuery,
  publicColorFetchAllQuery,
  publicSubCategoryFetchAllQuery,
  publicSubCategoryTrendingQuery,
  publicTrendingInCategoryQuery,
} from '../schemas/public.ts';
import { endpoint } from './endpoint.ts';

const tags = ['public catalogue'] as const;

/** Spec §7 public catalogue reads: categories, sub-categories, brands and colours. */
export const catalogPublicContract = {
  /** Answered with code 201, which the spec's web app checks. */
  trendingCategories: endpoint({
    method: 'GET',
    path: '/public/category/trending',
    input: publicCategoryTrendingQuery,
    answers: { 201: PUBLIC_CATALOG_ANSWERS.trendingCategories },
    messages: [],
    tags,
  }),
  fetchCategories: endpoint({
    method: 'GET',
    path: '/public/category/fetchAll',
    input: publicCategoryFetchAllQuery,
    answers: { 200: PUBLIC_CATALOG_ANSWERS.categories },
    messages: [],
    tags,
  }),
  trendingSubCategories: endpoint({
    method: 'GET',
    path: '/public/subCategory/trending',
    input: publicSubCategoryTrendingQuery,
    answers: { 200: PUBLIC_CATALOG_ANSWERS.trendingSubCategories },
    messages: [],
    tags,
  }),
  trendingInCategory: endpoint({
    method: 'GET',
    path: '/public/subCategory/trendingInCategory',
    input: publicTrendingInCategoryQuery,
    answers: { 200: PUBLIC_CATALOG_ANSWERS.trendingInCategory },
    messages: ['publicMsg.invalidId', 'publicMsg.categoryNotFound'],
    tags,
  }),
  fetchSubCategories: endpoint({
    method: 'GET',
    path: '/public/subCategory/fetchAll',
    input: publicSubCategoryFetchAllQuery,
    answers: { 200: PUBLIC_CATALOG_ANSWERS.subCategories },
    messages: ['publicMsg.invalidIds'],
    tags,
  }),
  categoryWithSubCategories: endpoint({
    method: 'GET',
    path: '/public/subCategory/categoriesAll',
    input: publicCategoriesAllQuery,
    answers: { 200: PUBLIC_CATALOG_ANSWERS.categoriesAll },
    messages: ['publicMsg.invalidId', 'publicMsg.categoryNotFound'],
    tags,
  }),
  fetchBrands: endpoint({
    method: 'GET',
    path: '/public/brand/fetchSubCategoriesAll',
    input: publicBrandFetchSubCategoriesAllQuery,
    answers: { 200: PUBLIC_CATALOG_ANSWERS.brands },
    messages: ['publicMsg.invalidIds'],
    tags,
  }),
  fetchColors: endpoint({
    method: 'GET',
    path: '/public/color/fetchAll',
    input: publicColorFetchAllQuery,
    answers: { 200: PUBLIC_CATALOG_ANSWERS.colors },
    messages: [],
    tags,
  }),
};
