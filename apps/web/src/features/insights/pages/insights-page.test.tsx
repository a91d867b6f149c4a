import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InsightsAnswer } from '@haat/shared';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { en } from '@/i18n/en.ts';
import { mockApi, ok, fail } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';
import { seller } from '@/features/reviews/test-fixtures.ts';

// Screens load lazily; on a busy test run they can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });
/** The first screen of a file compiles the router and the seller frame: slower on a busy machine. */
const FIRST_LOAD = { timeout: 20_000 };

const I = enWorkspace.insights;
const SHOP = { _id: '0190a1b2-0000-7000-8000-0000000000b1', name: 'Kumar Sweets' };
const SALON = { _id: '0190a1b2-0000-7000-8000-0000000000b2', name: 'Kumar Salon' };

const counts = (n = 0) => ({
  views: n,
  calls: n,
  whatsapp: n,
  shares: n,
  enquiries: n,
  appearances: n,
});

function answer(days: 7 | 30 | 90, overrides: Partial<InsightsAnswer> = {}): InsightsAnswer {
  const series = Array.from({ length: days }, (_, i) => ({
    day: new Date(Date.UTC(2026, 10, 25 - (days - 1 - i))).toISOString().slice(0, 10),
    ...counts(i === days - 1 ? 3 : 0),
  }));
  return {
    days,
    from: series[0]!.day,
    to: series.at(-1)!.day,
    totals: {
      views: { value: 1234, previous: 1000, change: 23 },
      calls: { value: 8, previous: 10, change: -20 },
      whatsapp: { value: 5, previous: 0, change: null },
      shares: { value: 0, previous: 0, change: null },
      enquiries: { value: 2, previous: 2, change: 0 },
      appearances: { value: 900, previous: 450, change: 100 },
    },
    series,
    topListings: [
      {
        _id: '0190a1b2-0000-7000-8000-0000000000c1',
        kind: 'product',
        name: 'Kaju Katli 500 g',
        businessName: SHOP.name,
        ...counts(0),
        views: 120,
        whatsapp: 4,
      },
      {
        _id: '0190a1b2-0000-7000-8000-0000000000c2',
        kind: 'service',
        name: 'Bridal Makeup',
        businessName: SALON.name,
        ...counts(0),
        views: 40,
        calls: 3,
      },
    ],
    searchTerms: [
      { term: 'kaju katli', appearances: 42 },
      { term: 'sweets near me', appearances: 7 },
    ],
    businesses: [SHOP, SALON],
    ...overrides,
  };
}

const base = { 'GET /api/auth/user/fetch': ok({ user: seller }) };
const insightCalls = (calls: ReturnType<typeof mockApi>) =>
  calls
    .filter((c) => c.path === '/api/userAdmin/insights/fetch')
    .map((c) => Object.fromEntries(c.url.searchParams));

describe('/userAdmin/insights', { timeout: 30_000 }, () => {
  it('shows the totals with their change, top listings and search words of 30 days', async () => {
    logIn();
    const calls = mockApi({ ...base, 'GET /api/userAdmin/insights/fetch': ok(answer(30)) });
    renderRoute('/userAdmin/insights');
    const views = await screen.findByTestId('total-views', {}, FIRST_LOAD);
    expect(within(views).getByText(I.metric.views)).toBeTruthy();
    expect(within(views).getByText('1,234')).toBeTruthy();
    expect(within(views).getByText('23% more than the 30 days before')).toBeTruthy();
    expect(
      within(screen.getByTestId('total-calls')).getByText('20% less than the 30 days before'),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('total-whatsapp')).getByText('None the 30 days before'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('total-shares')).getByText(I.changeNone)).toBeTruthy();
    expect(
      within(screen.getByTestId('total-enquiries')).getByText('Same as the 30 days before'),
    ).toBeTruthy();
    expect(insightCalls(calls)[0]).toEqual({ days: '30' });

    const top = screen.getByRole('link', { name: 'Kaju Katli 500 g' });
    expect(top.getAttribute('href')).toMatch(/^\/product\//);
    expect(screen.getByRole('link', { name: 'Bridal Makeup' }).getAttribute('href')).toMatch(
      /^\/service\//,
    );
    expect(screen.getByLabelText('kaju katli: 42 searches')).toBeTruthy();
    expect(screen.getByText(I.byDay)).toBeTruthy();
    expect(await screen.findByTestId('insights-chart')).toBeTruthy();
  });

  it('shows the requirements each business received and accepted beside the response time', async () => {
    logIn();
    mockApi({
      ...base,
      'GET /api/userAdmin/insights/fetch': ok(
        answer(7, {
          requirements: [
            { ...SHOP, received: 4, answered: 3 },
            { ...SALON, received: 0, answered: 0 },
          ],
        }),
      ),
    });
    renderRoute('/userAdmin/insights?days=7');
    const heading = await screen.findByRole('heading', { name: I.requirements.title }, FIRST_LOAD);
    const section = heading.closest('section')!;
    expect(
      within(section).getByText(I.requirements.hint_other.replace('{{count}}', '7')),
    ).toBeTruthy();
    const [shop] = within(section).getAllByTestId('requirement-figures');
    expect(within(shop!).getByText(SHOP.name)).toBeTruthy();
    expect(within(shop!).getByText('4')).toBeTruthy();
    expect(within(shop!).getByText('3')).toBeTruthy();
    expect(within(shop!).getByText('1 not accepted')).toBeTruthy();
  });

  it('switches the period and the business through the address and the call', async () => {
    logIn();
    const calls = mockApi({
      ...base,
      'GET /api/userAdmin/insights/fetch': ({ url }) =>
        ok(answer(Number(url.searchParams.get('days') ?? 30) as 7 | 30 | 90)),
    });
    const { router } = renderRoute('/userAdmin/insights');
    await screen.findByTestId('total-views', {}, FIRST_LOAD);
    fireEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?days=7'));
    await waitFor(() => expect(insightCalls(calls).at(-1)).toEqual({ days: '7' }));
    await waitFor(() => expect(screen.getByText('23% more than the 7 days before')).toBeTruthy());

    fireEvent.click(
      screen.queryByRole('textbox', { name: I.business }) ??
        screen.getByRole('combobox', { name: I.business }),
    );
    fireEvent.click(await screen.findByRole('option', { name: SALON.name }));
    await waitFor(() => expect(router.state.location.search).toBe(`?days=7&business=${SALON._id}`));
    await waitFor(() =>
      expect(insightCalls(calls).at(-1)).toEqual({ days: '7', businessId: SALON._id }),
    );
  });

  it('says nothing was counted yet when every total is zero, before and now', async () => {
    logIn();
    const empty = answer(30, { topListings: [], searchTerms: [] });
    for (const total of Object.values(empty.totals)) {
      Object.assign(total, { value: 0, previous: 0, change: null });
    }
    mockApi({ ...base, 'GET /api/userAdmin/insights/fetch': ok(empty) });
    renderRoute('/userAdmin/insights');
    expect(await screen.findByText(I.emptyTitle, {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByText(I.topListings)).toBeNull();
  });

  it('shows the not-found notice for a business that is not the seller’s', async () => {
    logIn();
    mockApi({
      ...base,
      'GET /api/userAdmin/insights/fetch': fail(404, 'Not found', 'NOT_FOUND'),
    });
    renderRoute(`/userAdmin/insights?business=${SALON._id}`);
    expect(await screen.findByText(enWorkspace.workspace.notFoundTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: I.allBusinesses })).toBeTruthy();
  });

  it('is in the seller menu after Reviews', async () => {
    logIn();
    mockApi({ ...base, 'GET /api/userAdmin/insights/fetch': ok(answer(30)) });
    renderRoute('/userAdmin/insights');
    const nav = await screen.findByRole('navigation', { name: en.nav.sellerNavigation });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.indexOf(en.nav.insights)).toBe(names.indexOf(en.nav.reviews) + 1);
  });
});
