import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../providers.tsx';
import { createQueryClient } from '../query-client.ts';
import { clearStorage } from '@/lib/auth-storage.ts';
import { mockApi, ok } from '@/test/api-mock.ts';
import { logIn } from '@/test/render.tsx';
import { PublicLayout } from './public-layout.tsx';

// The server draws public pages without knowing who is logged in (the login
// lives in the browser's storage); a logged-in first view must hydrate that markup without a
// mismatch (the footer's Container id, the header's bell and account button), then show the
// login.

const app = () => {
  const router = createMemoryRouter(
    [{ path: '/', Component: PublicLayout, children: [{ path: 'home', element: <p>Home</p> }] }],
    { initialEntries: ['/home'] },
  );
  return (
    <StrictMode>
      <Providers queryClient={createQueryClient()} env="test">
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
};

afterEach(() => {
  clearStorage();
  vi.restoreAllMocks();
});

describe('a logged-in first view of a public page', () => {
  it.each([
    ['a seller with a plan', { plan: 'Plan A' }],
    ['a user without a plan', { plan: 'Plan 0', planExpiresAt: null }],
  ])('hydrates the server’s markup cleanly for %s', async (_who, userData) => {
    // The server's drawing: nobody logged in (no storage there).
    const html = renderToString(app());
    logIn({ ...userData, logo: null });
    mockApi({ 'GET /api/userAdmin/notification/count': ok({ total: 2 }) });
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
      errors.push(args);
    });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, app(), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(errors).toEqual([]);
    consoleError.mockRestore();
    // After hydrating, the header shows the login: no Become a Seller.
    expect(container.textContent).not.toContain('Become a Seller');
    expect(container.textContent).toContain('Asha Verma');
    container.remove();
  });
});
