import type { TFunction } from '@/i18n/index.ts';

/**
 * The name a review shows. A reviewer who had their phone erased left an empty name: their stars
 * and words stay under a neutral name, in the reader's language.
 */
export const reviewerName = (review: { name: string; erased: boolean }, t: TFunction) =>
  review.erased ? t('erasedBuyer.reviewer') : review.name;
