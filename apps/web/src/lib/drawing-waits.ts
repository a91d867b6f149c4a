/**
 * Code a page asked for while the server drew it (a screen loaded with React.lazy), which the
 * server's drawing waits for before drawing again (entry-server.tsx), as it waits for the
 * page's queries. Without the wait, renderToString leaves the screen's Suspense boundary to the
 * browser, which throws the drawn markup away and reports an error.
 */
const pending = new Set<Promise<unknown>>();

/** Notes a load the drawing should wait for; returns it unchanged. */
export function awaitedByDrawing<T>(load: Promise<T>): Promise<T> {
  pending.add(load);
  void load.finally(() => pending.delete(load)).catch(() => undefined);
  return load;
}

/** The loads still under way. */
export function loadsUnderWay(): Promise<unknown>[] {
  return [...pending];
}
