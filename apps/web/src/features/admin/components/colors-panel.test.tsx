import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_MSG, PUBLIC_MSG, type AdminDashboard } from '@haat/shared';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';
import { sessionUser } from '@/test/session-user.ts';

configure({ asyncUtilTimeout: 15000 });

const C = enWorkspace.admin.catalog;
const dashboard: AdminDashboard = {
  pending: { business: 0, product: 0, service: 0, profile: 0 },
  openSubscriptionRequests: 0,
  newContactMessages: 0,
  reviewsWaiting: 0,
  users: { total: 1, active: 1, withPlan: 0, admins: 1 },
  listings: { businesses: 0, products: 0, services: 0, publicProducts: 0, publicServices: 0 },
};

describe('the catalogue’s colours', { timeout: 30_000 }, () => {
  it('checks the colour and its name before saving, then sends the colour in capitals', async () => {
    logIn({ role: 'admin' });
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user: sessionUser() }),
      'GET /api/admin/dashboard': ok(dashboard),
      'GET /api/admin/color/fetchAll': ok({ colors: [] }),
      'POST /api/admin/color/create': ({ body }) =>
        ok({ color: { _id: 'c1', productCount: 0, ...(body as object) } }),
    });
    renderRoute('/admin/catalogue?tab=colors');
    fireEvent.click(await screen.findByRole('button', { name: C.addColor }));
    const dialog = await screen.findByRole('dialog', { name: C.addColor });
    const colour = within(dialog).getByRole('textbox', { name: C.color });
    fireEvent.change(colour, { target: { value: 'orange' } });
    fireEvent.click(within(dialog).getByRole('button', { name: enWorkspace.admin.common.save }));
    expect(await within(dialog).findByText(ADMIN_MSG.colorInvalid)).toBeTruthy();
    expect(within(dialog).getByText(PUBLIC_MSG.contactNameRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(colour, { target: { value: '#a1b2c3' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: C.colorName }), {
      target: { value: '  Sky blue ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: enWorkspace.admin.common.save }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        color: '#A1B2C3',
        colorName: 'Sky blue',
      }),
    );
  });
});
