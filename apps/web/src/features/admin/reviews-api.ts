import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type AdminReview, type ReviewQueueFilter } from '@haat/shared';
import { api } from '@/lib/api-client.ts';
import { showToast } from '@/lib/toast.ts';
import { adminKeys, useAdminMutation } from './api.ts';

// Moderation of ratings and reviews (issue 22, /api/admin/reviews). Under the console's 'admin'
// key, so a decision also refreshes the dashboard's count and the menu's badge.

export const reviewQueueKey = (filter: ReviewQueueFilter, pageNo: number) =>
  [...adminKeys.all, 'reviews', filter, pageNo] as const;

/** GET /admin/reviews {filter, pageNo, perPage 20}: waiting oldest first, the others newest. */
export function useReviewQueue(filter: ReviewQueueFilter, pageNo: number) {
  return useQuery({
    queryKey: reviewQueueKey(filter, pageNo),
    queryFn: ({ signal }) =>
      api.get<{ reviews: AdminReview[]; total: number }>(
        '/admin/reviews',
        { filter, pageNo, perPage: PAGE_SIZES.adminReviews },
        { signal },
      ),
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
      const answer = await api.put<{ review: AdminReview }>(`/admin/reviews/${vars.action}`, {
        id: vars.id,
        reason: vars.reason,
      });
      showToast('success', vars.done);
      return answer;
    },
  );
