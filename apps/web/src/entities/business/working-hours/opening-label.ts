import type { OpeningState } from '@haat/shared';
import type { TFunction } from '@/i18n/index.ts';

/** The part of the day an hour (0–23) falls in, as Hindi names it: रात till 4, सुबह till noon … */
const partOfDay = (hour: number) =>
  hour < 4
    ? 'night'
    : hour < 12
      ? 'morning'
      : hour < 16
        ? 'afternoon'
        : hour < 20
          ? 'evening'
          : 'lateNight';

/**
 * A time of day (minutes after midnight, 24:00 and later wrap) in the reader's language: '10 AM',
 * '9:30 PM' in English; 'सुबह 10 बजे', 'रात 9:30 बजे' in Hindi (decision 011), so a Hindi
 * sentence is not interrupted by AM / PM.
 */
export function clockLabel(minutes: number, t: TFunction): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  const time = `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, '0')}` : ''}`;
  return t(`opening.clock.${partOfDay(hour)}`, { time });
}

/**
 * The badge's words: 'Open 24 hours', 'Open now · closes 9 PM', 'Closed · opens 10 AM
 * tomorrow' (today: no day; later in the week: the day's name), or 'Closed' when it never opens.
 */
export function openingLabel(state: OpeningState, t: TFunction): string {
  if (state.always) return t('opening.open24Hours');
  const time = state.next ? clockLabel(state.next.minutes, t) : '';
  if (state.open) return t('opening.openUntil', { time });
  if (!state.next) return t('opening.closed');
  if (state.next.daysAhead === 0) return t('opening.opensToday', { time });
  if (state.next.daysAhead === 1) return t('opening.opensTomorrow', { time });
  return t('opening.opensOn', { time, day: t(`workingHours.days.${state.next.day}`) });
}
