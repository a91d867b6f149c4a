import { useEffect, useMemo } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import {
  ALL_OVER_INDIA,
  DEFAULT_SORT,
  NEAREST_SORT,
  type CategoryType,
  type ProductCard as ProductData,
  type ServiceCard as ServiceData,
} from '@haat/shared';
import { GridSkeleton, ListingGrid } from '@/entities/listing/cards/listing-grid.tsx';
import { ProductCard } from '@/entities/listing/cards/product-card.tsx';
import { ServiceCard } from '@/entities/listing/cards/service-card.tsx';
import { useQueryForm } from '@/entities/enquiry/use-query-form.tsx';
import { LoadFailed } from '@/components/load-failed.tsx';
import { ListingToolbar } from '@/entities/listing/filter-modal/listing-toolbar.tsx';
import { SEARCH_TABS } from '@/entities/listing/filter-modal/filter-modal-tabs.ts';
import { SearchBar } from '@/entities/search/search-bar.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { locationPath } from '@/lib/location-segment.ts';
import {
  sortsFor,
  useListingParams,
  writeListingParams,
  type ListingParams,
} from '@/lib/listing-params.ts';
import { useListingPages } from '@/entities/listing/cards/listing-pages-api.ts';
import { LocalityNote } from '@/entities/location/near-me/locality-note.tsx';
import { NearMeButton } from '@/entities/location/near-me/near-me-button.tsx';
import { NearMeNote } from '@/entities/location/near-me/near-me-note.tsx';
import { RadiusWiden } from '@/entities/location/near-me/radius-widen.tsx';
import { useNearMeListing } from '@/entities/location/near-me/use-near-me-listing.ts';
import { RequirementEntry } from '@/entities/requirement/requirement-entry.tsx';
import { KindSwitch, OtherKindLink } from './kind-switch.tsx';
import { NoResults } from './no-results.tsx';

// What to try when a search finds nothing: only such a search loads it.

/** The first view fills a phone with cards that have their final size. */
const SKELETON_CARDS = 6;
/** A search that finds this many or fewer offers "Tell us what you need" as a card. */
const FEW_RESULTS = 3;

/**
 * Search and listing: the search bar, the Products/Services toggle, Filter and
 * Sort By, and the results with infinite scroll. All of it reads and writes the URL. The list
 * waits until `ready` (the city of the address is known).
 */
export function SearchResults({ city, ready = true }: { city: string; ready?: boolean }) {
  const { t } = useTranslation();
  const { params, update } = useListingParams('product');
  const { searchQuery, sort, filters, locality } = params;
  const near = useNearMeListing(params, update, city);
  const request = {
    source: { from: 'search', searchQuery, ...(locality ? { locality } : {}) } as const,
    city,
    sort,
    filters,
    position: near.position,
  };
  const asked = useListingPages({ ...request, kind: params.kind }, ready && near.ready);
  // An address that names no kind (a search from the home page's box) opens the kind
  // the words ask for: 'plumber' asked of products answers suggestedKind 'service', and the
  // page shows the services' search (a skeleton until it comes, never 'No result found' first),
  // then writes the kind into its address; the list's key is the same, so nothing is asked
  // twice. An address with a kind (the toggle, the switch, a suggestion, the page's own box)
  // keeps it.
  const [address] = useSearchParams();
  const chosen = !address.has('type') && searchQuery ? asked.suggestedKind : undefined;
  const follow = chosen !== params.kind ? chosen : undefined;
  // Until it follows, it names the other kind (asked for nothing): on the asked kind's own key a
  // disabled second observer would mark that list disabled, and the server's drawing, which
  // fetches only enabled queries, would draw the page without its results.
  const followed = useListingPages(
    { ...request, kind: follow ?? (params.kind === 'product' ? 'service' : 'product') },
    ready && near.ready && Boolean(follow),
  );
  const list = follow ? followed : asked;
  const kind = follow ?? params.kind;
  const shown: ListingParams = useMemo(
    () => (follow ? { ...params, kind: follow } : params),
    [follow, params],
  );
  // The kind chosen, the products' too, is written into the address: back and a shared link
  // open the same list.
  useEffect(() => {
    if (chosen) update({ kind: chosen }, { replace: true });
  }, [chosen, update]);
  const enquiry = useQueryForm('enquiry');
  const cityLabel = city === ALL_OVER_INDIA ? t('locationPicker.allOverIndia') : city;
  const heading = searchQuery
    ? t('listing.resultsFor', { query: searchQuery })
    : t('pages.location', { location: cityLabel });
  useDocumentTitle(heading);
  const navigate = useNavigate();
  // A suggestion of the other kind opens that kind; typed words keep the page's.
  const searchFor = (query: string, chosenKind?: CategoryType) =>
    update({
      searchQuery: query,
      kind: chosenKind ?? kind,
      sort: !query && sort === 'relevance' ? DEFAULT_SORT : sort,
    });

  // A place in the words ('plumber in pune') becomes the page's city, as if chosen in the
  // header: the address moves to /Pune with the remaining words, and the header follows it.
  // 'plumber near me' becomes 'plumber' with Near me on, which asks the browser
  // where the visitor is (the city's centre if refused), as the button does. A locality in the
  // words ('ac repair in andheri') stays in the address as `locality` beside the
  // remaining words, nearest to it first unless another sort was chosen: the server measures
  // from its centre, so nothing is asked of the browser.
  const { understood } = list;
  useEffect(() => {
    if (!understood) return;
    const movesCity = Boolean(understood.city) && understood.city !== city;
    const movesLocality = (understood.locality ?? '') !== (locality ?? '');
    if (!movesCity && !understood.nearMe && !movesLocality) return;
    const change: Partial<ListingParams> = {
      // The kind the page settled on goes along (its own effect may not have written it yet).
      kind: shown.kind,
      searchQuery: understood.search,
      locality: understood.locality,
      ...(understood.nearMe ? { sort: NEAREST_SORT } : {}),
      ...(understood.locality && movesLocality && sort === DEFAULT_SORT
        ? { sort: NEAREST_SORT }
        : {}),
    };
    if (movesCity) {
      const next = writeListingParams({ ...shown, ...change });
      void navigate(locationPath(understood.city!, next), { replace: true });
    } else update(change, { replace: true });
  }, [understood, city, locality, sort, shown, navigate, update]);
  // Every search offers "Tell us what you need" with its words, kind and place; one
  // that finds few or none offers it as a card, where a buyer looks next.
  const requirement = {
    need: understood?.search ?? searchQuery,
    kind,
    city: understood?.city ?? city,
  };
  const few = list.isSuccess && !list.hasNextPage && list.items.length <= FEW_RESULTS;
  // A locality says itself in its own note (LocalityNote).
  const understoodLine = !understood
    ? null
    : understood.correctedFrom
      ? t('searchBar.corrected', { search: understood.search, typed: understood.correctedFrom })
      : understood.city && !understood.locality
        ? t('searchBar.understoodIn', { search: understood.search, place: understood.city })
        : null;

  return (
    <Stack gap="md">
      <SearchBar initialQuery={searchQuery} onSearch={searchFor} />
      <div>
        <Title order={1} fz={{ base: 20, sm: 26 }} lh={1.25}>
          {heading}
        </Title>
        <Text size="sm" c="dimmed" mt={2} aria-live="polite">
          {list.isSuccess
            ? t(list.totalCapped ? 'listing.resultsAtLeast' : 'listing.results', {
                count: list.total,
              })
            : '\u00a0'}
          {searchQuery && list.isSuccess ? ` ${t('listing.inCity', { city: cityLabel })}` : ''}
        </Text>
        {understoodLine && list.isSuccess ? (
          <Text size="sm" mt={2} data-testid="search-understood">
            {understoodLine}
          </Text>
        ) : null}
        {searchQuery && list.isSuccess ? (
          <OtherKindLink
            params={shown}
            total={list.otherKindTotal}
            capped={list.otherKindTotalCapped}
          />
        ) : null}
        {few ? null : <RequirementEntry prefill={requirement} />}
        {locality ? (
          <LocalityNote
            understood={understood}
            sort={sort}
            onClear={() => update({ locality: undefined })}
          />
        ) : (
          <NearMeNote state={near.state} sort={sort} />
        )}
      </div>
      <ListingToolbar
        leading={<KindSwitch params={shown} />}
        trailing={
          <NearMeButton
            on={near.on}
            locating={near.state.status === 'locating'}
            onClick={near.toggle}
          />
        }
        located={near.located}
        kind={kind}
        filters={filters}
        onFilters={(next) => update({ filters: next })}
        tabs={SEARCH_TABS[kind]}
        sort={sort}
        sorts={sortsFor(searchQuery)}
        onSort={near.sortBy}
      />
      {list.isPending ? (
        <GridSkeleton variant={kind} count={SKELETON_CARDS} />
      ) : list.items.length === 0 ? (
        list.isError ? (
          <LoadFailed title={t('listing.failedTitle')} onRetry={() => void list.refetch()} />
        ) : (
          // Not lazy: a page drawn on the server with no result must hydrate as drawn (a lazy
          // part there left a Suspense boundary the server could not finish: React error 419).
          <Stack gap="xs">
            {filters.radiusKm != null ? (
              // A radius that found nothing offers the next one.
              <RadiusWiden
                radiusKm={filters.radiusKm}
                onWiden={(radiusKm) => update({ filters: { ...filters, radiusKm } })}
              />
            ) : null}
            <NoResults
              search={understood?.search ?? searchQuery}
              params={shown}
              alternatives={list.alternatives}
              onSearch={searchFor}
            />
            <RequirementEntry variant="card" prefill={requirement} />
          </Stack>
        )
      ) : (
        <ListingGrid
          variant={kind}
          items={list.items}
          getKey={(item) => item._id}
          renderItem={(item, index) =>
            kind === 'service' ? (
              <ServiceCard
                service={item as ServiceData}
                onEnquire={enquiry.open}
                eagerImage={index < 2}
              />
            ) : (
              <ProductCard product={item as ProductData} eagerImage={index < 4} />
            )
          }
          hasMore={Boolean(list.hasNextPage)}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          label={t('listing.listLabel', { title: heading })}
        />
      )}
      {few && list.items.length > 0 ? (
        <RequirementEntry variant="card" prefill={requirement} />
      ) : null}
      {enquiry.modal}
    </Stack>
  );
}
