import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  PAGE_SIZES,
  type CategoryType,
  type ProductCard,
  type ServiceCard,
  type TrendingSubCategory,
  type PublicBusinessAnswers,
} from '@haat/shared';
import { api } from '@/lib/api-client.ts';

// Spec §7 /public/business: fetch {id}, businessTrendings {id, perPage 12, pageNo, limit 8};
// and /public/{product,service}/businessAll for the business's own listings.

export type { PublicBusiness, TrendingSubCategory } from '@haat/shared';

export type ListingCard = ProductCard | ServiceCard;

type Page<T> = { items: T[]; total: number };
const listField = (kind: CategoryType) => (kind === 'product' ? 'products' : 'services');

export const businessDetailKeys = {
  one: (id: string) => ['public', 'business', 'detail', id] as const,
  shop: (slug: string) => ['public', 'business', 'shop', slug] as const,
  listings: (id: string, kind: CategoryType, subCategoryId?: string, search?: string) =>
    ['public', 'business', 'listings', id, kind, subCategoryId ?? 'all', search ?? ''] as const,
  trendings: (id: string) => ['public', 'business', 'trendings', id] as const,
};

export function useBusiness(id: string | null) {
  return useQuery({
    queryKey: businessDetailKeys.one(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<PublicBusinessAnswers['fetch']>(
        '/public/business/fetch',
        { id },
        { signal, toast: false },
      ),
    select: (payload) => payload.business,
    enabled: Boolean(id),
  });
}

/** The business of a shop address, current or old (issue 24 §3). */
export function useShop(slug: string | undefined) {
  return useQuery({
    queryKey: businessDetailKeys.shop(slug ?? ''),
    queryFn: ({ signal }) =>
      api.get<PublicBusinessAnswers['fetch']>(
        '/public/shop/fetch',
        { slug },
        { signal, toast: false },
      ),
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
 * 8 for one sub-category's load-more (spec §9); with `search`, those matching its words.
 */
export function useBusinessListings(
  id: string | null,
  kind: CategoryType,
  options: { subCategoryId?: string; enabled?: boolean; search?: string } = {},
) {
  const perPage = options.subCategoryId
    ? PAGE_SIZES.loadMorePerSubCategory
    : PAGE_SIZES.subCategoryListing;
  return useInfiniteQuery({
    queryKey: businessDetailKeys.listings(id ?? '', kind, options.subCategoryId, options.search),
    queryFn: async ({ pageParam, signal }): Promise<Page<ListingCard>> => {
      const payload = await api.get<Record<string, unknown>>(
        `/public/${kind}/businessAll`,
        {
          id,
          fkSubCategoryId: options.subCategoryId,
          search: options.search || undefined,
          perPage,
          pageNo: pageParam,
        },
        { signal },
      );
      return {
        items: (payload[listField(kind)] as ListingCard[] | undefined) ?? [],
        total: Number(payload.total ?? 0),
      };
    },
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => nextPage(pages, lastPage),
    enabled: Boolean(id) && (options.enabled ?? true),
  });
}

/** The business's trending sub-categories, 12 a page, each with up to 8 of its listings. */
export function useBusinessTrendings(id: string | null, enabled = true) {
  return useInfiniteQuery({
    queryKey: businessDetailKeys.trendings(id ?? ''),
    queryFn: async ({ pageParam, signal }): Promise<Page<TrendingSubCategory>> => {
      const payload = await api.get<{
        trendingSubCategories: TrendingSubCategory[];
        total: number;
      }>(
        '/public/business/businessTrendings',
        {
          id,
          perPage: PAGE_SIZES.businessTrendingSubCategories,
          pageNo: pageParam,
          limit: PAGE_SIZES.loadMorePerSubCategory,
        },
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
