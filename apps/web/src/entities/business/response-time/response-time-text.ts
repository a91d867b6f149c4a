import { responseWithin, type ResponseTime } from '@haat/shared';
import type { TFunction } from '@/i18n/translate.ts';

/**
 * "within an hour", "within 3 hours", "within a day", "within 4 days" (or their Hindi); the
 * cards' shorter `soon` form: "in an hour", "in 3 hours" …
 */
export function withinText(
  t: TFunction,
  medianMinutes: number,
  form: 'within' | 'soon' = 'within',
): string {
  const within = responseWithin(medianMinutes);
  return 'count' in within
    ? t(`responseTime.${form}.${within.unit}`, { n: within.count })
    : t(`responseTime.${form}.${within.unit}`);
}

/** The phrase and the sentence read out, from the answer's figure alone (never a clock). */
export function responseTimeTexts(t: TFunction, figure: NonNullable<ResponseTime>) {
  const within = withinText(t, figure.medianMinutes);
  const share = figure.actedShare;
  return {
    phrase: t('responseTime.phrase', { within, share }),
    compact: t('responseTime.compact', {
      soon: withinText(t, figure.medianMinutes, 'soon'),
      share,
    }),
    label: t('responseTime.label', { within, share, n: figure.enquiries }),
  };
}
