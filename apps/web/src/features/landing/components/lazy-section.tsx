import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** The height held for the section until it renders, so nothing below jumps. */
  minHeight: number | string;
  /** How far below the screen the section starts to load. */
  margin?: number;
};

/**
 * Renders its children (and so starts their requests) only when it comes within `margin` px of
 * the screen: rows below the fold cost no request and no rendering until the visitor scrolls
 * towards them; until then their height is held. Without IntersectionObserver it renders at
 * once; the server's first view (entry-server.tsx) holds the height, as the browser does.
 * The section draws in a transition: React then yields to the browser while it builds a row of
 * cards, instead of one long task right after hydration (the home page's rows in view
 * on a phone were drawn at once, and a tap waited for them).
 */
export function LazySection({ children, minHeight, margin = 400 }: Props) {
  const ref = useRef<HTMLDivElement | null>(null);
  const [shown, setShown] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const node = ref.current;
    if (shown || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          startTransition(() => setShown(true));
          observer.disconnect();
        }
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown, margin]);

  return (
    <div ref={ref} style={shown ? undefined : { minHeight }}>
      {shown ? children : null}
    </div>
  );
}
