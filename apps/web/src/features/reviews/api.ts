import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMITS, PAGE_SIZES } from '@haat/shared';
import { businessesContract, reviewsContract } from '@haat/shared/endpoints';
import { api, endpointKey, endpointKeyPrefix, endpointQuery } from '@/lib/api-client.ts';

// The seller's side of ratings and reviews (docs/decisions/015-reviews.md, /api/userAdmin/review):
// their businesses' reviews, one review (where its notification leads) and the one public reply.

export type SellerReviewFilters = { businessId: string | null; rating: number | null };

/** The filter's list of the seller's businesses (another domain's call). */
const reviewBusinessesKey = ['sellerReviews', 'businesses'] as const;

/** GET review/fetchAll {pageNo, perPage 10, fkBusinessId?, rating?}: newest first. */
export function useSellerReviews(filters: SellerReviewFilters, pageNo: number) {
  return useQuery({
    ...endpointQuery(
      reviewsContract.sellerFetchAll,
      {
        pageNo,
        perPage: PAGE_SIZES.sellerReviews,
        fkBusinessId: filters.businessId ?? undefined,
        rating: filters.rating ?? undefined,
      },
      // The page shows its own state when the list fails or names another's business.
      { toast: false },
    ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET review/fetch {id}: one review of the seller's businesses (404 for anyone else's). */
export function useSellerReview(id: string | null) {
  return useQuery({
    ...endpointQuery(reviewsContract.sellerFetch, { id: id ?? '' }, { toast: false }),
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
    queryKey: reviewBusinessesKey,
    queryFn: ({ signal }) =>
      api(
        businessesContract.fetchAll,
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
    mutationFn: (vars: { id: string; reply: string }) => api(reviewsContract.reply, vars),
    onSuccess: ({ review }) => {
      queryClient.setQueryData(endpointKey(reviewsContract.sellerFetch, { id: review._id }), {
        review,
      });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('/userAdmin/review') }),
        queryClient.invalidateQueries({ queryKey: reviewBusinessesKey }),
      ]);
    },
  });
}
