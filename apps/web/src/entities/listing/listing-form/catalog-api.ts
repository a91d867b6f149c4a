import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CategoryType } from '@haat/shared';
import { catalogContract } from '@haat/shared/endpoints';
import { endpointQuery } from '@/lib/api-client.ts';

// The catalogue lists the seller's product and service forms pick from. They change
// rarely: read once per visit.

const CATALOG_STALE_MS = 10 * 60 * 1000;

/** GET /userAdmin/category/fetchAll: categories of one type, each with its sub-categories. */
export function useCategories(categoryType: CategoryType) {
  return useQuery({
    ...endpointQuery(catalogContract.fetchCategories, { categoryType }),
    select: (payload) => payload.categories,
    staleTime: CATALOG_STALE_MS,
  });
}

/**
 * GET /userAdmin/brand/fetchSubCategoriesAll {fkBrandsIds}: the brands the chosen
 * sub-categories offer (their fkBrandsIds, as the call has always taken them). No ids, no call.
 */
export function useBrands(brandIds: readonly string[]) {
  const ids = [...new Set(brandIds)].sort();
  return useQuery({
    ...endpointQuery(catalogContract.fetchSubCategoryBrands, { fkBrandsIds: ids }),
    select: (payload) => payload.brands,
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    staleTime: CATALOG_STALE_MS,
  });
}

/** GET /userAdmin/color/fetchAll: every colour. */
export function useColors() {
  return useQuery({
    ...endpointQuery(catalogContract.fetchColors, {}),
    select: (payload) => payload.colors,
    staleTime: CATALOG_STALE_MS,
  });
}
