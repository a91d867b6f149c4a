import { useCallback, useEffect, useRef, useState } from 'react';
import { UI } from '@haat/shared';

type Options = {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
};

/** True where IntersectionObserver exists; elsewhere the list offers a button instead. */
export const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * Infinite scroll (spec §2, §9): the next page loads when the end of the list comes within
 * 150 px of the bottom of the screen. An IntersectionObserver with a 150 px bottom margin on a
 * sentinel after the last card does this without a scroll handler, so there is nothing to
 * debounce (docs/decisions/009). If the sentinel is still in reach after a page arrives (short
 * pages, a tall screen), the next page follows.
 */
export function useInfiniteScroll({ hasMore, loading, onLoadMore }: Options) {
  const [inReach, setInReach] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);

  const sentinel = useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node || !canObserve()) return;
    observer.current = new IntersectionObserver(
      (entries) => setInReach(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: `0px 0px ${UI.infiniteScrollThresholdPx}px 0px` },
    );
    observer.current.observe(node);
  }, []);

  useEffect(() => () => observer.current?.disconnect(), []);

  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });
  useEffect(() => {
    if (inReach && hasMore && !loading) load.current();
  }, [inReach, hasMore, loading]);

  return sentinel;
}
