import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type ProductCard, type ProductDetail } from '@haat/shared';
import { api } from '@/lib/api-client.ts';

// GET /public/product/fetch {id} and /fetchRelated {id, limit 16} (spec §7). A product that is
// gone answers 404, which the page shows as its own not-found state rather than a toast.

export type { ProductDetail } from '@haat/shared';

export const productDetailKeys = {
  one: (id: string) => ['public', 'product', 'detail', id] as const,
  related: (id: string) => ['public', 'product', 'related', id] as const,
};

export function useProduct(id: string | null) {
  return useQuery({
    queryKey: productDetailKeys.one(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<{ product: ProductDetail }>(
        '/public/product/fetch',
        { id },
        { signal, toast: false },
      ),
    select: (payload) => payload.product,
    enabled: Boolean(id),
  });
}

export function useRelatedProducts(id: string | null) {
  return useQuery({
    queryKey: productDetailKeys.related(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<{ relatedProducts: ProductCard[] }>(
        '/public/product/fetchRelated',
        { id, limit: PAGE_SIZES.relatedProducts },
        { signal, toast: false },
      ),
    select: (payload) => payload.relatedProducts,
    enabled: Boolean(id),
  });
}
