import { FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_STATE_ID } from '@haat/shared';
import { escapeHtml, jsonLd } from '../seo/service.ts';

/**
 * A page drawn by the web app's server entry: its markup, the data it was drawn with, whether
 * every query it asked for was answered, the names of the screens drawn, and where the page
 * sends the visitor instead of showing itself (a path of this site), if it does.
 */
export type FirstView = {
  html: string;
  state: object;
  complete: boolean;
  screens: string[];
  redirect?: string | null;
};

/** A script of the built web app: whatever page-chunks.json holds, the loader gets only these. */
const APP_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

const ROOT_OPEN = '<div id="root">';
/** The app's entry script and the modulepreloads of its code, as the build writes them. */
const ENTRY_SCRIPT = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>\n?/g;

/**
 * index.html with the drawn page in #root (marked, so the app hydrates it) and its state in a
 * JSON data block after it. The app's stylesheet becomes an ordinary stylesheet link: the page
 * is drawn in HTML now, and must not paint unstyled (the bare app preloads it instead, see
 * apps/web/vite.config.ts: deferStylesheet). The app's scripts are handed to the loader at the
 * end of the page (apps/web/public/app-loader.js), which fetches them once the page has loaded:
 * the page can be read without them, so on a slow line the stylesheet and the pictures come
 * first. The drawn screens' own chunks (`screenChunks`) are fetched with the entry's: the app
 * would otherwise ask for them only once its entry has run, and hydrate a round trip later. An
 * index.html without the expected #root, or without the app's entry script, is returned
 * unchanged.
 */
export function withFirstView(
  indexHtml: string,
  view: FirstView,
  screenChunks: readonly string[] = [],
): string {
  const open = indexHtml.indexOf(ROOT_OPEN);
  const end = indexHtml.lastIndexOf('</body>');
  if (open < 0 || end < open) return indexHtml;
  const top = indexHtml.slice(0, open);
  const entry = ENTRY_SCRIPT.exec(top)?.[1];
  if (!entry) return indexHtml;
  const preloads = new Set([
    ...[...top.matchAll(MODULE_PRELOAD)].map((match) => match[1]),
    ...screenChunks.filter((file) => APP_SCRIPT.test(file)),
  ]);
  const head = top
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      /<link rel="preload" as="style" ([^>]*)data-app-styles>/,
      '<link rel="stylesheet" $1data-app-styles>',
    );
  const loader = `<script defer src="/app-loader.js" data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml([...preloads].join(' '))}"></script>`;
  return [
    head,
    `<div id="root" ${FIRST_VIEW_ATTRIBUTE}>${view.html}</div>\n`,
    `    <script type="application/json" id="${FIRST_VIEW_STATE_ID}">${jsonLd(view.state)}</script>\n`,
    `    ${loader}\n  `,
    indexHtml.slice(end),
  ].join('');
}
