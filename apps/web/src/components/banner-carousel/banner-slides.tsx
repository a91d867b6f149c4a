import '@mantine/carousel/styles.css';
import { useEffect, useState } from 'react';
import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import { useTranslation } from '../../i18n/use-translation.ts';
import { UI } from '@haat/shared';
import { BannerImage } from './banner-image.tsx';
import classes from './banner-carousel.module.css';

type Props = { images: readonly string[]; label: string };

/**
 * The rotating part of the banner strip: slides every 5 s, looping, paused while hovered or
 * focused, while the tab is hidden, and for visitors who ask for reduced motion.
 */
export default function BannerSlides({ images, label }: Props) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [paused, setPaused] = useState(false);
  const count = images.length;

  useEffect(() => {
    if (!embla || paused || reduceMotion || count < 2) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') embla.scrollNext();
    }, UI.bannerAutoplayMs);
    return () => window.clearInterval(timer);
  }, [embla, paused, reduceMotion, count]);

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
