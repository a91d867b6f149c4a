import { useSyncExternalStore, type ComponentType } from 'react';

/**
 * A provider that no first view needs (Mantine's toasts, its confirm modals), loaded the first
 * time it is used and then rendered once by the app's providers (app/providers.tsx). Keeping
 * them out of the entry keeps their code, and the scroll lock and transitions they bring, off
 * every page's first download. The service worker precaches their chunks (offline-chunks.json),
 * so they still load once the connection has gone.
 */
export function lazyHost<Props, Module>(
  importModule: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  const listeners = new Set<() => void>();
  let host: ComponentType<Props> | null = null;
  let loading: Promise<Module> | null = null;

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  return {
    /** The module, imported once; a failed import (offline, not cached) is tried again next time. */
    load(): Promise<Module> {
      loading ??= importModule().then(
        (module) => {
          host = pick(module);
          listeners.forEach((listener) => listener());
          return module;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    /** The host once loaded, for the providers to render; null until then and on the server. */
    useHost: () =>
      useSyncExternalStore(
        subscribe,
        () => host,
        () => null,
      ),
  };
}
