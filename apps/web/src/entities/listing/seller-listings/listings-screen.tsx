import { useEffect, useState, type ReactNode } from 'react';
import {
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  ScrollArea,
  SegmentedControl,
  Stack,
  TextInput,
  useMatches,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import {
  encodeRouteId,
  fetchListingsQuery,
  LISTING_FILTERS,
  maxCharsOf,
  PAGE_SIZES,
} from '@haat/shared';
import type { ListingBase, ListingCounts, ListingFilter, ListingPage } from './api.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageButtons } from '@/components/page-buttons.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import type { ListingKind } from '@haat/shared';
import { ListingRow } from './listing-row.tsx';
import type { useListingParams } from './use-listing-params.ts';

const SEARCH_DEBOUNCE_MS = 300;

const COUNT_OF: Record<ListingFilter, keyof ListingCounts> = {
  All: 'total',
  Active: 'active',
  InActive: 'inActive',
  Pending: 'pending',
};

type Props<T extends ListingBase> = {
  kind: ListingKind;
  /** The business's route identifier, as in the address. */
  businessRouteId: string;
  businessName: string | null;
  /** The business is approved and active: its public listings get a View on site link. */
  businessPublic?: boolean;
  params: ReturnType<typeof useListingParams>;
  list: { data?: ListingPage<T>; isPending: boolean; isPlaceholderData: boolean };
  counts?: ListingCounts;
  onToggle: (item: T) => Promise<void>;
  onDelete: (item: T) => void;
  /** More page actions beside Add (the catalogue file tools). */
  tools?: ReactNode;
};

/** Where a listing's own pages are: its route identifier carries its id and name. */
export const listingRouteId = (kind: ListingKind, item: { _id: string; name: string }) =>
  encodeRouteId(
    kind === 'product'
      ? { _id: item._id, productName: item.name }
      : { _id: item._id, serviceName: item.name },
  );

/**
 * The products or services of one business: filters All, Active,
 * InActive, Pending with their counts, a search, 10 a page, and per item the visibility
 * switch, leads, edit and delete.
 */
export function ListingsScreen<T extends ListingBase>({
  kind,
  businessRouteId,
  businessName,
  businessPublic = false,
  params,
  list,
  counts,
  onToggle,
  onDelete,
  tools,
}: Props<T>) {
  const { t } = useTranslation();
  // Four filters with their counts fit a phone's width only in the small size.
  const filterSize = useMatches({ base: 'xs', xs: 'sm' });
  const plural = kind === 'product' ? 'products' : 'services';
  const base = `/userAdmin/businesses/${businessRouteId}/${plural}`;
  const addTo = `${base}/${kind === 'product' ? 'addProduct' : 'addService'}`;

  const [search, setSearch] = useState(params.searchQuery);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const { searchQuery, setSearchQuery } = params;
  useEffect(() => {
    if (debounced.trim() !== searchQuery.trim()) setSearchQuery(debounced);
  }, [debounced, searchQuery, setSearchQuery]);

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.ceil(total / PAGE_SIZES.sellerListings);
  // A delete that empties the last page moves back to the page before it.
  const { page, setPage } = params;
  const settled = list.data !== undefined && !list.isPlaceholderData;
  useEffect(() => {
    if (settled && page > 1 && page > pages) setPage(Math.max(1, pages));
  }, [settled, page, pages, setPage]);
  const filtered = params.filter !== 'All' || params.searchQuery.trim() !== '';
  const addButton = (
    <Button component={Link} to={addTo} leftSection={<IconPlus size={16} />}>
      {t(`listings.add.${kind}`)}
    </Button>
  );

  return (
    <PageShell title={t(`pages.${plural}`)} subtitle={businessName}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to="/userAdmin/businesses" size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} />
              {t('businesses.backToList')}
            </Group>
          </Anchor>
          <Group gap="sm">
            {tools}
            {addButton}
          </Group>
        </Group>
        <ScrollArea type="never" offsetScrollbars={false}>
          <SegmentedControl
            size={filterSize}
            data={LISTING_FILTERS.map((value) => ({
              value,
              label:
                counts === undefined
                  ? t(`workspace.filters.${value}`)
                  : t('workspace.filterWithCount', {
                      filter: t(`workspace.filters.${value}`),
                      count: counts[COUNT_OF[value]],
                    }),
            }))}
            value={params.filter}
            onChange={(value) => params.setFilter(value as ListingFilter)}
            aria-label={t('workspace.filterLabel')}
          />
        </ScrollArea>
        <TextInput
          type="search"
          leftSection={<IconSearch size={16} />}
          placeholder={t(`listings.search.${kind}`)}
          aria-label={t(`listings.search.${kind}`)}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={maxCharsOf(fetchListingsQuery.shape.searchQuery)}
        />
        {list.isPending ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : items.length === 0 ? (
          <EmptyState
            title={filtered ? t('workspace.emptyFiltered') : t(`listings.empty.${kind}`)}
            text={filtered ? null : t(`listings.emptyText.${kind}`)}
            action={filtered ? null : addButton}
          />
        ) : (
          <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {items.map((item) => {
              const routeId = listingRouteId(kind, item);
              return (
                <ListingRow
                  key={item._id}
                  kind={kind}
                  item={item}
                  editTo={`${base}/edit/${routeId}`}
                  leadsTo={`/userAdmin/businesses/${plural}/leads/${routeId}`}
                  publicTo={
                    businessPublic && item.isApproved && item.isActive
                      ? `/${kind}/${routeId}`
                      : null
                  }
                  onToggle={() => onToggle(item)}
                  onDelete={() => onDelete(item)}
                />
              );
            })}
          </Stack>
        )}
        <PageButtons page={params.page} total={pages} onChange={params.setPage} />
      </Stack>
    </PageShell>
  );
}
