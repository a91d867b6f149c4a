import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, read synchronously on a fresh render (no reflow after the
 * first paint) but false while hydrating the server's first view, which was drawn without a
 * screen (React takes the server value there, then renders again with the real one).
 */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
