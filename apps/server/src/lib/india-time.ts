import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, format, subDays } from 'date-fns';
import { TIME_ZONE, indiaClock } from '@haat/shared';

// India's calendar for the server (DESIGN §1: @date-fns/tz, TIME_ZONE Asia/Kolkata): every day,
// date and hour the server reckons in India's time goes through here.

/**
 * India's days by `daysAgo`, for the minute `dayMinute`: India's offset is whole minutes (+5:30,
 * no daylight saving), so the day cannot change within one. Every counted view and every results
 * page's appearances ask for today, and a date-fns time-zone conversion costs 12 µs.
 */
let dayMinute = Number.NaN;
const daysOfMinute = new Map<number, string>();

/** The calendar day in India ('YYYY-MM-DD'), `daysAgo` days before `now`. */
export function indiaDay(now: Date, daysAgo = 0): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== dayMinute) {
    dayMinute = minute;
    daysOfMinute.clear();
  }
  let day = daysOfMinute.get(daysAgo);
  if (day === undefined) {
    day = format(subDays(new TZDate(now.getTime(), TIME_ZONE), daysAgo), 'yyyy-MM-dd');
    daysOfMinute.set(daysAgo, day);
  }
  return day;
}

/** The parts of a day 'YYYY-MM-DD' as numbers (month 1–12). */
const dayParts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** The instant India's day `day` ('YYYY-MM-DD') starts (its midnight), or `plusDays` later. */
export function indiaDayStart(day: string, plusDays = 0): Date {
  const [year, month, date] = dayParts(day);
  // Days are counted in India's calendar; a plain Date of the same instant goes back.
  return new Date(addDays(new TZDate(year, month - 1, date, TIME_ZONE), plusDays).getTime());
}

/** The instant India's clock shows `hour`:`minute` on the day `day` ('YYYY-MM-DD'). */
export function indiaTimeOn(day: string, hour: number, minute = 0): Date {
  const [year, month, date] = dayParts(day);
  return new Date(new TZDate(year, month - 1, date, hour, minute, TIME_ZONE).getTime());
}

/** The next time India's clock shows `minutes` after midnight, to the minute. */
export function nextIndiaTime(now: Date, minutes: number): Date {
  const current = indiaClock(now).minutes;
  const ahead = (minutes - current + 24 * 60) % (24 * 60) || 24 * 60;
  const at = new Date(now.getTime() + ahead * 60_000);
  at.setUTCSeconds(0, 0);
  return at;
}

/** `instant` as India's clock and calendar show it, in a date-fns `pattern`. */
export const formatInIndia = (instant: Date, pattern: string) =>
  format(new TZDate(instant.getTime(), TIME_ZONE), pattern);

/** `months` calendar months after `instant` as India counts them (31 Jan + 1 month = 28/29 Feb). */
export const addIndiaMonths = (instant: Date, months: number) =>
  new Date(addMonths(new TZDate(instant.getTime(), TIME_ZONE), months).getTime());
