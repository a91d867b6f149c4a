// Ratings and reviews (docs/decisions/015-reviews.md): the review form, the public,
// seller and administrator calls, and the shapes they answer (registered as response schemas, so
// the OpenAPI description documents them and the web app takes its types from here).
import { z } from 'zod';
import { envelopeSchema, idSchema, pageQuery, type PayloadsOf } from '../api.ts';
import {
  PAGE_SIZES,
  REVIEW_LIMITS,
  REVIEW_QUEUE_FILTERS,
  REVIEW_REPORT_REASONS,
  REVIEW_SORTS,
  REVIEW_STATUSES,
} from '../constants.ts';
import { REVIEW_MSG } from '../review-messages.ts';
import { phoneField, wordCount } from './common.ts';
import { sellerIdParam } from './leads.ts';
import { publicIdField } from './public.ts';

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const lowerTrim = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** 1 to 5 whole stars; a form may send "4". */
export const ratingField = z.coerce
  .number({ error: REVIEW_MSG.ratingRequired })
  .int(REVIEW_MSG.ratingRequired)
  .min(REVIEW_LIMITS.minRating, REVIEW_MSG.ratingRequired)
  .max(REVIEW_LIMITS.maxRating, REVIEW_MSG.ratingRequired);

/**
 * The review's text: optional, at most 500 words (counted as a reader does) and 5,000 characters.
 * Kept as written (only trimmed): it is plain text, shown as text, never as HTML.
 */
export const reviewTextField = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(REVIEW_LIMITS.textChars, REVIEW_MSG.textTooLong)
    .refine((text) => wordCount(text) <= REVIEW_LIMITS.textWords, REVIEW_MSG.textTooLong)
    .optional(),
);

export const reviewerNameField = z
  .string({ error: REVIEW_MSG.nameRequired })
  .trim()
  .min(1, REVIEW_MSG.nameRequired)
  .max(REVIEW_LIMITS.nameChars, REVIEW_MSG.nameTooLong);

/** The form a buyer fills in, in its order (the first broken rule is the message shown). */
export const reviewFormSchema = z.object({
  rating: ratingField,
  text: reviewTextField,
  name: reviewerNameField,
  phoneNo: phoneField(REVIEW_MSG.phoneRequired, REVIEW_MSG.phoneInvalid),
});
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
/** The form's values as its rules read them (a number of stars, the text as written). */
export type ReviewFormValues = z.output<typeof reviewFormSchema>;

/**
 * POST /api/public/review/create. The phone must have been verified with an OTP of type
 * ReviewBusiness in the last 10 minutes, unless the caller is signed in with that very phone.
 */
export const createReviewBody = reviewFormSchema.extend({
  fkBusinessId: publicIdField,
  /**
   * The day's proof of the phone from My enquiries: a buyer invited to rate the
   * seller there has proved the phone already, and is not asked for another code.
   */
  enquiryProof: z.string().trim().max(2000).optional(),
});
export type CreateReviewBody = z.output<typeof createReviewBody>;
export type CreateReviewInput = z.input<typeof createReviewBody>;

const reviewSortField = z.preprocess(
  (value) => blankToUndefined(lowerTrim(value)),
  z.enum(REVIEW_SORTS, { error: REVIEW_MSG.invalidSort }).default('newest'),
);

/** GET /api/public/review/fetchAll: a business's published reviews, 10 a page, and its summary. */
export const publicReviewsQuery = z.object({
  fkBusinessId: publicIdField,
  sort: reviewSortField,
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(PAGE_SIZES.reviews),
});

/** A review's id (a UUID); anything else names no review (404). */
const reviewIdField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.uuid({ error: REVIEW_MSG.reviewNotFound }),
);

/** PUT /api/public/review/helpful. */
export const reviewHelpfulBody = z.object({ id: reviewIdField });

/** POST /api/public/review/report. */
export const reportReviewBody = z.object({
  id: reviewIdField,
  reason: z.enum(REVIEW_REPORT_REASONS, { error: REVIEW_MSG.reportReasonRequired }),
  details: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(REVIEW_LIMITS.reportDetailsChars, REVIEW_MSG.reportDetailsTooLong)
      .optional(),
  ),
});
export type ReportReviewInput = z.input<typeof reportReviewBody>;

const starFilterField = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: REVIEW_MSG.invalidRatingFilter })
    .int(REVIEW_MSG.invalidRatingFilter)
    .min(REVIEW_LIMITS.minRating, REVIEW_MSG.invalidRatingFilter)
    .max(REVIEW_LIMITS.maxRating, REVIEW_MSG.invalidRatingFilter)
    .optional(),
);

/**
 * GET /api/userAdmin/review/fetchAll: every review of the seller's businesses (or of one of them),
 * newest first, optionally of one star rating.
 */
export const sellerReviewsQuery = pageQuery(PAGE_SIZES.sellerReviews, 50).extend({
  fkBusinessId: z.preprocess(blankToUndefined, sellerIdParam.optional()),
  rating: starFilterField,
});
/** GET /api/userAdmin/review/fetch: one review (where the seller's notification leads). */
export const sellerReviewQuery = z.object({ id: sellerIdParam });
/** PUT /api/userAdmin/review/reply: writes the seller's one public reply, or replaces it. */
export const replyReviewBody = z.object({
  id: sellerIdParam,
  reply: z
    .string({ error: REVIEW_MSG.replyRequired })
    .trim()
    .min(1, REVIEW_MSG.replyRequired)
    .max(REVIEW_LIMITS.replyChars, REVIEW_MSG.replyTooLong),
});

/** GET /api/admin/reviews: the moderation queue (waiting), hidden reviews, or all. */
export const adminReviewsQuery = pageQuery(PAGE_SIZES.adminReviews, 100).extend({
  filter: z.preprocess(
    (value) => blankToUndefined(lowerTrim(value)),
    z.enum(REVIEW_QUEUE_FILTERS, { error: REVIEW_MSG.invalidQueueFilter }).default('waiting'),
  ),
});
/** PUT /api/admin/reviews/hide and /restore: the review and the reason (kept in the audit log). */
export const adminModerateReviewBody = z.object({
  id: z.string({ error: REVIEW_MSG.reviewNotFound }).trim().max(100),
  reason: z
    .string({ error: REVIEW_MSG.moderationReasonRequired })
    .trim()
    .min(1, REVIEW_MSG.moderationReasonRequired)
    .max(REVIEW_LIMITS.moderationReasonChars, REVIEW_MSG.moderationReasonTooLong),
});

// ——— Answers ———

/** The summary above a business's reviews: average, count and the count of each star, 5 to 1. */
export const reviewSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  breakdown: z.object({
    5: z.number().int(),
    4: z.number().int(),
    3: z.number().int(),
    2: z.number().int(),
    1: z.number().int(),
  }),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewReplySchema = z.object({
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A published review as anyone reads it: never the reviewer's phone. */
export const publicReviewSchema = z.object({
  _id: idSchema,
  fkBusinessId: idSchema,
  name: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  helpfulCount: z.number().int(),
  /** True once the reviewer has changed it after writing it. */
  isEdited: z.boolean(),
  reply: reviewReplySchema.nullable(),
  /**
   * The reviewer's phone sent this business an enquiry that the seller contacted:
   * shown as 'Verified enquiry'.
   */
  verifiedEnquiry: z.boolean(),
  /** The reviewer had their phone erased: the name is empty; screens show ERASED_BUYER_NAME. */
  erased: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/**
 * A review on a business's public page: also whether the visitor asking (their address, as the
 * Helpful vote counts them) has already marked it helpful, so the button shows it after a reload.
 */
export const listedReviewSchema = publicReviewSchema.extend({ markedHelpful: z.boolean() });
export type ListedReview = z.infer<typeof listedReviewSchema>;

export const publicReviewsPayload = z.object({
  summary: reviewSummarySchema,
  reviews: z.array(listedReviewSchema),
  total: z.number().int(),
});
export type PublicReviewsPage = z.infer<typeof publicReviewsPayload>;

/** What a write answers: the review, whether it replaced an earlier one, whether it is held, the summary. */
export const createReviewPayload = z.object({
  review: publicReviewSchema,
  isUpdate: z.boolean(),
  /** True when the word lists held it: not on the page nor in the rating until approved. */
  held: z.boolean(),
  summary: reviewSummarySchema,
});

export const reviewHelpfulPayload = z.object({
  counted: z.boolean(),
  helpfulCount: z.number().int(),
});
export const reviewReportPayload = z.object({ reported: z.boolean() });

/** A review as its seller reads it: the status too, still no phone. */
export const sellerReviewSchema = publicReviewSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  business: z.object({ _id: idSchema, name: z.string() }),
});
export type SellerReview = z.infer<typeof sellerReviewSchema>;
export const sellerReviewsPayload = z.object({
  reviews: z.array(sellerReviewSchema),
  total: z.number().int(),
});
export const sellerReviewPayload = z.object({ review: sellerReviewSchema });

/** A review as an administrator moderates it: the phone, the reports and the reasons. */
export const adminReviewSchema = sellerReviewSchema.extend({
  phoneNo: z.string(),
  isWaiting: z.boolean(),
  /** Words of the profanity lists found in the name or text when it was written. */
  flaggedWords: z.array(z.string()),
  reports: z.array(
    z.object({
      reason: z.enum(REVIEW_REPORT_REASONS),
      details: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  moderation: z
    .object({ action: z.enum(['hide', 'restore']), reason: z.string(), at: z.string() })
    .nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewsPayload = z.object({
  reviews: z.array(adminReviewSchema),
  total: z.number().int(),
});
export const adminReviewPayload = z.object({ review: adminReviewSchema });

/** Envelopes of every review answer, for the routes' response schemas. */
export const REVIEW_ANSWERS = {
  publicPage: envelopeSchema(publicReviewsPayload),
  created: envelopeSchema(createReviewPayload),
  helpful: envelopeSchema(reviewHelpfulPayload),
  report: envelopeSchema(reviewReportPayload),
  sellerPage: envelopeSchema(sellerReviewsPayload),
  sellerOne: envelopeSchema(sellerReviewPayload),
  adminPage: envelopeSchema(adminReviewsPayload),
  adminOne: envelopeSchema(adminReviewPayload),
} as const;
/** What each of those answers carries (its payload), by the same name. */
export type ReviewAnswers = PayloadsOf<typeof REVIEW_ANSWERS>;

/** The seller-area page a review's notification opens (the web app draws it). */
export const sellerReviewPath = (reviewId: string) => `/userAdmin/reviews/${reviewId}`;
