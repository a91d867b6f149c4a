import { useSearchParams } from 'react-router';
import { LISTING_FILTERS } from '@haat/shared';
import type { ListingFilter } from './api.ts';

const isFilter = (value: string | null): value is ListingFilter =>
  LISTING_FILTERS.includes(value as ListingFilter);

/**
 * The filter, search and page of a seller list, kept in the address (?filter=&q=&page=) so
 * Back and a reload return to the same page. A new filter or search starts at page 1.
 */
export function useListingParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter: ListingFilter = isFilter(raw) ? raw : 'All';
  const searchQuery = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const update = (next: { filter?: ListingFilter; searchQuery?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextFilter = next.filter ?? filter;
    const nextQuery = next.searchQuery ?? searchQuery;
    const nextPage = next.page ?? 1;
    if (nextFilter !== 'All') search.set('filter', nextFilter);
    if (nextQuery.trim()) search.set('q', nextQuery);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search, { replace: true });
  };

  return {
    filter,
    searchQuery,
    page,
    setFilter: (value: ListingFilter) => update({ filter: value }),
    setSearchQuery: (value: string) => update({ searchQuery: value }),
    setPage: (value: number) => update({ page: value }),
  };
}
