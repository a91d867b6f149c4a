// Where this site is served from, for links to its own pages in share texts and WhatsApp
// messages: the browser's address, or on the server the address of the page being drawn
// (entry-server.tsx), so that both draw the same links.

let drawnPageOrigin = '';

/** entry-server.tsx: the origin of the page it is about to draw. */
export function setDrawnPageOrigin(origin: string) {
  drawnPageOrigin = origin;
}

export const siteOrigin = () =>
  typeof window === 'undefined' ? drawnPageOrigin : window.location.origin;
