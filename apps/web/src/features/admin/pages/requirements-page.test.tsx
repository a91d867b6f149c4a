import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  REQUIREMENT_LIMITS,
  REQUIREMENT_MSG,
  type AdminDashboard,
  type AdminRequirement,
  type RequirementAnswers,
} from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { fail, mockApi, ok, type RecordedCall } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';
import { sessionUser } from '@/test/session-user.ts';

// The administrator's queue of posted requirements.

configure({ asyncUtilTimeout: 15000 });

const R = enWorkspace.admin.requirements;
const admin = sessionUser();

const dashboard: AdminDashboard = {
  pending: { business: 0, product: 0, service: 0, profile: 0 },
  openSubscriptionRequests: 0,
  newContactMessages: 0,
  reviewsWaiting: 0,
  users: { total: 21, active: 20, withPlan: 18, admins: 1 },
  listings: {
    businesses: 40,
    products: 400,
    services: 150,
    publicProducts: 380,
    publicServices: 140,
  },
};

const matched: AdminRequirement = {
  _id: '0190a1b2-0000-7000-8000-000000000701',
  need: 'Need two Redmi phones with a bill',
  kind: 'product',
  subCategory: 'Mobile phones',
  category: 'Electronics',
  quantity: '2 pieces',
  when: 'this-week',
  city: 'Pune',
  locality: 'Kothrud',
  contactPerson: 'Ravi Kumar',
  phoneNo: '9812345678',
  erased: false,
  status: 'matched',
  reportedAt: '2026-01-11T06:00:00.000Z',
  reportReason: 'spam',
  createdAt: '2026-01-10T20:00:00.000Z',
  offers: [
    {
      businessId: '0190a1b2-0000-7000-8000-0000000000b1',
      businessName: 'Sharma Electronics',
      offer: 'accepted',
      routedBy: 'match',
      offeredAt: '2026-01-10T20:00:00.000Z',
      respondedAt: '2026-01-10T20:30:00.000Z',
    },
    {
      businessId: '0190a1b2-0000-7000-8000-0000000000b2',
      businessName: 'Mobile World',
      offer: 'declined',
      routedBy: 'admin',
      offeredAt: '2026-01-10T21:00:00.000Z',
      respondedAt: '2026-01-10T22:00:00.000Z',
    },
  ],
};
const unmatched: AdminRequirement = {
  ...matched,
  _id: '0190a1b2-0000-7000-8000-000000000702',
  need: 'Plumber for a leaking tap',
  kind: 'service',
  subCategory: null,
  category: null,
  quantity: null,
  when: 'today',
  locality: null,
  contactPerson: 'Meena',
  status: 'unmatched',
  reportedAt: null,
  reportReason: null,
  offers: [],
};

/** A buyer who had their phone erased: the server answers no name or number. */
const erased: AdminRequirement = {
  ...unmatched,
  _id: '0190a1b2-0000-7000-8000-000000000703',
  contactPerson: '',
  phoneNo: '',
  erased: true,
};

const counts = {
  open: 2,
  reported: 1,
  matched: 1,
  unmatched: 1,
  held: 0,
  closed: 3,
  removed: 0,
};
const queue = (requirements: AdminRequirement[]): RequirementAnswers['adminPage'] => ({
  requirements,
  total: requirements.length,
  counts,
  answered: 4,
  matchedEver: 6,
});
const candidates: RequirementAnswers['candidates'] = {
  businesses: [
    {
      _id: '0190a1b2-0000-7000-8000-0000000000c1',
      name: 'Kumar Plumbing',
      city: 'Pune',
      businessType: 'service',
      distanceKm: 2.345,
      todayCount: 1,
      alreadyOffered: false,
    },
    {
      _id: '0190a1b2-0000-7000-8000-0000000000c2',
      name: 'Quick Fix',
      city: 'Pune',
      businessType: 'service',
      distanceKm: null,
      todayCount: 0,
      alreadyOffered: false,
    },
    {
      _id: '0190a1b2-0000-7000-8000-0000000000c3',
      name: 'Pipe Masters',
      city: 'Pune',
      businessType: 'service',
      distanceKm: 5,
      todayCount: 3,
      alreadyOffered: true,
    },
  ],
};

const puts = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'PUT').map((c) => ({ path: c.path, body: c.body }));

describe('/admin/requirements', { timeout: 30_000 }, () => {
  it('lists open requirements with every filter’s count and the answered share; filters in the address', async () => {
    logIn({ role: 'admin' });
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user: admin }),
      'GET /api/admin/dashboard': ok(dashboard),
      'GET /api/admin/requirements/fetchAll': ({ url }) =>
        ok(
          queue(url.searchParams.get('state') === 'unmatched' ? [unmatched] : [matched, unmatched]),
        ),
    });
    const { router } = renderRoute('/admin/requirements');
    const list = await screen.findByRole('list', { name: R.listLabel });
    const cards = await within(list).findAllByTestId('requirement');
    expect(cards).toHaveLength(2);
    const first = calls.find((c) => c.path === '/api/admin/requirements/fetchAll')!;
    expect(Object.fromEntries(first.url.searchParams)).toEqual({
      state: 'open',
      pageNo: '1',
      perPage: '20',
    });
    const filters = screen.getByRole('group', { name: R.filterLabel });
    for (const label of [
      'Open (2)',
      'Reported (1)',
      'Matched (1)',
      'Unmatched (1)',
      'Held (0)',
      'Closed (3)',
      'Removed (0)',
    ]) {
      expect(within(filters).getByText(label)).toBeTruthy();
    }
    expect(screen.getByTestId('requirements-answered').textContent).toBe(
      'Answered: 4 of 6 matched',
    );
    // The requirement, the buyer and the offers with their answers.
    const card = cards[0]!;
    for (const text of [
      'Need two Redmi phones with a bill',
      R.states.matched,
      R.kinds.product,
      'Reported: Spam',
      R.when['this-week'],
      '2 pieces',
      'Kothrud, Pune',
      'Electronics › Mobile phones',
      'Ravi Kumar',
      'Offered to 2 businesses',
      'Sharma Electronics',
      R.offers.accepted,
      'Mobile World',
      R.offers.declined,
      R.routedByHand,
    ]) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    expect(
      within(card)
        .getByRole('link', { name: /98123 45678/ })
        .getAttribute('href'),
    ).toBe('tel:+919812345678');
    expect(within(cards[1]!).getByText(R.noOffers)).toBeTruthy();
    // The menu leads here.
    const nav = screen.getAllByRole('navigation', { name: enWorkspace.admin.nav.label })[0]!;
    expect(
      within(nav).getByRole('link', { name: enWorkspace.admin.nav.requirements }),
    ).toBeTruthy();

    fireEvent.click(within(filters).getByText('Unmatched (1)'));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=unmatched'));
    await waitFor(() => expect(within(list).getAllByTestId('requirement')).toHaveLength(1));
    expect(
      calls
        .filter((c) => c.path === '/api/admin/requirements/fetchAll')
        .at(-1)!
        .url.searchParams.get('state'),
    ).toBe('unmatched');
  });

  it('shows an erased buyer as the placeholder words, with no number to call', async () => {
    logIn({ role: 'admin' });
    mockApi({
      'GET /api/auth/user/fetch': ok({ user: admin }),
      'GET /api/admin/dashboard': ok(dashboard),
      'GET /api/admin/requirements/fetchAll': ok(queue([erased])),
    });
    renderRoute('/admin/requirements');
    const list = await screen.findByRole('list', { name: R.listLabel });
    const [card] = await within(list).findAllByTestId('requirement');
    expect(within(card!).getByText(en.erasedBuyer.contact)).toBeTruthy();
    expect(card!.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('routes by hand: the candidates, a name search, already offered ones kept out, the choice sent', async () => {
    logIn({ role: 'admin' });
    let routed = false;
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user: admin }),
      'GET /api/admin/dashboard': ok(dashboard),
      'GET /api/admin/requirements/fetchAll': () => ok(queue(routed ? [] : [unmatched])),
      'GET /api/admin/requirements/candidates': ({ url }) =>
        ok(
          url.searchParams.get('q') === 'quick'
            ? { businesses: [candidates.businesses[1]!] }
            : candidates,
        ),
      'PUT /api/admin/requirements/route': () => {
        routed = true;
        return ok({ ...unmatched, status: 'matched' });
      },
    });
    renderRoute('/admin/requirements?filter=unmatched');
    const card = await screen.findByTestId('requirement');
    fireEvent.click(within(card).getByRole('button', { name: R.route }));
    const dialog = await screen.findByRole('dialog', { name: R.routeTitle });
    const kumar = await within(dialog).findByRole('checkbox', { name: 'Kumar Plumbing' });
    expect(within(dialog).getByText('Pune · 2.3 km · 1 requirement today')).toBeTruthy();
    expect(within(dialog).getByText('Pune · 0 requirements today')).toBeTruthy();
    const pipes = within(dialog).getByRole('checkbox', {
      name: 'Pipe Masters',
    }) as HTMLInputElement;
    expect(pipes.disabled).toBe(true);
    expect(within(dialog).getByText(/already offered/)).toBeTruthy();
    expect(
      calls
        .find((c) => c.path === '/api/admin/requirements/candidates')
        ?.url.searchParams.get('id'),
    ).toBe(unmatched._id);

    // Nothing chosen: the shared words, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: R.route }));
    expect(await within(dialog).findByText(REQUIREMENT_MSG.routeNeedsBusinesses)).toBeTruthy();
    expect(puts(calls)).toEqual([]);

    fireEvent.click(kumar);
    fireEvent.change(within(dialog).getByRole('textbox', { name: R.searchBusinesses }), {
      target: { value: 'quick' },
    });
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/api/admin/requirements/candidates')
          .at(-1)!
          .url.searchParams.get('q'),
      ).toBe('quick'),
    );
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Quick Fix' }));
    expect(within(dialog).getByText('2 chosen')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: R.route }));
    expect(await screen.findByText(REQUIREMENT_MSG.routed)).toBeTruthy();
    expect(puts(calls)).toEqual([
      {
        path: '/api/admin/requirements/route',
        body: {
          id: unmatched._id,
          businessIds: [candidates.businesses[0]!._id, candidates.businesses[1]!._id],
        },
      },
    ]);
    expect(await screen.findByText(R.empty.unmatched)).toBeTruthy();
  });

  it('says the server’s limit beside the choice and holds the choice to it', async () => {
    logIn({ role: 'admin' });
    mockApi({
      'GET /api/auth/user/fetch': ok({ user: admin }),
      'GET /api/admin/dashboard': ok(dashboard),
      'GET /api/admin/requirements/fetchAll': ok(queue([unmatched])),
      'GET /api/admin/requirements/candidates': ok(candidates),
      'PUT /api/admin/requirements/route': fail(
        400,
        REQUIREMENT_MSG.routeTooMany.replace('{{max}}', '1'),
        'VALIDATION',
      ),
    });
    renderRoute('/admin/requirements');
    fireEvent.click(
      within(await screen.findByTestId('requirement')).getByRole('button', { name: R.route }),
    );
    const dialog = await screen.findByRole('dialog', { name: R.routeTitle });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Kumar Plumbing' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Quick Fix' }));
    fireEvent.click(within(dialog).getByRole('button', { name: R.route }));
    expect(await within(dialog).findByText('Choose at most 1 businesses.')).toBeTruthy();
    // Unticking one is allowed; ticking again past the limit is not.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Quick Fix' }));
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Quick Fix' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it('removes a requirement only with a reason, which is sent trimmed', async () => {
    logIn({ role: 'admin' });
    let removed = false;
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user: admin }),
      'GET /api/admin/dashboard': ok(dashboard),
      'GET /api/admin/requirements/fetchAll': () =>
        ok(queue(removed ? [{ ...matched, status: 'removed' }] : [matched])),
      'PUT /api/admin/requirements/remove': () => {
        removed = true;
        return ok({ ...matched, status: 'removed' });
      },
    });
    renderRoute('/admin/requirements?filter=reported');
    const card = await screen.findByTestId('requirement');
    fireEvent.click(within(card).getByRole('button', { name: R.remove }));
    const dialog = await screen.findByRole('dialog', { name: R.removeTitle });
    const reason = within(dialog).getByRole('textbox') as HTMLTextAreaElement;
    expect(reason.maxLength).toBe(REQUIREMENT_LIMITS.removeReasonMax);
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: R.remove }));
    expect(await within(dialog).findByText(REQUIREMENT_MSG.removeReasonRequired)).toBeTruthy();
    expect(puts(calls)).toEqual([]);

    fireEvent.change(reason, { target: { value: '  Abusive words about a caste  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: R.remove }));
    expect(await screen.findByText(REQUIREMENT_MSG.removed)).toBeTruthy();
    expect(puts(calls)).toEqual([
      {
        path: '/api/admin/requirements/remove',
        body: { id: matched._id, reason: 'Abusive words about a caste' },
      },
    ]);
    // Removed: no Route, no second Remove.
    const now = await screen.findByText(R.states.removed);
    const after = now.closest('li')!;
    await waitFor(() => expect(within(after).queryByRole('button', { name: R.remove })).toBeNull());
    expect(within(after).queryByRole('button', { name: R.route })).toBeNull();
  });
});
