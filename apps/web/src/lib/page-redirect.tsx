import { Navigate } from 'react-router';

// A screen that sends the visitor elsewhere as it renders (an unknown city goes to /home). In the
// browser that is a Navigate. While the server draws the page, a Navigate would do nothing but
// make React Router warn, and the visitor would get a 200 page with nothing on it: the drawing
// notes where the page goes instead, and the server answers with a redirect (entry-server.tsx).

/** The drawing's redirect: undefined when no drawing is under way (the browser). */
let noted: string | null | undefined;

/**
 * Runs a synchronous drawing (renderToString) and says where it asked to go, if anywhere. The
 * drawing is synchronous, so a module-level note cannot mix two pages drawn at the same time.
 */
export function drawNotingRedirect<T>(draw: () => T): { drawn: T; redirect: string | null } {
  noted = null;
  try {
    const drawn = draw();
    return { drawn, redirect: noted };
  } finally {
    noted = undefined;
  }
}

/** Replaces the page's address with `to` (a path of this site). */
export function RedirectTo({ to }: { to: string }) {
  if (noted !== undefined) {
    noted ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}
