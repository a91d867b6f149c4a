import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
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

// A Hindi visitor's table arrives first (i18n/index.ts); for English this is at once.
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);

registerServiceWorker();
