import { Button, Group, Loader, Center, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryType } from '@haat/shared';
import { useBusinessListings, useBusinessTrendings } from '../api.ts';
import { ListingGrid } from './listing-grid.tsx';
import { TrendingSection } from './trending-section.tsx';

type Props = { businessId: string; kind: CategoryType; count: number };

/** Trending sub-categories of the business, 12 at a time (spec §2, §9). */
function Trending({ businessId, kind }: Omit<Props, 'count'>) {
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
      {entries.map((entry) => (
        <TrendingSection key={entry._id} businessId={businessId} kind={kind} entry={entry} />
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

/** Every listing of the business, newest first, 12 at a time. */
function AllListings({ businessId, kind }: Omit<Props, 'count'>) {
  const { t } = useTranslation();
  const listings = useBusinessListings(businessId, kind);
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
  return (
    <Stack gap="md">
      <ListingGrid kind={kind} items={listings.data.pages.flatMap((page) => page.items)} />
      {listings.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="light"
            onClick={() => void listings.fetchNextPage()}
            loading={listings.isFetchingNextPage}
          >
            {t('businessDetail.loadMore')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** The business's products or services: trending by sub-category, or all of them. */
export function BusinessListings({ businessId, kind, count }: Props) {
  const { t } = useTranslation();
  if (count === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t(`businessDetail.noListings.${kind}`)}
      </Text>
    );
  }
  return (
    <Tabs defaultValue="trending" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="trending">{t('businessDetail.trending')}</Tabs.Tab>
        <Tabs.Tab value="all">{t(`businessDetail.all.${kind}`, { total: count })}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="trending">
        <Trending businessId={businessId} kind={kind} />
      </Tabs.Panel>
      <Tabs.Panel value="all">
        <AllListings businessId={businessId} kind={kind} />
      </Tabs.Panel>
    </Tabs>
  );
}
