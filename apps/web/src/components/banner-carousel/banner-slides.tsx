import { useEffect, useState } from 'react';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useReducedMotion } from '@mantine/hooks';
import { UI } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { SlideDots } from '../slides/slide-dots.tsx';
import { useSlideStrip } from '../slides/use-slide-strip.ts';
import strip from '../slides/slides.module.css';
import { BannerImage } from './banner-image.tsx';
import classes from './banner-carousel.module.css';

type Props = {
  images: readonly string[];
  label: string;
  /** false: the first banner only, in its slide (banner-carousel.tsx: until the page is idle). */
  all: boolean;
};

/**
 * The rotating part of the banner strip: the next banner every 5 s, from the last back to the
 * first, paused while hovered or focused, while the tab is hidden, and for visitors who ask for
 * reduced motion. A swipe or a button restarts the 5 s.
 */
export function BannerSlides({ images, label, all }: Props) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const count = images.length;
  const shown = all ? images : images.slice(0, 1);
  const { viewport, onScroll, active, goTo } = useSlideStrip(shown.length);

  useEffect(() => {
    if (paused || reduceMotion || shown.length < 2) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') goTo(active + 1);
    }, UI.bannerAutoplayMs);
    return () => window.clearInterval(timer);
  }, [paused, reduceMotion, shown.length, active, goTo]);

  return (
    <div
      className={classes.frame}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* Focusable, so that a keyboard can scroll it too. */}
      <div
        ref={viewport}
        className={strip.viewport}
        onScroll={onScroll}
        role="region"
        aria-label={label}
        tabIndex={0}
      >
        {shown.map((key, index) => (
          <div key={key} className={strip.slide}>
            <BannerImage
              imageKey={key}
              alt={t('landing.bannerAlt', { n: index + 1, total: count })}
              first={index === 0}
            />
          </div>
        ))}
      </div>
      {all ? (
        <>
          <button
            type="button"
            className={classes.control}
            data-side="previous"
            onClick={() => goTo(active - 1)}
            aria-label={t('cards.previous')}
          >
            <IconChevronLeft size={18} />
          </button>
          <button
            type="button"
            className={classes.control}
            data-side="next"
            onClick={() => goTo(active + 1)}
            aria-label={t('cards.next')}
          >
            <IconChevronRight size={18} />
          </button>
          <div className={classes.dots}>
            <SlideDots count={count} active={active} onSelect={goTo} />
          </div>
        </>
      ) : null}
    </div>
  );
}
