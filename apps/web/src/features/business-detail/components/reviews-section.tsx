import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { REVIEWS_ANCHOR } from '../../../components/rating/stars.tsx';
import { RatingSummary } from '../../../components/rating/rating-summary.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { PublicBusiness } from '../api.ts';
import classes from './reviews.module.css';

// The list, its summary bars and the forms are code no first view needs: they load when the
// section comes near the screen (or the address asks for it), not with the page.
const ReviewsPanel = lazy(() => import('./reviews-panel.tsx'));

/** How far below the screen the section starts loading its code and reviews. */
const NEAR = '400px 0px';

/**
 * A business's ratings and reviews (issue 22). Drawn by the server as its heading and the
 * business's stars; the reviews themselves arrive once the visitor comes near.
 */
export function ReviewsSection({ business }: { business: PublicBusiness }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const asked = hash === `#${REVIEWS_ANCHOR}`;
  const section = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const node = section.current;
    if (near || !node) return;
    if (asked || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, asked]);

  // A link to the reviews (a product's stars) arrives before the section exists.
  useEffect(() => {
    if (asked) section.current?.scrollIntoView({ block: 'start' });
  }, [asked]);

  const placeholder = (
    <div className={classes.placeholder}>
      {business.rating ? (
        <RatingSummary rating={business.rating} />
      ) : (
        <p className={classes.muted}>{t('reviews.empty')}</p>
      )}
    </div>
  );

  return (
    <section
      id={REVIEWS_ANCHOR}
      ref={section}
      aria-labelledby="reviews-title"
      className={classes.section}
    >
      <Title order={2} fz="xl" id="reviews-title">
        {t('reviews.title')}
      </Title>
      {near ? (
        <Suspense fallback={placeholder}>
          <ReviewsPanel business={business} />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
