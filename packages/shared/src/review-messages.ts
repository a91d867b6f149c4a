// The messages of ratings and reviews, English; Hindi in i18n/messages.hi.ts. Apart
// from the zod schemas (schemas/reviews.ts imports them) so that a screen showing a message does
// not pull zod into the web app's first view.
import { REVIEW_LIMITS, type ReviewReportReason } from './constants.ts';

export const REVIEW_MSG = {
  ratingRequired: 'Please choose 1 to 5 stars!',
  textTooLong: `A review can be at most ${REVIEW_LIMITS.textWords} words long.`,
  nameRequired: 'Your name is required!',
  nameTooLong: `Your name can be at most ${REVIEW_LIMITS.nameChars} characters long.`,
  phoneRequired: 'Phone number is required!',
  phoneInvalid: 'Enter correct phone no.!',
  businessRequired: 'Choose the business to review.',
  ownBusiness: 'You cannot review your own business.',
  created: 'Thank you! Your review is published.',
  updated: 'Your review has been updated.',
  /** A review the word lists flag is held: the writer is told it appears only after a check. */
  createdHeld:
    'Thank you! Your review will appear on the page after our team checks it. This usually takes a day.',
  updatedHeld: 'Your review has been updated. It will appear on the page after our team checks it.',
  reviewNotFound: 'This review is not available.',
  invalidSort: 'Sort must be newest or helpful.',
  invalidRatingFilter: 'Choose a star rating from 1 to 5.',
  helpfulCounted: 'Thank you for your feedback.',
  helpfulAlready: 'You have already marked this review as helpful.',
  reportReasonRequired: 'Please choose why you are reporting this review.',
  reportDetailsTooLong: `Details can be at most ${REVIEW_LIMITS.reportDetailsChars} characters long.`,
  reported: 'Thank you. We will look into this review.',
  reportedAlready: 'You have already reported this review.',
  replyRequired: 'Please write a reply.',
  replyTooLong: `A reply can be at most ${REVIEW_LIMITS.replyChars} characters long.`,
  replyPublished: 'Your reply is published.',
  replyUpdated: 'Your reply has been updated.',
  moderationReasonRequired: 'Please give a reason.',
  moderationReasonTooLong: `A reason can be at most ${REVIEW_LIMITS.moderationReasonChars} characters long.`,
  hidden: 'The review is hidden.',
  restored: 'The review is published again.',
  /** Approving a held review (it was never on the page): published for the first time. */
  approved: 'The review is published and counts in the rating.',
  /** "Keep published" on a reported review that was never hidden: nothing changes on the page. */
  kept: 'The review stays published and leaves the queue.',
  alreadyHidden: 'This review is already hidden.',
  notWaiting: 'This review is published and not waiting for moderation.',
  invalidQueueFilter: 'Filter must be waiting, hidden or all.',
} as const;

/** The reasons of the Report dialog, as the visitor reads them. */
export const REVIEW_REPORT_REASON_LABELS: Record<ReviewReportReason, string> = {
  spam: 'Spam or advertising',
  offensive: 'Offensive or abusive language',
  fake: 'Fake review',
  notAboutBusiness: 'Not about this business',
  personalInfo: 'Shares personal information',
  other: 'Something else',
};
