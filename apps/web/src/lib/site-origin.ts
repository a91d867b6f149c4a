// Where this site is served from, for links to its own pages in share texts and WhatsApp
// messages. A page the server drew names the site's configured public address (PUBLIC_URL),
// never the Host header it was asked with: a forged Host must not reach links that a cache may
// keep for everyone. The browser hydrating that page takes the same address from the page's
// state (app/first-view.tsx), so both draw the same links; a page the browser draws alone uses
// the address it was opened at.

let drawnPageOrigin = '';

/** entry-server.tsx and first-view.tsx: the origin the page is drawn with. */
export function setDrawnPageOrigin(origin: string) {
  drawnPageOrigin = origin;
}

export const siteOrigin = () =>
  drawnPageOrigin || (typeof window === 'undefined' ? '' : window.location.origin);
