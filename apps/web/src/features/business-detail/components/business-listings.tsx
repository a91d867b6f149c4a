import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { CategoryType } from '@haat/shared';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageTabs } from '@/components/page-tabs/page-tabs.tsx';
import { ListingGrid as InfiniteListingGrid } from '@/entities/listing/cards/listing-grid.tsx';
import { useQueryForm } from '@/entities/enquiry/use-query-form.tsx';
import type { QueryTarget } from '@/entities/enquiry/api.ts';
import { useServiceLinksOverPage } from '@/lib/service-modal.ts';
import { useBusinessListings, useBusinessTrendings } from '../api.ts';
import { BusinessListingCard } from './listing-grid.tsx';
import { TrendingSection } from './trending-section.tsx';

type Props = {
  businessId: string;
  kind: CategoryType;
  count: number;
  /** Words searched inside the shop: its listings matching them, instead of the tabs. */
  search?: string;
};
type ListProps = Omit<Props, 'count' | 'search'> & {
  onEnquire: (target: QueryTarget) => void;
};

/** Cards whose image loads at once: the first row of a phone's two columns. */
const EAGER_CARD_IMAGES = 2;

/** Trending sub-categories of the business, 12 at a time. */
function Trending({ businessId, kind, onEnquire }: ListProps) {
  const { t } = useTranslation();
  const trendings = useBusinessTrendings(businessId);
  if (trendings.isPending) {
    return (
      <Center py="xl">
        <Loader type="dots" aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (trendings.isError) {
    return (
      <Button variant="light" onClick={() => void trendings.refetch()}>
        {t('detail.retry')}
      </Button>
    );
  }
  const entries = trendings.data.pages.flatMap((page) => page.items);
  return (
    <Stack gap="xl">
      {entries.map((entry, index) => (
        <TrendingSection
          key={entry._id}
          businessId={businessId}
          kind={kind}
          entry={entry}
          onEnquire={onEnquire}
          // The shop page's largest first paint is its first card's picture (bench:web).
          eagerImages={index === 0 ? EAGER_CARD_IMAGES : 0}
        />
      ))}
      {trendings.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void trendings.fetchNextPage()}
            loading={trendings.isFetchingNextPage}
          >
            {t('businessDetail.moreCategories')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * Every listing of the business, newest first, 12 at a time as the visitor scrolls; with
 * `search`, those matching the words.
 */
function AllListings({ businessId, kind, onEnquire, search }: ListProps & { search?: string }) {
  const { t } = useTranslation();
  const listings = useBusinessListings(businessId, kind, { search });
  if (listings.isPending) {
    return (
      <Center py="xl">
        <Loader type="dots" aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (listings.isError) {
    return (
      <Button variant="light" onClick={() => void listings.refetch()}>
        {t('detail.retry')}
      </Button>
    );
  }
  const total = listings.data.pages[0]?.total ?? 0;
  if (search && total === 0) return <EmptyState title={t('msg.noResultFound')} />;
  return (
    <InfiniteListingGrid
      variant={kind}
      items={listings.data.pages.flatMap((page) => page.items)}
      getKey={(item) => item._id}
      renderItem={(item, index) => (
        <BusinessListingCard
          kind={kind}
          item={item}
          onEnquire={onEnquire}
          eagerImage={index < EAGER_CARD_IMAGES}
        />
      )}
      hasMore={listings.hasNextPage}
      loadingMore={listings.isFetchingNextPage}
      onLoadMore={() => void listings.fetchNextPage()}
      label={
        search ? t('shop.results', { search, total }) : t(`businessDetail.all.${kind}`, { total })
      }
    />
  );
}

/** The business's products or services: trending by sub-category, or all of them. */
export function BusinessListings({ businessId, kind, count, search }: Props) {
  const { t } = useTranslation();
  const enquiry = useQueryForm('enquiry');
  // A service card opens its modal over this profile, which stays beneath.
  const openServicesHere = useServiceLinksOverPage();
  if (count === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t(`businessDetail.noListings.${kind}`)}
      </Text>
    );
  }
  if (search) {
    return (
      <div onClickCapture={openServicesHere}>
        <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
          {t('shop.resultsFor', { search })}
        </Text>
        <AllListings businessId={businessId} kind={kind} onEnquire={enquiry.open} search={search} />
        {enquiry.modal}
      </div>
    );
  }
  return (
    <div onClickCapture={openServicesHere}>
      <PageTabs
        tabs={[
          {
            value: 'trending',
            label: t('businessDetail.trending'),
            panel: <Trending businessId={businessId} kind={kind} onEnquire={enquiry.open} />,
          },
          {
            value: 'all',
            label: t(`businessDetail.all.${kind}`, { total: count }),
            panel: <AllListings businessId={businessId} kind={kind} onEnquire={enquiry.open} />,
          },
        ]}
      />
      {enquiry.modal}
    </div>
  );
}
