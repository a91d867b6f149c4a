import { useSyncExternalStore, type ComponentType } from 'react';
import type { ModalsProviderProps, OpenConfirmModal } from '@mantine/modals';
import { i18n } from '../i18n/index.ts';
import { showToast } from './toast.ts';

export type ModalsHostProps = { labels: ModalsProviderProps['labels'] };

// Mantine's ModalsProvider renders a Modal, and with it the scroll lock, ScrollArea and
// floating-ui: code no first view needs. The provider (modals-host.tsx) loads with the first
// confirm, which waits here until the provider has mounted and opens it.
const pending: OpenConfirmModal[] = [];
const listeners = new Set<() => void>();
let requests = 0;
let host: ComponentType<ModalsHostProps> | null = null;
let loading = false;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const emit = () => listeners.forEach((listener) => listener());

/** Opens Mantine's confirm modal (spec §2 Modals), loading the modals' code the first time. */
export function openConfirmModal(modal: OpenConfirmModal) {
  pending.push(modal);
  requests += 1;
  emit();
  if (host || loading) return;
  loading = true;
  import('./modals-host.tsx')
    .then(
      (module) => {
        host = module.ModalsHost;
        emit();
      },
      () => {
        // Offline with the code not cached: the confirms are dropped as if closed.
        for (const modal of pending.splice(0)) modal.onClose?.();
        showToast('error', i18n.t('errors.network'));
      },
    )
    .finally(() => {
      loading = false;
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
export const useModalsHost = () =>
  useSyncExternalStore(
    subscribe,
    () => host,
    () => null,
  );
