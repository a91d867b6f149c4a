import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  PAGE_SIZES,
  type CatalogBrand,
  type CategoryType,
  type PublicCatalogAnswers,
} from '@haat/shared';
import { catalogPublicContract } from '@haat/shared/endpoints';
import { api, endpointKey, endpointQuery } from '@/lib/api-client.ts';

// The option lists of the filter modal (the /public calls): categories,
// sub-categories of the chosen categories, brands of the chosen sub-categories, 48 a page, and
// the colours (35). The catalogue changes rarely: kept for ten minutes.

const STALE_MS = 10 * 60 * 1000;

type FilterCategory = PublicCatalogAnswers['categories']['categories'][number];
type FilterSubCategory = PublicCatalogAnswers['subCategories']['subCategories'][number];

type Paged<T> = { items: T[]; total: number };

const sortedIds = (ids: readonly string[]) => [...new Set(ids)].sort();

function usePagedOptions<T>(
  key: readonly unknown[],
  load: (pageNo: number, signal: AbortSignal) => Promise<Paged<T>>,
  enabled: boolean,
) {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => load(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
    enabled,
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}

/** GET /public/category/fetchAll {categoryType, pageNo, perPage 48}. */
export function useFilterCategories(kind: CategoryType, enabled = true) {
  const endpoint = catalogPublicContract.fetchCategories;
  const input = { categoryType: kind, perPage: PAGE_SIZES.filterOptions };
  return usePagedOptions<FilterCategory>(
    endpointKey(endpoint, input),
    async (pageNo, signal) => {
      const answer = await api(endpoint, { ...input, pageNo }, { signal });
      return { items: answer.categories, total: answer.total };
    },
    enabled,
  );
}

/**
 * GET /public/subCategory/fetchAll {fkCategoriesIds, pageNo, perPage 48}: the sub-categories of
 * the chosen categories, or of every category of the kind when none is chosen.
 */
export function useFilterSubCategories(
  kind: CategoryType,
  categoryIds: readonly string[],
  enabled = true,
) {
  const ids = sortedIds(categoryIds);
  const endpoint = catalogPublicContract.fetchSubCategories;
  const input = {
    fkCategoriesIds: ids.length ? ids : undefined,
    categoryType: kind,
    perPage: PAGE_SIZES.filterOptions,
  };
  return usePagedOptions<FilterSubCategory>(
    endpointKey(endpoint, input),
    async (pageNo, signal) => {
      const answer = await api(endpoint, { ...input, pageNo }, { signal });
      return { items: answer.subCategories, total: answer.total };
    },
    enabled,
  );
}

/** GET /public/brand/fetchSubCategoriesAll: the brands the chosen sub-categories offer. */
export function useFilterBrands(subCategoryIds: readonly string[], enabled = true) {
  const ids = sortedIds(subCategoryIds);
  const endpoint = catalogPublicContract.fetchBrands;
  const input = { fkSubCategoriesIds: ids, perPage: PAGE_SIZES.filterOptions };
  return usePagedOptions<CatalogBrand>(
    endpointKey(endpoint, input),
    async (pageNo, signal) => {
      const answer = await api(endpoint, { ...input, pageNo }, { signal });
      return { items: answer.brands, total: answer.total };
    },
    enabled && ids.length > 0,
  );
}

/** GET /public/color/fetchAll {pageNo 1, perPage 35}. */
export function useFilterColors(enabled = true) {
  return useQuery({
    ...endpointQuery(catalogPublicContract.fetchColors, { pageNo: 1, perPage: PAGE_SIZES.colors }),
    select: (answer) => answer.colors,
    enabled,
    staleTime: STALE_MS,
  });
}
