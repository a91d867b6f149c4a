import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CatalogAnswers, CategoryType } from '@haat/shared';
import { api } from '@/lib/api-client.ts';

// The catalogue lists the seller's product and service forms pick from (spec §7 "Lists for
// forms"). They change rarely: read once per visit.

export const catalogKeys = {
  categories: (type: CategoryType) => ['catalog', 'categories', type] as const,
  brands: (brandIds: readonly string[]) => ['catalog', 'brands', brandIds] as const,
  colors: ['catalog', 'colors'] as const,
};

const CATALOG_STALE_MS = 10 * 60 * 1000;

/** GET /userAdmin/category/fetchAll: categories of one type, each with its sub-categories. */
export function useCategories(categoryType: CategoryType) {
  return useQuery({
    queryKey: catalogKeys.categories(categoryType),
    queryFn: ({ signal }) =>
      api.get<CatalogAnswers['categories']>(
        '/userAdmin/category/fetchAll',
        { categoryType },
        { signal },
      ),
    select: (payload) => payload.categories,
    staleTime: CATALOG_STALE_MS,
  });
}

/**
 * GET /userAdmin/brand/fetchSubCategoriesAll {fkBrandsIds}: the brands the chosen
 * sub-categories offer (their fkBrandsIds, as spec §7 sends them). No ids, no call.
 */
export function useBrands(brandIds: readonly string[]) {
  const ids = [...new Set(brandIds)].sort();
  return useQuery({
    queryKey: catalogKeys.brands(ids),
    queryFn: ({ signal }) =>
      api.get<CatalogAnswers['brands']>(
        '/userAdmin/brand/fetchSubCategoriesAll',
        { fkBrandsIds: ids },
        { signal },
      ),
    select: (payload) => payload.brands,
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    staleTime: CATALOG_STALE_MS,
  });
}

/** GET /userAdmin/color/fetchAll: every colour. */
export function useColors() {
  return useQuery({
    queryKey: catalogKeys.colors,
    queryFn: ({ signal }) =>
      api.get<CatalogAnswers['colors']>('/userAdmin/color/fetchAll', undefined, { signal }),
    select: (payload) => payload.colors,
    staleTime: CATALOG_STALE_MS,
  });
}
