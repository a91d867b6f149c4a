import { formatClock, type OpeningState } from '@haat/shared';
import type { TFunction } from '@/i18n/index.ts';

/**
 * The badge's words (issue 23): 'Open 24 hours', 'Open now · closes 9 PM', 'Closed · opens 10 AM
 * tomorrow' (today: no day; later in the week: the day's name), or 'Closed' when it never opens.
 */
export function openingLabel(state: OpeningState, t: TFunction): string {
  if (state.always) return t('opening.open24Hours');
  const time = state.next ? formatClock(state.next.minutes) : '';
  if (state.open) return t('opening.openUntil', { time });
  if (!state.next) return t('opening.closed');
  if (state.next.daysAhead === 0) return t('opening.opensToday', { time });
  if (state.next.daysAhead === 1) return t('opening.opensTomorrow', { time });
  return t('opening.opensOn', { time, day: t(`workingHours.days.${state.next.day}`) });
}
