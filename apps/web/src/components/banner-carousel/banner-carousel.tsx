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
  /** Stored image keys of the page's banners (spec §3 Banner). */
  images: readonly string[] | undefined;
  loading?: boolean;
  /** Names the strip for screen readers. */
  label: string;
};

/**
 * The banner strip (spec §2 Shared pieces): auto-rotating every 5 s when there are several
 * banners. The box is reserved at the banners' proportions so the page does not move when they
 * arrive. The first banner stands alone until the page is idle: the others, though lazy, sit
 * close enough beside it in the strip to be fetched at once, beside the page's largest paint.
 */
export function BannerCarousel({ images, loading = false, label }: Props) {
  const { t } = useTranslation();
  const count = images?.length ?? 0;
  const [idle, setIdle] = useState(false);
  useEffect(() => (count > 1 ? whenIdle(() => setIdle(true)) : undefined), [count]);

  if (loading && !count) return <div className={classes.frame} aria-busy="true" />;
  if (!count || !images) return null;

  const first = (
    <div className={classes.frame}>
      <BannerImage
        imageKey={images[0]!}
        alt={t('landing.bannerAlt', { n: 1, total: count })}
        first
      />
    </div>
  );
  if (count === 1 || !idle) return first;
  return <BannerSlides images={images} label={label} />;
}
