import { useQuery } from '@tanstack/react-query';
import {
  PAGE_SIZES,
  type CategoryType,
  type HighlightSort,
  type PublicCatalogAnswers,
  type PublicLandingAnswers,
  type PublicListingAnswers,
} from '@haat/shared';
import { api } from '@/lib/api-client.ts';

// The home page's calls (spec §7 /public, §9 Home). Each row asks for its own data when it
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
    queryKey: ['public', 'home', 'banners', city],
    queryFn: ({ signal }) =>
      api.get<PublicLandingAnswers['banners']>('/public/landingPage/banners', { city }, { signal }),
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
    queryKey: ['public', 'home', 'trendingCategories', categoryType],
    queryFn: ({ signal }) =>
      api.get<PublicCatalogAnswers['trendingCategories']>(
        '/public/category/trending',
        {
          catLimit: PAGE_SIZES.trendingServiceCategories,
          subCatLimit: PAGE_SIZES.trendingSubCategoriesPerCategory,
          categoryType,
        },
        { signal },
      ),
    select: (answer) => answer.trendingCategories,
    staleTime: STALE_MS,
  });
}

/** GET /public/subCategory/trending {limit 16, categoryType}: the top sub-categories. */
export function useTrendingSubCategories(categoryType: CategoryType) {
  return useQuery({
    queryKey: ['public', 'home', 'trendingSubCategories', categoryType],
    queryFn: ({ signal }) =>
      api.get<PublicCatalogAnswers['trendingSubCategories']>(
        '/public/subCategory/trending',
        { limit: PAGE_SIZES.homeTrendingSubCategories, categoryType },
        { signal },
      ),
    select: (answer) => answer.trendingSubCategories,
    staleTime: STALE_MS,
  });
}

/** GET /public/product/highLights {limit, sort, city}: top products or new arrivals. */
export function useProductHighlights(sort: HighlightSort, limit: number, city: string) {
  return useQuery({
    queryKey: ['public', 'home', 'products', sort, limit, city],
    queryFn: ({ signal }) =>
      api.get<PublicListingAnswers['product']['highLights']>(
        '/public/product/highLights',
        { limit, sort, city },
        { signal },
      ),
    select: (answer) => answer.products,
    staleTime: STALE_MS,
  });
}

/** GET /public/service/highLights {limit 24, sort 'trending', city}: top services. */
export function useServiceHighlights(city: string) {
  return useQuery({
    queryKey: ['public', 'home', 'services', city],
    queryFn: ({ signal }) =>
      api.get<PublicListingAnswers['service']['highLights']>(
        '/public/service/highLights',
        { limit: PAGE_SIZES.homeTopServices, sort: 'trending', city },
        { signal },
      ),
    select: (answer) => answer.services,
    staleTime: STALE_MS,
  });
}

/** GET /public/demographics/fetch {productLimit 8, city}: the promoted sub-category rows. */
export function usePromotedRows(city: string) {
  return useQuery({
    queryKey: ['public', 'home', 'demographics', city],
    queryFn: ({ signal }) =>
      api.get<PublicLandingAnswers['demographics']>(
        '/public/demographics/fetch',
        { productLimit: PAGE_SIZES.demographicsProductLimit, city },
        { signal },
      ),
    select: (answer) => answer.demographics.subCategoriesWithProducts,
    staleTime: STALE_MS,
  });
}
