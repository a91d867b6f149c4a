import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import {
  PAGE_SIZES,
  type CreateReviewInput,
  type PublicReviewsPage,
  type ReportReviewInput,
  type ReviewAnswers,
  type ReviewSort,
} from '@haat/shared';
import { reviewsContract } from '@haat/shared/endpoints';
import { api, endpointKey, endpointKeyPrefix } from '@/lib/api-client.ts';

// Ratings and reviews of a business (docs/decisions/015-reviews.md): GET
// /public/review/fetchAll {fkBusinessId, sort, pageNo, perPage}, POST /public/review/create,
// PUT /public/review/helpful {id}, POST /public/review/report {id, reason, details}. Apart from
// api.ts so that only the reviews' own (lazy) code loads them, not the page's first view.

/** A business's published reviews, 10 a page, with its summary (each page repeats it). */
export function useBusinessReviews(businessId: string, sort: ReviewSort) {
  const input = { fkBusinessId: businessId, sort, perPage: PAGE_SIZES.reviews };
  return useInfiniteQuery({
    queryKey: endpointKey(reviewsContract.fetchAll, input),
    queryFn: ({ pageParam, signal }) =>
      api(reviewsContract.fetchAll, { ...input, pageNo: pageParam }, { signal, toast: false }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.reviews.length, 0);
      return last.reviews.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
  });
}

/** The review as published, whether it replaced the phone's earlier one, and the summary. */
export type ReviewWritten = ReviewAnswers['created'];

/**
 * Writes the visitor's review of the business (or edits it: one per phone). The form shows its
 * own messages, so the client toasts nothing. Afterwards every public answer on screen is asked
 * again: the reviews, the business's stars, a product's or service's summary.
 */
export function useWriteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewInput) => api(reviewsContract.create, body, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('/public') }),
  });
}

/**
 * Marks a review helpful; the count shown becomes the server's, counted or not, and the review
 * shows as marked (as the list will say after a reload: it knows each visitor's votes).
 */
export function useMarkHelpful(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(reviewsContract.markHelpful, { id }),
    onSuccess: (answer, id) => {
      // Every sort of this business's list (a key matches the inputs it names).
      queryClient.setQueriesData<InfiniteData<PublicReviewsPage>>(
        { queryKey: endpointKey(reviewsContract.fetchAll, { fkBusinessId: businessId }) },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              reviews: page.reviews.map((review) =>
                review._id === id
                  ? { ...review, helpfulCount: answer.helpfulCount, markedHelpful: true }
                  : review,
              ),
            })),
          },
      );
    },
  });
}

/** Reports a review with a reason; the answer says whether it was new (reported) or not. */
export function useReportReview() {
  return useMutation({
    mutationFn: (body: ReportReviewInput) => api(reviewsContract.report, body, { toast: false }),
  });
}
