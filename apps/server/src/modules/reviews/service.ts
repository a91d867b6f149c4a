// Ratings and reviews (docs/decisions/015-reviews.md): what other modules and the
// routes call. Each responsibility has its file: writing (write.ts), public reads (reads.ts),
// helpful and report (votes.ts), the seller's side (seller.ts), moderation (moderation.ts), the
// business's kept rating (aggregate.ts) and the word lists (profanity.ts).
export { writeReview } from './write.ts';
export { assertMayReview } from './owner.ts';
export { publicReviews } from './reads.ts';
export { helpfulVoterKey, markHelpful, reportReview } from './votes.ts';
export { replyToReview, sellerReview, sellerReviews } from './seller.ts';
export { countWaitingReviews, moderateReview, moderationQueue } from './moderation.ts';
export { refreshBusinessRating, reviewSummary } from './aggregate.ts';
export { REVIEW_RATE_LIMITS } from './limits.ts';
export { toSellerReview } from './shapes.ts';
// The word lists, which also hold a posted requirement for the administrator.
export { listedWords } from './profanity.ts';
