import {
  PUBLIC_LANDING_ANSWERS,
  publicCategoryBannersQuery,
  publicDemographicsQuery,
  publicLandingBannersQuery,
  publicLandingFetchQuery,
  publicSubCategoryBannersQuery,
} from '../schemas/public.ts';
import { endpoint } from './endpoint.ts';

const tags = ['public landing'] as const;

/** Spec §7: the home page, its promoted rows (demographics) and the banner strips. */
export const landingContract = {
  fetch: endpoint({
    method: 'GET',
    path: '/public/landingPage/fetch',
    input: publicLandingFetchQuery,
    answers: { 200: PUBLIC_LANDING_ANSWERS.landingPage },
    messages: [],
    tags,
  }),
  banners: endpoint({
    method: 'GET',
    path: '/public/landingPage/banners',
    input: publicLandingBannersQuery,
    answers: { 200: PUBLIC_LANDING_ANSWERS.banners },
    messages: ['publicMsg.invalidId'],
    tags,
  }),
  demographics: endpoint({
    method: 'GET',
    path: '/public/demographics/fetch',
    input: publicDemographicsQuery,
    answers: { 200: PUBLIC_LANDING_ANSWERS.demographics },
    messages: [],
    tags,
  }),
  categoryBanners: endpoint({
    method: 'GET',
    path: '/public/category/banners',
    input: publicCategoryBannersQuery,
    answers: { 200: PUBLIC_LANDING_ANSWERS.banners },
    messages: ['publicMsg.invalidId'],
    tags,
  }),
  subCategoryBanners: endpoint({
    method: 'GET',
    path: '/public/subCategory/banners',
    input: publicSubCategoryBannersQuery,
    answers: { 200: PUBLIC_LANDING_ANSWERS.banners },
    messages: ['publicMsg.invalidId', 'publicMsg.subCategoryNotFound'],
    tags,
  }),
};
