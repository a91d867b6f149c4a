import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type BusinessRating, type ProductCard } from '@haat/shared';
import { api } from '@/lib/api-client.ts';

// GET /public/product/fetch {id} and /fetchRelated {id, limit 16} (spec §7). A product that is
// gone answers 404, which the page shows as its own not-found state rather than a toast.

type Ref = { _id: string };
export type ProductDetail = {
  _id: string;
  name: string;
  images: string[];
  sku: string | null;
  pricePerUnit: number | null;
  sellingPrice: number | null;
  tags: string[];
  description: string | null;
  specifications: string[];
  disclaimer: string[];
  fkBusinessId: string;
  category: Ref & { category: string; categoryHi?: string | null };
  subCategories: Array<Ref & { subCategory: string; subCategoryHi?: string | null }>;
  business: Ref & {
    name: string;
    phoneNo: string;
    address: string;
    city: string;
    state: string;
    pinCode: string;
  };
  brand: (Ref & { brand: string }) | null;
  colors: Array<Ref & { color: string; colorName: string }>;
  /** The business's stars (issue 22); null while it has no published review. */
  rating?: BusinessRating;
};

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
