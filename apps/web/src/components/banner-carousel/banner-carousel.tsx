import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { BannerImage } from './banner-image.tsx';
import { BannerSlides } from './banner-slides.tsx';
import classes from './banner-carousel.module.css';

const whenIdle = (run: () => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 800);
  return () => window.clearTimeout(id);
};

type Props = {
  /** Stored image keys of the page's banners. */
  images: readonly string[] | undefined;
  loading?: boolean;
  /** Names the strip for screen readers. */
  label: string;
};

/**
 * The banner strip: auto-rotating every 5 s when there are several
 * banners. The box is reserved at the banners' proportions so the page does not move when they
 * arrive. The first banner stands alone until the page is idle: the others, though lazy, sit
 * close enough beside it in the strip to be fetched at once, beside the page's largest paint.
 * It stands in its slide from the start, so the strip's arrival keeps its picture: a new
 * picture element was a new largest paint for the browser, timed after the page's code had run
 * (the home page's LCP had moved from the drawn page's first paint to after hydration).
 */
export function BannerCarousel({ images, loading = false, label }: Props) {
  const { t } = useTranslation();
  const count = images?.length ?? 0;
  const [idle, setIdle] = useState(false);
  useEffect(() => (count > 1 ? whenIdle(() => setIdle(true)) : undefined), [count]);

  if (loading && !count) return <div className={classes.frame} aria-busy="true" />;
  if (!count || !images) return null;

  if (count === 1) {
    return (
      <div className={classes.frame}>
        <BannerImage imageKey={images[0]!} alt={t('landing.bannerAlt', { n: 1, total: 1 })} first />
      </div>
    );
  }
  return <BannerSlides images={images} label={label} all={idle} />;
}
