import {
  PUBLIC_BUSINESS_ANSWERS,
  publicBusinessFetchQuery,
  publicBusinessTrendingsQuery,
} from '../schemas/public.ts';
import { endpoint } from './endpoint.ts';

const tags = ['public businesses'] as const;

/** Spec §7 /public/business reads: a business's profile and its trending sub-categories. */
export const businessesPublicContract = {
  fetch: endpoint({
    method: 'GET',
    path: '/public/business/fetch',
    input: publicBusinessFetchQuery,
    answers: { 200: PUBLIC_BUSINESS_ANSWERS.fetch },
    messages: ['publicMsg.invalidId', 'publicMsg.businessNotFound'],
    tags,
  }),
  trendings: endpoint({
    method: 'GET',
    path: '/public/business/businessTrendings',
    input: publicBusinessTrendingsQuery,
    answers: { 200: PUBLIC_BUSINESS_ANSWERS.trendings },
    messages: ['publicMsg.invalidId', 'publicMsg.businessNotFound'],
    tags,
  }),
};
