import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BUYER_MSG, encodeRouteId, type BuyerRequirement, type MyEnquiry } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { enBuyer } from '@/i18n/en-buyer.ts';
import { enRequirements } from '@/i18n/en-requirements.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import MyEnquiriesPage from './my-enquiries-page.tsx';

// My enquiries proves the phone with a code, lists what it sent with the progress a
// buyer may see, invites a rating that needs no second code, and forgets the proof on Sign out.

vi.setConfig({ testTimeout: 30_000 });
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const strings = enBuyer.myEnquiries;
const PHONE = '9812345678';
const SHOP = {
  _id: '0190a5e6-0000-7000-8000-0000000000b1',
  name: 'Sharma Electronics',
  phoneNo: '9876501234',
  slug: null,
};

const enquiry = (n: number, overrides: Partial<MyEnquiry> = {}): MyEnquiry => ({
  _id: `0190a5e6-0000-7000-8000-00000000010${n}`,
  kind: 'product',
  sentAt: '2026-11-20T05:30:00.000Z',
  progress: 'sent',
  business: SHOP,
  listing: { _id: `0190a5e6-0000-7000-8000-00000000020${n}`, name: `Product ${n}` },
  rateInvite: false,
  ...overrides,
});

const page = (enquiries: MyEnquiry[]) =>
  ok({ phoneNo: PHONE, provedUntil: '2099-01-01T00:00:00.000Z', enquiries });

function renderPage() {
  const router = createMemoryRouter([{ path: '/myEnquiries', element: <MyEnquiriesPage /> }], {
    initialEntries: ['/myEnquiries'],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

const storeProof = () =>
  sessionStorage.setItem(
    'haat.buyerProof',
    JSON.stringify({
      proof: 'signed-proof',
      provedUntil: '2099-01-01T00:00:00.000Z',
      phoneNo: PHONE,
    }),
  );

afterEach(() => sessionStorage.clear());

describe('My enquiries', () => {
  it('proves the phone with a code, then lists its enquiries with Sent, Seen and Contacted only', async () => {
    const calls = mockApi({
      'POST /api/myEnquiries/requestOTP': ok(null),
      'POST /api/auth/user/verifyOTP': ok(null),
      'POST /api/myEnquiries/prove': ok({
        proof: 'signed-proof',
        provedUntil: '2099-01-01T00:00:00.000Z',
      }),
      'POST /api/myEnquiries/fetchAll': page([
        enquiry(1, { progress: 'contacted' }),
        enquiry(2, { progress: 'seen', kind: 'business', listing: null }),
        enquiry(3),
      ]),
    });
    renderPage();
    fireEvent.change(screen.getByLabelText(new RegExp(`^${strings.phone}`)), {
      target: { value: PHONE },
    });
    fireEvent.click(screen.getByRole('button', { name: strings.sendCode }));
    const pins = (await screen.findAllByLabelText(en.otp.label)) as HTMLInputElement[];
    '4321'.split('').forEach((digit, index) => {
      fireEvent.change(pins[index]!, { target: { value: digit } });
    });
    fireEvent.click(screen.getByRole('button', { name: en.otp.verify }));

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Product 1')).toBeTruthy();
    expect(within(cards[0]!).getAllByText(strings.progress.contacted).length).toBeGreaterThan(0);
    expect(within(cards[1]!).getByText(strings.business)).toBeTruthy();
    expect(within(cards[1]!).getAllByText(strings.progress.seen).length).toBeGreaterThan(0);
    expect(
      within(cards[0]!).getByRole('link', { name: enBuyer.receipt.call }).getAttribute('href'),
    ).toBe('tel:+919876501234');
    expect(screen.queryByText(/Quoted|Won|Lost/)).toBeNull();

    expect(calls.find((c) => c.path === '/api/myEnquiries/requestOTP')?.body).toEqual({
      phoneNo: PHONE,
    });
    expect(calls.find((c) => c.path === '/api/auth/user/verifyOTP')?.body).toEqual({
      phoneNo: PHONE,
      otp: '4321',
      type: 'ReviewBusiness',
    });
    expect(calls.find((c) => c.path === '/api/myEnquiries/fetchAll')?.body).toEqual({
      proof: 'signed-proof',
    });
    expect(JSON.parse(sessionStorage.getItem('haat.buyerProof')!)).toMatchObject({
      phoneNo: PHONE,
      proof: 'signed-proof',
    });

    // Sign out forgets the proof: the phone is asked for again.
    fireEvent.click(screen.getByRole('button', { name: strings.signOut }));
    expect(await screen.findByRole('button', { name: strings.sendCode })).toBeTruthy();
    expect(sessionStorage.getItem('haat.buyerProof')).toBeNull();
  });

  it('invites a rating of a seller who made contact: the business page’s review form', async () => {
    storeProof();
    mockApi({
      'POST /api/myEnquiries/fetchAll': page([
        enquiry(1, { progress: 'contacted', rateInvite: true }),
        enquiry(2, { progress: 'contacted' }),
      ]),
    });
    renderPage();
    const rate = await screen.findByRole('link', { name: `Rate ${SHOP.name}` });
    expect(rate.getAttribute('href')).toBe(
      `/business/${encodeRouteId({ _id: SHOP._id, businessName: SHOP.name })}?rate=1#reviews`,
    );
    expect(screen.getAllByRole('link', { name: /^Rate / })).toHaveLength(1);
  });

  it('asks for a new code, in plain words, once the proof has run out', async () => {
    storeProof();
    mockApi({ 'POST /api/myEnquiries/fetchAll': fail(403, BUYER_MSG.proofNeeded, 'FORBIDDEN') });
    renderPage();
    expect(await screen.findByText(BUYER_MSG.proofNeeded)).toBeTruthy();
    expect(screen.getByRole('button', { name: strings.sendCode })).toBeTruthy();
    expect(sessionStorage.getItem('haat.buyerProof')).toBeNull();
  });

  it('says so when the number sent nothing', async () => {
    storeProof();
    mockApi({ 'POST /api/myEnquiries/fetchAll': page([]) });
    renderPage();
    expect(await screen.findByText(strings.empty)).toBeTruthy();
  });

  it('lists the phone’s requirements above its enquiries, each opening its page (issue 37)', async () => {
    storeProof();
    const requirement = (n: number, overrides: Partial<BuyerRequirement>): BuyerRequirement => ({
      _id: `0190a5e6-0000-7000-8000-00000000030${n}`,
      need: `Need ${n}`,
      kind: 'service',
      category: null,
      subCategory: null,
      quantity: null,
      when: 'today',
      city: 'Pune',
      locality: null,
      nearMe: false,
      status: 'matched',
      createdAt: '2026-11-20T05:30:00.000Z',
      sellers: [],
      ...overrides,
    });
    const offered = {
      _id: SHOP._id,
      name: SHOP.name,
      slug: null,
      phoneNo: SHOP.phoneNo,
      ratingAverage: null,
      ratingCount: 0,
      distanceKm: null,
      responseTime: null,
      offer: 'offered' as const,
      respondedAt: null,
    };
    const calls = mockApi({
      'POST /api/myEnquiries/fetchAll': page([enquiry(1)]),
      'POST /api/requirements/mine': ok({
        requirements: [
          requirement(1, {
            sellers: [
              { ...offered, offer: 'accepted', respondedAt: '2026-11-20T06:00:00.000Z' },
              { ...offered, _id: '0190a5e6-0000-7000-8000-0000000000b2' },
            ],
          }),
          requirement(2, { status: 'unmatched' }),
        ],
      }),
    });
    renderPage();
    const section = await screen.findByRole('region', {
      name: enRequirements.myRequirements.title,
    });
    const links = within(section).getAllByRole('link', { name: /^Need / });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/requirement/0190a5e6-0000-7000-8000-000000000301',
      '/requirement/0190a5e6-0000-7000-8000-000000000302',
    ]);
    expect(within(links[0]!).getByText('Sent to 2 sellers · 1 responded')).toBeTruthy();
    expect(
      within(links[1]!).getByText(enRequirements.requirementPage.status.unmatched),
    ).toBeTruthy();
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/api/requirements/mine')?.body).toEqual({
      proof: 'signed-proof',
    });
  });

  it('offers to post a requirement when the phone has none', async () => {
    storeProof();
    mockApi({
      'POST /api/myEnquiries/fetchAll': page([]),
      'POST /api/requirements/mine': ok({ requirements: [] }),
    });
    renderPage();
    expect(await screen.findByText(strings.empty)).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: en.requirementEntry.link })).getAttribute('href'),
    ).toBe('/postRequirement');
  });
});
