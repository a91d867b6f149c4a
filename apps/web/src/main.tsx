// The styles of the Mantine components the app uses (build/mantine-styles.ts).
import 'virtual:mantine-styles';
import '@mantine/notifications/styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppTree } from '@/app/app-tree.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { prepareHydration, takeFirstView } from '@/app/first-view.tsx';
import { createAppRouter } from '@/app/router.ts';
import { routes } from '@/app/routes.tsx';
import { DEFAULT_LANGUAGE, i18n, i18nReady } from '@/i18n/index.ts';
import { registerServiceWorker } from '@/lib/service-worker.ts';

const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const firstView = takeFirstView(root);

/**
 * The built index.html only preloads the app's stylesheet, so that its own header bar paints
 * without waiting for it (vite.config.ts: deferStylesheet). Applied here, and loaded (or failed)
 * before the app's first render; a page the server drew links it as a stylesheet already
 * (modules/first-view). In development Vite injects styles itself.
 */
function appStylesheet(): Promise<void> {
  const preload = document.querySelector<HTMLLinkElement>('link[data-app-styles]');
  if (!preload || preload.rel === 'stylesheet') return Promise.resolve();
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

async function start(container: HTMLElement) {
  // A Hindi visitor's table arrives first (i18n/index.ts); for English this is at once.
  await Promise.all([i18nReady, appStylesheet()]);
  // The server draws in English: a Hindi visitor's app draws its own first view over it.
  const hydrating = firstView !== null && i18n.language === DEFAULT_LANGUAGE;
  if (hydrating) await prepareHydration(firstView, routes, queryClient);
  const router = createAppRouter(hydrating ? firstView.router : undefined);
  const app = (
    <AppTree queryClient={queryClient} container={container}>
      <RouterProvider router={router} />
    </AppTree>
  );
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  // React listens from here on: public/app-loader.js stops keeping taps on the drawn page.
  container.dispatchEvent(new Event('app-listening'));
}

void start(root);

registerServiceWorker();
