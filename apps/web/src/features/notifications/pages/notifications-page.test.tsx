import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG, NOTIFICATION_MSG, type Notification, type SessionUser } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';

const user: SessionUser = {
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

const note = (n: number, overrides: Partial<Notification> = {}): Notification => ({
  _id: `0190a1b2-0000-7000-8000-0000000001${String(n).padStart(2, '0')}`,
  notification: `New query from Buyer ${n} for "Redmi Note 13".`,
  createdAt: '2024-01-15T20:00:00.000Z',
  isMarkedRead: false,
  redirect: `/userAdmin/businesses/products/leads/0190a1b2-0000-7000-8000-000000000abc`,
  ...overrides,
});

const session = { 'GET /api/auth/user/fetch': ok({ user }) };

describe('/userAdmin/notifications', () => {
  it('lists 15 a page with India times, and opening one marks it read and follows it', async () => {
    logIn();
    const notes = Array.from({ length: 15 }, (_, i) => note(i + 1, { isMarkedRead: i > 1 }));
    const calls = mockApi({
      ...session,
      'GET /api/userAdmin/notification/fetchAll': ({ url }) =>
        ok({
          notifications: url.searchParams.get('pageNo') === '2' ? [note(16)] : notes,
          total: 16,
        }),
      'PUT /api/userAdmin/notification/markAsRead': ({ body }) =>
        ok({ notification: { ...note(1), _id: (body as { id: string }).id, isMarkedRead: true } }),
      'GET /api/userAdmin/productLeads/fetchAll': ok({
        leads: [],
        total: 0,
        listing: { _id: 'x', name: 'Redmi Note 13', kind: 'product', isDeleted: false },
      }),
    });
    const { router } = renderRoute('/userAdmin/notifications');
    const list = await screen.findByRole('list', { name: en.pages.notifications });
    expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    const fetchAll = calls.find((c) => c.path === '/api/userAdmin/notification/fetchAll')!;
    expect(Object.fromEntries(fetchAll.url.searchParams)).toEqual({
      perPage: '15',
      pageNo: '1',
      filter: 'All',
    });
    // 20:00 UTC is 01:30 the next day in India.
    expect(within(list).getAllByText(/16 Jan 2024, 01:30 am/i).length).toBe(15);
    // Pages: 16 notifications make 2.
    expect(
      screen.getByRole('button', { name: en.pagination.page.replace('{{page}}', '2') }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Unread: New query from Buyer 1 for/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/userAdmin/businesses/products/leads/0190a1b2-0000-7000-8000-000000000abc',
      ),
    );
    const marked = calls.find((c) => c.path === '/api/userAdmin/notification/markAsRead');
    expect(marked?.body).toEqual({ id: note(1)._id });
  });

  it('filters by New and Read', async () => {
    logIn();
    const calls = mockApi({
      ...session,
      'GET /api/userAdmin/notification/fetchAll': ok({ notifications: [note(1)], total: 1 }),
    });
    renderRoute('/userAdmin/notifications');
    await screen.findByRole('list', { name: en.pages.notifications });
    fireEvent.click(screen.getByRole('radio', { name: enWorkspace.notificationsPage.filters.New }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.path === '/api/userAdmin/notification/fetchAll' &&
            c.url.searchParams.get('filter') === 'New',
        ),
      ).toBe(true),
    );
  });

  it("says 'Notifications Not Found' when there are none, and when the call fails", async () => {
    logIn();
    mockApi({
      ...session,
      'GET /api/userAdmin/notification/fetchAll': fail(500, 'boom', 'INTERNAL'),
    });
    renderRoute('/userAdmin/notifications');
    expect(await screen.findByText(MSG.notificationsNotFound)).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('deletes all after a confirmation, and marks all as read', async () => {
    logIn();
    const calls = mockApi({
      ...session,
      'GET /api/userAdmin/notification/fetchAll': ok({ notifications: [note(1)], total: 1 }),
      'DELETE /api/userAdmin/notification/deleteAll': ok({ deleted: 1 }),
      'PUT /api/userAdmin/notification/markAllAsRead': ok({ updated: 1 }),
    });
    renderRoute('/userAdmin/notifications');
    await screen.findByRole('list', { name: en.pages.notifications });

    fireEvent.click(
      screen.getByRole('button', { name: enWorkspace.notificationsPage.markAllRead }),
    );
    expect(await screen.findByText(NOTIFICATION_MSG.allMarkedRead)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: enWorkspace.notificationsPage.deleteAll }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(enWorkspace.notificationsPage.deleteAllTitle)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/userAdmin/notification/deleteAll')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: en.common.yes }));
    expect(await screen.findByText(NOTIFICATION_MSG.allDeleted)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/userAdmin/notification/deleteAll')).toHaveLength(1);
  });
});
