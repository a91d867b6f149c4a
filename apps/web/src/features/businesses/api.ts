import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAGE_SIZES,
  type BUSINESS_FILTERS,
  type CreateBusinessInput,
  type PreSignedUpload,
  type SellerBusiness,
} from '@haat/shared';
import { businessesContract } from '@haat/shared/endpoints';
import { api, endpointKey, endpointQuery } from '@/lib/api-client.ts';
import { sellerRoots } from '@/lib/seller-cache.ts';

// Spec §7 /userAdmin/business, one hook per call (docs/decisions/003 has the answers).

export type BusinessFilter = (typeof BUSINESS_FILTERS)[number];
export type { SellerBusiness, WeekDay, WorkingDay, WorkingHours } from '@haat/shared';

export type BusinessBody = CreateBusinessInput;

/** GET business/fetchAll: 10 a page, All | Active | Pending, newest first. */
export function useBusinesses(pageNo: number, filter: BusinessFilter) {
  return useQuery({
    ...endpointQuery(businessesContract.fetchAll, {
      pageNo,
      perPage: PAGE_SIZES.sellerBusinesses,
      filter,
    }),
    placeholderData: keepPreviousData,
  });
}

/** How many live businesses the seller has (Add Business is hidden at 5). */
export function useBusinessTotal() {
  return useQuery({
    ...endpointQuery(businessesContract.fetchAll, { pageNo: 1, perPage: 1, filter: 'All' }),
    select: (payload) => payload.total,
  });
}

/** GET business/fetch {id}. */
export function useBusiness(id: string | null) {
  return useQuery({
    ...endpointQuery(businessesContract.fetch, { id: id ?? '' }),
    select: (payload) => payload.business,
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** GET business/fetchPreFilledData: the seller's phone number for a new business. */
export function usePreFilledPhone() {
  return useQuery({
    ...endpointQuery(businessesContract.fetchPreFilledData, undefined),
    select: (payload) => payload.preFilledData.phoneNo,
    staleTime: Infinity,
  });
}

export type BusinessSaved = {
  business: SellerBusiness;
  uploads: PreSignedUpload[];
  /** The edit waits as a revision; the approved version stays public. */
  savedAsRevision: boolean;
};

/** POST business/create or PUT business/update (with `id`); answers the uploads to make. */
export function useSaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: BusinessBody }) => {
      if (id) {
        const answer = await api(businessesContract.update, { id, ...body });
        return {
          business: answer.business,
          uploads: answer.newBusinessImagesPreSignedUrls,
          savedAsRevision: answer.savedAsRevision,
        };
      }
      const answer = await api(businessesContract.create, body);
      return {
        business: answer.business,
        uploads: answer.businessImagesPreSignedUrls,
        savedAsRevision: false,
      };
    },
    onSuccess: async ({ business }) => {
      queryClient.setQueryData(endpointKey(businessesContract.fetch, { id: business._id }), {
        business,
      });
      await queryClient.invalidateQueries({ queryKey: sellerRoots.businesses });
    },
  });
}

/** DELETE business/revision {id}: drops the changes waiting or rejected. */
export function useDiscardBusinessRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(businessesContract.discardRevision, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerRoots.businesses }),
  });
}

/** DELETE business/delete {id}: its products and services go with it. */
export function useDeleteBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(businessesContract.delete, { id }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerRoots.businesses }),
        queryClient.invalidateQueries({ queryKey: sellerRoots.products }),
        queryClient.invalidateQueries({ queryKey: sellerRoots.services }),
      ]);
    },
  });
}
