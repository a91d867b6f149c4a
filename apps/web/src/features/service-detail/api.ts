import { useQuery } from '@tanstack/react-query';
import type { BusinessRating } from '@haat/shared';
import { api } from '@/lib/api-client.ts';

// GET /public/service/fetch {id} (spec §7): the service read form, with business
// {_id, name, phoneNo, address} (spec §3).

type Ref = { _id: string };
export type ServiceDetail = {
  _id: string;
  name: string;
  images: string[];
  pricePerUnit: number | null;
  sellingPrice: number | null;
  tags: string[];
  description: string;
  category: Ref & { category: string; categoryHi?: string | null };
  subCategories: Array<Ref & { subCategory: string; subCategoryHi?: string | null }>;
  business: Ref & {
    name: string;
    phoneNo: string;
    address: string;
    city?: string;
    state?: string;
    pinCode?: string;
  };
  /** The business's stars (issue 22); null while it has no published review. */
  rating?: BusinessRating;
};

export const serviceDetailKeys = {
  one: (id: string) => ['public', 'service', 'detail', id] as const,
};

export function useService(id: string | null) {
  return useQuery({
    queryKey: serviceDetailKeys.one(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<{ service: ServiceDetail }>(
        '/public/service/fetch',
        { id },
        { signal, toast: false },
      ),
    select: (payload) => payload.service,
    enabled: Boolean(id),
  });
}
