import { describe, expect, it } from 'vitest';
import { REVIEW_LIMITS, SEARCH_SORTS } from '../constants.ts';
import { REVIEW_MSG_HI } from '../i18n/messages.hi.ts';
import { REVIEW_MSG } from '../review-messages.ts';
import { publicFiltersField, publicSearchQuery } from './public.ts';
import { encodeRouteId } from '../route-ids.ts';
import {
  createReviewBody,
  publicReviewsQuery,
  reportReviewBody,
  reviewFormSchema,
} from './reviews.ts';

const form = (overrides: Record<string, unknown> = {}) => ({
  rating: 4,
  text: 'Good service.',
  name: 'Priya Nair',
  phoneNo: '9812345678',
  ...overrides,
});
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('the review form', () => {
  it('takes 1 to 5 whole stars, a form string too', () => {
    expect(reviewFormSchema.parse(form({ rating: '5' })).rating).toBe(5);
    for (const rating of [0, 6, 2.5, undefined, 'many']) {
      expect(firstMessage(reviewFormSchema.safeParse(form({ rating })))).toBe(
        REVIEW_MSG.ratingRequired,
      );
    }
  });

  it('keeps text as written (trimmed), optional, at most 500 words', () => {
    expect(reviewFormSchema.parse(form({ text: '  <b>ok</b>  ' })).text).toBe('<b>ok</b>');
    expect(reviewFormSchema.parse(form({ text: '   ' })).text).toBeUndefined();
    expect(reviewFormSchema.parse(form({ text: null })).text).toBeUndefined();
    const words = (n: number) => Array.from({ length: n }, () => 'अच्छा').join(' ');
    expect(reviewFormSchema.safeParse(form({ text: words(REVIEW_LIMITS.textWords) })).success).toBe(
      true,
    );
    expect(firstMessage(reviewFormSchema.safeParse(form({ text: words(501) })))).toBe(
      REVIEW_MSG.textTooLong,
    );
  });

  it('requires a name and a 10-digit phone, in clear words', () => {
    expect(firstMessage(reviewFormSchema.safeParse(form({ name: ' ' })))).toBe(
      REVIEW_MSG.nameRequired,
    );
    expect(firstMessage(reviewFormSchema.safeParse(form({ phoneNo: '' })))).toBe(
      REVIEW_MSG.phoneRequired,
    );
    expect(firstMessage(reviewFormSchema.safeParse(form({ phoneNo: '98123' })))).toBe(
      REVIEW_MSG.phoneInvalid,
    );
  });

  it('names the business by its id or its route identifier', () => {
    const id = '0190a1b2-0000-7000-8000-000000000001';
    const routeId = encodeRouteId({ _id: id, businessName: 'Shop' });
    expect(createReviewBody.parse({ ...form(), fkBusinessId: routeId }).fkBusinessId).toBe(id);
  });
});

describe('review calls', () => {
  it('pages 10 reviews newest first by default; helpful is the other order', () => {
    const id = '0190a1b2-0000-7000-8000-000000000001';
    expect(publicReviewsQuery.parse({ fkBusinessId: id })).toMatchObject({
      sort: 'newest',
      pageNo: 1,
      perPage: 10,
    });
    expect(publicReviewsQuery.parse({ fkBusinessId: id, sort: ' Helpful ' }).sort).toBe('helpful');
    expect(firstMessage(publicReviewsQuery.safeParse({ fkBusinessId: id, sort: 'x' }))).toBe(
      REVIEW_MSG.invalidSort,
    );
  });

  it('reports need one of the reasons', () => {
    const id = '0190a1b2-0000-7000-8000-000000000001';
    expect(reportReviewBody.safeParse({ id, reason: 'fake' }).success).toBe(true);
    expect(firstMessage(reportReviewBody.safeParse({ id }))).toBe(REVIEW_MSG.reportReasonRequired);
  });

  it('listing calls take Top Rated and the 4★ & above filter', () => {
    expect(SEARCH_SORTS).toContain('top rated');
    expect(publicSearchQuery.parse({ sort: 'Top Rated' }).sort).toBe('top rated');
    expect(publicFiltersField.parse('{"minRating":4}')).toMatchObject({ minRating: 4 });
    expect(publicFiltersField.safeParse('{"minRating":6}').success).toBe(false);
  });

  it('has every message in Hindi too', () => {
    expect(Object.keys(REVIEW_MSG_HI).sort()).toEqual(Object.keys(REVIEW_MSG).sort());
  });
});
