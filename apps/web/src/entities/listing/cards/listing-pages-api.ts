import { useInfiniteQuery } from '@tanstack/react-query';
import {
  PAGE_SIZES,
  type CategoryType,
  type Endpoint,
  type EndpointAddress,
  type EndpointInput,
  type EndpointPayload,
  type Position,
  type ProductCard,
  type SearchAnswerExtras,
  type SearchSort,
  type ServiceCard,
} from '@haat/shared';
import { searchContract } from '@haat/shared/endpoints';
import { api, endpointKey } from '@/lib/api-client.ts';
import { toApiFilters, type ListingFilters } from '@/lib/listing-filters.ts';

// The paged public lists of products and services: search and a sub-category's list,
// 12 a page with the total, loaded page after page for infinite scroll.

export type ListingCard = ProductCard | ServiceCard;

export type ListingSource =
  | {
      from: 'search';
      searchQuery: string;
      /** A part of the city the words named, measured from and kept. */
      locality?: string;
    }
  | { from: 'subCategory'; fkSubCategoryId: string };

export type ListingRequest = {
  kind: CategoryType;
  source: ListingSource;
  /** The chosen location; All Over India means every city. */
  city: string;
  sort: SearchSort;
  filters: ListingFilters;
  /** Near me: where distances are measured from; sent as lat and lng only. */
  position?: Position;
};

/** A page; a search's also says what the server understood and, when empty, what to try. */
type Page = { items: ListingCard[]; total: number } & SearchAnswerExtras;

const pageSize = (request: ListingRequest) =>
  request.source.from === 'search' ? PAGE_SIZES.search : PAGE_SIZES.subCategoryListing;

/** A list's pages: the key of all of them (the arguments but the page number), and one page. */
const pagesOf = <E extends Endpoint>(
  endpoint: EndpointAddress<E>,
  input: EndpointInput<E> & object,
  toPage: (payload: EndpointPayload<E>) => Page,
) => ({
  queryKey: endpointKey(endpoint, input),
  load: async (pageNo: number, signal: AbortSignal) =>
    toPage(await api(endpoint, { ...input, pageNo }, { signal })),
});

type SearchPayload = { searchResults: ListingCard[]; total: number } & SearchAnswerExtras;

const searchPage = (answer: SearchPayload): Page => ({
  items: answer.searchResults,
  total: answer.total,
  totalCapped: answer.totalCapped,
  understood: answer.understood,
  alternatives: answer.alternatives,
  suggestedKind: answer.suggestedKind,
  otherKindTotal: answer.otherKindTotal,
  otherKindTotalCapped: answer.otherKindTotalCapped,
});

function listingPages(request: ListingRequest) {
  const { kind, source, city, sort } = request;
  const near = request.position ? { lat: request.position.lat, lng: request.position.lng } : {};
  const filters = toApiFilters(request.filters, kind);
  const common = { city, sort, filters, ...near, perPage: pageSize(request) };
  if (source.from === 'search') {
    const input = {
      ...common,
      search: source.searchQuery || undefined,
      locality: source.locality || undefined,
    };
    return kind === 'product'
      ? pagesOf(searchContract.productSearch, input, searchPage)
      : pagesOf(searchContract.serviceSearch, input, searchPage);
  }
  const input = { ...common, fkSubCategoryId: source.fkSubCategoryId };
  return kind === 'product'
    ? pagesOf(searchContract.productSubCategoryAll, input, (answer) => ({
        items: answer.products,
        total: answer.total,
        totalCapped: answer.totalCapped,
      }))
    : pagesOf(searchContract.serviceSubCategoryAll, input, (answer) => ({
        items: answer.services,
        total: answer.total,
        totalCapped: answer.totalCapped,
      }));
}

/**
 * Pages of a list; any change of kind, source, city, sort or filters is a new key, so the list
 * starts again from page 1.
 */
export function useListingPages(request: ListingRequest, enabled = true) {
  const list = listingPages(request);
  const query = useInfiniteQuery({
    queryKey: list.queryKey,
    queryFn: ({ pageParam, signal }) => list.load(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      // A capped total is a floor: go on while pages come back full.
      const more = last.totalCapped
        ? last.items.length >= pageSize(request)
        : last.items.length > 0 && loaded < last.total;
      return more ? pages.length + 1 : undefined;
    },
    enabled,
  });
  const pages = query.data?.pages ?? [];
  // A listing that moved between pages while paging would show twice: keep the first.
  const seen = new Set<string>();
  const items: ListingCard[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (!seen.has(item._id)) {
        seen.add(item._id);
        items.push(item);
      }
    }
  }
  return {
    ...query,
    items,
    total: pages.length ? pages[pages.length - 1]!.total : 0,
    /** The total is LISTING_TOTAL_CAP and more match ("1,000+ results"). */
    totalCapped: Boolean(pages.at(-1)?.totalCapped),
    /** The first page's reading of the words, and its alternatives when empty. */
    understood: pages[0]?.understood,
    alternatives: pages[0]?.alternatives,
    /** The kind the words ask for, and the other kind's count (first page). */
    suggestedKind: pages[0]?.suggestedKind,
    otherKindTotal: pages[0]?.otherKindTotal ?? 0,
    otherKindTotalCapped: Boolean(pages[0]?.otherKindTotalCapped),
  };
}
