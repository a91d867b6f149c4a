import '../i18n/index.ts';
import { cleanup } from '@testing-library/react';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';
import { setNavigator } from '../lib/navigation.ts';

afterEach(() => {
  // entry-server.test.tsx runs without a DOM: nothing of the below exists there.
  if (typeof window !== 'undefined') {
    // Toasts and modals live in module-level stores that outlive a rendered tree.
    modals.closeAll();
    notifications.clean();
    cleanup();
    window.localStorage.clear();
  }
  setNavigator(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
