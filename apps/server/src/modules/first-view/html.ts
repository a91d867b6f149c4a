import { FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_STATE_ID } from '@haat/shared';
import { jsonLd } from '../seo/html.ts';

/** A page drawn by the web app's server entry: its markup, and the data it was drawn with. */
export type FirstView = { html: string; state: object };

const ROOT_OPEN = '<div id="root">';

/**
 * index.html with the drawn page in #root (marked, so the app hydrates it) and its state in a
 * JSON data block after it. The app's stylesheet becomes an ordinary stylesheet link: the page
 * is drawn in HTML now, and must not paint unstyled (the bare app preloads it instead, see
 * apps/web/vite.config.ts: deferStylesheet). An index.html without the expected #root is
 * returned unchanged.
 */
export function withFirstView(indexHtml: string, view: FirstView): string {
  const open = indexHtml.indexOf(ROOT_OPEN);
  const end = indexHtml.lastIndexOf('</body>');
  if (open < 0 || end < open) return indexHtml;
  const head = indexHtml
    .slice(0, open)
    .replace(
      /<link rel="preload" as="style" ([^>]*)data-app-styles>/,
      '<link rel="stylesheet" $1data-app-styles>',
    );
  return [
    head,
    `<div id="root" ${FIRST_VIEW_ATTRIBUTE}>${view.html}</div>\n`,
    `    <script type="application/json" id="${FIRST_VIEW_STATE_ID}">${jsonLd(view.state)}</script>\n  `,
    indexHtml.slice(end),
  ].join('');
}
