import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  REQUIREMENT_MSG,
  REQUIREMENT_MSG_HI,
  type EnquiriesPage,
  type Enquiry,
  type SessionUser,
} from '@haat/shared';
import { changeLanguage } from '@/i18n/index.ts';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { hi } from '@/i18n/hi.ts';
import { fail, mockApi, ok, type RecordedCall } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';

// A buyer's posted requirement offered to the seller, in the inbox. While offered the
// card shows the need and the buyer's first name, never the phone; Accept makes it a lead.

configure({ asyncUtilTimeout: 15000 });

const R = enWorkspace.inbox.requirement;

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

const offered = (open = true): Enquiry => ({
  _id: '0190a1b2-0000-7000-8000-000000000501',
  source: 'requirement',
  contactPerson: 'Ravi Kumar',
  erased: false,
  phoneNo: null,
  requirement: {
    _id: '0190a1b2-0000-7000-8000-000000000601',
    offer: 'offered',
    when: 'today',
    quantity: '2 pieces',
    city: 'Pune',
    locality: 'Kothrud',
    subCategory: 'Mobile phones',
    open,
  },
  email: null,
  businessName: null,
  query: 'Need two Redmi phones with a bill',
  createdAt: '2026-01-10T20:00:00.000Z',
  isRead: false,
  status: 'new',
  lostReason: null,
  note: null,
  followUpOn: null,
  business: shop,
  listing: null,
});
const accepted = (): Enquiry => {
  const lead = offered();
  return {
    ...lead,
    phoneNo: '9812345678',
    isRead: true,
    requirement: { ...lead.requirement!, offer: 'accepted', open: false },
  };
};
const page = (enquiries: Enquiry[]): EnquiriesPage => ({
  enquiries,
  total: enquiries.length,
  counts: {
    all: enquiries.length,
    business: 0,
    product: 0,
    service: 0,
    requirement: enquiries.length,
    new: enquiries.filter((one) => !one.isRead).length,
    statuses: {
      all: enquiries.length,
      new: enquiries.length,
      contacted: 0,
      quoted: 0,
      won: 0,
      lost: 0,
    },
  },
  business: null,
});
const puts = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'PUT').map((c) => ({ path: c.path, body: c.body }));

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('a requirement in the inbox', { timeout: 30_000 }, () => {
  it('offered: the need, when, quantity, where and sub-category, the first name, no phone; Accept shows the number', async () => {
    logIn();
    let lead = offered();
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user }),
      'GET /api/userAdmin/enquiries/fetchAll': () => ok(page([lead])),
      'PUT /api/userAdmin/requirements/respond': () => {
        lead = accepted();
        return ok(lead);
      },
    });
    renderRoute('/userAdmin/enquiries?source=requirement');
    const card = await screen.findByTestId('enquiry');
    expect(within(card).getByText('Requirement')).toBeTruthy();
    expect(within(card).getByText('Ravi')).toBeTruthy();
    expect(within(card).queryByText('Ravi Kumar')).toBeNull();
    expect(within(card).getByText('Need two Redmi phones with a bill')).toBeTruthy();
    const facts = within(card).getByTestId('requirement-facts');
    for (const text of [
      'Needed today',
      'Quantity or budget: 2 pieces',
      'Kothrud, Pune',
      'Mobile phones',
    ]) {
      expect(within(facts).getByText(text)).toBeTruthy();
    }
    // No way to reach the buyer, and no lead life, before the requirement is the seller's.
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).queryByRole('button', { name: /Change the status/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Delete lead/ })).toBeNull();
    expect(within(card).getByText(R.offeredHint)).toBeTruthy();
    // The source filter counts requirements.
    const sources = screen.getByRole('group', { name: enWorkspace.inbox.sourceLabel });
    expect(within(sources).getByText('Requirements (1)')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/fetchAll'))?.url.searchParams.get('source')).toBe(
      'requirement',
    );

    fireEvent.click(within(card).getByRole('button', { name: R.accept }));
    expect(await screen.findByText(REQUIREMENT_MSG.accepted)).toBeTruthy();
    expect(puts(calls)).toEqual([
      {
        path: '/api/userAdmin/requirements/respond',
        body: { id: lead._id, answer: 'accept' },
      },
    ]);
    // Now a lead like any other: the full name, Call and WhatsApp, its status.
    const call = await screen.findByRole('link', { name: 'Call Ravi Kumar' });
    expect(call.getAttribute('href')).toBe('tel:+919812345678');
    const now = screen.getByTestId('enquiry');
    expect(within(now).getByRole('link', { name: 'WhatsApp Ravi Kumar' })).toBeTruthy();
    expect(
      within(now).getByRole('button', { name: 'Change the status of the enquiry from Ravi Kumar' }),
    ).toBeTruthy();
    expect(within(now).queryByRole('button', { name: R.accept })).toBeNull();
    expect(within(now).getByText('Kothrud, Pune')).toBeTruthy();
  });

  it('Not interested asks first, then the requirement leaves the inbox', async () => {
    logIn();
    let leads = [offered()];
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user }),
      'GET /api/userAdmin/enquiries/fetchAll': () => ok(page(leads)),
      'PUT /api/userAdmin/requirements/respond': () => {
        const answer = {
          ...offered(),
          requirement: { ...offered().requirement!, offer: 'declined' as const },
        };
        leads = [];
        return ok(answer);
      },
    });
    renderRoute('/userAdmin/enquiries');
    const card = await screen.findByTestId('enquiry');
    fireEvent.click(within(card).getByRole('button', { name: R.decline }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(R.declineText)).toBeTruthy();
    // Nothing is sent before the seller confirms.
    expect(puts(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: R.decline }));
    expect(await screen.findByText(REQUIREMENT_MSG.declined)).toBeTruthy();
    expect(puts(calls)).toEqual([
      {
        path: '/api/userAdmin/requirements/respond',
        body: { id: offered()._id, answer: 'decline' },
      },
    ]);
    await waitFor(() => expect(screen.queryByTestId('enquiry')).toBeNull());
  });

  it('no longer open: a muted line instead of Accept and Not interested', async () => {
    logIn();
    mockApi({
      'GET /api/auth/user/fetch': ok({ user }),
      'GET /api/userAdmin/enquiries/fetchAll': ok(page([offered(false)])),
    });
    renderRoute('/userAdmin/enquiries');
    const card = await screen.findByTestId('enquiry');
    expect(within(card).getByTestId('requirement-closed').textContent).toBe(R.noLongerOpen);
    expect(within(card).queryByRole('button', { name: R.accept })).toBeNull();
    expect(within(card).queryByRole('button', { name: R.decline })).toBeNull();
  });

  it('reports a requirement with a reason from the list', async () => {
    logIn();
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user }),
      'GET /api/userAdmin/enquiries/fetchAll': ok(page([offered()])),
      'PUT /api/userAdmin/requirements/report': ok(null),
    });
    renderRoute('/userAdmin/enquiries');
    const card = await screen.findByTestId('enquiry');
    fireEvent.click(
      within(card).getByRole('button', { name: 'More actions for the requirement from Ravi' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: R.report }));
    const dialog = await screen.findByRole('dialog', { name: R.reportTitle });
    const send = within(dialog).getByRole('button', { name: R.report });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    for (const reason of ['Spam', 'Abusive', 'Fake', 'Other']) {
      expect(within(dialog).getByLabelText(reason)).toBeTruthy();
    }
    fireEvent.click(within(dialog).getByLabelText('Fake'));
    fireEvent.click(send);
    expect(await screen.findByText(REQUIREMENT_MSG.reported)).toBeTruthy();
    expect(puts(calls)).toEqual([
      {
        path: '/api/userAdmin/requirements/report',
        body: { id: offered()._id, reason: 'fake' },
      },
    ]);
  });

  it('in Hindi: the card, and the server’s refusal in Hindi', async () => {
    logIn();
    mockApi({
      'GET /api/auth/user/fetch': ok({ user }),
      'GET /api/userAdmin/enquiries/fetchAll': ok(page([offered()])),
      'PUT /api/userAdmin/requirements/respond': fail(409, REQUIREMENT_MSG.offerGone, 'CONFLICT'),
    });
    await act(() => changeLanguage('hi'));
    renderRoute('/userAdmin/enquiries');
    const card = await screen.findByTestId('enquiry');
    expect(within(card).getByText(hi.inbox.sources.requirement)).toBeTruthy();
    expect(within(card).getByText(hi.inbox.requirement.when.today)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: hi.inbox.requirement.accept }));
    expect(await screen.findByText(REQUIREMENT_MSG_HI.offerGone)).toBeTruthy();
  });
});
