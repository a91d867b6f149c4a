import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_SORT,
  NEAREST_SORT,
  SORTS,
  TOP_RATED_SORT,
  type CategoryType,
  type SearchSort,
} from '@haat/shared';
import { decodeFilters, encodeFilters, type ListingFilters } from './listing-filters.ts';

// Everything a listing screen shows lives in its URL (search and listing pages): type
// (products or services), searchQuery, sort and filters (JSON). Defaults are left out, so a
// plain list has a plain address. Changing any of them is a new address, and a new address is a
// new list from page 1.

export const LISTING_TYPES = { products: 'product', services: 'service' } as const;
export type ListingTypeParam = keyof typeof LISTING_TYPES;

export const typeParam = (kind: CategoryType): ListingTypeParam =>
  kind === 'service' ? 'services' : 'products';

export type ListingParams = {
  kind: CategoryType;
  searchQuery: string;
  /**
   * A part of the city the words named (docs/decisions/018-near-me.md: 'ac repair in andheri'
   * becomes `searchQuery=ac repair&locality=Andheri`), kept in the address like the city; search
   * pages only. Absent or empty: none.
   */
  locality?: string;
  sort: SearchSort;
  filters: ListingFilters;
};

/**
 * The sorts a screen offers: the original ones, Top Rated, Nearest (docs/decisions/018-near-me.md:
 * choosing it asks where the visitor is), and Relevance only when there is a query.
 */
export const sortsFor = (searchQuery: string): SearchSort[] =>
  searchQuery.trim()
    ? [...SORTS, TOP_RATED_SORT, NEAREST_SORT, 'relevance']
    : [...SORTS, TOP_RATED_SORT, NEAREST_SORT];

export function readListingParams(
  search: URLSearchParams,
  fallbackKind: CategoryType = 'product',
): ListingParams {
  const type = search.get('type');
  const kind: CategoryType =
    type === 'services' ? 'service' : type === 'products' ? 'product' : fallbackKind;
  const searchQuery = (search.get('searchQuery') ?? '').trim();
  const locality = (search.get('locality') ?? '').trim();
  const rawSort = (search.get('sort') ?? '').trim().toLowerCase();
  const sort = (sortsFor(searchQuery) as string[]).includes(rawSort)
    ? (rawSort as SearchSort)
    : DEFAULT_SORT;
  return {
    kind,
    searchQuery,
    ...(locality ? { locality } : {}),
    sort,
    filters: decodeFilters(search.get('filters'), kind),
  };
}

/**
 * The query string of a listing screen. `withType` writes `type` (the search page always does,
 * so its links read `?type=products&searchQuery=…`); a sub-category page knows its kind.
 */
export function writeListingParams(params: ListingParams, withType = true): URLSearchParams {
  const search = new URLSearchParams();
  if (withType) search.set('type', typeParam(params.kind));
  const query = params.searchQuery.trim();
  if (query) search.set('searchQuery', query);
  const locality = params.locality?.trim();
  if (locality) search.set('locality', locality);
  if (params.sort !== DEFAULT_SORT && sortsFor(query).includes(params.sort)) {
    search.set('sort', params.sort);
  }
  const filters = encodeFilters(params.filters, params.kind);
  if (filters) search.set('filters', filters);
  return search;
}

/** The listing state of the current URL and a way to change part of it. */
export function useListingParams(fallbackKind: CategoryType = 'product', withType = true) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListingParams(search, fallbackKind), [search, fallbackKind]);
  const update = useCallback(
    (change: Partial<ListingParams>, options?: { replace?: boolean }) => {
      setSearch(
        (current) =>
          writeListingParams({ ...readListingParams(current, fallbackKind), ...change }, withType),
        options,
      );
    },
    [setSearch, fallbackKind, withType],
  );
  return { params, update };
}
