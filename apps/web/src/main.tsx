import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.ts';
import { i18nReady } from './i18n/index.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

const router = createAppRouter();
const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The built index.html only preloads the app's stylesheet, so that its own header bar paints
 * without waiting for it (vite.config.ts: deferStylesheet). Applied here, and loaded (or failed)
 * before the app's first render; in development Vite injects styles itself.
 */
function appStylesheet(): Promise<void> {
  const preload = document.querySelector<HTMLLinkElement>('link[data-app-styles]');
  if (!preload) return Promise.resolve();
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.crossOrigin = 'anonymous';
  sheet.href = preload.href;
  const loaded = new Promise<void>((done) => {
    sheet.onload = () => done();
    sheet.onerror = () => done();
  });
  preload.after(sheet);
  return loaded;
}

// A Hindi visitor's table arrives first (i18n/index.ts); for English this is at once.
void Promise.all([i18nReady, appStylesheet()]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  ),
);

registerServiceWorker();
