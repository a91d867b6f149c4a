import type { ReactNode } from 'react';
import { Button, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import { PAGE_SIZES } from '@haat/shared';
import { useBrowserValue } from '@/lib/browser-value.ts';
import { canObserve, useInfiniteScroll } from '@/lib/use-infinite-scroll.ts';
import classes from './listing-grid.module.css';

export type GridVariant = 'product' | 'service' | 'subCategory';

type GridProps<T> = {
  variant: GridVariant;
  /**
   * A class giving other column counts (a narrower column than the page's width: the business
   * page's listings); the variant's own otherwise.
   */
  columns?: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Names the list for screen readers. */
  label: string;
};

/** The grid of cards every list of listings uses, one card a cell. */
export function CardGrid<T>({ variant, columns, items, getKey, renderItem, label }: GridProps<T>) {
  return (
    <ul className={`${classes.grid} ${columns ?? classes[variant]}`} aria-label={label}>
      {items.map((item, index) => (
        <li key={getKey(item)} className={classes.cell}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}

type Props<T> = GridProps<T> & {
  hasMore: boolean;
  /** A next page is on its way. */
  loadingMore: boolean;
  onLoadMore: () => void;
};

/**
 * A grid of cards with infinite scroll (search and listing pages): the next page loads when
 * the end comes within 150 px of the bottom of the screen. Where IntersectionObserver is
 * missing, a Load more button does it.
 */
export function ListingGrid<T>({ hasMore, loadingMore, onLoadMore, ...grid }: Props<T>) {
  const { t } = useTranslation();
  const sentinel = useInfiniteScroll({ hasMore, loading: loadingMore, onLoadMore });
  // The server's first view draws the list as a browser that scrolls for more would.
  const observing = useBrowserValue(canObserve, true);
  return (
    <>
      <CardGrid {...grid} />
      <div ref={sentinel} className={classes.sentinel} aria-hidden />
      {loadingMore ? (
        <Center py="md" role="status" aria-label={t('listing.loadingMore')}>
          <Loader size="sm" type="dots" />
        </Center>
      ) : hasMore && !observing ? (
        <Center py="md">
          <Button variant="light" onClick={onLoadMore}>
            {t('listing.loadMore')}
          </Button>
        </Center>
      ) : !hasMore && grid.items.length > PAGE_SIZES.search ? (
        <Text ta="center" c="dimmed" size="sm" py="md">
          {t('listing.endOfList')}
        </Text>
      ) : null}
    </>
  );
}

/** Placeholder cards of the grid's shape for a first page on its way. */
export function GridSkeleton({ variant, count }: { variant: GridVariant; count: number }) {
  return (
    <div className={`${classes.grid} ${classes[variant]}`} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`${classes.skeleton} ${classes[`${variant}Skeleton`]}`} />
      ))}
    </div>
  );
}
