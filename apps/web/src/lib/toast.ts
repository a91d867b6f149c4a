import { lazyHost } from './lazy-host.ts';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

const COLORS: Record<ToastKind, string> = {
  success: 'teal',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
};

const toasts = lazyHost(
  () => import('./toasts-host.tsx'),
  (module) => module.ToastsHost,
);

/** Mantine's Notifications once the first toast has loaded it, for app/providers.tsx. */
export const useToastsHost = toasts.useHost;

/**
 * Shows a toast; the Notifications provider caps them at 3 and closes each after 3 s.
 * The same text is not stacked twice while it is still on screen. The first toast loads the
 * toasts' code; toasts asked for meanwhile show in the order they were asked for.
 */
export function showToast(kind: ToastKind, message: string) {
  toasts.load().then(
    ({ notifications }) =>
      notifications.show({ id: `${kind}:${message}`, color: COLORS[kind], message }),
    () => {
      // Offline with the code neither loaded nor precached (the service worker not yet
      // installed): there is nothing to show the toast with.
    },
  );
}

/** Takes a toast away before its time: one that announced work which has now finished. */
export function hideToast(kind: ToastKind, message: string) {
  toasts.load().then(
    ({ notifications }) => notifications.hide(`${kind}:${message}`),
    () => {
      // Nothing was shown.
    },
  );
}
