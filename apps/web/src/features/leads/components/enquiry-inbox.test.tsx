import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  encodeRouteId,
  LEAD_MSG,
  type EnquiriesPage,
  type Enquiry,
  type SessionUser,
} from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { changeLanguage } from '@/i18n/index.ts';
import { hi } from '@/i18n/hi.ts';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';

// The business's View Leads is its enquiry inbox, the three sources together.

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
const enquiry = (
  n: number,
  source: Enquiry['source'],
  isRead = false,
  life: Partial<Pick<Enquiry, 'status' | 'lostReason' | 'note' | 'followUpOn'>> = {},
): Enquiry => ({
  _id: `0190a1b2-0000-7000-8000-0000000003${String(n).padStart(2, '0')}`,
  source,
  contactPerson: `Buyer ${n}`,
  erased: false,
  phoneNo: '9812345678',
  requirement: null,
  email: null,
  businessName: null,
  query: `Question ${n}`,
  createdAt: '2026-01-10T20:00:00.000Z',
  isRead,
  status: 'new',
  lostReason: null,
  note: null,
  followUpOn: null,
  ...life,
  business: shop,
  listing:
    source === 'business'
      ? null
      : { _id: '0190a1b2-0000-7000-8000-000000000aaa', name: 'Redmi Note 13', isDeleted: false },
});
const answer = (enquiries: Enquiry[]): EnquiriesPage => ({
  enquiries,
  total: enquiries.length,
  counts: {
    all: 3,
    business: 1,
    product: 1,
    service: 1,
    requirement: 0,
    new: 2,
    statuses: { all: 3, new: 2, contacted: 1, quoted: 0, won: 0, lost: 0 },
  },
  business: { ...shop, isDeleted: false },
});
const path = `/userAdmin/businesses/viewLeads/${encodeRouteId({ _id: shop._id, businessName: shop.name })}`;

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

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
    const sources = screen.getByRole('group', { name: enWorkspace.inbox.sourceLabel });
    for (const label of [
      'All (3)',
      'Business (1)',
      'Products (1)',
      'Services (1)',
      'Requirements (0)',
    ]) {
      expect(within(sources).getByText(label)).toBeTruthy();
    }
    const first = calls.find((c) => c.path === '/api/userAdmin/enquiries/fetchAll')!;
    expect(Object.fromEntries(first.url.searchParams)).toEqual({
      businessId: shop._id,
      source: 'all',
      state: 'all',
      status: 'all',
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

  // A lead's life on its card.
  it('filters by status with counts that add up, and shows each lead’s status', async () => {
    logIn();
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user }),
      'GET /api/userAdmin/enquiries/fetchAll': ok(
        answer([
          enquiry(1, 'product', true, { status: 'contacted' }),
          enquiry(2, 'service', true, { status: 'lost', lostReason: 'price' }),
          enquiry(3, 'business'),
        ]),
      ),
    });
    const { router } = renderRoute(path);
    const list = await screen.findByRole('list', { name: enWorkspace.inbox.listLabel });
    const badges = within(list)
      .getAllByTestId('lead-status')
      .map((badge) => badge.textContent);
    // The unread new lead says New once (its unread badge), not twice.
    expect(badges).toEqual(['Contacted', 'Lost: Price']);
    expect(within(list).getAllByText('New')).toHaveLength(1);
    const statuses = screen.getByRole('group', { name: enWorkspace.inbox.statusLabel });
    for (const label of ['All (3)', 'New (2)', 'Contacted (1)', 'Quoted (0)', 'Won (0)']) {
      expect(within(statuses).getByText(label)).toBeTruthy();
    }
    fireEvent.click(within(statuses).getByText('Contacted (1)'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=contacted'));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/api/userAdmin/enquiries/fetchAll')
          .at(-1)!
          .url.searchParams.get('status'),
      ).toBe('contacted'),
    );
  });

  it('marks a new lead Contacted as WhatsApp opens, and offers only the moves the machine allows', async () => {
    logIn();
    const fresh = enquiry(1, 'product');
    const quoted = enquiry(2, 'service', true, { status: 'quoted' });
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user }),
      'GET /api/userAdmin/enquiries/fetchAll': ok(answer([fresh, quoted])),
      'PUT /api/userAdmin/enquiries/markContacted': ok({ ...fresh, status: 'contacted' }),
      'PUT /api/userAdmin/enquiries/status': ok({ ...quoted, status: 'lost' }),
    });
    renderRoute(path);
    const whatsApp = await screen.findByRole('link', { name: 'WhatsApp Buyer 1' });
    expect(whatsApp.getAttribute('href')).toBe('https://wa.me/919812345678');
    // jsdom would try to open wa.me; the app's own handler still runs.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    fireEvent.click(whatsApp);
    document.removeEventListener('click', stay);
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/markContacted'))?.body).toEqual({
        source: 'product',
        id: fresh._id,
      }),
    );

    // A quoted lead moves on to Won or Lost only; Lost asks why first.
    fireEvent.click(
      screen.getByRole('button', { name: 'Change the status of the enquiry from Buyer 2' }),
    );
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Mark as Won', 'Mark as Lost']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mark as Lost' }));
    const dialog = await screen.findByRole('dialog', { name: enWorkspace.inbox.lostTitle });
    const confirm = within(dialog).getByRole('button', { name: enWorkspace.inbox.markLost });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Bought elsewhere'));
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/status'))?.body).toEqual({
        source: 'service',
        id: quoted._id,
        status: 'lost',
        lostReason: 'bought-elsewhere',
      }),
    );
    expect(await screen.findByText(LEAD_MSG.statusSaved)).toBeTruthy();
  });

  it('saves a private note and a follow-up day, and shows them', async () => {
    logIn();
    const noted = enquiry(1, 'product', true, {
      status: 'contacted',
      note: 'Wants two in blue',
      followUpOn: '2026-12-01',
    });
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user }),
      'GET /api/userAdmin/enquiries/fetchAll': ok(answer([noted])),
      'PUT /api/userAdmin/enquiries/followUp': ok(noted),
    });
    renderRoute(path);
    const shown = await screen.findByTestId('lead-follow-up');
    expect(within(shown).getByText('Follow up on 01 Dec 2026')).toBeTruthy();
    expect(within(shown).getByText('Wants two in blue')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: enWorkspace.inbox.noteAndFollowUp }));
    const note = screen.getByLabelText(enWorkspace.inbox.noteLabel);
    expect((note as HTMLTextAreaElement).value).toBe('Wants two in blue');
    fireEvent.change(note, { target: { value: 'Call after Diwali' } });
    fireEvent.change(screen.getByLabelText(enWorkspace.inbox.followUpLabel), {
      target: { value: '2026-12-03' },
    });
    fireEvent.click(screen.getByRole('button', { name: enWorkspace.inbox.save }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/followUp'))?.body).toEqual({
        source: 'product',
        id: noted._id,
        note: 'Call after Diwali',
        followUpOn: '2026-12-03',
      }),
    );
    expect(await screen.findByText(LEAD_MSG.followUpSaved)).toBeTruthy();
  });

  it('shows one lead from a reminder’s link, with the way back to all', async () => {
    logIn();
    const one = enquiry(4, 'product', true, { status: 'quoted', followUpOn: '2026-12-01' });
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user }),
      'GET /api/userAdmin/enquiries/fetchAll': ok({ ...answer([one]), business: null }),
    });
    const { router } = renderRoute(`/userAdmin/enquiries?source=product&lead=${one._id}`);
    expect(await screen.findByText(enWorkspace.inbox.oneLead)).toBeTruthy();
    const fetchAll = calls.find((c) => c.path === '/api/userAdmin/enquiries/fetchAll')!;
    expect(fetchAll.url.searchParams.get('lead')).toBe(one._id);
    fireEvent.click(screen.getByRole('button', { name: enWorkspace.inbox.showAll }));
    await waitFor(() => expect(router.state.location.search).toBe('?source=product'));
  });

  it('says a lead’s status, its filter and its follow-up in Hindi', async () => {
    logIn();
    mockApi({
      'GET /api/auth/user/fetch': ok({ user }),
      'GET /api/userAdmin/enquiries/fetchAll': ok(
        answer([
          enquiry(1, 'product', true, { status: 'lost', lostReason: 'price' }),
          enquiry(2, 'service', true, { status: 'contacted', followUpOn: '2026-12-01' }),
        ]),
      ),
    });
    await act(() => changeLanguage('hi'));
    renderRoute(path);
    const list = await screen.findByRole('list', { name: hi.inbox.listLabel });
    const badges = within(list)
      .getAllByTestId('lead-status')
      .map((badge) => badge.textContent);
    expect(badges).toEqual(['गई: क़ीमत', 'संपर्क हुआ']);
    const statuses = screen.getByRole('group', { name: hi.inbox.statusLabel });
    expect(within(statuses).getByText('संपर्क हुआ (1)')).toBeTruthy();
    expect(within(list).getByText('01 Dec 2026 को फ़ॉलो-अप')).toBeTruthy();
    expect(within(list).getAllByRole('button', { name: hi.inbox.noteAndFollowUp })).toHaveLength(2);
  });
});
