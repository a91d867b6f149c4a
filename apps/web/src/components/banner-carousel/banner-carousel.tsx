import '@mantine/carousel/styles.css';
import { useEffect, useState } from 'react';
import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import { useTranslation } from 'react-i18next';
import { IMAGE_VARIANTS, UI, mediaUrl } from '@haat/shared';
import classes from './banner-carousel.module.css';

type Props = {
  /** Stored image keys of the page's banners (spec §3 Banner). */
  images: readonly string[] | undefined;
  loading?: boolean;
  /** Names the strip for screen readers. */
  label: string;
};

/** Banners are stored 3:1 (1200 × 400); the phone gets the 400 px variant. */
const RATIO = 3;

function BannerImage({ imageKey, alt, first }: { imageKey: string; alt: string; first: boolean }) {
  return (
    <img
      className={classes.image}
      src={mediaUrl(imageKey, 'large')}
      srcSet={`${mediaUrl(imageKey, 'card')} ${IMAGE_VARIANTS.card}w, ${mediaUrl(imageKey, 'large')} ${IMAGE_VARIANTS.large}w`}
      sizes="(min-width: 1320px) 1320px, 100vw"
      width={IMAGE_VARIANTS.large}
      height={IMAGE_VARIANTS.large / RATIO}
      alt={alt}
      // The first banner is the largest thing of the first view: fetch it first. The others
      // wait until they are about to slide in.
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      decoding="async"
    />
  );
}

/**
 * The banner strip (spec §2 Shared pieces): slides every 5 s, looping, paused while hovered or
 * focused, while the tab is hidden, and for visitors who ask for reduced motion. The box is
 * reserved at the banners' proportions so the page does not move when they arrive.
 */
export function BannerCarousel({ images, loading = false, label }: Props) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [paused, setPaused] = useState(false);
  const count = images?.length ?? 0;

  useEffect(() => {
    if (!embla || paused || reduceMotion || count < 2) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') embla.scrollNext();
    }, UI.bannerAutoplayMs);
    return () => window.clearInterval(timer);
  }, [embla, paused, reduceMotion, count]);

  if (loading && !count) return <div className={classes.frame} aria-busy="true" />;
  if (!count || !images) return null;

  if (count === 1) {
    return (
      <div className={classes.frame} role="img" aria-label={label}>
        <BannerImage imageKey={images[0]!} alt={t('landing.bannerAlt', { n: 1, total: 1 })} first />
      </div>
    );
  }

  return (
    <Carousel
      className={classes.frame}
      aria-label={label}
      withIndicators
      withControls
      controlSize={32}
      emblaOptions={{ loop: true }}
      getEmblaApi={setEmbla}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      classNames={{ control: classes.control, indicator: classes.indicator }}
    >
      {images.map((key, index) => (
        <Carousel.Slide key={key}>
          <BannerImage
            imageKey={key}
            alt={t('landing.bannerAlt', { n: index + 1, total: count })}
            first={index === 0}
          />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
