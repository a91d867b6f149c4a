import { useSearchParams } from 'react-router';

/**
 * A list's filter and page kept in the address (`?filter=hidden&page=2`), so Back, reload and a
 * shared link keep them; the default filter and page 1 are left out. A value that is not one of
 * `filters` reads as the default. A new filter starts again at page 1.
 */
export function useFilterPageParams<F extends string>(filters: readonly F[], fallback: F) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter = filters.includes(raw as F) ? (raw as F) : fallback;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (next: { filter?: F; page?: number }) => {
    const search = new URLSearchParams();
    const nextFilter = next.filter ?? filter;
    if (nextFilter !== fallback) search.set('filter', nextFilter);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };
  return { filter, page, update };
}
