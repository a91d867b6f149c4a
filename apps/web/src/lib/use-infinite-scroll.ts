import { useCallback, useEffect, useRef, useState } from 'react';
import { UI } from '@haat/shared';

type Options = {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
};

/** True where IntersectionObserver exists; elsewhere the list offers a button instead. */
export const canObserve = () => typeof IntersectionObserver !== 'undefined';

/** Whether the end of the list is within 150 px of the bottom of the screen now. */
function inReach(node: HTMLElement | null): boolean {
  if (!node) return false;
  return node.getBoundingClientRect().top <= window.innerHeight + UI.infiniteScrollThresholdPx;
}

/**
 * Infinite scroll: the next page loads when the end of the list comes within
 * 150 px of the bottom of the screen. An IntersectionObserver with a 150 px bottom margin on a
 * sentinel after the last card says when, without a scroll handler, so there is nothing to
 * debounce (docs/decisions/009). The position is measured again once a page has arrived: the
 * end may still be in reach (a tall screen) and then the next page follows; or the new cards
 * pushed it away and loading stops.
 */
export function useInfiniteScroll({ hasMore, loading, onLoadMore }: Options) {
  const [signal, setSignal] = useState(0);
  const node = useRef<HTMLElement | null>(null);
  const observer = useRef<IntersectionObserver | null>(null);

  const sentinel = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    node.current = element;
    if (!element || !canObserve()) return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSignal((n) => n + 1);
      },
      { rootMargin: `0px 0px ${UI.infiniteScrollThresholdPx}px 0px` },
    );
    observer.current.observe(element);
  }, []);

  useEffect(() => () => observer.current?.disconnect(), []);

  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });
  useEffect(() => {
    if (signal > 0 && hasMore && !loading && inReach(node.current)) load.current();
  }, [signal, hasMore, loading]);

  return sentinel;
}
