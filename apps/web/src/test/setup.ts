import { loadWorkspaceStrings } from '@/i18n/index.ts';
import { cleanup, configure } from '@testing-library/react';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';
import { setNavigator } from '@/lib/navigation.ts';

// Screens are also rendered here without their routes, which load these strings in the app.
await loadWorkspaceStrings();

// A routed screen is a lazy chunk: the first test of a file waits for it to be transformed, which
// on a loaded two-core machine can take longer than Testing Library's 1 s default for `findBy…`.
// This is the test runner's compile time, not the app's; later tests of the file find the
// screen at once.
configure({ asyncUtilTimeout: 5_000 });

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
