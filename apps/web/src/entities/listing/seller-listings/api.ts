import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAGE_SIZES,
  type LISTING_FILTERS,
  type ListingAnswers,
  type PreSignedUpload,
  type SellerProduct,
  type SellerService,
  type ListingCount,
} from '@haat/shared';
import { api, type Params } from '@/lib/api-client.ts';
import { restoreQueries, sellerRoots, setListingActive } from '@/lib/seller-cache.ts';

// Products and services share one set of calls (spec §7 /userAdmin/product and /service, "same
// set"). features/listings/api.ts makes each kind's from this one definition.

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
  /** The edit waits as a revision; the approved version stays public (issue 26). */
  savedAsRevision: boolean;
};

type Names = {
  /** '/userAdmin/product' */
  path: string;
  root: typeof sellerRoots.products | typeof sellerRoots.services;
  /** 'products' / 'services' in fetchAll answers. */
  listField: string;
  /** 'product' / 'service' in fetch, create and update answers. */
  itemField: string;
  createUploadsField: string;
  updateUploadsField: string;
};

export function createListingApi<T extends ListingBase>(names: Names) {
  const keys = {
    all: names.root,
    lists: [...names.root, 'list'] as const,
    list: (query: ListingQuery) => [...names.root, 'list', query] as const,
    counts: [...names.root, 'count'] as const,
    count: (fkBusinessId: string) => [...names.root, 'count', fkBusinessId] as const,
    detail: (id: string) => [...names.root, 'detail', id] as const,
  };
  const field = <V>(payload: unknown, name: string) => (payload as Record<string, V>)[name] as V;

  /** GET fetchAll: 10 a page of one business, filter and search (spec §4 Listing filters). */
  function useList(query: ListingQuery) {
    return useQuery({
      queryKey: keys.list(query),
      queryFn: ({ signal }) =>
        api.get<Record<string, unknown>>(
          `${names.path}/fetchAll`,
          {
            pageNo: query.pageNo,
            perPage: PAGE_SIZES.sellerListings,
            filter: query.filter,
            searchQuery: query.searchQuery.trim() || undefined,
            fkBusinessId: query.fkBusinessId,
          },
          { signal },
        ),
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
      queryKey: keys.count(fkBusinessId),
      queryFn: ({ signal }) =>
        api.get<ListingCount>(`${names.path}/fetchCount`, { fkBusinessId }, { signal }),
      enabled: Boolean(fkBusinessId),
    });
  }

  /** GET fetch {id}: the read form. */
  function useOne(id: string | null) {
    return useQuery({
      queryKey: keys.detail(id ?? ''),
      queryFn: ({ signal }) =>
        api.get<Record<string, unknown>>(`${names.path}/fetch`, { id }, { signal }),
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
        const answer = id
          ? await api.put<Record<string, unknown>>(`${names.path}/update`, { id, ...body })
          : await api.post<Record<string, unknown>>(`${names.path}/create`, body);
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
      mutationFn: (id: string) => api.delete<null>(`${names.path}/revision`, { id }),
      onSuccess: () => invalidateAll(queryClient),
    });
  }

  /** DELETE delete {id}. */
  function useDelete() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (id: string) => api.delete<null>(`${names.path}/delete`, { id }),
      onSuccess: () => invalidateAll(queryClient),
    });
  }

  /**
   * PUT toggleStatus {id} (spec §4 Visibility): the list shows the new state at once, then the
   * state the server answered; a failure puts the old state back.
   */
  function useToggleStatus() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: ({ id }: { id: string; isActive: boolean }) =>
        api.put<ListingAnswers['toggled']>(`${names.path}/toggleStatus`, {
          id,
        }),
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
    keys,
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
 * (features/businesses/api.ts: businessKeys.detail).
 */
export function useBusinessIsPublic(id: string | null) {
  return useQuery({
    queryKey: [...sellerRoots.businesses, 'detail', id ?? ''],
    queryFn: ({ signal }) =>
      api.get<{ business: { isApproved: boolean; isActive: boolean } }>(
        '/userAdmin/business/fetch',
        { id },
        { signal },
      ),
    select: (payload) => payload.business.isApproved && payload.business.isActive,
    enabled: Boolean(id),
    staleTime: 0,
  });
}
