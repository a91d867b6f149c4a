import { useSyncExternalStore } from 'react';
import type { ModalsProviderProps, OpenConfirmModal } from '@mantine/modals';
import { i18n } from '@/i18n/index.ts';
import { lazyHost } from './lazy-host.ts';
import { showToast } from './toast.ts';

export type ModalsHostProps = { labels: ModalsProviderProps['labels'] };

// Mantine's ModalsProvider renders a Modal, and with it the scroll lock, ScrollArea and
// floating-ui: code no first view needs. The provider (modals-host.tsx) loads with the first
// confirm, which waits here until the provider has mounted and opens it.
const pending: OpenConfirmModal[] = [];
const listeners = new Set<() => void>();
let requests = 0;

const modals = lazyHost(
  () => import('./modals-host.tsx'),
  (module) => module.ModalsHost,
);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens Mantine's confirm modal, loading the modals' code the first time. */
export function openConfirmModal(modal: OpenConfirmModal) {
  pending.push(modal);
  requests += 1;
  listeners.forEach((listener) => listener());
  modals.load().catch(() => {
    // Offline with the code not cached: the confirms are dropped as if closed.
    const dropped = pending.splice(0);
    for (const confirm of dropped) confirm.onClose?.();
    if (dropped.length > 0) showToast('error', i18n.t('errors.network'));
  });
}

/** The confirms asked for since the last call, for the host to open. */
export const takePendingModals = () => pending.splice(0);

/** Changes with every confirm asked for. */
export const useModalRequests = () =>
  useSyncExternalStore(
    subscribe,
    () => requests,
    () => 0,
  );

/** The modals' provider once loaded, to render once in the app's providers. */
export const useModalsHost = modals.useHost;
