import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  reviewNotification,
  sellerReviewPath,
  type Notification,
  notificationText,
} from '@haat/shared';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';
import { review, seller, SHOP } from '../test-fixtures.ts';

configure({ asyncUtilTimeout: 5000 });

const S = enWorkspace.sellerReviews;
const one = review(7, { name: 'Meera', rating: 4, text: 'Helpful staff.' });

describe('/userAdmin/reviews/{id}: where a new review notification leads', () => {
  it('opening the notification marks it read, follows the link the server wrote and shows the review ready for a reply', async () => {
    logIn();
    const notification: Notification = {
      _id: '0190a1b2-0000-7000-8000-000000000301',
      notification: notificationText(reviewNotification('Meera', 4, SHOP.name)),
      message: reviewNotification('Meera', 4, SHOP.name),
      createdAt: '2024-01-15T20:00:00.000Z',
      isMarkedRead: false,
      redirect: sellerReviewPath(one._id),
    };
    const calls = mockApi({
      'GET /api/auth/user/fetch': ok({ user: seller }),
      'GET /api/userAdmin/notification/fetchAll': ok({ notifications: [notification], total: 1 }),
      'PUT /api/userAdmin/notification/markAsRead': ok({
        notification: { ...notification, isMarkedRead: true },
      }),
      'GET /api/userAdmin/review/fetch': ok({ review: one }),
    });
    const { router } = renderRoute('/userAdmin/notifications');
    fireEvent.click(
      await screen.findByRole('button', {
        name: `${enWorkspace.notificationsPage.unread}: ${notification.notification}`,
      }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/userAdmin/reviews/${one._id}`),
    );
    expect(calls.find((c) => c.path === '/api/userAdmin/notification/markAsRead')?.body).toEqual({
      id: notification._id,
    });

    const card = await screen.findByRole('listitem', { name: `Meera, ${'Rated 4 out of 5'}` });
    expect(within(card).getByText('Helpful staff.')).toBeTruthy();
    expect(
      calls.find((c) => c.path === '/api/userAdmin/review/fetch')?.url.searchParams.get('id'),
    ).toBe(one._id);
    // Without a reply yet, the form is open.
    expect(within(card).getByRole('form', { name: 'Reply to Meera' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: S.viewPage }).getAttribute('href')).toMatch(
      /^\/business\//,
    );
    expect(
      screen
        .getByRole('link', { name: S.businessReviews.replace('{{name}}', SHOP.name) })
        .getAttribute('href'),
    ).toBe(`/userAdmin/reviews?business=${SHOP._id}`);
  });

  it('a review with a reply opens with Edit reply', async () => {
    logIn();
    mockApi({
      'GET /api/auth/user/fetch': ok({ user: seller }),
      'GET /api/userAdmin/review/fetch': ok({
        review: {
          ...one,
          reply: { text: 'Thanks!', createdAt: one.createdAt, updatedAt: one.createdAt },
        },
      }),
    });
    renderRoute(`/userAdmin/reviews/${one._id}`);
    expect(await screen.findByText('Thanks!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit reply to Meera' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("another seller's review, or a broken link, is not found", async () => {
    logIn();
    mockApi({
      'GET /api/auth/user/fetch': ok({ user: seller }),
      'GET /api/userAdmin/review/fetch': fail(404, 'This review is not available.', 'NOT_FOUND'),
    });
    renderRoute(`/userAdmin/reviews/${one._id}`);
    expect(await screen.findByText(enWorkspace.workspace.notFoundTitle)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: S.allReviews }).length).toBeGreaterThan(0);
  });
});
