import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { PAGE_SIZES, type CategoryType } from '@haat/shared';
import type { QueryTarget } from '@/entities/enquiry/api.ts';
import { subCategoryName } from '@/lib/local-name.ts';
import { subCategoryPath } from '@/lib/route-ids.ts';
import {
  trendingItems,
  useBusinessListings,
  type ListingCard,
  type TrendingSubCategory,
} from '../api.ts';
import { ListingGrid } from './listing-grid.tsx';

const unique = (items: ListingCard[]) => {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item._id) ? false : (seen.add(item._id), true)));
};

type Props = {
  businessId: string;
  kind: CategoryType;
  entry: TrendingSubCategory;
  onEnquire: (target: QueryTarget) => void;
  /** The first section's first cards are the page's first view: their images load at once. */
  eagerImages?: number;
};

/**
 * One trending sub-category of the business: its most viewed listings (up to 8), then Load more
 * adds 8 at a time. The extra pages come newest first, so a listing already shown is
 * skipped, and a page that adds nothing new is followed by the next one.
 */
export function TrendingSection({ businessId, kind, entry, onEnquire, eagerImages }: Props) {
  const { t, i18n } = useTranslation();
  const name = subCategoryName(entry, i18n.language);
  const first = trendingItems(entry);
  const [expanded, setExpanded] = useState(false);
  const [wanted, setWanted] = useState(first.length);
  const more = useBusinessListings(businessId, kind, {
    subCategoryId: entry._id,
    enabled: expanded,
  });
  const items = unique([...first, ...(more.data?.pages.flatMap((page) => page.items) ?? [])]);
  const total = more.data?.pages.at(-1)?.total;
  const { hasNextPage, isFetching, fetchNextPage } = more;

  useEffect(() => {
    if (expanded && items.length < wanted && hasNextPage && !isFetching) void fetchNextPage();
  }, [expanded, items.length, wanted, hasNextPage, isFetching, fetchNextPage]);

  const canLoadMore = expanded
    ? total === undefined || items.length < total
    : first.length >= PAGE_SIZES.loadMorePerSubCategory;
  const loadMore = () => {
    setExpanded(true);
    setWanted(items.length + 1);
  };
  const headingId = `trending-${entry._id}`;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Title order={3} fz="md" id={headingId}>
          {name}
        </Title>
        <Anchor component={Link} to={subCategoryPath(entry, kind)} size="sm" fw={600}>
          {t('businessDetail.seeAllIn', { name })}
        </Anchor>
      </Group>
      <ListingGrid
        kind={kind}
        items={items}
        onEnquire={onEnquire}
        label={name}
        eagerImages={eagerImages}
      />
      {canLoadMore ? (
        <Group justify="center">
          <Button
            variant="light"
            onClick={loadMore}
            loading={isFetching}
            aria-label={t('businessDetail.loadMoreIn', { name })}
          >
            {t('businessDetail.loadMore')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
