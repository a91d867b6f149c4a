import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMITS, PAGE_SIZES, type BusinessAnswers, type ReviewAnswers } from '@haat/shared';
import { api } from '@/lib/api-client.ts';

// The seller's side of ratings and reviews (issue 22, /api/userAdmin/review): their businesses'
// reviews, one review (where its notification leads) and the one public reply.

export type SellerReviewFilters = { businessId: string | null; rating: number | null };

export const sellerReviewKeys = {
  all: ['sellerReviews'] as const,
  list: (filters: SellerReviewFilters, pageNo: number) =>
    ['sellerReviews', 'list', filters, pageNo] as const,
  one: (id: string) => ['sellerReviews', 'one', id] as const,
  businesses: ['sellerReviews', 'businesses'] as const,
};

type ReviewsPage = ReviewAnswers['sellerPage'];

/** GET review/fetchAll {pageNo, perPage 10, fkBusinessId?, rating?}: newest first. */
export function useSellerReviews(filters: SellerReviewFilters, pageNo: number) {
  return useQuery({
    queryKey: sellerReviewKeys.list(filters, pageNo),
    queryFn: ({ signal }) =>
      api.get<ReviewsPage>(
        '/userAdmin/review/fetchAll',
        {
          pageNo,
          perPage: PAGE_SIZES.sellerReviews,
          fkBusinessId: filters.businessId ?? undefined,
          rating: filters.rating ?? undefined,
        },
        // The page shows its own state when the list fails or names another's business.
        { toast: false, signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET review/fetch {id}: one review of the seller's businesses (404 for anyone else's). */
export function useSellerReview(id: string | null) {
  return useQuery({
    queryKey: sellerReviewKeys.one(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<ReviewAnswers['sellerOne']>(
        '/userAdmin/review/fetch',
        { id },
        { toast: false, signal },
      ),
    select: (payload) => payload.review,
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/**
 * GET business/fetchAll (all of them: an account has at most five), for the filter by business.
 * A background call: the filter just lists fewer names when it fails.
 */
export function useReviewBusinesses() {
  return useQuery({
    queryKey: sellerReviewKeys.businesses,
    queryFn: ({ signal }) =>
      api.get<BusinessAnswers['page']>(
        '/userAdmin/business/fetchAll',
        { pageNo: 1, perPage: LIMITS.businessesPerUser, filter: 'All' },
        { toast: false, signal },
      ),
    select: (payload) => payload.businesses.map(({ _id, name }) => ({ _id, name })),
  });
}

/** PUT review/reply {id, reply}: writes the one public reply or replaces it. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id: string; reply: string }) =>
      api.put<ReviewAnswers['sellerOne']>('/userAdmin/review/reply', vars),
    onSuccess: ({ review }) => {
      queryClient.setQueryData(sellerReviewKeys.one(review._id), { review });
      return queryClient.invalidateQueries({ queryKey: sellerReviewKeys.all });
    },
  });
}
