import { describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  AUTH_MSG,
  REVIEW_MSG,
  type ListedReview,
  type PublicReviewsPage,
  type ReviewSummary,
} from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { enReviews } from '@/i18n/en-reviews.ts';
import { fail, mockApi, ok, type MockAnswer } from '@/test/api-mock.ts';
import { atPhoneWidth, expectPrivacyNotice } from '@/test/privacy-notice.ts';
import { logIn, renderWithProviders } from '@/test/render.tsx';
import type { PublicBusiness } from '../api.ts';
import { ReviewsSection } from './reviews-section.tsx';

// Lazy code (the list, the form, the report dialog) can take a while on a busy test run.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

// happy-dom has no document.fonts, which Mantine's autosizing text boxes listen to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const strings = enReviews.reviewsPanel;
const businessId = '0190a1b2-0000-7000-8000-0000000000b1';
const business = {
  _id: businessId,
  name: 'Jai Hind Home Appliances',
  rating: { average: 4.3, count: 27 },
} as PublicBusiness;

const summary: ReviewSummary = {
  average: 4.3,
  count: 27,
  breakdown: { 5: 15, 4: 7, 3: 2, 2: 1, 1: 2 },
};

const review = (n: number, overrides: Partial<ListedReview> = {}): ListedReview => ({
  _id: `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`,
  fkBusinessId: businessId,
  name: `Buyer ${n}`,
  erased: false,
  rating: 5,
  text: `Review number ${n}`,
  helpfulCount: 0,
  isEdited: false,
  verifiedEnquiry: false,
  reply: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  markedHelpful: false,
  ...overrides,
});

const page = (reviews: ListedReview[], total = 27): MockAnswer =>
  ok({ summary, reviews, total } satisfies PublicReviewsPage);

const newest = Array.from({ length: 10 }, (_, i) => review(i + 1));

function renderSection(
  more: Record<string, MockAnswer | Parameters<typeof mockApi>[0][string]> = {},
  at = '/',
) {
  const calls = mockApi({
    'GET /api/public/review/fetchAll': ({ url }) => {
      if (url.searchParams.get('sort') === 'helpful') {
        return page([review(99, { name: 'Most useful buyer', helpfulCount: 12 })]);
      }
      return url.searchParams.get('pageNo') === '2'
        ? page([review(11, { name: 'Oldest buyer' })], 11)
        : page(newest, 11);
    },
    ...more,
  });
  // happy-dom's observer never reports an intersection: without one the section loads at once.
  vi.stubGlobal('IntersectionObserver', undefined);
  renderWithProviders(
    <MemoryRouter initialEntries={[at]}>
      <ReviewsSection business={business} />
    </MemoryRouter>,
  );
  return calls;
}

const reviewCards = () => screen.getAllByRole('article');

describe('the reviews section', () => {
  it('shows the average, the count, a bar per star 5 to 1 and the newest reviews, 10 at a time', async () => {
    const calls = renderSection();
    expect(screen.getByRole('heading', { name: en.reviews.title })).toBeTruthy();
    expect(await screen.findByText('Buyer 1')).toBeTruthy();
    expect(screen.getByText('4.3')).toBeTruthy();
    expect(screen.getByText('(27 ratings)')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5 by 27 buyers' })).toBeTruthy();
    const bars = screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
    expect(bars).toEqual(['5 stars: 15', '4 stars: 7', '3 stars: 2', '2 stars: 1', '1 stars: 2']);
    expect(reviewCards()).toHaveLength(10);
    const first = calls.find((call) => call.path === '/api/public/review/fetchAll')!;
    expect(Object.fromEntries(first.url.searchParams)).toEqual({
      fkBusinessId: businessId,
      sort: 'newest',
      pageNo: '1',
      perPage: '10',
    });

    fireEvent.click(screen.getByRole('button', { name: strings.more }));
    expect(await screen.findByText('Oldest buyer')).toBeTruthy();
    expect(reviewCards()).toHaveLength(11);
    expect(screen.queryByRole('button', { name: strings.more })).toBeNull();
  });

  it('shows an erased reviewer’s stars and words under a neutral name', async () => {
    renderSection({
      'GET /api/public/review/fetchAll': page([review(1, { name: '', erased: true })], 1),
    });
    const card = await screen.findByRole('article', { name: en.erasedBuyer.reviewer });
    expect(within(card).getByText(en.erasedBuyer.reviewer)).toBeTruthy();
    expect(within(card).getByText('Review number 1')).toBeTruthy();
  });

  it('marks a review whose writer’s enquiry the seller answered as a Verified enquiry', async () => {
    renderSection({
      'GET /api/public/review/fetchAll': page([
        review(1, { name: 'Verified buyer', verifiedEnquiry: true }),
        review(2, { name: 'Other buyer' }),
      ]),
    });
    const [verified, other] = await screen.findAllByRole('article');
    expect(within(verified!).getByText(strings.verifiedEnquiry)).toBeTruthy();
    expect(within(other!).queryByText(strings.verifiedEnquiry)).toBeNull();
  });

  it('switches to most helpful first', async () => {
    const calls = renderSection();
    await screen.findByText('Buyer 1');
    fireEvent.click(screen.getByRole('radio', { name: strings.sorts.helpful }));
    expect(await screen.findByText('Most useful buyer')).toBeTruthy();
    expect(screen.queryByText('Buyer 1')).toBeNull();
    expect(screen.getByRole('button', { name: 'Helpful (12)' })).toBeTruthy();
    expect(calls.some((call) => call.url.searchParams.get('sort') === 'helpful')).toBe(true);
  });

  it('shows the text as written, never as HTML, with the date in India and the seller’s reply', async () => {
    const text = '<b>Loud</b> fridge <img src=x onerror="alert(1)">\nSecond line';
    renderSection({
      'GET /api/public/review/fetchAll': page(
        [
          review(1, {
            text,
            // 20:00 UTC is 01:30 the next day in Asia/Kolkata.
            createdAt: '2026-11-23T20:00:00.000Z',
            isEdited: true,
            reply: {
              text: 'Sorry! <i>We replaced it.</i>',
              createdAt: '2026-11-24T05:00:00.000Z',
              updatedAt: '2026-11-24T05:00:00.000Z',
            },
          }),
        ],
        1,
      ),
    });
    const card = await screen.findByRole('article', { name: 'Buyer 1' });
    expect(within(card).getByText((_, node) => node?.textContent === text)).toBeTruthy();
    expect(card.querySelector('b, img, i')).toBeNull();
    expect(within(card).getByText(/24 Nov 2026/)).toBeTruthy();
    expect(within(card).getByText(/Edited/)).toBeTruthy();
    expect(within(card).getByText(strings.reply)).toBeTruthy();
    expect(within(card).getByText('Sorry! <i>We replaced it.</i>')).toBeTruthy();
    expect(within(card).getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
  });

  it('loads the list only when the section comes near the screen', async () => {
    let report: IntersectionObserverCallback = () => {};
    const calls = mockApi({ 'GET /api/public/review/fetchAll': page(newest, 11) });
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    renderWithProviders(
      <MemoryRouter>
        <ReviewsSection business={business} />
      </MemoryRouter>,
    );
    // Drawn at once: the heading only, no call (the stars are under the business's name).
    expect(screen.getByRole('heading', { name: en.reviews.title })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    act(() =>
      report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(await screen.findByText('Buyer 1')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/api/public/review/fetchAll']);
  });

  it('without reviews says so and still offers Write a review', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    mockApi({
      'GET /api/public/review/fetchAll': ok({
        summary: { average: null, count: 0, breakdown: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } },
        reviews: [],
        total: 0,
      }),
    });
    renderWithProviders(
      <MemoryRouter>
        <ReviewsSection business={{ ...business, rating: null }} />
      </MemoryRouter>,
    );
    expect((await screen.findAllByText(en.reviews.empty)).length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: strings.write })).toBeTruthy();
  });
});

describe('Helpful and Report', () => {
  it('Helpful shows the server’s count and stays pressed; a second vote is told so', async () => {
    const calls = renderSection({
      'PUT /api/public/review/helpful': ({ body }) =>
        (body as { id: string }).id === newest[0]!._id
          ? ok({ counted: true, helpfulCount: 3 })
          : ok({ counted: false, helpfulCount: 7 }),
    });
    await screen.findByText('Buyer 1');
    const [first, second] = reviewCards();
    fireEvent.click(within(first!).getByRole('button', { name: strings.helpful }));
    const counted = await within(first!).findByRole('button', { name: 'Helpful (3)' });
    expect(counted.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText(REVIEW_MSG.helpfulCounted)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/public/review/helpful')?.body).toEqual({
      id: newest[0]!._id,
    });

    fireEvent.click(within(second!).getByRole('button', { name: strings.helpful }));
    expect(await within(second!).findByRole('button', { name: 'Helpful (7)' })).toBeTruthy();
    expect(await screen.findByText(REVIEW_MSG.helpfulAlready)).toBeTruthy();
  });

  it('shows as marked, after a reload, the reviews the list says this visitor marked', async () => {
    const calls = renderSection({
      'GET /api/public/review/fetchAll': () =>
        page([review(1, { helpfulCount: 4, markedHelpful: true }), review(2)], 2),
    });
    await screen.findByText('Buyer 1');
    const [first, second] = reviewCards();
    const marked = within(first!).getByRole('button', { name: 'Helpful (4)' });
    expect(marked.getAttribute('aria-pressed')).toBe('true');
    expect(marked.hasAttribute('disabled')).toBe(true);
    const unmarked = within(second!).getByRole('button', { name: strings.helpful });
    expect(unmarked.getAttribute('aria-pressed')).toBe('false');
    expect(calls.some((c) => c.path === '/api/public/review/helpful')).toBe(false);
  });

  it('Report asks for a reason, then sends it with the details', async () => {
    const calls = renderSection({ 'POST /api/public/review/report': ok({ reported: true }, 201) });
    await screen.findByText('Buyer 1');
    fireEvent.click(within(reviewCards()[0]!).getByRole('button', { name: strings.report }));
    const dialog = await screen.findByRole('dialog', { name: strings.reportForm.title });
    fireEvent.click(within(dialog).getByRole('button', { name: strings.reportForm.send }));
    expect(await within(dialog).findByText(REVIEW_MSG.reportReasonRequired)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/public/review/report')).toBe(false);

    fireEvent.click(
      within(dialog).getByRole('radio', { name: enReviews.reviewsPanel.reasons.fake }),
    );
    fireEvent.change(within(dialog).getByLabelText(strings.reportForm.details), {
      target: { value: 'Same text on five shops' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: strings.reportForm.send }));
    expect(await screen.findByText(REVIEW_MSG.reported)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/public/review/report')?.body).toEqual({
      id: newest[0]!._id,
      reason: 'fake',
      details: 'Same text on five shops',
    });
  });
});

const form = strings.form;
const written = (isUpdate = false, held = false): MockAnswer =>
  ok(
    { review: review(50, { name: 'Ravi Kumar', rating: 4 }), isUpdate, held, summary },
    isUpdate ? 200 : 201,
  );
const pins = () => screen.getAllByLabelText(en.otp.label) as HTMLInputElement[];

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: strings.write }));
  return screen.findByRole('dialog', { name: `Review ${business.name}` });
}

function fillForm(
  dialog: HTMLElement,
  values: { stars?: number; text?: string; name?: string; phone?: string },
) {
  if (values.stars) {
    fireEvent.click(within(dialog).getByRole('radio', { name: `${values.stars} out of 5 stars` }));
  }
  if (values.text !== undefined) {
    fireEvent.change(within(dialog).getByLabelText(form.text), { target: { value: values.text } });
  }
  if (values.name !== undefined) {
    fireEvent.change(within(dialog).getByLabelText(new RegExp(form.name)), {
      target: { value: values.name },
    });
  }
  if (values.phone !== undefined) {
    fireEvent.change(within(dialog).getByLabelText(new RegExp(form.phone)), {
      target: { value: values.phone },
    });
  }
}

describe('Write a review', () => {
  it('checks the form with the server’s rules and messages', async () => {
    const calls = renderSection();
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('button', { name: form.next }));
    expect(await within(dialog).findByText(REVIEW_MSG.ratingRequired)).toBeTruthy();
    expect(within(dialog).getByText(REVIEW_MSG.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(REVIEW_MSG.phoneRequired)).toBeTruthy();

    fillForm(dialog, { stars: 4, text: 'word '.repeat(501), name: 'Ravi', phone: '12345' });
    expect(within(dialog).getByText('501 / 500 words')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: form.next }));
    expect(await within(dialog).findByText(REVIEW_MSG.textTooLong)).toBeTruthy();
    expect(within(dialog).getByText(REVIEW_MSG.phoneInvalid)).toBeTruthy();
    expect(within(dialog).queryByText(REVIEW_MSG.ratingRequired)).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/auth/') || c.method !== 'GET')).toBe(false);
  });

  it('sends a code to the phone, verifies it as the sign-up step does, then publishes', async () => {
    const calls = renderSection({
      'GET /api/auth/user/requestOTP': ok(null),
      'POST /api/auth/user/verifyOTP': ok(null),
      'POST /api/public/review/create': written(),
    });
    const dialog = await openForm();
    fillForm(dialog, {
      stars: 4,
      text: 'Fixed our fridge the same day.',
      name: 'Ravi Kumar',
      phone: '9811122233',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: form.next }));

    expect(await within(dialog).findByText(form.verify)).toBeTruthy();
    const asked = calls.find((c) => c.path === '/api/auth/user/requestOTP')!;
    // The business is named, so the server can refuse its owner before sending a code.
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({
      phoneNo: '9811122233',
      type: 'ReviewBusiness',
      fkBusinessId: businessId,
    });
    expect(pins()).toHaveLength(4);
    // The 60-second wait before Resend, as in sign-up.
    expect(within(dialog).getByText(/Resend OTP in/i)).toBeTruthy();
    '1234'
      .split('')
      .forEach((digit, i) => fireEvent.change(pins()[i]!, { target: { value: digit } }));
    fireEvent.click(within(dialog).getByRole('button', { name: en.otp.verify }));

    expect(await screen.findByText(REVIEW_MSG.created)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/auth/user/verifyOTP')?.body).toEqual({
      phoneNo: '9811122233',
      otp: '1234',
      type: 'ReviewBusiness',
    });
    expect(calls.find((c) => c.path === '/api/public/review/create')?.body).toEqual({
      fkBusinessId: businessId,
      rating: 4,
      text: 'Fixed our fridge the same day.',
      name: 'Ravi Kumar',
      phoneNo: '9811122233',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page asks for the reviews again (the new one and the new stars).
    expect(calls.filter((c) => c.path === '/api/public/review/fetchAll').length).toBeGreaterThan(1);
  });

  it('refuses the owner when the code is asked for: no code step, the server’s words on the form', async () => {
    const calls = renderSection({
      'GET /api/auth/user/requestOTP': fail(400, REVIEW_MSG.ownBusiness, 'VALIDATION'),
    });
    const dialog = await openForm();
    fillForm(dialog, { stars: 5, name: 'Owner', phone: '9000000004' });
    fireEvent.click(within(dialog).getByRole('button', { name: form.next }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(REVIEW_MSG.ownBusiness);
    expect(within(dialog).queryByText(form.verify)).toBeNull();
    expect(within(dialog).getByRole('button', { name: form.next })).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/auth/user/verifyOTP')).toBe(false);
  });

  it('tells the writer in clear words that a held review appears after a check', async () => {
    renderSection({
      'GET /api/auth/user/requestOTP': ok(null),
      'POST /api/auth/user/verifyOTP': ok(null),
      'POST /api/public/review/create': written(false, true),
    });
    const dialog = await openForm();
    fillForm(dialog, { stars: 1, name: 'Ravi Kumar', phone: '9811122244' });
    fireEvent.click(within(dialog).getByRole('button', { name: form.next }));
    await within(dialog).findByText(form.verify);
    '1234'
      .split('')
      .forEach((digit, i) => fireEvent.change(pins()[i]!, { target: { value: digit } }));
    fireEvent.click(within(dialog).getByRole('button', { name: en.otp.verify }));
    expect(await screen.findByText(REVIEW_MSG.createdHeld)).toBeTruthy();
    expect(screen.queryByText(REVIEW_MSG.created)).toBeNull();
  });

  it('refuses the owner with the server’s words, back on the form', async () => {
    renderSection({
      'GET /api/auth/user/requestOTP': ok(null),
      'POST /api/auth/user/verifyOTP': ok(null),
      'POST /api/public/review/create': fail(400, REVIEW_MSG.ownBusiness, 'VALIDATION'),
    });
    const dialog = await openForm();
    fillForm(dialog, { stars: 5, name: 'Owner', phone: '9000000004' });
    fireEvent.click(within(dialog).getByRole('button', { name: form.next }));
    await within(dialog).findByText(form.verify);
    '1234'
      .split('')
      .forEach((digit, i) => fireEvent.change(pins()[i]!, { target: { value: digit } }));
    fireEvent.click(within(dialog).getByRole('button', { name: en.otp.verify }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(REVIEW_MSG.ownBusiness);
    expect(within(dialog).getByRole('button', { name: form.next })).toBeTruthy();
  });

  it('a signed-in buyer has name and phone filled in and publishes without a code; writing again edits', async () => {
    logIn({ name: 'Asha Verma', phoneNo: '9876543210' });
    const calls = renderSection({ 'POST /api/public/review/create': written(true) });
    const dialog = await openForm();
    expect((within(dialog).getByLabelText(new RegExp(form.name)) as HTMLInputElement).value).toBe(
      'Asha Verma',
    );
    expect((within(dialog).getByLabelText(new RegExp(form.phone)) as HTMLInputElement).value).toBe(
      '9876543210',
    );
    fillForm(dialog, { stars: 3 });
    fireEvent.click(within(dialog).getByRole('button', { name: form.publish }));
    expect(await screen.findByText(REVIEW_MSG.updated)).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/auth/user/'))).toBe(false);
    expect(
      calls.find((c) => c.path === '/api/public/review/create')?.headers.get('authorization'),
    ).toBeTruthy();
  });

  it('opened from My enquiries’ Rate, has the proved phone filled in and publishes with the day’s proof, no code', async () => {
    sessionStorage.setItem(
      'haat.buyerProof',
      JSON.stringify({
        proof: 'signed-proof',
        provedUntil: '2099-01-01T00:00:00.000Z',
        phoneNo: '9812345678',
      }),
    );
    const calls = renderSection(
      { 'POST /api/public/review/create': written(false) },
      '/business/x?rate=1#reviews',
    );
    const dialog = await screen.findByRole('dialog', { name: `Review ${business.name}` });
    expect((within(dialog).getByLabelText(new RegExp(form.phone)) as HTMLInputElement).value).toBe(
      '9812345678',
    );
    fillForm(dialog, { stars: 4, name: 'Meena' });
    fireEvent.click(within(dialog).getByRole('button', { name: form.publish }));
    expect(await screen.findByText(REVIEW_MSG.created)).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/auth/user/'))).toBe(false);
    expect(calls.find((c) => c.path === '/api/public/review/create')?.body).toMatchObject({
      phoneNo: '9812345678',
      rating: 4,
      enquiryProof: 'signed-proof',
    });
    sessionStorage.clear();
  });

  it('a lapsed verification asks for a new code', async () => {
    renderSection({
      'GET /api/auth/user/requestOTP': ok(null),
      'POST /api/auth/user/verifyOTP': ok(null),
      'POST /api/public/review/create': fail(400, AUTH_MSG.phoneNotVerified, 'VALIDATION'),
    });
    const dialog = await openForm();
    fillForm(dialog, { stars: 5, name: 'Ravi', phone: '9811122233' });
    fireEvent.click(within(dialog).getByRole('button', { name: form.next }));
    await within(dialog).findByText(form.verify);
    '1234'
      .split('')
      .forEach((digit, i) => fireEvent.change(pins()[i]!, { target: { value: digit } }));
    fireEvent.click(within(dialog).getByRole('button', { name: en.otp.verify }));
    expect(await screen.findByText(AUTH_MSG.phoneNotVerified)).toBeTruthy();
    expect(within(dialog).getByText(form.verify)).toBeTruthy();
  });

  it('says before Continue, on a phone, what is shown and that the phone is not, and before Verify what the number is for', async () => {
    atPhoneWidth();
    renderSection({ 'GET /api/auth/user/requestOTP': ok(null) });
    const dialog = await openForm();
    expect(dialog.hasAttribute('data-full-screen')).toBe(true);
    // The form is in a modal: the full notice opens in a new tab.
    expectPrivacyNotice(form.notice, {
      before: within(dialog).getByRole('button', { name: form.next }),
      newTab: true,
    });
    fillForm(dialog, { stars: 5, name: 'Ravi', phone: '9811122233' });
    fireEvent.click(within(dialog).getByRole('button', { name: form.next }));
    await within(dialog).findByText(form.verify);
    expectPrivacyNotice(en.otp.notice, {
      before: within(dialog).getByRole('button', { name: en.otp.verify }),
      newTab: true,
    });
  });
});
