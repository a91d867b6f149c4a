// React's API for this app's renderer: preact/compat, plus the two pieces of React 19 it lacks
// or differs in, which Mantine uses. vite.config.ts points `react` here.
import { use as compatUse, useContext, type Context, type ReactNode } from 'preact/compat';

// @ts-expect-error -- preact/compat's typings are one `export =` namespace; its module is ES.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19.2's `<Activity>`. Mantine renders it only for `keepMounted` transitions, collapses
 * and tabs; this app never keeps them mounted, so a hidden activity simply renders nothing (its
 * state is not kept, as React would keep it).
 */
export function Activity({
  mode,
  children,
}: {
  mode?: 'visible' | 'hidden';
  children?: ReactNode;
}) {
  return mode === 'hidden' ? null : children;
}

/**
 * React 19's `use`. Mantine reads contexts with it, always at the top of a component, where it
 * is `useContext`; preact/compat's own reads a field Preact's server renderer does not set.
 */
export function use<T>(resource: Context<T> | Promise<T>): T {
  if (typeof (resource as Promise<T>).then === 'function') return compatUse(resource);
  // A call site always passes the same kind of resource, so the order of hooks holds.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return useContext(resource as Context<T>);
}
