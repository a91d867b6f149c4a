import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  encodeRouteId,
  LEAD_MSG,
  type EnquiriesPage,
  type Enquiry,
  type SessionUser,
} from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';

// Issue 26: the business's View Leads is its enquiry inbox, the three sources together.

// The screen and the date picker load lazily: slow on a busy test run.
configure({ asyncUtilTimeout: 15000 });

const user: SessionUser = {
  _id: '0190a1b2-0000-7000-8000-000000000001',
  firstName: 'Asha',
  lastName: 'Verma',
  plan: 'Plan B',
  logo: null,
  phoneNo: '9876543210',
  email: null,
  planExpiresAt: '2099-01-01T00:00:00.000Z',
  gender: 'Female',
  address: null,
  city: 'Pune',
  state: 'Maharashtra',
  isApproved: true,
  rejectionMessage: null,
  role: 'user',
};
const shop = { _id: '0190a1b2-0000-7000-8000-000000000def', name: 'Sharma Electronics' };
const enquiry = (n: number, source: Enquiry['source'], isRead = false): Enquiry => ({
  _id: `0190a1b2-0000-7000-8000-0000000003${String(n).padStart(2, '0')}`,
  source,
  contactPerson: `Buyer ${n}`,
  phoneNo: '9812345678',
  email: null,
  businessName: null,
  query: `Question ${n}`,
  createdAt: '2026-01-10T20:00:00.000Z',
  isRead,
  business: shop,
  listing:
    source === 'business'
      ? null
      : { _id: '0190a1b2-0000-7000-8000-000000000aaa', name: 'Redmi Note 13', isDeleted: false },
});
const answer = (enquiries: Enquiry[]): EnquiriesPage => ({
  enquiries,
  total: enquiries.length,
  counts: { all: 3, business: 1, product: 1, service: 1, new: 2 },
  business: { ...shop, isDeleted: false },
});
const path = `/userAdmin/businesses/viewLeads/${encodeRouteId({ _id: shop._id, businessName: shop.name })}`;

describe('the enquiry inbox', { timeout: 30_000 }, () => {
  it('lists the three sources with counts, filters by source and state in the address, marks read', async () => {
    logIn();
    const all = [enquiry(1, 'product'), enquiry(2, 'service'), enquiry(3, 'business', true)];
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user }),
      'GET /api/userAdmin/enquiries/fetchAll': ({ url }) => {
        const source = url.searchParams.get('source');
        return ok(answer(source === 'product' ? [all[0]!] : all));
      },
      'PUT /api/userAdmin/enquiries/markRead': ok(null, 200),
    });
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: shop.name })).toBeTruthy();
    const list = await screen.findByRole('list', { name: enWorkspace.inbox.listLabel });
    const cards = within(list).getAllByTestId('enquiry');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Product')).toBeTruthy();
    expect(within(cards[0]!).getByText('About Redmi Note 13')).toBeTruthy();
    expect(within(cards[2]!).getByText('About the business')).toBeTruthy();
    // New ones carry the badge and Mark as read; the read one neither.
    expect(within(cards[0]!).getByText(enWorkspace.inbox.newBadge)).toBeTruthy();
    expect(
      within(cards[2]!).queryByRole('button', { name: enWorkspace.inbox.markRead }),
    ).toBeNull();
    // The counts on the source filters add up: 3 = 1 + 1 + 1.
    for (const label of ['All (3)', 'Business (1)', 'Products (1)', 'Services (1)']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    const first = calls.find((c) => c.path === '/api/userAdmin/enquiries/fetchAll')!;
    expect(Object.fromEntries(first.url.searchParams)).toEqual({
      businessId: shop._id,
      source: 'all',
      state: 'all',
      perPage: '12',
      pageNo: '1',
    });

    fireEvent.click(screen.getByText('Products (1)'));
    await waitFor(() => expect(router.state.location.search).toBe('?source=product'));
    await waitFor(() => expect(within(list).getAllByTestId('enquiry')).toHaveLength(1));

    fireEvent.click(within(list).getByRole('button', { name: enWorkspace.inbox.markRead }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        source: 'product',
        id: all[0]!._id,
      }),
    );
  });

  it('deletes after a confirmation, naming the source', async () => {
    logIn();
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user }),
      'GET /api/userAdmin/enquiries/fetchAll': ok(answer([enquiry(2, 'service')])),
      'DELETE /api/userAdmin/enquiries/delete': ok(null),
    });
    renderRoute(path);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete lead from Buyer 2' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: en.common.yes }));
    expect(await screen.findByText(LEAD_MSG.leadDeleted)).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({
      source: 'service',
      id: enquiry(2, 'service')._id,
    });
  });

  it('across all businesses names each one and sends no business id', async () => {
    logIn();
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user }),
      'GET /api/userAdmin/enquiries/fetchAll': ok({
        ...answer([enquiry(1, 'product')]),
        business: null,
      }),
    });
    renderRoute('/userAdmin/enquiries?state=new');
    expect(
      await screen.findByRole('heading', { level: 1, name: enWorkspace.inbox.allTitle }),
    ).toBeTruthy();
    expect(await screen.findByText(`About Redmi Note 13 · ${shop.name}`)).toBeTruthy();
    const fetchAll = calls.find((c) => c.path === '/api/userAdmin/enquiries/fetchAll')!;
    expect(fetchAll.url.searchParams.get('businessId')).toBeNull();
    expect(fetchAll.url.searchParams.get('state')).toBe('new');
  });
});
