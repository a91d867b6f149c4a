import { loadWorkspaceStrings } from '../i18n/index.ts';
import { cleanup } from '@testing-library/react';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';
import { setNavigator } from '../lib/navigation.ts';

// Screens are also rendered here without their routes, which load these strings in the app.
await loadWorkspaceStrings();

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
