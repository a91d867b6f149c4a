import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { connectRouter } from '@/app/router.ts';
import { routes } from '@/app/routes.tsx';
import { saveLogin, type StoredUserData } from '@/lib/auth-storage.ts';

export const sellerUser: StoredUserData = {
  name: 'Asha Verma',
  plan: 'Plan A',
  logo: null,
  phoneNo: '9876543210',
  email: 'asha@example.in',
  planExpiresAt: '2099-01-01T00:00:00.000Z',
  role: 'user',
};

export function logIn(userData: Partial<StoredUserData> = {}) {
  saveLogin('test-token', { ...sellerUser, ...userData });
}

export function renderWithProviders(ui: ReactNode) {
  return render(
    <Providers queryClient={createQueryClient()} env="test">
      {ui}
    </Providers>,
  );
}

/** The real route table in a memory router at `path`, wired to the API client like the app. */
export function renderRoute(path: string) {
  const router = connectRouter(createMemoryRouter(routes, { initialEntries: [path] }));
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { router, ...view };
}
