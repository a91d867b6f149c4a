import { HOUR_SLOTS, WEEK_DAYS } from '@haat/shared';
import type { WorkingDay, WorkingHours } from '../api.ts';

// A business's working hours: 7 days, from/to hourly slots, isClosed per day,
// isOpen24Hours for the whole week.

const DEFAULT_FROM = '09:00';
const DEFAULT_TO = '18:00';

const defaultDay = (day: WorkingDay['day']): WorkingDay => ({
  day,
  from: DEFAULT_FROM,
  to: DEFAULT_TO,
  isClosed: day === 'Sunday',
});

/** A new business: 09:00 to 18:00, closed on Sunday. */
export const defaultWorkingHours = (): WorkingHours => ({
  isOpen24Hours: false,
  timings: WEEK_DAYS.map(defaultDay),
});

const slot = (value: string | undefined, fallback: string) =>
  value && HOUR_SLOTS.includes(value) ? value : fallback;

/** Saved hours as the editor shows them: every day once, Monday first, slots from the list. */
export function normalizeWorkingHours(hours: WorkingHours | null | undefined): WorkingHours {
  if (!hours) return defaultWorkingHours();
  return {
    isOpen24Hours: Boolean(hours.isOpen24Hours),
    timings: WEEK_DAYS.map((day) => {
      const saved = hours.timings.find((timing) => timing.day === day);
      if (!saved) return defaultDay(day);
      return {
        day,
        from: slot(saved.from, DEFAULT_FROM),
        to: slot(saved.to, DEFAULT_TO),
        isClosed: Boolean(saved.isClosed),
      };
    }),
  };
}

/** 'Copy Monday to all': every day takes Monday's from, to and closed. */
export function copyMondayToAll(hours: WorkingHours): WorkingHours {
  const monday = hours.timings.find((timing) => timing.day === 'Monday');
  if (!monday) return hours;
  return {
    ...hours,
    timings: hours.timings.map((timing) => ({
      ...timing,
      from: monday.from,
      to: monday.to,
      isClosed: monday.isClosed,
    })),
  };
}

/** One day changed. */
export const setDay = (
  hours: WorkingHours,
  day: WorkingDay['day'],
  change: Partial<Omit<WorkingDay, 'day'>>,
): WorkingHours => ({
  ...hours,
  timings: hours.timings.map((timing) => (timing.day === day ? { ...timing, ...change } : timing)),
});
