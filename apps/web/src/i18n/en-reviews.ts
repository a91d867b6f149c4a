import { REVIEW_MSG, REVIEW_REPORT_REASON_LABELS } from '@haat/shared';

// The English strings of a business's reviews beyond their heading: the list, the
// review form and the report dialog. They load with that code (lib/review-strings.ts adds them
// to the table), so no first view carries them; Hindi has them in its one table.
export const enReviews = {
  reviewsPanel: {
    write: 'Write a review',
    againHint: 'Reviewed before? Writing again edits it.',
    sortLabel: 'Order of reviews',
    sorts: { newest: 'Newest', helpful: 'Most helpful' },
    bar: '{{stars}} stars: {{count}}',
    stars: '{{count}} out of 5 stars',
    more: 'More reviews',
    edited: 'Edited',
    verifiedEnquiry: 'Verified enquiry',
    verifiedEnquiryHint: 'This buyer sent the business an enquiry through Haat and was contacted.',
    reply: 'Reply from the business',
    helpful: 'Helpful',
    helpfulCount: 'Helpful ({{count}})',
    report: 'Report',
    failed: 'The reviews could not be loaded.',
    form: {
      title: 'Review {{name}}',
      rating: 'Your rating',
      text: 'Your review',
      textPlaceholder: 'What was good, what was not?',
      words: '{{used}} / {{max}} words',
      name: 'Your name',
      phone: 'Your phone number',
      phoneHint: 'We send it a code. It is never shown.',
      notice:
        'Your name, rating and review are shown to everyone; your phone number only checks that it is you and is never shown.',
      next: 'Continue',
      publish: 'Publish review',
      verify: 'Verify your phone number',
      close: 'Close',
    },
    reportForm: {
      title: 'Report this review',
      reason: 'Reason',
      details: 'Details (optional)',
      send: 'Report',
    },
    reasons: REVIEW_REPORT_REASON_LABELS,
  },
  reviewMsg: {
    ratingRequired: REVIEW_MSG.ratingRequired,
    textTooLong: REVIEW_MSG.textTooLong,
    nameRequired: REVIEW_MSG.nameRequired,
    nameTooLong: REVIEW_MSG.nameTooLong,
    phoneRequired: REVIEW_MSG.phoneRequired,
    ownBusiness: REVIEW_MSG.ownBusiness,
    created: REVIEW_MSG.created,
    updated: REVIEW_MSG.updated,
    createdHeld: REVIEW_MSG.createdHeld,
    updatedHeld: REVIEW_MSG.updatedHeld,
    businessRequired: REVIEW_MSG.businessRequired,
    reviewNotFound: REVIEW_MSG.reviewNotFound,
    helpfulCounted: REVIEW_MSG.helpfulCounted,
    helpfulAlready: REVIEW_MSG.helpfulAlready,
    reportReasonRequired: REVIEW_MSG.reportReasonRequired,
    reportDetailsTooLong: REVIEW_MSG.reportDetailsTooLong,
    reported: REVIEW_MSG.reported,
    reportedAlready: REVIEW_MSG.reportedAlready,
  },
} as const;

export type ReviewResources = typeof enReviews;
