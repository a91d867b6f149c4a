// Whether a business is open, and when that changes: the ONE computation behind the
// "Open now" badge of the web app and the server's "Open now" filter (which stores the hours of
// the week this answers open, businesses.open_hours, and matches the current one).
//
// A business's hours are its local time, which in India is always Asia/Kolkata: "now" is read
// in that zone through @date-fns/tz whatever the visitor's device is set to.
// The function's own entry: the package's index is not free of side effects, so importing from
// it brought the TZDate classes into every first view with an opening badge
// (docs/page-speed.md, "Figures that were in code comments").
import { tzOffset } from '@date-fns/tz/tzOffset';
import { TIME_ZONE, WEEK_DAYS } from './constants.ts';

export type WeekDay = (typeof WEEK_DAYS)[number];
export type WorkingDay = { day: WeekDay; from: string; to: string; isClosed: boolean };
export type WorkingHours = { isOpen24Hours: boolean; timings: WorkingDay[] };

const DAY_MINUTES = 24 * 60;
const WEEK_MINUTES = 7 * DAY_MINUTES;
/** Hours in a week; the server's open_hours hold hour-of-week numbers 0 (Monday 00:00) to 167. */
export const WEEK_HOURS = 7 * 24;

/** The weekday and the minutes since midnight in Asia/Kolkata (TIME_ZONE). */
export function indiaClock(now: Date): { day: WeekDay; minutes: number } {
  const local = new Date(now.getTime() + tzOffset(TIME_ZONE, now) * 60_000);
  // getUTCDay counts from Sunday; WEEK_DAYS from Monday.
  const day = WEEK_DAYS[(local.getUTCDay() + 6) % 7] ?? 'Monday';
  return { day, minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** Minutes since Monday 00:00 in Asia/Kolkata. */
export const indiaMinuteOfWeek = (now: Date) => {
  const { day, minutes } = indiaClock(now);
  return WEEK_DAYS.indexOf(day) * DAY_MINUTES + minutes;
};

/** The hour of the week (0 = Monday 00:00–00:59 … 167) in Asia/Kolkata: the filter's key. */
export const indiaHourOfWeek = (now: Date) => Math.floor(indiaMinuteOfWeek(now) / 60);

/** 'HH:MM' → minutes since midnight; NaN when it is not a time. */
export const slotMinutes = (slot: string) => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(slot.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
};

type Span = { start: number; end: number };

/**
 * The week's open spans in minutes of the week, each day's from its opening time: a closing time
 * before the opening time runs past midnight into the next day (18:00 to 02:00), the same time
 * twice means round the clock; a day marked closed has none. Sunday's span may end past the
 * week's end (it then covers Monday's small hours).
 */
function openSpans(hours: WorkingHours): Span[] {
  if (hours.isOpen24Hours) return [{ start: 0, end: WEEK_MINUTES }];
  const spans: Span[] = [];
  for (const timing of hours.timings) {
    const index = WEEK_DAYS.indexOf(timing.day);
    const from = slotMinutes(timing.from);
    const to = slotMinutes(timing.to);
    if (timing.isClosed || index < 0 || Number.isNaN(from) || Number.isNaN(to)) continue;
    const length = to > from ? to - from : to < from ? DAY_MINUTES - from + to : DAY_MINUTES;
    const start = index * DAY_MINUTES + from;
    spans.push({ start, end: start + length });
  }
  return spans;
}

const openIn = (spans: Span[], minute: number) =>
  spans.some(
    (span) =>
      (minute >= span.start && minute < span.end) ||
      (minute + WEEK_MINUTES >= span.start && minute + WEEK_MINUTES < span.end),
  );

/**
 * The hours of the week (0–167) in which the business is open. Slots are whole hours,
 * so an hour is open or closed throughout: the server stores this list and "open now" is one
 * containment test on it, the same rule as the badge.
 */
export function openWeekHours(hours: WorkingHours | null | undefined): number[] {
  if (!hours) return [];
  const spans = openSpans(hours);
  return Array.from({ length: WEEK_HOURS }, (_, hour) => hour).filter((hour) =>
    openIn(spans, hour * 60),
  );
}

/** When the state changes next: a clock time and how many days from today (0 today, 1 tomorrow). */
export type NextChange = { minutes: number; day: WeekDay; daysAhead: number };

export type OpeningState = {
  /** Open at this moment. */
  open: boolean;
  /** Open every hour of the week. */
  always: boolean;
  /** Today in Asia/Kolkata. */
  day: WeekDay;
  /** Today's entry, if the business gave one. */
  today: WorkingDay | null;
  /** When it closes (open) or opens (closed); null when it never changes (always or never open). */
  next: NextChange | null;
};

/** Whether the business is open at `now` and when that changes; null without working hours. */
export function openingState(
  hours: WorkingHours | null | undefined,
  now: Date = new Date(),
): OpeningState | null {
  if (!hours) return null;
  const spans = openSpans(hours);
  const nowMinute = indiaMinuteOfWeek(now);
  const { day } = indiaClock(now);
  const today = hours.timings.find((timing) => timing.day === day) ?? null;
  const open = openIn(spans, nowMinute);
  // The state can change only at a span's start or end: the first one ahead where it differs.
  const ahead = spans
    .flatMap((span) => [span.start, span.end])
    .map((minute) => (((minute - nowMinute) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES)
    .filter((delta) => delta > 0)
    .sort((a, b) => a - b)
    .find((delta) => openIn(spans, (nowMinute + delta) % WEEK_MINUTES) !== open);
  const always = open && ahead === undefined;
  let next: NextChange | null = null;
  if (ahead !== undefined) {
    const at = nowMinute + ahead;
    const todayIndex = Math.floor(nowMinute / DAY_MINUTES);
    const dayIndex = Math.floor(at / DAY_MINUTES);
    next = {
      minutes: at % DAY_MINUTES,
      day: WEEK_DAYS[dayIndex % 7] ?? 'Monday',
      daysAhead: dayIndex - todayIndex,
    };
  }
  return { open, always, day, today, next };
}

/** The seven days Monday first, whatever order they were saved in; missing days left out. */
export const weekInOrder = (hours: WorkingHours): WorkingDay[] =>
  WEEK_DAYS.map((day) => hours.timings.find((timing) => timing.day === day)).filter(
    (timing): timing is WorkingDay => Boolean(timing),
  );
