import { useId, useMemo, type ReactNode } from 'react';
import { Anchor, Group, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useMedia } from '@/lib/use-media.ts';
import { SlideStepButton } from '@/components/slides/slide-step-button.tsx';
import { useSlideStrip } from '@/components/slides/use-slide-strip.ts';
import strip from '@/components/slides/slides.module.css';
import classes from './card-row-carousel.module.css';

/** One slide's grid: columns × rows cards. */
export type SlideGrid = { cols: number; rows?: number };
/** Slide grids from the phone up: base, then from Mantine's sm (48em), lg (75em), xl (88em). */
export type RowLayout = { base: SlideGrid; sm?: SlideGrid; lg?: SlideGrid; xl?: SlideGrid };

/**
 * Cards per slide at phone and desktop widths: products and new arrivals 8 per
 * slide (4 on phones, as 2 × 2), services 4 (1 on phones), sub-categories 8 (4 on phones).
 * Tablets show the desktop count in two rows.
 */
export const ROW_LAYOUTS = {
  products: { base: { cols: 2, rows: 2 }, sm: { cols: 4, rows: 2 }, xl: { cols: 8 } },
  services: { base: { cols: 1 }, sm: { cols: 2, rows: 2 }, lg: { cols: 4 } },
  subCategories: { base: { cols: 4 }, sm: { cols: 8 } },
} satisfies Record<string, RowLayout>;

const QUERIES = {
  sm: '(min-width: 48em)',
  lg: '(min-width: 75em)',
  xl: '(min-width: 88em)',
} as const;

/** The slide grid for the current width (lib/use-media.ts: no reflow after a fresh first paint). */
export function useSlideGrid(layout: RowLayout): Required<SlideGrid> {
  const sm = useMedia(QUERIES.sm);
  const lg = useMedia(QUERIES.lg);
  const xl = useMedia(QUERIES.xl);
  const grid =
    (xl && (layout.xl ?? layout.lg ?? layout.sm)) ||
    (lg && (layout.lg ?? layout.sm)) ||
    (sm && layout.sm) ||
    layout.base;
  return { cols: grid.cols, rows: grid.rows ?? 1 };
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

type Props<T> = {
  title: ReactNode;
  /** Where Show More leads; none hides it. */
  showMoreTo?: string;
  items: readonly T[] | undefined;
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  layout: RowLayout;
  loading?: boolean;
  /** A placeholder card of the row's shape while it loads (reserves the row's height). */
  renderSkeleton?: () => ReactNode;
  /** Shown under the row once, e.g. the service list's shared enquiry modal. */
  footer?: ReactNode;
  /** The title's heading level: 2, or 3 for rows under a section heading. */
  headingOrder?: 2 | 3;
};

/**
 * A titled row of cards in slides: Show More beside the title, previous / next
 * buttons when there is more than one slide, swipe on phones. Nothing when the row is empty.
 *
 * The slides are the browser's own scrolling (slides/use-slide-strip.ts): a home page has five
 * rows, and a carousel script measured every slide of each as it started, forcing layout on a
 * slow phone (docs/page-speed.md, "Figures that were in code comments").
 */
export function CardRowCarousel<T>({
  title,
  showMoreTo,
  items,
  getKey,
  renderItem,
  layout,
  loading = false,
  renderSkeleton,
  footer,
  headingOrder = 2,
}: Props<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  const { cols, rows } = useSlideGrid(layout);
  const perSlide = cols * rows;
  const slides = useMemo(() => chunk(items ?? [], perSlide), [items, perSlide]);
  const { viewport, onScroll, active, canPrev, canNext, goTo } = useSlideStrip(slides.length);
  // A row that fits in one slide and leaves cells empty (two or three cards on a desktop's
  // eight columns left most of the row blank): the rest of its last line is a tile
  // that leads where Show More does, so the row ends on purpose.
  const spare = showMoreTo && slides.length === 1 ? (cols - (slides[0]!.length % cols)) % cols : 0;

  if (!loading && !slides.length) return null;

  const gridStyle = {
    gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`,
  } as const;

  return (
    <section className={classes.row} aria-labelledby={headingId}>
      <Group justify="space-between" wrap="nowrap" gap="sm" className={classes.head}>
        <Title order={headingOrder} id={headingId} className={classes.title}>
          {title}
        </Title>
        <Group gap={6} wrap="nowrap">
          {showMoreTo ? (
            <Anchor component={Link} to={showMoreTo} fw={600} size="sm" className={classes.more}>
              {t('cards.showMore')}
            </Anchor>
          ) : null}
          {slides.length > 1 ? (
            <>
              <SlideStepButton
                direction="previous"
                size="md"
                onClick={() => goTo(active - 1)}
                disabled={!canPrev}
                label={t('cards.previous')}
                visibleFrom="sm"
              />
              <SlideStepButton
                direction="next"
                size="md"
                onClick={() => goTo(active + 1)}
                disabled={!canNext}
                label={t('cards.next')}
                visibleFrom="sm"
              />
            </>
          ) : null}
        </Group>
      </Group>
      {loading && !slides.length ? (
        <div className={classes.grid} style={gridStyle} aria-busy="true">
          {Array.from({ length: perSlide }, (_, index) => (
            <div key={index}>{renderSkeleton?.() ?? <div className={classes.skeleton} />}</div>
          ))}
        </div>
      ) : (
        <div ref={viewport} className={`${strip.viewport} ${classes.viewport}`} onScroll={onScroll}>
          {slides.map((slide, slideIndex) => (
            <div key={slideIndex} className={strip.slide}>
              <div className={classes.grid} style={gridStyle}>
                {slide.map((item, index) => (
                  <div key={getKey(item)} className={classes.cell}>
                    {renderItem(item, slideIndex * perSlide + index)}
                  </div>
                ))}
                {spare && showMoreTo ? (
                  <Link
                    to={showMoreTo}
                    className={classes.moreTile}
                    style={{ gridColumn: `span ${spare}` }}
                    data-wide={spare > 1 || undefined}
                  >
                    <span className={classes.moreIcon} aria-hidden>
                      <IconChevronRight size={22} />
                    </span>
                    <span className={classes.moreText}>
                      <span className={classes.moreTitle}>
                        {typeof title === 'string'
                          ? t('cards.showMoreOf', { title })
                          : t('cards.showMore')}
                      </span>
                      <span className={classes.moreHint}>{t('cards.moreTileHint')}</span>
                    </span>
                  </Link>
                ) : null}
              </div>
            </div>
          ))}
        </div>
      )}
      {footer}
    </section>
  );
}
