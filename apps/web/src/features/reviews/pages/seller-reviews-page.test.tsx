import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REVIEW_LIMITS, REVIEW_MSG } from '@haat/shared';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { en } from '@/i18n/en.ts';
import { mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';
import { review, SALON, seller, SHOP } from '../test-fixtures.ts';

// Screens load lazily; on a busy test run they can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

const S = enWorkspace.sellerReviews;

const base = {
  'GET /api/auth/user/fetch': ok({ user: seller }),
  'GET /api/userAdmin/business/fetchAll': ok({ businesses: [SHOP, SALON], total: 2 }),
};

const fetchAllCalls = (calls: ReturnType<typeof mockApi>) =>
  calls
    .filter((c) => c.path === '/api/userAdmin/review/fetchAll')
    .map((c) => Object.fromEntries(c.url.searchParams));

describe('/userAdmin/reviews', () => {
  it('lists 10 a page newest first with India times, text as text, and pages', async () => {
    logIn();
    const reviews = Array.from({ length: 10 }, (_, i) =>
      review(i + 1, i === 0 ? { text: '<b>Great</b> shop\nwill come again' } : {}),
    );
    const calls = mockApi({
      ...base,
      'GET /api/userAdmin/review/fetchAll': ok({ reviews, total: 11 }),
    });
    renderRoute('/userAdmin/reviews');
    const list = await screen.findByRole('list', { name: S.listLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(fetchAllCalls(calls)[0]).toEqual({ pageNo: '1', perPage: '10' });
    // 20:00 UTC is 01:30 the next day in India.
    expect(within(list).getAllByText(/16 Jan 2024, 01:30 am/i)).toHaveLength(10);
    // Markup in a review is shown as the characters the buyer typed, never as HTML.
    expect(within(list).getByText(/<b>Great<\/b> shop/)).toBeTruthy();
    expect(list.querySelector('b')).toBeNull();
    expect(within(list).getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(10);
    expect(screen.getByText('11 reviews')).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: en.pagination.page.replace('{{page}}', '2') }),
    );
    await waitFor(() => expect(fetchAllCalls(calls).some((q) => q.pageNo === '2')).toBe(true));
  });

  it('filters by stars and by business, writing both to the address and the query', async () => {
    logIn();
    const calls = mockApi({
      ...base,
      'GET /api/userAdmin/review/fetchAll': ({ url }) =>
        ok({
          reviews: [review(1, { rating: Number(url.searchParams.get('rating')) || 5 })],
          total: 1,
        }),
    });
    const { router } = renderRoute('/userAdmin/reviews?page=2');
    await screen.findByRole('list', { name: S.listLabel });

    fireEvent.click(screen.getByRole('radio', { name: '4★' }));
    await waitFor(() => expect(router.state.location.search).toBe('?rating=4'));
    await waitFor(() =>
      expect(fetchAllCalls(calls).at(-1)).toEqual({ pageNo: '1', perPage: '10', rating: '4' }),
    );

    fireEvent.click(
      screen.queryByRole('textbox', { name: S.businessFilter }) ??
        screen.getByRole('combobox', { name: S.businessFilter }),
    );
    fireEvent.click(await screen.findByRole('option', { name: SALON.name }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?business=${SALON._id}&rating=4`),
    );
    await waitFor(() =>
      expect(fetchAllCalls(calls).at(-1)).toEqual({
        pageNo: '1',
        perPage: '10',
        rating: '4',
        fkBusinessId: SALON._id,
      }),
    );

    fireEvent.click(screen.getByRole('radio', { name: S.allStars }));
    await waitFor(() => expect(router.state.location.search).toBe(`?business=${SALON._id}`));
  });

  it("a business's row in My Businesses links to its reviews", async () => {
    logIn();
    const business = {
      ...SHOP,
      businessType: 'product',
      images: [],
      tags: [],
      description: 'Phones and TVs.',
      website: null,
      phoneNo: '9876543210',
      gst: null,
      doe: null,
      fb: null,
      insta: null,
      address: 'MG Road',
      state: 'Maharashtra',
      city: 'Pune',
      pinCode: '411001',
      workingHours: null,
      isApproved: true,
      rejectionMessage: null,
      isActive: true,
      productCount: 3,
      serviceCount: 0,
      leadsCount: 1,
    };
    mockApi({
      ...base,
      'GET /api/userAdmin/business/fetchAll': ok({ businesses: [business], total: 1 }),
    });
    renderRoute('/userAdmin/businesses');
    const card = await screen.findByTestId('business-card');
    const link = within(card).getByRole('link', { name: enWorkspace.businesses.reviews });
    expect(link.getAttribute('href')).toBe(`/userAdmin/reviews?business=${SHOP._id}`);
    // And the seller menu has the screen.
    const nav = screen.getAllByRole('navigation', { name: en.nav.sellerNavigation })[0]!;
    expect(within(nav).getByRole('link', { name: en.nav.reviews }).getAttribute('href')).toBe(
      '/userAdmin/reviews',
    );
  });

  it('takes the filters from the address (the link of a business row)', async () => {
    logIn();
    const calls = mockApi({
      ...base,
      'GET /api/userAdmin/review/fetchAll': ok({ reviews: [], total: 0 }),
    });
    renderRoute(`/userAdmin/reviews?business=${SHOP._id}&rating=2`);
    expect(await screen.findByText(S.emptyFiltered)).toBeTruthy();
    expect(fetchAllCalls(calls)[0]).toEqual({
      pageNo: '1',
      perPage: '10',
      rating: '2',
      fkBusinessId: SHOP._id,
    });
  });

  it('replies once, then edits the reply', async () => {
    logIn();
    let current = review(1);
    const calls = mockApi({
      ...base,
      'GET /api/userAdmin/review/fetchAll': () => ok({ reviews: [current], total: 1 }),
      'PUT /api/userAdmin/review/reply': ({ body }) => {
        const { reply } = body as { reply: string };
        const first = current.reply === null;
        current = {
          ...current,
          reply: {
            text: reply,
            createdAt: '2024-01-16T04:30:00.000Z',
            updatedAt: first ? '2024-01-16T04:30:00.000Z' : '2024-01-17T04:30:00.000Z',
          },
        };
        return ok({ review: current });
      },
    });
    renderRoute('/userAdmin/reviews');
    await screen.findByRole('list', { name: S.listLabel });

    fireEvent.click(screen.getByRole('button', { name: 'Reply to Buyer 1' }));
    const form = screen.getByRole('form', { name: 'Reply to Buyer 1' });
    fireEvent.change(within(form).getByRole('textbox', { name: S.yourReply }), {
      target: { value: '  Thank you, Buyer 1!  ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: S.publish }));
    expect(await screen.findByText(REVIEW_MSG.replyPublished)).toBeTruthy();
    expect(
      calls.filter((c) => c.path === '/api/userAdmin/review/reply').map((c) => c.body),
    ).toEqual([{ id: current._id, reply: 'Thank you, Buyer 1!' }]);
    expect(await screen.findByText('Thank you, Buyer 1!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reply to Buyer 1' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit reply to Buyer 1' }));
    const edit = screen.getByRole('form', { name: 'Edit reply to Buyer 1' });
    const box = within(edit).getByRole('textbox', { name: S.yourReply }) as HTMLTextAreaElement;
    expect(box.value).toBe('Thank you, Buyer 1!');
    fireEvent.change(box, { target: { value: 'Thank you! The new stock is in.' } });
    fireEvent.click(within(edit).getByRole('button', { name: S.save }));
    expect(await screen.findByText(REVIEW_MSG.replyUpdated)).toBeTruthy();
    expect(await screen.findByText('Thank you! The new stock is in.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/userAdmin/review/reply')).toHaveLength(2);
  });

  it('checks the reply with the shared rule before sending it', async () => {
    logIn();
    const calls = mockApi({
      ...base,
      'GET /api/userAdmin/review/fetchAll': ok({ reviews: [review(1)], total: 1 }),
    });
    renderRoute('/userAdmin/reviews');
    await screen.findByRole('list', { name: S.listLabel });
    fireEvent.click(screen.getByRole('button', { name: 'Reply to Buyer 1' }));
    const form = screen.getByRole('form', { name: 'Reply to Buyer 1' });
    const box = within(form).getByRole('textbox', { name: S.yourReply });

    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: S.publish }));
    expect(await within(form).findByText(REVIEW_MSG.replyRequired)).toBeTruthy();

    fireEvent.change(box, { target: { value: 'a'.repeat(REVIEW_LIMITS.replyChars + 1) } });
    fireEvent.click(within(form).getByRole('button', { name: S.publish }));
    expect(await within(form).findByText(REVIEW_MSG.replyTooLong)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/userAdmin/review/reply')).toBe(false);

    fireEvent.click(within(form).getByRole('button', { name: S.cancel }));
    expect(screen.getByRole('button', { name: 'Reply to Buyer 1' })).toBeTruthy();
  });

  it('marks a review the administrator hid', async () => {
    logIn();
    mockApi({
      ...base,
      'GET /api/userAdmin/review/fetchAll': ok({
        reviews: [review(1, { status: 'hidden' })],
        total: 1,
      }),
    });
    renderRoute('/userAdmin/reviews');
    await screen.findByRole('list', { name: S.listLabel });
    expect(screen.getByText(S.hidden)).toBeTruthy();
    expect(screen.getByText(S.hiddenText)).toBeTruthy();
  });

  it('is behind the plan guard like every seller screen', async () => {
    logIn({ plan: 'Plan 0', planExpiresAt: null });
    mockApi({
      'GET /api/auth/user/fetch': {
        status: 401,
        body: { code: 401, message: 'No active plan', payload: null, error: 'PLAN_REQUIRED' },
      },
      'GET /api/userAdmin/notification/count': ok({ total: 0 }),
    });
    const { router } = renderRoute('/userAdmin/reviews');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
