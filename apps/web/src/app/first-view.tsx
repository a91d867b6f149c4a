import { useEffect } from 'react';
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_STATE_ID } from '@haat/shared';
import { setDrawnAt } from '@/lib/page-clock.ts';
import { setDrawnPageOrigin } from '@/lib/site-origin.ts';

/** What entry-server.tsx wrote beside the markup it drew (its FirstViewState). */
type WrittenState = {
  queries: DehydratedState;
  router: HydrationState;
  drawnAt: number;
  origin: string;
};

/**
 * The first view the server drew into #root, if there is one: its state block is read and
 * removed (taken once). Null when the page came without one (a seller's screen, a server without
 * the rendered app) or the block cannot be read.
 */
export function takeFirstView(root: HTMLElement): WrittenState | null {
  const block = document.getElementById(FIRST_VIEW_STATE_ID);
  block?.remove();
  if (!block || !root.hasAttribute(FIRST_VIEW_ATTRIBUTE)) return null;
  try {
    return JSON.parse(block.textContent ?? '') as WrittenState;
  } catch {
    return null;
  }
}

/**
 * Puts the server's data where the app will look for it, and loads the code of the screens on
 * the page before hydrating: a lazy route not yet loaded would render the loading screen where
 * the server drew the page, and React would throw the markup away.
 */
export async function prepareHydration(
  state: WrittenState,
  routes: RouteObject[],
  queryClient: QueryClient,
) {
  hydrate(queryClient, state.queries);
  setDrawnAt(state.drawnAt);
  setDrawnPageOrigin(state.origin);
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

/**
 * Rendered beside the app: once the app has taken #root over (hydrated the server's markup, or
 * drawn its own over it), #root loses its first-view mark. Until then the page is the server's
 * drawing, whose buttons do nothing yet (links work: they are links); the journeys wait for this.
 * The server draws it too (app-tree.tsx), with no container: effects do not run there.
 */
export function FirstViewTaken({ container }: { container: HTMLElement | null }) {
  useEffect(() => container?.removeAttribute(FIRST_VIEW_ATTRIBUTE), [container]);
  return null;
}
