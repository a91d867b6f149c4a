import { createBrowserRouter, type HydrationState } from 'react-router';
import { setNavigator } from '@/lib/navigation.ts';
import { routes } from './routes.tsx';

type NavigableRouter = {
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void>;
};

/** Lets code outside React (the API client) navigate through this router. */
export function connectRouter<R extends NavigableRouter>(router: R): R {
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}

/** hydrationData: the router's state as the server drew the page (app/first-view.ts). */
export const createAppRouter = (hydrationData?: HydrationState) =>
  connectRouter(createBrowserRouter(routes, { hydrationData }));
