import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type ReviewQueueFilter } from '@haat/shared';
import { reviewsContract } from '@haat/shared/endpoints';
import { api, endpointQuery } from '@/lib/api-client.ts';
import { showToast } from '@/lib/toast.ts';
import { useAdminMutation } from './api.ts';

// Moderation of ratings and reviews (docs/decisions/015-reviews.md, /api/admin/reviews). Its path
// puts the queue under the console's 'admin' key, so a decision also refreshes the dashboard's
// count and the menu's badge.

/** GET /admin/reviews {filter, pageNo, perPage 20}: waiting oldest first, the others newest. */
export function useReviewQueue(filter: ReviewQueueFilter, pageNo: number) {
  return useQuery({
    ...endpointQuery(reviewsContract.moderationQueue, {
      filter,
      pageNo,
      perPage: PAGE_SIZES.adminReviews,
    }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export type ModerationAction = 'hide' | 'restore';

/**
 * PUT /admin/reviews/hide or /restore {id, reason}: the reason goes to the audit log. Restore
 * also keeps a waiting published review (it leaves the queue) and approves a held one. `done` is
 * the toast saying what happened, chosen by the caller for the decision it asked for.
 */
export const useModerateReview = () =>
  useAdminMutation(
    async (vars: { action: ModerationAction; id: string; reason: string; done: string }) => {
      const body = { id: vars.id, reason: vars.reason };
      const answer =
        vars.action === 'hide'
          ? await api(reviewsContract.hide, body)
          : await api(reviewsContract.restore, body);
      showToast('success', vars.done);
      return answer;
    },
  );
