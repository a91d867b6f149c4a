import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAGE_SIZES,
  type LISTING_FILTERS,
  type PreSignedUpload,
  type SellerProduct,
  type SellerService,
} from '@haat/shared';
import {
  businessesContract,
  type productsContract,
  type servicesContract,
} from '@haat/shared/endpoints';
import { api, endpointKey, endpointQuery, type Params } from '@/lib/api-client.ts';
import { restoreQueries, sellerRoots, setListingActive } from '@/lib/seller-cache.ts';

// Products and services share one set of calls (/userAdmin/product and /service answer the
// same set). features/listings/api.ts makes each kind's from this one definition.

export type ListingFilter = (typeof LISTING_FILTERS)[number];

/** What every seller listing carries, whatever its kind: the shared schemas' read forms. */
export type ListingBase = SellerProduct | SellerService;

export type { ListingCount as ListingCounts } from '@haat/shared';
export type ListingQuery = {
  fkBusinessId: string;
  pageNo: number;
  filter: ListingFilter;
  searchQuery: string;
};
export type ListingPage<T> = { items: T[]; total: number };
export type ListingSaved<T> = {
  item: T;
  uploads: PreSignedUpload[];
  /** The edit waits as a revision; the approved version stays public. */
  savedAsRevision: boolean;
};

/** A kind's endpoints: both kinds' reads, deletes and toggles take the same arguments. */
type ListingEndpoints = typeof productsContract | typeof servicesContract;

type Names = {
  endpoints: ListingEndpoints;
  root: typeof sellerRoots.products | typeof sellerRoots.services;
  /** 'products' / 'services' in fetchAll answers. */
  listField: string;
  /** 'product' / 'service' in fetch, create and update answers. */
  itemField: string;
  createUploadsField: string;
  updateUploadsField: string;
};

export function createListingApi<T extends ListingBase>(names: Names) {
  // A service's endpoints take the same arguments as a product's (the same schemas,
  // contract/listings.ts) apart from create and update's bodies, which the form builds for its
  // kind; the answers differ, and are read below by the kind's field names.
  const endpoints = names.endpoints as typeof productsContract;
  const keys = {
    lists: endpointKey(endpoints.fetchAll),
    counts: endpointKey(endpoints.fetchCount),
  };
  const field = <V>(payload: unknown, name: string) => (payload as Record<string, V>)[name] as V;

  /** GET fetchAll: 10 a page of one business, filter and search. */
  function useList(query: ListingQuery) {
    return useQuery({
      ...endpointQuery(endpoints.fetchAll, {
        pageNo: query.pageNo,
        perPage: PAGE_SIZES.sellerListings,
        filter: query.filter,
        searchQuery: query.searchQuery.trim() || undefined,
        fkBusinessId: query.fkBusinessId,
      }),
      select: (payload): ListingPage<T> => ({
        items: field<T[]>(payload, names.listField) ?? [],
        total: field<number>(payload, 'total') ?? 0,
      }),
      placeholderData: keepPreviousData,
      enabled: Boolean(query.fkBusinessId),
    });
  }

  /** GET fetchCount {fkBusinessId}: how many listings each filter holds. */
  function useCounts(fkBusinessId: string) {
    return useQuery({
      ...endpointQuery(endpoints.fetchCount, { fkBusinessId }),
      enabled: Boolean(fkBusinessId),
    });
  }

  /** GET fetch {id}: the read form. */
  function useOne(id: string | null) {
    return useQuery({
      ...endpointQuery(endpoints.fetch, { id: id ?? '' }),
      select: (payload) => field<T>(payload, names.itemField),
      enabled: Boolean(id),
      staleTime: 0,
    });
  }

  const invalidateAll = (queryClient: ReturnType<typeof useQueryClient>) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: names.root }),
      // The business cards count listings.
      queryClient.invalidateQueries({ queryKey: sellerRoots.businesses }),
    ]);

  /** POST create, or PUT update with `id`: answers the saved listing and its uploads. */
  function useSave() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: async ({ id, body }: { id: string | null; body: Params }) => {
        // The form builds each kind's own body (listing-form-values.ts); the server checks it.
        const answer: unknown = id
          ? await api(endpoints.update, { id, ...body } as never)
          : await api(endpoints.create, body as never);
        return {
          item: field<T>(answer, names.itemField),
          uploads:
            field<PreSignedUpload[]>(
              answer,
              id ? names.updateUploadsField : names.createUploadsField,
            ) ?? [],
          savedAsRevision: field<boolean>(answer, 'savedAsRevision') === true,
        } satisfies ListingSaved<T>;
      },
      onSuccess: () => invalidateAll(queryClient),
    });
  }

  /** DELETE revision {id}: drops the changes waiting or rejected; the live version stays. */
  function useDiscardRevision() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (id: string) => api(endpoints.discardRevision, { id }),
      onSuccess: () => invalidateAll(queryClient),
    });
  }

  /** DELETE delete {id}. */
  function useDelete() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (id: string) => api(endpoints.delete, { id }),
      onSuccess: () => invalidateAll(queryClient),
    });
  }

  /**
   * PUT toggleStatus {id}: the list shows the new state at once, then the
   * state the server answered; a failure puts the old state back.
   */
  function useToggleStatus() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: ({ id }: { id: string; isActive: boolean }) =>
        api(endpoints.toggleStatus, { id }),
      onMutate: async ({ id, isActive }) => {
        await queryClient.cancelQueries({ queryKey: keys.lists });
        return {
          snapshot: setListingActive(queryClient, keys.lists, names.listField, id, !isActive),
        };
      },
      onError: (_error, _variables, context) => {
        if (context) restoreQueries(queryClient, context.snapshot);
      },
      onSuccess: (answer, { id }) => {
        setListingActive(queryClient, keys.lists, names.listField, id, answer.isActive);
      },
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: keys.lists }),
          queryClient.invalidateQueries({ queryKey: keys.counts }),
        ]),
    });
  }

  return {
    useList,
    useCounts,
    useOne,
    useSave,
    useDelete,
    useDiscardRevision,
    useToggleStatus,
  };
}

export type ListingApi<T extends ListingBase> = ReturnType<typeof createListingApi<T>>;

/**
 * Whether the seller's business is public (approved and active), for its listings' View on
 * site links. The same call and cache entry as the business's edit page
 * (features/businesses/api.ts: useBusiness).
 */
export function useBusinessIsPublic(id: string | null) {
  return useQuery({
    ...endpointQuery(businessesContract.fetch, { id: id ?? '' }),
    select: (payload) => payload.business.isApproved && payload.business.isActive,
    enabled: Boolean(id),
    staleTime: 0,
  });
}
