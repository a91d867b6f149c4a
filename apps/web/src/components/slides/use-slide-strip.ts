import { useCallback, useEffect, useRef, useState } from 'react';

type SlidePosition = { active: number; canPrev: boolean; canNext: boolean };

const START: SlidePosition = { active: 0, canPrev: false, canNext: false };

/** How far apart the slides start: each is as wide as the strip, the last starts at the furthest scroll. */
const slidePitch = (strip: HTMLElement, slideCount: number) =>
  slideCount > 1 ? (strip.scrollWidth - strip.clientWidth) / (slideCount - 1) : 1;

const smoothness = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * A strip of full-width slides scrolled by the browser itself (slides.module.css: a snapping
 * scroller), for the card rows, the banners and a gallery's thumbnails. A carousel script would
 * measure every slide as it started (a forced layout while the page hydrates) and move the strip
 * itself on each swipe, where native scrolling keeps the finger's momentum.
 *
 * The position is read after each scroll and when the strip's size changes: the observer also
 * reports its first size, after the browser's own layout, so nothing is measured while
 * hydrating.
 */
export function useSlideStrip(slideCount: number) {
  const viewport = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState(START);

  const sync = useCallback(() => {
    const strip = viewport.current;
    if (!strip) return;
    const furthest = strip.scrollWidth - strip.clientWidth;
    const next: SlidePosition = {
      active: Math.min(
        Math.round(strip.scrollLeft / slidePitch(strip, slideCount)),
        Math.max(slideCount - 1, 0),
      ),
      canPrev: strip.scrollLeft > 1,
      canNext: strip.scrollLeft < furthest - 1,
    };
    setPosition((previous) =>
      previous.active === next.active &&
      previous.canPrev === next.canPrev &&
      previous.canNext === next.canNext
        ? previous
        : next,
    );
  }, [slideCount]);

  useEffect(() => {
    const strip = viewport.current;
    if (!strip) return;
    const resized = new ResizeObserver(sync);
    resized.observe(strip);
    return () => resized.disconnect();
  }, [sync]);

  /** Scrolls to a slide; past either end it wraps round (the banners' autoplay loops). */
  const goTo = useCallback(
    (index: number) => {
      const strip = viewport.current;
      if (!strip || slideCount < 1) return;
      const wrapped = ((index % slideCount) + slideCount) % slideCount;
      strip.scrollTo({ left: wrapped * slidePitch(strip, slideCount), behavior: smoothness() });
    },
    [slideCount],
  );

  return { viewport, onScroll: sync, ...position, goTo };
}
