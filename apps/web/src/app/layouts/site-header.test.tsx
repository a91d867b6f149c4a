import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { en } from '@/i18n/en.ts';
import { clearStorage } from '@/lib/auth-storage.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderWithProviders } from '@/test/render.tsx';
import { SiteHeader } from './site-header.tsx';

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', Component: SiteHeader }], {
    initialEntries: ['/home'],
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

async function openAccountMenu() {
  fireEvent.click(screen.getByRole('button', { name: en.nav.accountMenu }));
  return screen.findByRole('menu');
}

describe('SiteHeader', () => {
  it('shows the main links and Become a Seller to a visitor', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: en.nav.mainNavigation });
    for (const label of [en.nav.home, en.nav.becomeSeller, en.nav.aboutUs, en.nav.contactUs]) {
      expect(nav.textContent).toContain(label);
    }
    expect(screen.getByRole('link', { name: en.nav.becomeSeller }).getAttribute('href')).toBe(
      '/signUp',
    );
  });

  it('hides Become a Seller when logged in', () => {
    logIn();
    mockApi({ 'GET /api/userAdmin/notification/count': ok({ total: 0 }) });
    renderHeader();
    expect(screen.getByRole('link', { name: en.nav.home })).toBeTruthy();
    expect(screen.queryByRole('link', { name: en.nav.becomeSeller })).toBeNull();
  });

  it('follows login and logout without a reload', async () => {
    mockApi({ 'GET /api/userAdmin/notification/count': ok({ total: 3 }) });
    renderHeader();
    expect(screen.getByRole('link', { name: en.nav.becomeSeller })).toBeTruthy();
    act(() => logIn());
    expect(screen.queryByRole('link', { name: en.nav.becomeSeller })).toBeNull();
    expect(await screen.findByText('3')).toBeTruthy();
    act(() => clearStorage());
    expect(screen.getByRole('link', { name: en.nav.becomeSeller })).toBeTruthy();
    expect(screen.queryByText('3')).toBeNull();
  });

  it('offers Login to a visitor and Subscriptions (no plan)', async () => {
    renderHeader();
    await openAccountMenu();
    expect(screen.getByRole('menuitem', { name: en.nav.login })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: en.nav.subscriptions })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: en.nav.logout })).toBeNull();
  });

  it('on Plan 0 the menu offers Subscriptions, leading to the plans', async () => {
    logIn({ plan: 'Plan 0' });
    mockApi({ 'GET /api/userAdmin/notification/count': ok({ total: 0 }) });
    renderHeader();
    await openAccountMenu();
    const item = screen.getByRole('menuitem', { name: en.nav.subscriptions });
    expect(item.getAttribute('href')).toBe('/subscriptionPlans');
    expect(screen.queryByRole('menuitem', { name: en.nav.mySubscription })).toBeNull();
    expect(screen.getByRole('menuitem', { name: en.nav.logout }).getAttribute('href')).toBe(
      '/userAdmin/signOut',
    );
  });

  it('with an expired plan the menu offers Subscriptions again and the bell stays away', async () => {
    // Two days past the expiry, the seller area answers 401 PLAN_REQUIRED, so the
    // header neither links to it as 'My Subscription' nor polls its notification count.
    logIn({ plan: 'Plan A', planExpiresAt: new Date(Date.now() - 2 * 86_400_000).toISOString() });
    const calls = mockApi({});
    renderHeader();
    await openAccountMenu();
    const item = screen.getByRole('menuitem', { name: en.nav.subscriptions });
    expect(item.getAttribute('href')).toBe('/subscriptionPlans');
    expect(screen.queryByRole('menuitem', { name: en.nav.mySubscription })).toBeNull();
    expect(screen.queryByRole('link', { name: en.nav.notifications })).toBeNull();
    expect(calls.filter((c) => c.path.includes('/notification/'))).toEqual([]);
  });

  it('without a plan the bell neither shows nor asks for a count', async () => {
    logIn({ plan: 'Plan 0', planExpiresAt: null });
    const calls = mockApi({});
    renderHeader();
    await openAccountMenu();
    expect(screen.getByRole('menuitem', { name: en.nav.logout })).toBeTruthy();
    expect(screen.queryByRole('link', { name: en.nav.notifications })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('with a plan the menu offers My Subscription', async () => {
    logIn({ plan: 'Plan A' });
    mockApi({ 'GET /api/userAdmin/notification/count': ok({ total: 0 }) });
    renderHeader();
    await openAccountMenu();
    const item = screen.getByRole('menuitem', { name: en.nav.mySubscription });
    expect(item.getAttribute('href')).toBe('/userAdmin/subscription');
    expect(screen.queryByRole('menuitem', { name: en.nav.subscriptions })).toBeNull();
    for (const label of [en.nav.notifications, en.nav.myBusinesses, en.nav.editProfile]) {
      expect(screen.getByRole('menuitem', { name: label })).toBeTruthy();
    }
  });

  it('shows 99+ on the badge above 99 unread notifications', async () => {
    logIn();
    const calls = mockApi({ 'GET /api/userAdmin/notification/count': ok({ total: 150 }) });
    renderHeader();
    expect(await screen.findByText('99+')).toBeTruthy();
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('shows the exact count up to 99', async () => {
    logIn();
    mockApi({ 'GET /api/userAdmin/notification/count': ok({ total: 7 }) });
    renderHeader();
    expect(await screen.findByText('7')).toBeTruthy();
  });

  it('a failed count hides the badge and shows no error', async () => {
    logIn();
    const calls = mockApi({
      'GET /api/userAdmin/notification/count': fail(500, 'Database down', 'INTERNAL'),
    });
    renderHeader();
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('link', { name: en.nav.notifications })).toBeTruthy();
    expect(screen.queryByText('Database down')).toBeNull();
    expect(screen.queryByText(/^\d+\+?$/)).toBeNull();
  });

  it('asks for no count without a token', () => {
    const calls = mockApi({});
    renderHeader();
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('link', { name: en.nav.notifications })).toBeNull();
  });
});
