import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  ALL_OVER_INDIA,
  DEFAULT_SORT,
  type ProductCard as ProductData,
  type ServiceCard as ServiceData,
} from '@haat/shared';
import { GridSkeleton, ListingGrid } from '../../../components/cards/listing-grid.tsx';
import { ProductCard } from '../../../components/cards/product-card.tsx';
import { ServiceCard } from '../../../components/cards/service-card.tsx';
import { useEnquiry } from '../../../components/cards/use-enquiry.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ListingToolbar } from '../../../components/filter-modal/listing-toolbar.tsx';
import { SEARCH_TABS } from '../../../components/filter-modal/filter-modal-tabs.ts';
import { SearchBar } from '../../../components/search-bar/search-bar.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { sortsFor, useListingParams } from '../../../lib/listing-params.ts';
import { useListingPages } from '../../../lib/public-listings-api.ts';
import { KindSwitch } from './kind-switch.tsx';

/** The first view fills a phone with cards that have their final size. */
const SKELETON_CARDS = 6;

/**
 * Search and listing (spec §2, §4): the search bar, the Products/Services toggle, Filter and
 * Sort By, and the results with infinite scroll. All of it reads and writes the URL. The list
 * waits until `ready` (the city of the address is known).
 */
export function SearchResults({ city, ready = true }: { city: string; ready?: boolean }) {
  const { t } = useTranslation();
  const { params, update } = useListingParams('product');
  const { kind, searchQuery, sort, filters } = params;
  const list = useListingPages(
    { kind, source: { from: 'search', searchQuery }, city, sort, filters },
    ready,
  );
  const enquiry = useEnquiry();
  const cityLabel = city === ALL_OVER_INDIA ? t('locationPicker.allOverIndia') : city;
  const heading = searchQuery
    ? t('listing.resultsFor', { query: searchQuery })
    : t('pages.location', { location: cityLabel });
  useDocumentTitle(heading);

  return (
    <Stack gap="md">
      <SearchBar
        initialQuery={searchQuery}
        onSearch={(query) =>
          update({ searchQuery: query, sort: !query && sort === 'relevance' ? DEFAULT_SORT : sort })
        }
      />
      <div>
        <Title order={1} fz={{ base: 20, sm: 26 }} lh={1.25}>
          {heading}
        </Title>
        <Text size="sm" c="dimmed" mt={2} aria-live="polite">
          {list.isSuccess ? t('listing.results', { count: list.total }) : '\u00a0'}
          {searchQuery && list.isSuccess ? ` ${t('listing.inCity', { city: cityLabel })}` : ''}
        </Text>
      </div>
      <ListingToolbar
        leading={<KindSwitch params={params} />}
        kind={kind}
        filters={filters}
        onFilters={(next) => update({ filters: next })}
        tabs={SEARCH_TABS[kind]}
        sort={sort}
        sorts={sortsFor(searchQuery)}
        onSort={(next) => update({ sort: next })}
      />
      {list.isPending ? (
        <GridSkeleton variant={kind} count={SKELETON_CARDS} />
      ) : list.items.length === 0 ? (
        list.isError ? (
          <LoadFailed title={t('listing.failedTitle')} onRetry={() => void list.refetch()} />
        ) : (
          <EmptyState title={t('msg.noResultFound')} />
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
      {enquiry.modal}
    </Stack>
  );
}
