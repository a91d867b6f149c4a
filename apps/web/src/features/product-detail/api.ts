import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type PublicListingAnswers } from '@haat/shared';
import { usePublicListing } from '@/entities/listing/public-listing-api.ts';
import { api } from '@/lib/api-client.ts';

// GET /public/product/fetch {id} and /fetchRelated {id, limit 16} (spec §7). A product that is
// gone answers 404, which the page shows as its own not-found state rather than a toast.

export type { ProductDetail } from '@haat/shared';

export const productDetailKeys = {
  related: (id: string) => ['public', 'product', 'related', id] as const,
};

export const useProduct = (id: string | null) => usePublicListing('product', id);

export function useRelatedProducts(id: string | null) {
  return useQuery({
    queryKey: productDetailKeys.related(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<PublicListingAnswers['product']['fetchRelated']>(
        '/public/product/fetchRelated',
        { id, limit: PAGE_SIZES.relatedProducts },
        { signal, toast: false },
      ),
    select: (payload) => payload.relatedProducts,
    enabled: Boolean(id),
  });
}
