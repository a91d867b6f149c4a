import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { REVIEWS_ANCHOR } from '@/entities/review/rating/stars.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { canObserve, useInfiniteScroll } from '@/lib/use-infinite-scroll.ts';
import type { PublicBusiness } from '../api.ts';
import classes from './reviews-section.module.css';

// The summary, the list and the forms are code no first view needs (the page's budget,
// docs/page-speed.md): they load when the section comes near the screen, or when the address
// asks for the reviews, not with the page. The stars are under the business's name meanwhile.
const ReviewsPanel = lazy(() => import('./reviews-panel.tsx'));

/** A business's ratings and reviews: the server draws the heading, the rest follows. */
export function ReviewsSection({ business }: { business: PublicBusiness }) {
  const { t } = useTranslation();
  const asked = useLocation().hash === `#${REVIEWS_ANCHOR}`;
  const [near, setNear] = useState(false);
  const section = useRef<HTMLElement | null>(null);
  // The lists' own "near the end of the screen" watch, here for the section's top.
  const watch = useInfiniteScroll({
    hasMore: !near,
    loading: false,
    onLoadMore: () => setNear(true),
  });
  const ref = useCallback(
    (node: HTMLElement | null) => {
      section.current = node;
      watch(node);
    },
    [watch],
  );

  useEffect(() => {
    if (asked || !canObserve()) setNear(true);
    // A link to the reviews (a product's stars) arrives before the section exists.
    if (asked) section.current?.scrollIntoView({ block: 'start' });
  }, [asked]);

  return (
    <section
      id={REVIEWS_ANCHOR}
      ref={ref}
      aria-labelledby="reviews-title"
      className={classes.section}
    >
      <Title order={2} fz="xl" id="reviews-title">
        {t('reviews.title')}
      </Title>
      {near ? (
        <Suspense fallback={null}>
          <ReviewsPanel business={business} />
        </Suspense>
      ) : null}
    </section>
  );
}
