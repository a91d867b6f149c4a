import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminDashboard, ProductPreview } from '@haat/shared';
import { ADMIN_MSG } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';
import { sessionUser } from '@/test/session-user.ts';

const dashboard: AdminDashboard = {
  pending: { business: 2, product: 1, service: 0, profile: 4 },
  openSubscriptionRequests: 3,
  newContactMessages: 1,
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

const product: ProductPreview = {
  type: 'product',
  _id: '0190a1b2-0000-7000-8000-0000000000a1',
  version: 'shownVersion0000000001',
  name: 'Brass Diya Lamp',
  images: [],
  sku: 'DIYA-1',
  pricePerUnit: 499,
  sellingPrice: 399,
  tags: ['diya'],
  description: 'Hand-made.',
  specifications: [],
  disclaimer: [],
  isActive: true,
  isApproved: false,
  rejectionMessage: null,
  category: 'Home Decor',
  subCategories: ['Lamps'],
  brand: null,
  colors: [],
  business: { _id: 'b1', name: 'Diya Emporium', city: 'Pune', isApproved: true },
  owner: { _id: 'u1', name: 'Ravi Kumar', phoneNo: '9876501234', isActive: true },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  revision: null,
};

describe('the administrator console', () => {
  it('is in the user menu of administrators only', async () => {
    logIn({ role: 'admin' });
    mockApi({ 'GET /api/userAdmin/notification/count': ok({ total: 0 }) });
    renderRoute('/home');
    fireEvent.click(
      await screen.findByRole('button', { name: en.nav.accountMenu }, { timeout: 5000 }),
    );
    const link = await screen.findByRole('menuitem', { name: en.nav.admin }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/admin');
  });

  it('is not in the user menu of a seller', async () => {
    logIn({ role: 'user' });
    mockApi({ 'GET /api/userAdmin/notification/count': ok({ total: 0 }) });
    renderRoute('/home');
    fireEvent.click(
      await screen.findByRole('button', { name: en.nav.accountMenu }, { timeout: 5000 }),
    );
    await screen.findByRole('menuitem', { name: en.nav.editProfile }, { timeout: 5000 });
    expect(screen.queryByRole('menuitem', { name: en.nav.admin })).toBeNull();
  });

  it('sends a visitor to /logIn and back', async () => {
    const { router } = renderRoute('/admin/plans');
    await waitFor(() => expect(router.state.location.pathname).toBe('/logIn'));
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent('/admin/plans')}`);
  });

  it('sends a signed-in non-administrator home', async () => {
    logIn({ role: 'user' });
    mockApi({ 'GET /api/auth/user/fetch': ok({ user: sessionUser('user') }) });
    const { router } = renderRoute('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('shows an administrator the dashboard counts and the navigation badges', async () => {
    logIn({ role: 'admin' });
    mockApi({
      'GET /api/auth/user/fetch': ok({ user: sessionUser('admin') }),
      'GET /api/admin/dashboard': ok(dashboard),
    });
    renderRoute('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: enWorkspace.admin.dashboard.title }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('link', { name: `${enWorkspace.admin.dashboard.openRequests}: 3` }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: `${enWorkspace.admin.dashboard.pending.profile}: 4` }),
    ).toBeTruthy();
  });

  it('rejects only with a message, and sends it', async () => {
    logIn({ role: 'admin' });
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user: sessionUser('admin') }),
      'GET /api/admin/dashboard': ok(dashboard),
      'GET /api/admin/approvals': ok({ items: [product], total: 1 }),
      'PUT /api/admin/approvals/reject': ok({ ...product, rejectionMessage: 'Blurry photo' }),
    });
    renderRoute('/admin/approvals?type=product');
    const item = await screen.findByTestId('approval-item');
    expect(within(item).getByText('Brass Diya Lamp')).toBeTruthy();
    expect(within(item).getByText('₹399')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: enWorkspace.admin.approvals.reject }));

    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      within(dialog).getByRole('button', { name: enWorkspace.admin.approvals.reject }),
    );
    expect(await within(dialog).findByText(ADMIN_MSG.rejectionMessageRequired)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Blurry photo' } });
    fireEvent.click(
      within(dialog).getByRole('button', { name: enWorkspace.admin.approvals.reject }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        type: 'product',
        id: product._id,
        version: product.version,
        rejectionMessage: 'Blurry photo',
      }),
    );
    expect(await screen.findByText(ADMIN_MSG.rejected)).toBeTruthy();
  });

  it('approves the version it showed; one changed since answers 409, says so and shows the new one', async () => {
    logIn({ role: 'admin' });
    const edited: ProductPreview = {
      ...product,
      sellingPrice: 1,
      version: 'shownVersion0000000002',
    };
    let queueReads = 0;
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user: sessionUser('admin') }),
      'GET /api/admin/dashboard': ok(dashboard),
      'GET /api/admin/approvals': () => {
        queueReads += 1;
        return ok({ items: [queueReads === 1 ? product : edited], total: 1 });
      },
      'PUT /api/admin/approvals/approve': fail(409, ADMIN_MSG.changedSinceOpened, 'CONFLICT'),
    });
    renderRoute('/admin/approvals?type=product');
    const item = await screen.findByTestId('approval-item');
    expect(within(item).getByText('₹399')).toBeTruthy();
    fireEvent.click(
      within(item).getByRole('button', { name: enWorkspace.admin.approvals.approve }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: en.common.proceed }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        type: 'product',
        id: product._id,
        version: product.version,
      }),
    );
    expect(await screen.findByText(ADMIN_MSG.changedSinceOpened)).toBeTruthy();
    // The queue is read again: the new version is what the administrator now reviews.
    expect(await within(await screen.findByTestId('approval-item')).findByText('₹1')).toBeTruthy();
    expect(queueReads).toBeGreaterThan(1);
  });

  it('bulk approval sends each chosen item with the version it showed', async () => {
    logIn({ role: 'admin' });
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user: sessionUser('admin') }),
      'GET /api/admin/dashboard': ok(dashboard),
      'GET /api/admin/approvals': ok({ items: [product], total: 1 }),
      'PUT /api/admin/approvals/bulkApprove': ok({
        approved: [],
        skipped: [product._id],
        changed: [product._id],
      }),
    });
    renderRoute('/admin/approvals?type=product');
    await screen.findByTestId('approval-item');
    fireEvent.click(screen.getByLabelText(enWorkspace.admin.approvals.selectAll));
    fireEvent.click(
      screen.getByRole('button', {
        name: enWorkspace.admin.approvals.approveSelected_one.replace('{{count}}', '1'),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: en.common.proceed }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        type: 'product',
        items: [{ id: product._id, version: product.version }],
      }),
    );
    expect(
      await screen.findByText(
        enWorkspace.admin.approvals.bulkChanged_one.replace('{{count}}', '1'),
      ),
    ).toBeTruthy();
  });
});
