import type { z } from 'zod';
import { envelopeSchema } from '../api.ts';
import {
  PUBLIC_LISTING_ANSWERS,
  publicBusinessAllQuery,
  publicFetchRelatedQuery,
  publicHighLightsQuery,
  publicListingFetchQuery,
  publicSearchQuery,
  publicSubCategoryAllQuery,
} from '../schemas/public.ts';
import type { ListingKind } from '../schemas/listings.ts';
import { publicSuggestionsQuery, suggestionsAnswerSchema } from '../schemas/search-suggestions.ts';
import { endpoint } from './endpoint.ts';

/** The refusals of a listing's arguments when they carry filters and a position. */
const FILTER_MESSAGES = [
  'publicMsg.invalidIds',
  'publicMsg.invalidSort',
  'publicMsg.invalidFilters',
  'reviewMsg.invalidRatingFilter',
  'nearbyMsg.latitudeInvalid',
  'nearbyMsg.longitudeInvalid',
  'nearbyMsg.radiusInvalid',
  'nearbyMsg.positionIncomplete',
  'nearbyMsg.positionNeeded',
] as const;

/**
 * The public reads of one kind (/public/product and /public/service): the same calls
 * for both, each answering its list under the kind's own name.
 */
const listingEndpoints = <
  K extends ListingKind,
  A extends Record<keyof (typeof PUBLIC_LISTING_ANSWERS)[ListingKind], z.ZodType>,
>(
  kind: K,
  // Passed, not looked up by kind, so that each kind's answers keep their own types (a
  // property of a generic value reads as its constraint's: hence each `as A[name]`).
  answers: A,
) => {
  const tags = [`public ${kind}s`] as const;
  const notFound =
    kind === 'product'
      ? ('publicMsg.productNotFound' as const)
      : ('publicMsg.serviceNotFound' as const);
  return {
    highLights: endpoint({
      method: 'GET',
      path: `/public/${kind}/highLights`,
      input: publicHighLightsQuery,
      answers: { 200: answers.highLights as A['highLights'] },
      messages: ['publicMsg.invalidId'],
      tags,
    }),
    subCategoryAll: endpoint({
      method: 'GET',
      path: `/public/${kind}/subCategoryAll`,
      input: publicSubCategoryAllQuery,
      answers: {
        200: answers.subCategoryAll as A['subCategoryAll'],
      },
      messages: ['publicMsg.invalidId', 'publicMsg.subCategoryNotFound', ...FILTER_MESSAGES],
      tags,
    }),
    businessAll: endpoint({
      method: 'GET',
      path: `/public/${kind}/businessAll`,
      input: publicBusinessAllQuery,
      answers: { 200: answers.businessAll as A['businessAll'] },
      messages: ['publicMsg.invalidId', 'publicMsg.invalidSort', 'publicMsg.businessNotFound'],
      tags,
    }),
    fetch: endpoint({
      method: 'GET',
      path: `/public/${kind}/fetch`,
      input: publicListingFetchQuery,
      answers: { 200: answers.fetch as A['fetch'] },
      messages: ['publicMsg.invalidId', notFound],
      tags,
    }),
    fetchRelated: endpoint({
      method: 'GET',
      path: `/public/${kind}/fetchRelated`,
      input: publicFetchRelatedQuery,
      answers: { 200: answers.fetchRelated as A['fetchRelated'] },
      messages: ['publicMsg.invalidId', notFound],
      tags,
    }),
    search: endpoint({
      method: 'GET',
      path: `/public/${kind}/search`,
      input: publicSearchQuery,
      answers: { 200: answers.search as A['search'] },
      messages: FILTER_MESSAGES,
      tags,
    }),
  };
};

const product = listingEndpoints('product', PUBLIC_LISTING_ANSWERS.product);
const service = listingEndpoints('service', PUBLIC_LISTING_ANSWERS.service);

/** Finding listings: home rows, a sub-category's list, a shop's, one listing, search. */
export const searchContract = {
  productHighLights: product.highLights,
  productSubCategoryAll: product.subCategoryAll,
  productBusinessAll: product.businessAll,
  productFetch: product.fetch,
  productFetchRelated: product.fetchRelated,
  productSearch: product.search,
  serviceHighLights: service.highLights,
  serviceSubCategoryAll: service.subCategoryAll,
  serviceBusinessAll: service.businessAll,
  serviceFetch: service.fetch,
  serviceFetchRelated: service.fetchRelated,
  serviceSearch: service.search,
  /**
   * Autocomplete of the search box: kept by browsers and the answer cache as every
   * /api/public GET is (plugins/http-cache.ts).
   */
  suggestions: endpoint({
    method: 'GET',
    path: '/public/search/suggestions',
    input: publicSuggestionsQuery,
    answers: { 200: envelopeSchema(suggestionsAnswerSchema) },
    messages: ['publicMsg.suggestionKindInvalid', 'publicMsg.suggestionTextTooLong'],
    tags: ['public search'],
  }),
};
