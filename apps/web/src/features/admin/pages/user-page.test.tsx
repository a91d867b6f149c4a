import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ADMIN_MSG,
  NEARBY_MSG,
  SHOP_MSG,
  type AdminDashboard,
  type AdminUserBusiness,
  type AdminUserDetail,
} from '@haat/shared';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { fail, mockApi, ok, type MockAnswer, type RecordedCall } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';
import { sessionUser } from '@/test/session-user.ts';

const L = enWorkspace.admin.businessLocation;
const D = enWorkspace.admin.businessDomain;
const USER_ID = '0190a1b2-0000-7000-8000-000000000021';
const BUSINESS_ID = '0190a1b2-0000-7000-8000-0000000000b7';

const admin = sessionUser();

const dashboard: AdminDashboard = {
  pending: { business: 0, product: 0, service: 0, profile: 0 },
  openSubscriptionRequests: 0,
  newContactMessages: 0,
  reviewsWaiting: 0,
  users: { total: 2, active: 2, withPlan: 1, admins: 1 },
  listings: { businesses: 1, products: 0, services: 0, publicProducts: 0, publicServices: 0 },
};

const business = (changes: Partial<AdminUserBusiness> = {}): AdminUserBusiness => ({
  _id: BUSINESS_ID,
  name: 'Kumar Kirana',
  businessType: 'product',
  image: null,
  city: 'Pune',
  isApproved: true,
  rejectionMessage: null,
  isActive: true,
  latitude: 18.5204,
  longitude: 73.8567,
  locationSource: 'city',
  domain: null,
  listings: [],
  listingCount: 0,
  ...changes,
});

const detail = (owned: AdminUserBusiness): AdminUserDetail => ({
  user: {
    _id: USER_ID,
    name: 'Ravi Kumar',
    firstName: 'Ravi',
    lastName: 'Kumar',
    phoneNo: '9876501234',
    email: null,
    role: 'user',
    plan: 'Plan A',
    planExpiresAt: '2099-01-01T00:00:00.000Z',
    isActive: true,
    isApproved: true,
    city: 'Pune',
    createdAt: '2025-01-01T00:00:00.000Z',
    businessCount: 1,
    erasedAt: null,
    gender: 'Male',
    address: null,
    state: 'Maharashtra',
    logo: null,
    rejectionMessage: null,
  },
  businesses: [owned],
});

/**
 * The user's page with one business: the detail call answers the business as it is now, and
 * `put` answers the change (and, when it succeeds, changes what the next detail call answers).
 */
function openUserPage(
  start: AdminUserBusiness,
  put: Record<string, (body: any) => { answer: MockAnswer; after?: Partial<AdminUserBusiness> }>,
) {
  logIn({ role: 'admin' });
  let current = start;
  const handlers: Parameters<typeof mockApi>[0] = {
    'GET /api/auth/user/fetch': ok({ user: admin }),
    'GET /api/admin/dashboard': ok(dashboard),
    'GET /api/admin/user/fetch': () => ok(detail(current)),
  };
  for (const [path, respond] of Object.entries(put)) {
    handlers[`PUT ${path}`] = ({ body }) => {
      const { answer, after } = respond(body);
      if (after) current = { ...current, ...after };
      return answer;
    };
  }
  const calls = mockApi(handlers);
  renderRoute(`/admin/users/${USER_ID}`);
  return calls;
}

const puts = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'PUT').map((c) => ({ path: c.path, body: c.body }));
const detailReads = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/user/fetch').length;

describe("the administrator corrects a business's location (issue 23)", () => {
  it('shows where it is and who placed it, moves the pin, saves, toasts and shows the correction', async () => {
    const calls = openUserPage(business(), {
      '/api/admin/business/location': (body) => ({
        answer: ok({ business: { _id: body.id, ...body, locationSource: 'admin' } }),
        after: { latitude: body.latitude, longitude: body.longitude, locationSource: 'admin' },
      }),
    });
    const place = await screen.findByTestId('business-location');
    expect(within(place).getByText('18.52040, 73.85670')).toBeTruthy();
    expect(within(place).getByText(L.sources.city)).toBeTruthy();

    fireEvent.click(within(place).getByRole('button', { name: L.correct }));
    const dialog = await screen.findByRole('dialog', {
      name: L.modalTitle.replace('{{name}}', 'Kumar Kirana'),
    });
    // The seller's pin pad, started at the current place: one step north is 25 m.
    fireEvent.keyDown(within(dialog).getByRole('slider'), { key: 'ArrowUp' });
    expect(within(dialog).getByTestId('business-position').textContent).toBe('18.52062, 73.85670');
    const readsBefore = detailReads(calls);
    fireEvent.click(within(dialog).getByRole('button', { name: L.save }));

    await waitFor(() =>
      expect(puts(calls)).toEqual([
        {
          path: '/api/admin/business/location',
          body: { id: BUSINESS_ID, latitude: 18.520625, longitude: 73.8567 },
        },
      ]),
    );
    expect(await screen.findByText(ADMIN_MSG.locationCorrected)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The user's detail is read again and shows the administrator's place.
    await waitFor(() => expect(detailReads(calls)).toBeGreaterThan(readsBefore));
    const corrected = await screen.findByTestId('business-location');
    expect(await within(corrected).findByText(L.sources.admin)).toBeTruthy();
    expect(within(corrected).getByText('18.52062, 73.85670')).toBeTruthy();
  });

  it("a refused correction shows the server's words and keeps the modal open", async () => {
    const calls = openUserPage(business(), {
      '/api/admin/business/location': () => ({
        answer: fail(400, NEARBY_MSG.latitudeInvalid, 'VALIDATION'),
      }),
    });
    const place = await screen.findByTestId('business-location');
    fireEvent.click(within(place).getByRole('button', { name: L.correct }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: L.save }));

    expect(await screen.findByText(NEARBY_MSG.latitudeInvalid)).toBeTruthy();
    expect(puts(calls)).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(screen.queryByText(ADMIN_MSG.locationCorrected)).toBeNull();
  });
});

describe("the administrator sets a business's own domain (issue 24 §3)", () => {
  it('checks the domain by the shared rule, saves it in lower case, toasts and shows it', async () => {
    const calls = openUserPage(business(), {
      '/api/admin/business/domain': (body) => ({
        answer: ok({ business: { _id: body.id, domain: body.domain } }),
        after: { domain: body.domain },
      }),
    });
    const domain = await screen.findByTestId('business-domain');
    expect(within(domain).getByText(D.none)).toBeTruthy();
    fireEvent.click(within(domain).getByRole('button', { name: D.set }));
    const dialog = await screen.findByRole('dialog', {
      name: D.modalTitle.replace('{{name}}', 'Kumar Kirana'),
    });
    // No Remove while there is nothing to remove.
    expect(within(dialog).queryByRole('button', { name: D.remove })).toBeNull();
    const field = within(dialog).getByRole('textbox', { name: D.label });

    fireEvent.change(field, { target: { value: 'kumar kirana' } });
    fireEvent.click(within(dialog).getByRole('button', { name: D.save }));
    expect(await within(dialog).findByText(SHOP_MSG.domainInvalid)).toBeTruthy();
    expect(puts(calls)).toEqual([]);

    fireEvent.change(field, { target: { value: ' WWW.KumarKirana.in ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: D.save }));
    await waitFor(() =>
      expect(puts(calls)).toEqual([
        {
          path: '/api/admin/business/domain',
          body: { id: BUSINESS_ID, domain: 'www.kumarkirana.in' },
        },
      ]),
    );
    expect(await screen.findByText(ADMIN_MSG.domainSaved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const shown = await within(screen.getByTestId('business-domain')).findByRole('link', {
      name: 'www.kumarkirana.in',
    });
    expect(shown.getAttribute('href')).toBe('https://www.kumarkirana.in');
    expect(
      within(screen.getByTestId('business-domain')).getByRole('button', { name: D.change }),
    ).toBeTruthy();
  });

  it("a refused domain shows the server's words under the field and keeps the modal open", async () => {
    const calls = openUserPage(business(), {
      '/api/admin/business/domain': () => ({
        answer: fail(409, SHOP_MSG.domainTaken, 'CONFLICT'),
      }),
    });
    const domain = await screen.findByTestId('business-domain');
    fireEvent.click(within(domain).getByRole('button', { name: D.set }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: D.label }), {
      target: { value: 'www.sharma.in' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: D.save }));

    expect(await within(dialog).findByText(SHOP_MSG.domainTaken)).toBeTruthy();
    expect(puts(calls)).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(screen.queryByText(ADMIN_MSG.domainSaved)).toBeNull();
  });

  it('removes a domain: sends null, toasts and shows that there is none', async () => {
    const calls = openUserPage(business({ domain: 'www.kumarkirana.in' }), {
      '/api/admin/business/domain': (body) => ({
        answer: ok({ business: { _id: body.id, domain: null } }),
        after: { domain: null },
      }),
    });
    const domain = await screen.findByTestId('business-domain');
    expect(within(domain).getByRole('link', { name: 'www.kumarkirana.in' })).toBeTruthy();
    fireEvent.click(within(domain).getByRole('button', { name: D.change }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: D.label }).value).toBe(
      'www.kumarkirana.in',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: D.remove }));

    await waitFor(() =>
      expect(puts(calls)).toEqual([
        { path: '/api/admin/business/domain', body: { id: BUSINESS_ID, domain: null } },
      ]),
    );
    expect(await screen.findByText(ADMIN_MSG.domainRemoved)).toBeTruthy();
    expect(await within(screen.getByTestId('business-domain')).findByText(D.none)).toBeTruthy();
  });
});
