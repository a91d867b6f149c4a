import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  BUYER_MSG,
  encodeRouteId,
  REQUIREMENT_MSG,
  type BuyerRequirement,
  type RequirementSeller,
} from '@haat/shared';
import { enBuyer } from '@/i18n/en-buyer.ts';
import { enRequirements } from '@/i18n/en-requirements.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import RequirementPage from './requirement-page.tsx';

// The requirement's page, read with the phone's proof of this tab: the sellers it went
// to (page, rating, distance, Call and WhatsApp), who responded, the text when none has it, and
// "I found what I needed".

vi.setConfig({ testTimeout: 30_000 });
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const words = enRequirements.requirementPage;
const ID = '0190a5e6-0000-7000-8000-0000000000e1';
const PHONE = '9812345678';

const seller = (n: number, overrides: Partial<RequirementSeller> = {}): RequirementSeller => ({
  _id: `0190a5e6-0000-7000-8000-0000000000b${n}`,
  name: `Seller ${n}`,
  slug: null,
  phoneNo: `987650123${n}`,
  ratingAverage: null,
  ratingCount: 0,
  distanceKm: null,
  responseTime: null,
  offer: 'offered',
  respondedAt: null,
  ...overrides,
});

const requirement = (overrides: Partial<BuyerRequirement> = {}): BuyerRequirement => ({
  _id: ID,
  need: '20 plastic chairs for a function',
  kind: 'product',
  category: null,
  subCategory: { _id: 'sub', name: 'Chairs', nameHi: null },
  quantity: '20 pieces',
  when: 'this-week',
  city: 'Pune',
  locality: 'Kothrud',
  nearMe: false,
  status: 'matched',
  createdAt: '2026-11-20T05:30:00.000Z',
  sellers: [],
  ...overrides,
});

const storeProof = () =>
  sessionStorage.setItem(
    'haat.buyerProof',
    JSON.stringify({
      proof: 'signed-proof',
      provedUntil: '2099-01-01T00:00:00.000Z',
      phoneNo: PHONE,
    }),
  );

function renderPage() {
  const router = createMemoryRouter([{ path: '/requirement/:id', element: <RequirementPage /> }], {
    initialEntries: [`/requirement/${ID}`],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

afterEach(() => sessionStorage.clear());

describe('A posted requirement', () => {
  it('lists the sellers it went to, with their page, rating, distance, contact and who responded', async () => {
    storeProof();
    const calls = mockApi({
      'POST /api/requirements/fetch': ok(
        requirement({
          sellers: [
            seller(1, { offer: 'accepted', ratingAverage: 4.5, ratingCount: 12, distanceKm: 1.2 }),
            seller(2, { slug: 'pipe-works', distanceKm: 12.4 }),
          ],
        }),
      ),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: words.sellers });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Seller 1', 'Seller 2']);
    expect(screen.getByText('20 plastic chairs for a function')).toBeTruthy();
    expect(screen.getByText(words.status.matched)).toBeTruthy();
    expect(screen.getByText('Kothrud, Pune')).toBeTruthy();
    expect(screen.getByText(enRequirements.postRequirement.whenOptions['this-week'])).toBeTruthy();
    expect(screen.getByText('Chairs')).toBeTruthy();

    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Seller 1' }).getAttribute('href')).toBe(
      `/business/${encodeRouteId({ _id: seller(1)._id, businessName: 'Seller 1' })}`,
    );
    expect(first.getByText(words.responded)).toBeTruthy();
    expect(first.getByText('1.2 km away')).toBeTruthy();
    expect(first.getByText('4.5')).toBeTruthy();
    expect(first.getByRole('link', { name: enBuyer.receipt.call }).getAttribute('href')).toBe(
      'tel:+919876501231',
    );
    expect(
      first.getByRole('link', { name: enBuyer.receipt.whatsApp }).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/919876501231\?text=/);

    const second = within(cards[1]!);
    expect(second.getByRole('link', { name: 'Seller 2' }).getAttribute('href')).toBe(
      '/shop/pipe-works',
    );
    expect(second.getByText(words.waiting)).toBeTruthy();
    expect(second.queryByText(words.responded)).toBeNull();
    expect(second.getByText('12 km away')).toBeTruthy();

    expect(calls.find((c) => c.path === '/api/requirements/fetch')?.body).toEqual({
      proof: 'signed-proof',
      id: ID,
    });
  });

  it('says our team is finding sellers when none matched', async () => {
    storeProof();
    mockApi({
      'POST /api/requirements/fetch': ok(requirement({ status: 'unmatched' })),
    });
    renderPage();
    expect(await screen.findByText(REQUIREMENT_MSG.unmatched)).toBeTruthy();
    expect(screen.getByText(words.status.unmatched)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: words.sellers })).toBeNull();
  });

  it('closes it after a confirm: I found what I needed', async () => {
    storeProof();
    const calls = mockApi({
      'POST /api/requirements/fetch': ok(requirement({ sellers: [seller(1)] })),
      'POST /api/requirements/close': ok(requirement({ status: 'closed', sellers: [seller(1)] })),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: words.close }));
    fireEvent.click(await screen.findByRole('button', { name: words.closeYes }));
    expect(await screen.findByText(REQUIREMENT_MSG.closed)).toBeTruthy();
    expect(await screen.findByText(words.closedText)).toBeTruthy();
    expect(screen.getByText(words.status.closed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: words.close })).toBeNull());
    expect(calls.find((c) => c.path === '/api/requirements/close')?.body).toEqual({
      proof: 'signed-proof',
      id: ID,
    });
  });

  it('sends a tab without the proof to My enquiries, asking nothing of the server', async () => {
    const calls = mockApi({
      'POST /api/requirements/fetch': fail(403, BUYER_MSG.proofNeeded, 'FORBIDDEN'),
    });
    renderPage();
    expect(await screen.findByText(words.proveFirst)).toBeTruthy();
    expect(screen.getByRole('link', { name: words.prove }).getAttribute('href')).toBe(
      '/myEnquiries',
    );
    expect(calls).toHaveLength(0);
  });

  it('asks for a new code when the proof has run out', async () => {
    storeProof();
    mockApi({ 'POST /api/requirements/fetch': fail(403, BUYER_MSG.proofNeeded, 'FORBIDDEN') });
    renderPage();
    expect(await screen.findByText(BUYER_MSG.proofNeeded)).toBeTruthy();
    expect(sessionStorage.getItem('haat.buyerProof')).toBeNull();
  });
});
