import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type CategoryType, type HighlightSort } from '@haat/shared';
import { catalogPublicContract, landingContract, searchContract } from '@haat/shared/endpoints';
import { endpointQuery } from '@/lib/api-client.ts';

// The home page's calls (/public). Each row asks for its own data when it
// comes near the screen, so the first view waits for the banners and the strip only.

export type { PromotedRow, TrendingCategory } from '@haat/shared';

/** Home rows change when sellers list or buyers look: a few minutes old is fine. */
const STALE_MS = 5 * 60 * 1000;

/**
 * GET /public/landingPage/banners {city}: the city's home banners (with their Hindi images: the
 * page picks by language, lib/local-name.ts).
 */
export function useHomeBanners(city: string) {
  return useQuery({
    ...endpointQuery(landingContract.banners, { city }),
    select: (answer) => answer.banners,
    staleTime: STALE_MS,
  });
}

/**
 * GET /public/category/trending {catLimit, subCatLimit, categoryType} (answers code 201): the
 * trending service categories, 12, each with up to 16 sub-categories.
 */
export function useTrendingCategories(categoryType: CategoryType) {
  return useQuery({
    ...endpointQuery(catalogPublicContract.trendingCategories, {
      catLimit: PAGE_SIZES.trendingServiceCategories,
      subCatLimit: PAGE_SIZES.trendingSubCategoriesPerCategory,
      categoryType,
    }),
    select: (answer) => answer.trendingCategories,
    staleTime: STALE_MS,
  });
}

/** GET /public/subCategory/trending {limit 16, categoryType}: the top sub-categories. */
export function useTrendingSubCategories(categoryType: CategoryType) {
  return useQuery({
    ...endpointQuery(catalogPublicContract.trendingSubCategories, {
      limit: PAGE_SIZES.homeTrendingSubCategories,
      categoryType,
    }),
    select: (answer) => answer.trendingSubCategories,
    staleTime: STALE_MS,
  });
}

/** GET /public/product/highLights {limit, sort, city}: top products or new arrivals. */
export function useProductHighlights(sort: HighlightSort, limit: number, city: string) {
  return useQuery({
    ...endpointQuery(searchContract.productHighLights, { limit, sort, city }),
    select: (answer) => answer.products,
    staleTime: STALE_MS,
  });
}

/** GET /public/service/highLights {limit 24, sort 'trending', city}: top services. */
export function useServiceHighlights(city: string) {
  return useQuery({
    ...endpointQuery(searchContract.serviceHighLights, {
      limit: PAGE_SIZES.homeTopServices,
      sort: 'trending',
      city,
    }),
    select: (answer) => answer.services,
    staleTime: STALE_MS,
  });
}

/** GET /public/demographics/fetch {productLimit 8, city}: the promoted sub-category rows. */
export function usePromotedRows(city: string) {
  return useQuery({
    ...endpointQuery(landingContract.demographics, {
      productLimit: PAGE_SIZES.demographicsProductLimit,
      city,
    }),
    select: (answer) => answer.demographics.subCategoriesWithProducts,
    staleTime: STALE_MS,
  });
}
