import { useState, useSyncExternalStore } from 'react';

// The moment a page shows what depends on the time ("Open now", today's row of working hours).
// A page the server drew can reach the browser up to 30 s after its drawing (drawn pages are
// kept, apps/server modules/first-view), and the app must first draw exactly what the server
// drew, or React throws the page away and draws it again: while hydrating, the moment is the
// drawing's (its state block carries it), and the browser's clock right after.

let drawnAt: number | null = null;

/** entry-server.tsx before each drawing, app/first-view.tsx before hydrating: the drawing's time. */
export function setDrawnAt(time: number) {
  drawnAt = time;
}

const unchanging = () => () => {};

/** The page's "now" for a component: fixed for its life; the drawing's while hydrating. */
export function usePageClock(): Date {
  const [mountedAt] = useState(() => Date.now());
  const time = useSyncExternalStore(
    unchanging,
    () => mountedAt,
    () => drawnAt ?? mountedAt,
  );
  return new Date(time);
}
