import { REVIEW_MSG } from '@haat/shared';
import type { TFunction } from '@/i18n/translate.ts';

// The shared rules' messages that the seller's screens show, by their English text (what a zod
// issue carries), in the current language (en-workspace.ts / hi.ts: sellerReviews.msg).
const KEYS: Record<string, string> = {
  [REVIEW_MSG.replyRequired]: 'sellerReviews.msg.replyRequired',
  [REVIEW_MSG.replyTooLong]: 'sellerReviews.msg.replyTooLong',
};

/** A reply rule's message in the current language; another text as it came. */
export const localizeReviewMessage = (t: TFunction, text: string) => {
  const key = KEYS[text];
  return key ? t(key) : text;
};
