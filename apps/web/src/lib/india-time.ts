import { TIME_ZONE } from '@haat/shared';

const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });

/**
 * The calendar day in India at `now`, as 'YYYY-MM-DD' (a date picker's bound, a date input's
 * min). Dates the app shows and takes are India's, whatever the device's time zone
 * (docs/decisions/011-hindi.md): a phone set to UTC would otherwise get yesterday's limit from
 * midnight to 5:30 in India.
 */
export const indiaToday = (now: Date = new Date()): string => indiaDay.format(now);
