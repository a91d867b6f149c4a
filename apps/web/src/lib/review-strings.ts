import { enReviews } from '@/i18n/en-reviews.ts';
import { addEnglishStrings } from '@/i18n/index.ts';

/**
 * Puts the reviews' English strings and messages in place (i18n/en-reviews.ts). Called at the
 * top of each module of the reviews' code loaded on demand, before it renders anything.
 */
export function loadReviewStrings() {
  addEnglishStrings(enReviews);
}
