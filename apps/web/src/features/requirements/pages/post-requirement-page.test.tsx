import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MSG, REQUIREMENT_MSG, type BuyerRequirement, type RequirementCreated } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { enRequirements } from '@/i18n/en-requirements.ts';
import { setLocation } from '@/lib/auth-storage.ts';
import { fail, mockApi, ok, type RecordedCall } from '@/test/api-mock.ts';
import { atPhoneWidth, expectPrivacyNotice } from '@/test/privacy-notice.ts';
import { logIn, renderWithProviders } from '@/test/render.tsx';
import PostRequirementPage from './post-requirement-page.tsx';
import RequirementPage from './requirement-page.tsx';

// Post a requirement, "Tell us what you need" (docs/decisions/033-requirements.md): the form's
// rules in the server's words, the sub-category suggested from the words, the phone's code (My
// enquiries' flow) or none for a seller signed in with their own phone, then the requirement's page
// with the server's answer said.

vi.setConfig({ testTimeout: 30_000 });
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const words = enRequirements.postRequirement;
const PHONE = '9812345678';
const ID = '0190a5e6-0000-7000-8000-0000000000e1';
const PLUMBERS = { _id: '0190a5e6-0000-7000-8000-0000000000c2', name: 'Plumbers', nameHi: null };
const REPAIRS = {
  _id: '0190a5e6-0000-7000-8000-0000000000c1',
  name: 'Home Repairs',
  nameHi: null,
};

const requirement = (overrides: Partial<BuyerRequirement> = {}): BuyerRequirement => ({
  _id: ID,
  need: 'Plumber for a leaking tap',
  kind: 'service',
  category: REPAIRS,
  subCategory: PLUMBERS,
  quantity: null,
  when: 'today',
  city: 'Pune',
  locality: 'Kothrud',
  nearMe: false,
  status: 'matched',
  createdAt: '2026-11-20T05:30:00.000Z',
  sellers: [
    {
      _id: '0190a5e6-0000-7000-8000-0000000000b1',
      name: 'Sharma Plumbing',
      slug: null,
      phoneNo: '9876501234',
      ratingAverage: 4.5,
      ratingCount: 12,
      distanceKm: 1.2,
      responseTime: null,
      offer: 'offered',
      respondedAt: null,
    },
    {
      _id: '0190a5e6-0000-7000-8000-0000000000b2',
      name: 'Pune Pipe Works',
      slug: null,
      phoneNo: '9876505678',
      ratingAverage: null,
      ratingCount: 0,
      distanceKm: null,
      responseTime: null,
      offer: 'offered',
      respondedAt: null,
    },
  ],
  ...overrides,
});

const created = (overrides: Partial<RequirementCreated> = {}): RequirementCreated => ({
  requirement: requirement(),
  proof: { proof: 'signed-proof', provedUntil: '2099-01-01T00:00:00.000Z' },
  duplicate: false,
  ...overrides,
});

/** The catalogue's service categories (GET /public/category/fetchAll). */
const catalog = ok({
  categories: [
    {
      _id: REPAIRS._id,
      category: REPAIRS.name,
      categoryHi: null,
      image: null,
      subCategories: [
        { _id: PLUMBERS._id, subCategory: PLUMBERS.name, subCategoryHi: null },
        {
          _id: '0190a5e6-0000-7000-8000-0000000000c3',
          subCategory: 'Electricians',
          subCategoryHi: null,
        },
      ],
    },
  ],
  total: 1,
});

function renderForm(path = '/postRequirement') {
  const router = createMemoryRouter(
    [
      { path: '/postRequirement', element: <PostRequirementPage /> },
      { path: '/requirement/:id', element: <RequirementPage /> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

/** The field itself (a combobox's list is labelled by the same label). */
const field = (label: string) =>
  screen
    .getAllByLabelText(new RegExp(`^${label}`))
    .find((element) => element.tagName === 'INPUT' || element.tagName === 'TEXTAREA')!;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

function fillForm() {
  type(words.need, 'Plumber for a leaking tap');
  fireEvent.click(screen.getByRole('radio', { name: words.kinds.service }));
  fireEvent.click(screen.getByRole('radio', { name: words.whenOptions.today }));
  type(words.locality, 'Kothrud');
  type(words.name, 'Ravi Kumar');
  type(words.phone, PHONE);
}

const createCall = (calls: RecordedCall[]) =>
  calls.find((call) => call.path === '/api/requirements/create');

afterEach(() => sessionStorage.clear());

describe('Tell us what you need', () => {
  it("refuses an empty form in the server's words and sends nothing", async () => {
    const calls = mockApi({});
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: words.send }));
    expect(await screen.findByText(REQUIREMENT_MSG.needRequired)).toBeTruthy();
    expect(screen.getByText(REQUIREMENT_MSG.kindInvalid)).toBeTruthy();
    expect(screen.getByText(REQUIREMENT_MSG.whenInvalid)).toBeTruthy();
    expect(screen.getByText(REQUIREMENT_MSG.cityRequired)).toBeTruthy();
    expect(screen.getByText(REQUIREMENT_MSG.nameRequired)).toBeTruthy();
    expect(screen.getByText(MSG.contactNoRequired)).toBeTruthy();
    // Too few words is its own message.
    type(words.need, 'ab');
    fireEvent.click(screen.getByRole('button', { name: words.send }));
    expect(await screen.findByText(REQUIREMENT_MSG.needTooShort)).toBeTruthy();
    expect(createCall(calls)).toBeUndefined();
    expect(calls.some((call) => call.path === '/api/myEnquiries/requestOTP')).toBe(false);
  });

  it('prefills the words, the kind and the city of the link, and preselects the suggested sub-category', async () => {
    const calls = mockApi({
      'GET /api/public/requirements/suggest': ok({
        kind: 'service',
        category: REPAIRS,
        subCategory: PLUMBERS,
      }),
      'GET /api/public/category/fetchAll': catalog,
    });
    renderForm('/postRequirement?need=plumber&kind=product&city=Pune');
    expect((field(words.need) as HTMLTextAreaElement).value).toBe('plumber');
    expect((field(words.city) as HTMLInputElement).value).toBe('Pune');
    // The words name a service: the suggestion changes the link's kind and picks the category.
    await waitFor(() =>
      expect(
        (screen.getByRole('radio', { name: words.kinds.service }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    await waitFor(() =>
      expect((field(words.subCategory) as HTMLInputElement).value).toBe('Plumbers'),
    );
    expect((field(words.category) as HTMLInputElement).value).toBe('Home Repairs');
    expect(screen.getByText(words.suggested)).toBeTruthy();
    const suggest = calls.find((call) => call.path === '/api/public/requirements/suggest')!;
    expect(Object.fromEntries(suggest.url.searchParams)).toEqual({ q: 'plumber', city: 'Pune' });
  });

  it("proves the phone with My enquiries' code, sends with the proof and opens the requirement", async () => {
    setLocation('Pune');
    const calls = mockApi({
      'GET /api/public/requirements/suggest': ok({
        kind: 'service',
        category: REPAIRS,
        subCategory: PLUMBERS,
      }),
      'GET /api/public/category/fetchAll': catalog,
      'POST /api/myEnquiries/requestOTP': ok(null),
      'POST /api/auth/user/verifyOTP': ok(null),
      'POST /api/myEnquiries/prove': ok({
        proof: 'signed-proof',
        provedUntil: '2099-01-01T00:00:00.000Z',
      }),
      'POST /api/requirements/create': ok(created(), 201),
    });
    const router = renderForm();
    // The header's city fills the city.
    await waitFor(() => expect((field(words.city) as HTMLInputElement).value).toBe('Pune'));
    fillForm();
    // The words' sub-category, kept although the kind was chosen by hand (the same kind).
    await waitFor(() =>
      expect((field(words.subCategory) as HTMLInputElement).value).toBe('Plumbers'),
    );
    expect(screen.getByText(words.shareNote)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: words.send }));

    const pins = (await screen.findAllByLabelText(en.otp.label)) as HTMLInputElement[];
    '4321'.split('').forEach((digit, index) => {
      fireEvent.change(pins[index]!, { target: { value: digit } });
    });
    fireEvent.click(screen.getByRole('button', { name: en.otp.verify }));

    expect(await screen.findByText('Sent to 2 sellers. They will call you soon.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/requirement/${ID}`));
    expect(await screen.findByText('Sharma Plumbing')).toBeTruthy();

    expect(calls.find((c) => c.path === '/api/myEnquiries/requestOTP')?.body).toEqual({
      phoneNo: PHONE,
    });
    expect(calls.find((c) => c.path === '/api/auth/user/verifyOTP')?.body).toEqual({
      phoneNo: PHONE,
      otp: '4321',
      type: 'ReviewBusiness',
    });
    expect(createCall(calls)?.body).toEqual({
      need: 'Plumber for a leaking tap',
      kind: 'service',
      categoryId: REPAIRS._id,
      subCategoryId: PLUMBERS._id,
      quantity: '',
      when: 'today',
      city: 'Pune',
      locality: 'Kothrud',
      contactPerson: 'Ravi Kumar',
      phoneNo: PHONE,
      website: '',
      proof: 'signed-proof',
    });
    // The page read it from the answer: no second call, and the proof is kept for the tab.
    expect(calls.some((c) => c.path === '/api/requirements/fetch')).toBe(false);
    expect(JSON.parse(sessionStorage.getItem('haat.buyerProof')!)).toMatchObject({
      phoneNo: PHONE,
      proof: 'signed-proof',
    });
  });

  it('sends at once for a seller signed in with their own phone, and says when no seller matched', async () => {
    logIn({ name: 'Asha Verma', phoneNo: PHONE });
    const calls = mockApi({
      'POST /api/requirements/create': ok(
        created({ requirement: requirement({ status: 'unmatched', sellers: [] }) }),
        201,
      ),
    });
    renderForm('/postRequirement?city=Pune');
    await waitFor(() => expect((field(words.name) as HTMLInputElement).value).toBe('Asha Verma'));
    expect((field(words.phone) as HTMLInputElement).value).toBe(PHONE);
    type(words.need, 'Plumber for a leaking tap');
    fireEvent.click(screen.getByRole('radio', { name: words.kinds.service }));
    fireEvent.click(screen.getByRole('radio', { name: words.whenOptions.flexible }));
    fireEvent.click(screen.getByRole('button', { name: words.send }));

    expect((await screen.findAllByText(REQUIREMENT_MSG.unmatched)).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.path === '/api/myEnquiries/requestOTP')).toBe(false);
    const body = createCall(calls)?.body as Record<string, unknown>;
    expect(body.proof).toBeUndefined();
    expect(createCall(calls)?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('shows a refusal of the server above the form, in its words', async () => {
    sessionStorage.setItem(
      'haat.buyerProof',
      JSON.stringify({
        proof: 'kept-proof',
        provedUntil: '2099-01-01T00:00:00.000Z',
        phoneNo: PHONE,
      }),
    );
    const calls = mockApi({
      'POST /api/requirements/create': fail(400, REQUIREMENT_MSG.categoryNotFound, 'VALIDATION'),
    });
    renderForm('/postRequirement?city=Pune');
    // The phone proved today in this tab is filled in and needs no code.
    await waitFor(() => expect((field(words.phone) as HTMLInputElement).value).toBe(PHONE));
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: words.send }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(REQUIREMENT_MSG.categoryNotFound)).toBeTruthy();
    expect((createCall(calls)?.body as Record<string, unknown>).proof).toBe('kept-proof');
    expect(calls.some((c) => c.path === '/api/myEnquiries/requestOTP')).toBe(false);
  });

  it('says before Send, on a phone, who sees the need, the name and, once they accept, the phone; and before Verify what the number is for', async () => {
    atPhoneWidth();
    setLocation('Pune');
    mockApi({
      'GET /api/public/requirements/suggest': ok({
        kind: 'service',
        category: REPAIRS,
        subCategory: PLUMBERS,
      }),
      'GET /api/public/category/fetchAll': catalog,
      'POST /api/myEnquiries/requestOTP': ok(null),
    });
    renderForm();
    const send = await screen.findByRole('button', { name: words.send });
    // Decision 033: an offer shows the seller the need and the name; the phone once accepted.
    expect(words.shareNote).toMatch(/need and name.*phone number once they accept/);
    // A page, not a modal: the full notice opens in its place.
    expectPrivacyNotice(words.shareNote, { before: send, newTab: false });

    await waitFor(() => expect((field(words.city) as HTMLInputElement).value).toBe('Pune'));
    fillForm();
    fireEvent.click(send);
    const verify = await screen.findByRole('button', { name: en.otp.verify });
    expectPrivacyNotice(en.otp.notice, { before: verify, newTab: true });
  });
});
