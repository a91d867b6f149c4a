import { lazy, Suspense } from 'react';
import { Title } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useMedia } from '@/lib/use-media.ts';
import { UI } from '@haat/shared';
import { useTrendingCategories } from '../api.ts';
import { Tile } from './trending-tile.tsx';
import classes from './trending-strip.module.css';

// The hover list (HoverCard, Popover and floating-ui) only exists on wide screens: phones never
// load it, and until it arrives a wide screen shows the same tile without the list.
const HoverTile = lazy(() => import('./category-hover-tile.tsx'));

/**
 * The trending service-category strip: a row of categories to scroll sideways; on screens of
 * 1279 px and more, hovering one lists its sub-categories.
 */
export function TrendingStrip() {
  const { t } = useTranslation();
  const wide = useMedia(`(min-width: ${UI.wideScreenPx}px)`);
  const { data: categories, isPending } = useTrendingCategories('service');
  if (!isPending && !categories?.length) return null;
  return (
    <section aria-labelledby="trending-services" className={classes.section}>
      <Title order={2} id="trending-services" className={classes.title}>
        {t('landing.trendingServices')}
      </Title>
      <div className={classes.strip}>
        {isPending
          ? Array.from({ length: 8 }, (_, index) => (
              <span key={index} className={classes.tileSkeleton} aria-hidden />
            ))
          : categories?.map((category) =>
              wide ? (
                <Suspense
                  key={category._id}
                  // The same box as HoverTile's: its hover target wraps the tile in a div.
                  fallback={
                    category.subCategories.length ? (
                      <div>
                        <Tile category={category} />
                      </div>
                    ) : (
                      <Tile category={category} />
                    )
                  }
                >
                  <HoverTile category={category} />
                </Suspense>
              ) : (
                <Tile key={category._id} category={category} />
              ),
            )}
      </div>
    </section>
  );
}
