import { useQuery, type QueryFunction } from '@tanstack/react-query';
import type { ListingKind, ProductDetail, ServiceDetail } from '@haat/shared';
import { searchContract } from '@haat/shared/endpoints';
import { endpointQuery } from '@/lib/api-client.ts';

type Detail = { product: ProductDetail; service: ServiceDetail };

/**
 * GET /public/product/fetch or /public/service/fetch {id}: one public listing's read
 * form. A listing that is gone answers 404, which its page shows as its own not-found state
 * rather than a toast.
 */
export function usePublicListing<K extends ListingKind>(kind: K, id: string | null) {
  const { queryKey, queryFn } =
    kind === 'product'
      ? endpointQuery(searchContract.productFetch, { id }, { toast: false })
      : endpointQuery(searchContract.serviceFetch, { id }, { toast: false });
  return useQuery({
    queryKey,
    // Each kind's endpoint answers its read form under the kind's name.
    queryFn: queryFn as QueryFunction<Pick<Detail, K>>,
    select: (payload) => payload[kind],
    enabled: Boolean(id),
  });
}
