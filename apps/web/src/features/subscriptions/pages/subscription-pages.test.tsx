import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDate, MSG, whatsAppLink, type SessionUser } from '@haat/shared';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';

// Screens load lazily; on a busy test run they can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

const plansHeading = () =>
  screen.findByRole('heading', { level: 1, name: enWorkspace.subscription.buyTitle });

describe('/subscriptionPlans', () => {
  it('shows the three plans with ₹ prices and durations', async () => {
    renderRoute('/subscriptionPlans');
    await plansHeading();
    const expected: Array<[string, string, string]> = [
      ['Plan A', '₹449', '3 months'],
      ['Plan B', '₹699', '6 months'],
      ['Plan C', '₹999', '1 Year'],
    ];
    for (const [id, price, duration] of expected) {
      const card = within(screen.getByTestId(`plan-${id}`));
      expect(card.getByRole('heading', { name: id })).toBeTruthy();
      expect(card.getByText(price)).toBeTruthy();
      expect(card.getByText(`for ${duration}`)).toBeTruthy();
    }
  });

  it('sends a visitor to /logIn first', async () => {
    const open = vi.spyOn(window, 'open');
    const { router } = renderRoute('/subscriptionPlans');
    await plansHeading();
    fireEvent.click(within(screen.getByTestId('plan-Plan A')).getByRole('button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logIn'));
    expect(open).not.toHaveBeenCalled();
  });

  it('records the request, opens WhatsApp, and on return says so and goes home', async () => {
    logIn({ plan: 'Plan 0', planExpiresAt: null, phoneNo: '9876543210' });
    const calls = mockApi({
      'POST /api/subscription/request': ok(
        {
          request: { _id: 'r1', plan: 'Plan B', status: 'open', createdAt: '2025-01-01T00:00:00Z' },
          whatsAppNo: '9811122233',
          phoneNo: '9876543210',
        },
        201,
      ),
    });
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { router } = renderRoute('/subscriptionPlans');
    await plansHeading();
    fireEvent.click(within(screen.getByTestId('plan-Plan B')).getByRole('button'));

    await waitFor(() => expect(tab.location.href).not.toBe(''));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.path, c.body])).toEqual([
      ['/api/subscription/request', { plan: 'Plan B' }],
    ]);
    expect(tab.location.href).toBe(
      whatsAppLink(
        '9811122233',
        'Hello Haat, I would like to buy Plan B (6 months, ₹699). My registered phone number is 9876543210.',
      ),
    );
    expect(tab.opener).toBeNull();

    // The user goes to WhatsApp and comes back.
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByText(MSG.subscriptionRequested)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('closes the opened tab when the request fails', async () => {
    logIn({ plan: 'Plan 0', planExpiresAt: null });
    mockApi({
      'POST /api/subscription/request': {
        status: 429,
        body: { code: 429, message: 'Too many requests', payload: null, error: 'RATE_LIMITED' },
      },
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderRoute('/subscriptionPlans');
    await plansHeading();
    fireEvent.click(within(screen.getByTestId('plan-Plan A')).getByRole('button'));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.href).toBe('');
  });
});

describe('/subscriptionPlans shows the signed-in user’s plan state (issue 26)', () => {
  const DAY = 86_400_000;
  const state = (plan: string, planExpiresAt: string | null, status: string | null) =>
    ok({ plan, planExpiresAt, status, openRequest: null });

  it('no plan: no state, every plan to buy', async () => {
    logIn({ plan: 'Plan 0', planExpiresAt: null });
    mockApi({ 'GET /api/subscription/fetch': state('Plan 0', null, null) });
    renderRoute('/subscriptionPlans');
    await plansHeading();
    await waitFor(() => expect(screen.queryByTestId('plan-status')).toBeNull());
    expect(screen.queryByText(enWorkspace.subscription.currentBadge)).toBeNull();
    // Without a plan the seller area is closed, but their data is not: a copy and deletion.
    const yours = await screen.findByRole('region', { name: enWorkspace.accountData.title });
    expect(
      within(yours).getByRole('button', { name: enWorkspace.accountData.download }),
    ).toBeTruthy();
    expect(
      within(yours).getByRole('button', { name: enWorkspace.accountData.delete }),
    ).toBeTruthy();
  });

  it('a visitor, or a seller with a running plan, is not offered the account data section', async () => {
    renderRoute('/subscriptionPlans');
    await plansHeading();
    expect(screen.queryByRole('region', { name: enWorkspace.accountData.title })).toBeNull();
  });

  it('active: the title, valid until the date, and a link to My Subscription', async () => {
    const until = new Date(Date.now() + 60 * DAY).toISOString();
    logIn({ plan: 'Plan A', planExpiresAt: until });
    mockApi({ 'GET /api/subscription/fetch': state('Plan A', until, 'Active') });
    renderRoute('/subscriptionPlans');
    const status = await screen.findByTestId('plan-status');
    expect(within(status).getByText(MSG.planActive)).toBeTruthy();
    expect(status.textContent).toContain(`Plan A, valid until ${formatDate(until)}`);
    expect(within(status).getByRole('link', { name: 'My Subscription' }).getAttribute('href')).toBe(
      '/userAdmin/subscription',
    );
  });

  it('expired: the title and the date it ended, no past "valid until", no loop, renew below', async () => {
    const ended = new Date(Date.now() - 2 * DAY).toISOString();
    // What login stored still says active: the server's answer wins, and the stored plan follows.
    logIn({ plan: 'Plan A', planExpiresAt: new Date(Date.now() + DAY).toISOString() });
    mockApi({ 'GET /api/subscription/fetch': state('Plan A', ended, 'Expired') });
    renderRoute('/subscriptionPlans');
    await waitFor(() =>
      expect(screen.getByTestId('plan-status').getAttribute('data-status')).toBe('Expired'),
    );
    const status = screen.getByTestId('plan-status');
    expect(within(status).getByText(MSG.planExpired)).toBeTruthy();
    expect(status.textContent).toContain(
      `Your Plan A ended on ${formatDate(ended)} (India time). Choose a plan below to renew it.`,
    );
    expect(status.textContent).not.toContain('valid until');
    expect(within(status).queryByRole('link')).toBeNull();
    // No card is marked as the plan held, and each one can be bought.
    expect(screen.queryByText(enWorkspace.subscription.currentBadge)).toBeNull();
    expect(within(screen.getByTestId('plan-Plan A')).getByRole('button')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('userData')!).planExpiresAt).toBe(ended);
  });
});

describe('/userAdmin/subscription', () => {
  const user: SessionUser = {
    _id: '0190a1b2-0000-7000-8000-000000000001',
    firstName: 'Asha',
    lastName: 'Verma',
    plan: 'Plan A',
    logo: null,
    phoneNo: '9876543210',
    email: null,
    planExpiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    gender: 'Female',
    address: null,
    city: null,
    state: null,
    isApproved: true,
    rejectionMessage: null,
    role: 'user',
  };

  it('shows the plan, its expiry in Asia/Kolkata and the Expiring title', async () => {
    logIn();
    mockApi({
      'GET /api/auth/user/fetch': ok({ user }),
      'GET /api/subscription/fetch': ok({
        plan: 'Plan A',
        planExpiresAt: user.planExpiresAt,
        status: 'Expiring',
        openRequest: null,
      }),
    });
    renderRoute('/userAdmin/subscription');
    const status = await screen.findByTestId('plan-status');
    expect(within(status).getByText(MSG.planExpiring)).toBeTruthy();
    expect(screen.getAllByText(formatDate(user.planExpiresAt!)).length).toBeGreaterThan(0);
    expect(screen.getByText(enWorkspace.subscription.statuses.Expiring)).toBeTruthy();
  });
});
