import {
  REVIEW_ANSWERS,
  adminModerateReviewBody,
  adminReviewsQuery,
  createReviewBody,
  publicReviewsQuery,
  replyReviewBody,
  reportReviewBody,
  reviewHelpfulBody,
  sellerReviewQuery,
  sellerReviewsQuery,
} from '../schemas/reviews.ts';
import { endpoint } from './endpoint.ts';

const tags = ['reviews'] as const;
const adminTags = ['admin', 'reviews'] as const;

/** The refusals of a moderation's reason and of the review it names. */
const MODERATION_MESSAGES = [
  'reviewMsg.moderationReasonRequired',
  'reviewMsg.moderationReasonTooLong',
  'reviewMsg.reviewNotFound',
] as const;

/**
 * Ratings and reviews (docs/decisions/015-reviews.md): public reads and writes under
 * /public/review, the seller's under /userAdmin/review (plan required, like every seller call)
 * and moderation under /admin/reviews.
 */
export const reviewsContract = {
  /** A business's published reviews, a page at a time, with its summary. */
  fetchAll: endpoint({
    method: 'GET',
    path: '/public/review/fetchAll',
    input: publicReviewsQuery,
    answers: { 200: REVIEW_ANSWERS.publicPage },
    messages: ['publicMsg.invalidId', 'reviewMsg.invalidSort', 'publicMsg.businessNotFound'],
    tags,
  }),
  create: endpoint({
    method: 'POST',
    path: '/public/review/create',
    input: createReviewBody,
    answers: { 200: REVIEW_ANSWERS.created, 201: REVIEW_ANSWERS.created },
    description:
      'Writes the review of a phone for a business, or replaces it (one per phone per business: 200 with isUpdate). ' +
      'The phone must first pass GET /api/auth/user/requestOTP (with fkBusinessId: the owner is refused there, before any SMS) ' +
      'and POST /api/auth/user/verifyOTP with type ReviewBusiness; ' +
      'a signed-in caller (Authorization header) reviewing with their own phone needs no OTP. ' +
      'A review matching the word lists is held (held: true) until an administrator approves it.',
    messages: [
      'reviewMsg.created',
      'reviewMsg.createdHeld',
      'reviewMsg.updated',
      'reviewMsg.updatedHeld',
      'reviewMsg.ratingRequired',
      'reviewMsg.textTooLong',
      'reviewMsg.nameRequired',
      'reviewMsg.nameTooLong',
      'reviewMsg.phoneRequired',
      'reviewMsg.phoneInvalid',
      'publicMsg.invalidId',
      'publicMsg.businessNotFound',
      'reviewMsg.ownBusiness',
      'authMsg.phoneNotVerified',
    ],
    tags,
  }),
  markHelpful: endpoint({
    method: 'PUT',
    path: '/public/review/helpful',
    input: reviewHelpfulBody,
    answers: { 200: REVIEW_ANSWERS.helpful },
    messages: ['reviewMsg.helpfulCounted', 'reviewMsg.helpfulAlready', 'reviewMsg.reviewNotFound'],
    tags,
  }),
  report: endpoint({
    method: 'POST',
    path: '/public/review/report',
    input: reportReviewBody,
    answers: { 200: REVIEW_ANSWERS.report, 201: REVIEW_ANSWERS.report },
    messages: [
      'reviewMsg.reported',
      'reviewMsg.reportedAlready',
      'reviewMsg.reviewNotFound',
      'reviewMsg.reportReasonRequired',
      'reviewMsg.reportDetailsTooLong',
    ],
    tags,
  }),
  /** Every review of the seller's businesses (or of one of them), newest first. */
  sellerFetchAll: endpoint({
    method: 'GET',
    path: '/userAdmin/review/fetchAll',
    input: sellerReviewsQuery,
    answers: { 200: REVIEW_ANSWERS.sellerPage },
    messages: ['msg.idRequired', 'reviewMsg.invalidRatingFilter', 'msg.planRequired'],
    tags,
    signedIn: true,
  }),
  /** One review of the seller's businesses (where its notification leads). */
  sellerFetch: endpoint({
    method: 'GET',
    path: '/userAdmin/review/fetch',
    input: sellerReviewQuery,
    answers: { 200: REVIEW_ANSWERS.sellerOne },
    messages: ['msg.idRequired', 'msg.planRequired'],
    tags,
    signedIn: true,
  }),
  /** Writes the seller's one public reply, or replaces it. */
  reply: endpoint({
    method: 'PUT',
    path: '/userAdmin/review/reply',
    input: replyReviewBody,
    answers: { 200: REVIEW_ANSWERS.sellerOne },
    messages: [
      'reviewMsg.replyPublished',
      'reviewMsg.replyUpdated',
      'reviewMsg.replyRequired',
      'reviewMsg.replyTooLong',
      'msg.idRequired',
      'msg.planRequired',
    ],
    tags,
    signedIn: true,
  }),
  /** The moderation queue: waiting oldest first, the others newest. */
  moderationQueue: endpoint({
    method: 'GET',
    path: '/admin/reviews',
    input: adminReviewsQuery,
    answers: { 200: REVIEW_ANSWERS.adminPage },
    messages: ['reviewMsg.invalidQueueFilter'],
    tags: adminTags,
    signedIn: true,
  }),
  /** Takes a review off the public pages and out of the average (a held one: rejected). */
  hide: endpoint({
    method: 'PUT',
    path: '/admin/reviews/hide',
    input: adminModerateReviewBody,
    answers: { 200: REVIEW_ANSWERS.adminOne },
    messages: ['reviewMsg.hidden', 'reviewMsg.alreadyHidden', ...MODERATION_MESSAGES],
    tags: adminTags,
    signedIn: true,
  }),
  /** Approves a held review, publishes a hidden one again, or keeps a waiting published one. */
  restore: endpoint({
    method: 'PUT',
    path: '/admin/reviews/restore',
    input: adminModerateReviewBody,
    answers: { 200: REVIEW_ANSWERS.adminOne },
    messages: [
      'reviewMsg.approved',
      'reviewMsg.restored',
      'reviewMsg.kept',
      'reviewMsg.notWaiting',
      ...MODERATION_MESSAGES,
    ],
    tags: adminTags,
    signedIn: true,
  }),
};
