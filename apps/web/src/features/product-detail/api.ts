import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@haat/shared';
import { searchContract } from '@haat/shared/endpoints';
import { usePublicListing } from '@/entities/listing/public-listing-api.ts';
import { endpointQuery } from '@/lib/api-client.ts';

// GET /public/product/fetch {id} and /fetchRelated {id, limit 16}. A product that is
// gone answers 404, which the page shows as its own not-found state rather than a toast.

export type { ProductDetail } from '@haat/shared';

export const useProduct = (id: string | null) => usePublicListing('product', id);

export function useRelatedProducts(id: string | null) {
  return useQuery({
    ...endpointQuery(
      searchContract.productFetchRelated,
      { id, limit: PAGE_SIZES.relatedProducts },
      { toast: false },
    ),
    select: (payload) => payload.relatedProducts,
    enabled: Boolean(id),
  });
}
