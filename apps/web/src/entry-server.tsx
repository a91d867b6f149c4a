import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { AppTree } from '@/app/app-tree.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { routes, type ScreenHandle } from '@/app/routes.tsx';
import { loadWorkspaceStrings } from '@/i18n/index.ts';
import { loadsUnderWay } from '@/lib/drawing-waits.ts';
import { drawNotingRedirect } from '@/lib/page-redirect.tsx';
import { setDrawnAt } from '@/lib/page-clock.ts';
import { setDrawnPageOrigin } from '@/lib/site-origin.ts';

// The server's copy of the app (built with `vite build --ssr`, loaded by apps/server's
// modules/first-view): it draws a public page's first view into its HTML, with the data the
// page asks for, so that a visitor on a slow network sees the page before the app's code has
// arrived. The browser then hydrates that markup with the same data (main.tsx).

/**
 * What the browser needs to hydrate the markup: the queries' data, the router's state, the
 * moment of the drawing (lib/page-clock.ts) and the site's address its links name
 * (lib/site-origin.ts).
 */
export type FirstViewState = {
  queries: DehydratedState;
  router: Pick<StaticHandlerContext, 'loaderData' | 'actionData' | 'errors'>;
  drawnAt: number;
  origin: string;
};

/**
 * complete: every query the page asked for was answered (none failed or was left waiting).
 * screens: the names of the screens drawn (routes.tsx: screen()) and of the code they also load,
 * whose chunks the page names (page-chunks.json).
 * redirect: where the page sends the visitor instead (lib/page-redirect.tsx: an unknown city
 * goes home), which the server answers with a redirect; null for a page to show.
 */
export type FirstView = {
  html: string;
  state: FirstViewState;
  complete: boolean;
  screens: string[];
  redirect: string | null;
};

/** How many times a page is drawn at most: each pass fetches what the previous one asked for. */
const MAX_PASSES = 3;

const { query, dataRoutes } = createStaticHandler(routes);

/** The server answers the app's API calls itself (an in-process request, not the network). */
export { setServerTransport } from '@/lib/api-client.ts';

/** A query the drawn page asked for and nobody has fetched yet (the server fetches nothing by itself). */
const waiting = (entry: Query) =>
  entry.state.status === 'pending' &&
  entry.state.fetchStatus === 'idle' &&
  (entry.options as { enabled?: unknown }).enabled !== false;

/**
 * The first view of a public page (the screens inside the site's header and footer), or null
 * when there is none to draw: a redirect, an error, a seller's or administrator's screen.
 * The page is drawn, the queries and code it asked for are fetched, and it is drawn again with
 * their answers, until it asks for nothing new.
 */
export async function renderFirstView(url: string): Promise<FirstView | null> {
  // Every string at hand: the server has no first view of its own to keep small.
  await loadWorkspaceStrings();
  const context = await query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  if (!context.matches.some((match) => match.route.id === 'public')) return null;

  const queryClient = createQueryClient();
  const router = createStaticRouter(dataRoutes, context);
  const origin = new URL(url).origin;
  const drawnAt = Date.now();
  let redirect: string | null = null;
  // Drawing is synchronous: the origin and time set here are the ones this page is drawn with.
  const draw = () => {
    setDrawnPageOrigin(origin);
    setDrawnAt(drawnAt);
    const pass = drawNotingRedirect(() =>
      renderToString(
        <AppTree queryClient={queryClient} container={null}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppTree>,
      ),
    );
    redirect = pass.redirect;
    return pass.drawn;
  };

  let html = draw();
  // A page that redirects has decided: more data would not bring it back.
  for (let pass = 1; pass < MAX_PASSES && redirect === null; pass += 1) {
    const asked = queryClient.getQueryCache().getAll().filter(waiting);
    const loads = loadsUnderWay();
    if (asked.length === 0 && loads.length === 0) break;
    await Promise.all([
      ...asked.map((entry) => entry.fetch().catch(() => undefined)),
      ...loads.map((load) => load.catch(() => undefined)),
    ]);
    html = draw();
  }
  const complete = queryClient
    .getQueryCache()
    .getAll()
    .every((entry) => entry.state.status !== 'error' && !waiting(entry));
  const state: FirstViewState = {
    queries: dehydrate(queryClient),
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    },
    drawnAt,
    origin,
  };
  queryClient.clear();
  const screens = context.matches.flatMap((match) => {
    const handle = match.route.handle as Partial<ScreenHandle> | undefined;
    return handle?.screen ? [handle.screen, ...(handle.alsoLoads ?? [])] : [];
  });
  return { html, state, complete, screens, redirect };
}
