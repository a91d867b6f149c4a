import { FIRST_VIEW_ATTRIBUTE } from '@haat/shared';

// A screen's code is its chunk and the chunks that chunk imports. Left to the browser, a move to
// a screen not seen yet fetches them one import after another (a round trip each); so they are
// preloaded side by side, from the build's page-chunks.json (vite.config.ts: chunkLists), the
// same list a page the server draws names for the loader (apps/server modules/first-view). The
// entry carries no table of them: that table weighed on every first view
// (docs/page-speed.md, "Figures that were in code comments").

type Lists = Record<string, readonly string[]>;

let lists: Lists | null = null;
let loading: Promise<Lists | null> | null = null;

/** The lists, fetched once (and again after a failure: offline, a deploy in between). */
export function loadScreenChunks(): Promise<Lists | null> {
  loading ??= fetch('/page-chunks.json')
    .then((response) => (response.ok ? (response.json() as Promise<Lists>) : null))
    .catch(() => null)
    .then((found) => {
      lists = found;
      if (!found) loading = null;
      return found;
    });
  return loading;
}

function preload(files: readonly string[]) {
  for (const href of files) {
    if (document.head.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * Starts fetching a screen's chunks beside the screen's own. Only in a build (the list is the
 * build's); nothing on the server, nor for the screens of a drawn page being taken over (the
 * page named them already).
 */
export function preloadScreen(name: string): void {
  if (!import.meta.env.PROD || typeof document === 'undefined') return;
  if (document.getElementById('root')?.hasAttribute(FIRST_VIEW_ATTRIBUTE)) return;
  if (lists) preload(lists[name] ?? []);
  else void loadScreenChunks().then((found) => found && preload(found[name] ?? []));
}
