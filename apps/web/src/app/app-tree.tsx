import { StrictMode, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { FirstViewTaken } from './first-view.tsx';
import { Providers } from './providers.tsx';

type Props = {
  queryClient: QueryClient;
  /** The page's #root in the browser; null on the server, which draws into a string. */
  container: HTMLElement | null;
  /** The router: the static one on the server, the browser's in the browser. */
  children: ReactNode;
};

/**
 * The app's tree around its router, one for the server's drawing (entry-server.tsx) and the
 * browser's (main.tsx). React's useId names an element by its place in the tree, and Mantine names
 * parts with it (a combobox's aria-controls, a Container's class): a sibling only the browser
 * rendered moved every id, and the hydrated page kept the server's, naming nothing
 * (docs/decisions/027-first-render-agrees.md). Both routers' own trees have the same shape.
 */
export function AppTree({ queryClient, container, children }: Props) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>{children}</Providers>
      <FirstViewTaken container={container} />
    </StrictMode>
  );
}
