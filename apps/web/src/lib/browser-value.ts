import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * A value only the browser knows and that does not change while the page is open (a feature
 * test). A fresh render reads it at once; hydrating the server's first view takes `onServer`,
 * as the server drew it, and React then renders again with the browser's value. `read` must
 * answer the same value every time.
 */
export const useBrowserValue = <T>(read: () => T, onServer: T): T =>
  useSyncExternalStore(unchanging, read, () => onServer);
