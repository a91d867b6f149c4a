import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { encodeRouteId, MSG } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { getToken, getUserData, type SessionUser } from '@/lib/auth-storage.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

const sessionUser: SessionUser = {
  _id: '0190a1b2-0000-7000-8000-000000000001',
  firstName: 'Asha',
  lastName: 'Verma',
  plan: 'Plan B',
  logo: null,
  phoneNo: '9876543210',
  email: 'asha@example.in',
  planExpiresAt: '2099-01-01T00:00:00.000Z',
  gender: 'Female',
  address: null,
  city: 'Pune',
  state: 'Maharashtra',
  isApproved: true,
  rejectionMessage: null,
  role: 'user',
};

describe('routes', () => {
  it('/ goes to /home, which shows the product name and tagline', async () => {
    const { router } = renderRoute('/');
    expect(await heading('Haat')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByText(en.app.tagline)).toBeTruthy();
  });

  it('an unknown path goes to /home', async () => {
    const { router } = renderRoute('/no/such/page');
    expect(await heading('Haat')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('/aboutUs is the home screen', async () => {
    const { router } = renderRoute('/aboutUs');
    expect(await heading('Haat')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/aboutUs');
  });

  it('a single segment is a location landing, static routes win over it', async () => {
    renderRoute('/Jaipur');
    expect(await heading('Explore Jaipur')).toBeTruthy();
  });

  it('/terms&conditions is a heading only (the privacy notice has its own tests)', async () => {
    renderRoute('/terms&conditions');
    expect(await heading(en.pages.terms)).toBeTruthy();
  });

  it('a product route shows the name carried in its identifier', async () => {
    const id = encodeRouteId({
      _id: '0190a1b2-0000-7000-8000-000000000001',
      productName: 'Masala Chai',
    });
    renderRoute(`/product/${id}`);
    expect(await heading('Masala Chai')).toBeTruthy();
  });

  it('/logIn shows the login screen without the site header', async () => {
    renderRoute('/logIn');
    expect(await heading(en.pages.logIn)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.pages.registerNow }).getAttribute('href')).toBe(
      '/signUp',
    );
    expect(screen.queryByRole('navigation', { name: en.nav.mainNavigation })).toBeNull();
  });

  it('a logged-in user visiting /logIn goes to /home', async () => {
    logIn();
    mockApi({ 'GET /api/userAdmin/notification/count': ok({ total: 0 }) });
    const { router } = renderRoute('/logIn');
    expect(await heading('Haat')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('the seller area without a token goes to /logIn', async () => {
    const calls = mockApi({});
    const { router } = renderRoute('/userAdmin/businesses');
    expect(await heading(en.pages.logIn)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/logIn');
    expect(calls).toHaveLength(0);
  });

  it('entering the seller area fetches the session and shows the screen', async () => {
    logIn({ plan: 'Plan 0', name: 'Old Name' });
    const calls = mockApi({ 'GET /api/auth/user/fetch': ok({ user: sessionUser }) });
    renderRoute('/userAdmin/notifications');
    expect(await heading(en.pages.notifications)).toBeTruthy();
    // The session fetch runs first, before the screen asks for its own data.
    expect(`${calls[0]?.method} ${calls[0]?.path}`).toBe('GET /api/auth/user/fetch');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    // The stored userData follows the session answer.
    expect(getUserData()).toMatchObject({ name: 'Asha Verma', plan: 'Plan B' });
    expect(screen.getAllByRole('link', { name: en.nav.signOut }).length).toBeGreaterThan(0);
  });

  it('an expired token on entering clears storage and goes to /logIn', async () => {
    logIn();
    mockApi({ 'GET /api/auth/user/fetch': fail(401, 'Session expired', 'TOKEN_EXPIRED') });
    const { router } = renderRoute('/userAdmin/businesses');
    expect(await heading(en.pages.logIn)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/logIn');
    expect(getToken()).toBeNull();
  });

  it('a session without a plan asks to buy one and goes home, still logged in', async () => {
    logIn({ plan: 'Plan 0' });
    mockApi({
      'GET /api/auth/user/fetch': fail(401, 'No active plan', 'PLAN_REQUIRED'),
      'GET /api/userAdmin/notification/count': fail(401, 'No active plan', 'PLAN_REQUIRED'),
    });
    const { router } = renderRoute('/userAdmin/businesses');
    expect(await screen.findByText(MSG.planRequired)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(getToken()).toBe('test-token');
  });

  it('any other answer of the session fetch clears the login and goes to /logIn', async () => {
    logIn();
    mockApi({ 'GET /api/auth/user/fetch': fail(404, 'User not found', 'NOT_FOUND') });
    const { router } = renderRoute('/userAdmin/editProfile');
    expect(await heading(en.pages.logIn)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/logIn');
    expect(getToken()).toBeNull();
  });

  it('a session fetch that got no answer keeps the login and offers to reload', async () => {
    logIn();
    mockApi({ 'GET /api/auth/user/fetch': 'network-error' });
    const { router } = renderRoute('/userAdmin/editProfile');
    expect(await heading(en.errors.pageTitle)).toBeTruthy();
    expect(screen.getByRole('button', { name: en.errors.reload })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/userAdmin/editProfile');
    expect(getToken()).toBe('test-token');
  });

  it('/userAdmin/signOut logs out on the server, clears storage and goes to /logIn', async () => {
    logIn({ plan: 'Plan 0' });
    const calls = mockApi({ 'PUT /api/auth/user/logOut': ok(null) });
    const { router } = renderRoute('/userAdmin/signOut');
    expect(await heading(en.pages.logIn)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/logIn');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /api/auth/user/logOut']);
    expect(getToken()).toBeNull();
    expect(getUserData()).toBeNull();
  });

  it('sign-out still signs out when the server call fails', async () => {
    logIn();
    mockApi({ 'PUT /api/auth/user/logOut': 'network-error' });
    const { router } = renderRoute('/userAdmin/signOut');
    expect(await heading(en.pages.logIn)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/logIn');
    expect(getToken()).toBeNull();
  });
});
