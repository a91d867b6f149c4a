import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REVIEW_LIMITS, REVIEW_MSG, type AdminDashboard, type AdminReview } from '@haat/shared';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { mockApi, ok, type RecordedCall } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';
import { sessionUser } from '@/test/session-user.ts';

const R = enWorkspace.admin.reviews;

const admin = sessionUser();

const dashboard = (reviewsWaiting: number): AdminDashboard => ({
  pending: { business: 0, product: 0, service: 0, profile: 0 },
  openSubscriptionRequests: 0,
  newContactMessages: 0,
  reviewsWaiting,
  users: { total: 21, active: 20, withPlan: 18, admins: 1 },
  listings: {
    businesses: 40,
    products: 400,
    services: 150,
    publicProducts: 380,
    publicServices: 140,
  },
});

const reported: AdminReview = {
  _id: '0190a1b2-0000-7000-8000-000000000401',
  fkBusinessId: '0190a1b2-0000-7000-8000-0000000000b1',
  business: { _id: '0190a1b2-0000-7000-8000-0000000000b1', name: 'Sharma Electronics' },
  name: 'Rakesh',
  erased: false,
  rating: 1,
  text: 'Worst <script>alert(1)</script> shop',
  helpfulCount: 0,
  verifiedEnquiry: false,
  isEdited: false,
  reply: {
    text: 'Sorry to hear that.',
    createdAt: '2024-01-16T04:30:00.000Z',
    updatedAt: '2024-01-16T04:30:00.000Z',
  },
  status: 'published',
  createdAt: '2024-01-15T20:00:00.000Z',
  updatedAt: '2024-01-15T20:00:00.000Z',
  phoneNo: '9876501234',
  isWaiting: true,
  flaggedWords: ['idiot'],
  reports: [
    { reason: 'offensive', details: 'Insults the staff', createdAt: '2024-01-16T06:00:00.000Z' },
    { reason: 'fake', details: null, createdAt: '2024-01-16T07:00:00.000Z' },
  ],
  moderation: null,
};

const puts = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'PUT').map((c) => ({ path: c.path, body: c.body }));

describe('/admin/reviews', () => {
  it('shows the queue with the review, its business, reports and reasons; hides only with a reason', async () => {
    logIn({ role: 'admin' });
    let waiting = 1;
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user: admin }),
      'GET /api/admin/dashboard': () => ok(dashboard(waiting)),
      'GET /api/admin/reviews': () =>
        ok(waiting ? { reviews: [reported], total: 1 } : { reviews: [], total: 0 }),
      'PUT /api/admin/reviews/hide': () => {
        waiting = 0;
        return ok({ review: { ...reported, status: 'hidden', isWaiting: false } });
      },
    });
    renderRoute('/admin/reviews');
    const list = await screen.findByRole('list', { name: R.listLabel });
    const item = (await within(list).findByText('Rakesh')).closest('li')!;
    expect(calls.find((c) => c.path === '/api/admin/reviews')?.url.searchParams.get('filter')).toBe(
      'waiting',
    );
    expect(within(item).getByText('Rakesh')).toBeTruthy();
    expect(within(item).getByRole('img', { name: 'Rated 1 out of 5' })).toBeTruthy();
    expect(within(item).getByText(/98765 01234/)).toBeTruthy();
    // Text as text: the markup shows as typed and nothing runs.
    expect(within(item).getByText('Worst <script>alert(1)</script> shop')).toBeTruthy();
    expect(item.querySelector('script')).toBeNull();
    expect(within(item).getByRole('link', { name: 'Sharma Electronics' })).toBeTruthy();
    expect(within(item).getByText('2 reports')).toBeTruthy();
    expect(within(item).getByText(R.reasons.offensive)).toBeTruthy();
    expect(within(item).getByText('Insults the staff')).toBeTruthy();
    expect(within(item).getByText(R.reasons.fake)).toBeTruthy();
    expect(within(item).getByText('Words from the lists: idiot')).toBeTruthy();
    expect(within(item).getByText('Sorry to hear that.')).toBeTruthy();
    expect(within(item).getByText(R.status.waiting)).toBeTruthy();
    // The menu's badge counts what waits.
    const nav = screen.getAllByRole('navigation', { name: enWorkspace.admin.nav.label })[0]!;
    expect(
      within(nav).getByRole('link', { name: `${enWorkspace.admin.nav.reviews} 1` }),
    ).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: R.hide }));
    const dialog = await screen.findByRole('dialog', { name: R.hideTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: R.hide }));
    expect(await within(dialog).findByText(REVIEW_MSG.moderationReasonRequired)).toBeTruthy();
    const reason = within(dialog).getByRole('textbox', {
      name: new RegExp(R.reason.replace(/[()]/g, '\\$&')),
    });
    fireEvent.change(reason, {
      target: { value: 'x'.repeat(REVIEW_LIMITS.moderationReasonChars + 1) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: R.hide }));
    expect(await within(dialog).findByText(REVIEW_MSG.moderationReasonTooLong)).toBeTruthy();
    expect(puts(calls)).toEqual([]);

    fireEvent.change(reason, { target: { value: '  Abusive language  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: R.hide }));
    expect(await screen.findByText(REVIEW_MSG.hidden)).toBeTruthy();
    expect(puts(calls)).toEqual([
      { path: '/api/admin/reviews/hide', body: { id: reported._id, reason: 'Abusive language' } },
    ]);
    // It leaves the queue, and the count follows.
    expect(await screen.findByText(R.empty.waiting)).toBeTruthy();
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: enWorkspace.admin.nav.reviews })).toBeTruthy(),
    );
  });

  it('restores a hidden review with a reason, and keeps a waiting one published', async () => {
    logIn({ role: 'admin' });
    const hidden: AdminReview = {
      ...reported,
      status: 'hidden',
      isWaiting: false,
      moderation: { action: 'hide', reason: 'Abusive language', at: '2024-01-17T04:30:00.000Z' },
    };
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user: admin }),
      'GET /api/admin/dashboard': ok(dashboard(1)),
      'GET /api/admin/reviews': ({ url }) =>
        ok({
          reviews: [url.searchParams.get('filter') === 'hidden' ? hidden : reported],
          total: 1,
        }),
      'PUT /api/admin/reviews/restore': ({ body }) =>
        ok({ review: { ...reported, _id: (body as { id: string }).id, isWaiting: false } }),
    });
    const { router } = renderRoute('/admin/reviews');
    await screen.findByRole('list', { name: R.listLabel });
    fireEvent.click(screen.getByRole('radio', { name: R.filters.hidden }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=hidden'));
    const item = await screen.findByText('Hidden 17 Jan 2024, 10:00 am: Abusive language');
    const card = item.closest('li')!;
    expect(within(card).queryByRole('button', { name: R.hide })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: R.restore }));
    const dialog = await screen.findByRole('dialog', { name: R.restoreTitle });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Not abusive' } });
    fireEvent.click(within(dialog).getByRole('button', { name: R.restore }));
    expect(await screen.findByText(REVIEW_MSG.restored)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: R.filters.waiting }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getByRole('button', { name: R.keep })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: R.keep }));
    const keep = await screen.findByRole('dialog', { name: R.keepTitle });
    fireEvent.change(within(keep).getByRole('textbox'), { target: { value: 'Fair criticism' } });
    fireEvent.click(within(keep).getByRole('button', { name: R.keep }));
    await waitFor(() =>
      expect(puts(calls)).toEqual([
        { path: '/api/admin/reviews/restore', body: { id: reported._id, reason: 'Not abusive' } },
        {
          path: '/api/admin/reviews/restore',
          body: { id: reported._id, reason: 'Fair criticism' },
        },
      ]),
    );
    // A review never hidden is not "published again": it stays as it was.
    expect(await screen.findByText(REVIEW_MSG.kept)).toBeTruthy();
    expect(R.keepText).not.toMatch(/again/);
  });

  it('approves a held review (published for the first time) and rejects another (stays off)', async () => {
    logIn({ role: 'admin' });
    const held: AdminReview = {
      ...reported,
      status: 'pending',
      reports: [],
      reply: null,
      flaggedWords: ['shit'],
    };
    const other: AdminReview = {
      ...held,
      _id: '0190a1b2-0000-7000-8000-000000000402',
      name: 'Amit',
    };
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user: admin }),
      'GET /api/admin/dashboard': ok(dashboard(2)),
      'GET /api/admin/reviews': ok({ reviews: [held, other], total: 2 }),
      'PUT /api/admin/reviews/restore': ok({ review: { ...held, status: 'published' } }),
      'PUT /api/admin/reviews/hide': ok({ review: { ...other, status: 'hidden' } }),
    });
    renderRoute('/admin/reviews');
    const list = await screen.findByRole('list', { name: R.listLabel });
    const [first, second] = await within(list).findAllByRole('listitem');
    expect(within(first!).getByText(R.status.pending)).toBeTruthy();
    // Held: Approve or Reject, not "Keep published" (it was never on the page).
    expect(within(first!).queryByRole('button', { name: R.keep })).toBeNull();
    fireEvent.click(within(first!).getByRole('button', { name: R.approve }));
    const approve = await screen.findByRole('dialog', { name: R.approveTitle });
    expect(
      within(approve).getByText(
        'The review by Rakesh of "Sharma Electronics" appears on the page for the first time and counts in the average rating.',
      ),
    ).toBeTruthy();
    fireEvent.change(within(approve).getByRole('textbox'), { target: { value: 'Genuine' } });
    fireEvent.click(within(approve).getByRole('button', { name: R.approve }));
    expect(await screen.findByText(REVIEW_MSG.approved)).toBeTruthy();

    fireEvent.click(within(second!).getByRole('button', { name: R.reject }));
    const reject = await screen.findByRole('dialog', { name: R.rejectTitle });
    fireEvent.change(within(reject).getByRole('textbox'), { target: { value: 'Abuse' } });
    fireEvent.click(within(reject).getByRole('button', { name: R.reject }));
    expect(await screen.findByText(R.rejected)).toBeTruthy();
    await waitFor(() =>
      expect(puts(calls)).toEqual([
        { path: '/api/admin/reviews/restore', body: { id: held._id, reason: 'Genuine' } },
        { path: '/api/admin/reviews/hide', body: { id: other._id, reason: 'Abuse' } },
      ]),
    );
  });

  it('the dashboard tile shows the reviews waiting and opens the queue', async () => {
    logIn({ role: 'admin' });
    mockApi({
      'GET /api/auth/user/fetch': ok({ user: admin }),
      'GET /api/admin/dashboard': ok(dashboard(3)),
      'GET /api/admin/reviews': ok({ reviews: [reported], total: 1 }),
    });
    const { router } = renderRoute('/admin');
    const tile = await screen.findByRole('link', {
      name: `${enWorkspace.admin.dashboard.reviewsWaiting}: 3`,
    });
    expect(tile.getAttribute('href')).toBe('/admin/reviews');
    fireEvent.click(tile);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reviews'));
    expect(await screen.findByRole('heading', { level: 1, name: R.title })).toBeTruthy();
  });
});
