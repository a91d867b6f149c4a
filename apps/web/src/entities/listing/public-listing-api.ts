import { useQuery } from '@tanstack/react-query';
import type { ListingKind, ProductDetail, ServiceDetail } from '@haat/shared';
import { api } from '@/lib/api-client.ts';

type Detail = { product: ProductDetail; service: ServiceDetail };

export const publicListingKeys = {
  one: (kind: ListingKind, id: string) => ['public', kind, 'detail', id] as const,
};

/**
 * GET /public/product/fetch or /public/service/fetch {id} (spec §7): one public listing's read
 * form. A listing that is gone answers 404, which its page shows as its own not-found state
 * rather than a toast.
 */
export function usePublicListing<K extends ListingKind>(kind: K, id: string | null) {
  return useQuery({
    queryKey: publicListingKeys.one(kind, id ?? ''),
    queryFn: ({ signal }) =>
      api.get<Pick<Detail, K>>(`/public/${kind}/fetch`, { id }, { signal, toast: false }),
    select: (payload) => payload[kind],
    enabled: Boolean(id),
  });
}
