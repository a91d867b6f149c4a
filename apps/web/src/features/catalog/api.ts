import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@haat/shared';
import { catalogPublicContract, landingContract } from '@haat/shared/endpoints';
import { api, endpointKey, endpointQuery } from '@/lib/api-client.ts';

// The category and sub-category pages' calls (/public/category, /public/subCategory).
// Their lists of listings come from entities/listing/cards/listing-pages-api.ts.

/** The category page's sub-category list: a page size the spec leaves open (decision 009). */
export const CATEGORY_SUB_CATEGORIES_PER_PAGE = 24;
/** Trending rows on a category page, each with up to 8 listings. */
export const CATEGORY_TRENDING_ROWS = 6;

const STALE_MS = 5 * 60 * 1000;

/** GET /public/subCategory/categoriesAll {fkCategoryId, perPage, pageNo}: category and subs. */
export function useCategorySubCategories(fkCategoryId: string | null) {
  const endpoint = catalogPublicContract.categoryWithSubCategories;
  const input = { fkCategoryId, perPage: CATEGORY_SUB_CATEGORIES_PER_PAGE };
  const query = useInfiniteQuery({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ pageParam, signal }) => api(endpoint, { ...input, pageNo: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.subCategories.length, 0);
      return last.subCategories.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
    enabled: Boolean(fkCategoryId),
    staleTime: STALE_MS,
  });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    category: pages[0]?.category ?? null,
    items: pages.flatMap((page) => page.subCategories),
  };
}

/** GET /public/category/banners {fkCategoryId, city}. */
export function useCategoryBanners(fkCategoryId: string | null, city: string) {
  return useQuery({
    ...endpointQuery(landingContract.categoryBanners, { fkCategoryId, city }),
    select: (answer) => answer.banners,
    enabled: Boolean(fkCategoryId),
    staleTime: STALE_MS,
  });
}

/**
 * GET /public/subCategory/trendingInCategory {fkCategoryId, limit, prodLimit, city}: the
 * category's trending sub-categories with their products or services (the category's own kind).
 */
export function useTrendingInCategory(fkCategoryId: string | null, city: string) {
  return useQuery({
    ...endpointQuery(catalogPublicContract.trendingInCategory, {
      fkCategoryId,
      limit: CATEGORY_TRENDING_ROWS,
      prodLimit: PAGE_SIZES.loadMorePerSubCategory,
      city,
    }),
    select: (answer) => answer.trendingSubCategories,
    enabled: Boolean(fkCategoryId),
    staleTime: STALE_MS,
  });
}

/** GET /public/subCategory/banners {fkSubCategoryId, city}: also names the category and the sub-category. */
export function useSubCategoryBanners(fkSubCategoryId: string | null, city: string) {
  return useQuery({
    ...endpointQuery(
      landingContract.subCategoryBanners,
      { fkSubCategoryId, city },
      // The list below reports a missing sub-category; one message is enough.
      { toast: false },
    ),
    select: (answer) => answer.banners,
    enabled: Boolean(fkSubCategoryId),
    staleTime: STALE_MS,
  });
}
