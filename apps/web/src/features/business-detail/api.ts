import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  PAGE_SIZES,
  type CategoryType,
  type ProductCard,
  type ServiceCard,
  type TrendingSubCategory,
} from '@haat/shared';
import { businessesPublicContract, searchContract, shopContract } from '@haat/shared/endpoints';
import { api, endpointKey, endpointQuery } from '@/lib/api-client.ts';

// Spec §7 /public/business: fetch {id}, businessTrendings {id, perPage 12, pageNo, limit 8};
// and /public/{product,service}/businessAll for the business's own listings.

export type { PublicBusiness, TrendingSubCategory } from '@haat/shared';

export type ListingCard = ProductCard | ServiceCard;

type Page<T> = { items: T[]; total: number };

export function useBusiness(id: string | null) {
  return useQuery({
    ...endpointQuery(businessesPublicContract.fetch, { id }, { toast: false }),
    select: (payload) => payload.business,
    enabled: Boolean(id),
  });
}

/** The business of a shop address, current or old. */
export function useShop(slug: string | undefined) {
  return useQuery({
    ...endpointQuery(shopContract.fetch, { slug: slug ?? '' }, { toast: false }),
    select: (payload) => payload.business,
    enabled: Boolean(slug),
  });
}

/** Next page number, or undefined once every item of `total` is loaded. */
const nextPage = <T>(pages: Page<T>[], lastPage: Page<T>) => {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return lastPage.items.length > 0 && loaded < lastPage.total ? pages.length + 1 : undefined;
};

/**
 * The business's products or services, newest first, a page at a time: 12 for the full list,
 * 8 for one sub-category's load-more; with `search`, those matching its words.
 */
export function useBusinessListings(
  id: string | null,
  kind: CategoryType,
  options: { subCategoryId?: string; enabled?: boolean; search?: string } = {},
) {
  const perPage = options.subCategoryId
    ? PAGE_SIZES.loadMorePerSubCategory
    : PAGE_SIZES.subCategoryListing;
  const input = {
    id,
    fkSubCategoryId: options.subCategoryId,
    search: options.search || undefined,
    perPage,
  };
  return useInfiniteQuery({
    queryKey:
      kind === 'product'
        ? endpointKey(searchContract.productBusinessAll, input)
        : endpointKey(searchContract.serviceBusinessAll, input),
    queryFn: async ({ pageParam, signal }): Promise<Page<ListingCard>> => {
      const args = { ...input, pageNo: pageParam };
      if (kind === 'product') {
        const { products, total } = await api(searchContract.productBusinessAll, args, { signal });
        return { items: products, total };
      }
      const { services, total } = await api(searchContract.serviceBusinessAll, args, { signal });
      return { items: services, total };
    },
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => nextPage(pages, lastPage),
    enabled: Boolean(id) && (options.enabled ?? true),
  });
}

/** The business's trending sub-categories, 12 a page, each with up to 8 of its listings. */
export function useBusinessTrendings(id: string | null, enabled = true) {
  const input = {
    id,
    perPage: PAGE_SIZES.businessTrendingSubCategories,
    limit: PAGE_SIZES.loadMorePerSubCategory,
  };
  return useInfiniteQuery({
    queryKey: endpointKey(businessesPublicContract.trendings, input),
    queryFn: async ({ pageParam, signal }): Promise<Page<TrendingSubCategory>> => {
      const payload = await api(
        businessesPublicContract.trendings,
        { ...input, pageNo: pageParam },
        { signal },
      );
      return { items: payload.trendingSubCategories, total: payload.total };
    },
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => nextPage(pages, lastPage),
    enabled: Boolean(id) && enabled,
  });
}

/** The listings of a trending sub-category as answered, whatever the business's kind. */
export const trendingItems = (entry: TrendingSubCategory): ListingCard[] =>
  entry.products ?? entry.services ?? [];
