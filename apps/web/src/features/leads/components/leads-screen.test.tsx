import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  encodeRouteId,
  LEAD_MSG,
  MSG,
  type Lead,
  type LeadsPage,
  type SessionUser,
} from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';
import { leadRouteTarget } from './leads-screen.tsx';

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
const productId = '0190a1b2-0000-7000-8000-000000000abc';
const shopId = '0190a1b2-0000-7000-8000-000000000def';
const lead = (n: number): Lead => ({
  _id: `0190a1b2-0000-7000-8000-0000000002${String(n).padStart(2, '0')}`,
  contactPerson: `Buyer ${n}`,
  erased: false,
  phoneNo: '9812345678',
  email: n === 1 ? 'buyer@example.in' : null,
  businessName: null,
  query: 'Is it available?',
  createdAt: '2024-01-15T20:00:00.000Z',
  products: [{ _id: productId, name: 'Redmi Note 13' }],
});
const page = (leads: Lead[], total = leads.length): LeadsPage => ({
  leads,
  total,
  listing: {
    _id: productId,
    name: 'Redmi Note 13',
    kind: 'product',
    isDeleted: false,
    businessId: shopId,
  },
});
const path = `/userAdmin/businesses/products/leads/${encodeRouteId({ _id: productId, productName: 'Redmi Note 13' })}`;

describe('lead pages', () => {
  it('read the id and name from a route identifier or a bare id', () => {
    expect(
      leadRouteTarget(encodeRouteId({ _id: productId, productName: 'X' }), 'productName'),
    ).toEqual({
      id: productId,
      name: 'X',
    });
    expect(leadRouteTarget(productId.toUpperCase(), 'productName')).toEqual({
      id: productId,
      name: null,
    });
    expect(leadRouteTarget('garbage', 'productName')).toEqual({ id: null, name: null });
  });

  it('list 12 leads a page with serial numbers, and delete one after a confirmation', async () => {
    logIn();
    const leads = Array.from({ length: 12 }, (_, i) => lead(i + 1));
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user }),
      'GET /api/userAdmin/productLeads/fetchAll': ({ url }) =>
        ok(url.searchParams.get('pageNo') === '2' ? page([lead(13)], 13) : page(leads, 13)),
      'DELETE /api/userAdmin/productLeads/delete': ok(null),
    });
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Redmi Note 13' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: enWorkspace.leads.tableLabel });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const fetchAll = calls.find((c) => c.path === '/api/userAdmin/productLeads/fetchAll')!;
    expect(Object.fromEntries(fetchAll.url.searchParams)).toEqual({
      id: productId,
      perPage: '12',
      pageNo: '1',
    });
    expect(within(table).getAllByText('16 Jan 2024, 01:30 am').length).toBe(12);
    expect(screen.getByText('13 leads')).toBeTruthy();
    // Back goes to that business's products, not to My Businesses.
    const back = screen.getByRole('link', { name: enWorkspace.leads.backToProducts });
    expect(back.getAttribute('href')).toBe(
      `/userAdmin/businesses/${encodeRouteId({ _id: shopId })}/products`,
    );

    fireEvent.click(within(table).getAllByRole('button', { name: 'Delete lead from Buyer 1' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(enWorkspace.leads.deleteTitle)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: en.common.yes }));
    expect(await screen.findByText(LEAD_MSG.leadDeleted)).toBeTruthy();
    const deleted = calls.find((c) => c.method === 'DELETE');
    expect(deleted?.body).toEqual({ id: lead(1)._id });
  });

  it('show an erased buyer’s lead with the placeholder words, its query, and no call link', async () => {
    logIn();
    const erased: Lead = { ...lead(2), contactPerson: '', phoneNo: '', email: null, erased: true };
    mockApi({
      'GET /api/auth/user/fetch': ok({ user }),
      'GET /api/userAdmin/productLeads/fetchAll': ok(page([lead(1), erased])),
    });
    renderRoute(path);
    const placeholder = await screen.findAllByText(en.erasedBuyer.contact);
    expect(placeholder.length).toBeGreaterThan(0);
    // Only the other buyer can be called: every call link is theirs.
    const calls = [...document.querySelectorAll('a[href^="tel:"]')];
    expect(calls.length).toBeGreaterThan(0);
    for (const link of calls) expect(link.getAttribute('aria-label')).toContain('Buyer 1');
  });

  it("says 'Failed to download CSV' when the download fails", async () => {
    logIn();
    mockApi({
      'GET /api/auth/user/fetch': ok({ user }),
      'GET /api/userAdmin/productLeads/fetchAll': ok(page([lead(1)])),
      'GET /api/userAdmin/productLeads/download': fail(500, 'boom', 'INTERNAL'),
    });
    renderRoute(path);
    const button = await screen.findByRole('button', { name: enWorkspace.leads.download });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText(MSG.csvDownloadFailed)).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('save the CSV under leads_data.csv', async () => {
    logIn();
    const created = vi.fn(() => 'blob:csv');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    mockApi({
      'GET /api/auth/user/fetch': ok({ user }),
      'GET /api/userAdmin/productLeads/fetchAll': ok(page([lead(1)])),
      'GET /api/userAdmin/productLeads/download': { status: 200, body: '"S.No."' },
    });
    renderRoute(path);
    const button = await screen.findByRole('button', { name: enWorkspace.leads.download });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(clicks).toEqual(['leads_data.csv']));
  });

  it("show the not-found notice for someone else's listing", async () => {
    logIn();
    mockApi({
      'GET /api/auth/user/fetch': ok({ user }),
      'GET /api/userAdmin/productLeads/fetchAll': fail(404, 'Not found', 'NOT_FOUND'),
    });
    renderRoute(path);
    expect(await screen.findByRole('link', { name: enWorkspace.leads.back })).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: enWorkspace.leads.download })).toBeNull(),
    );
  });
});
