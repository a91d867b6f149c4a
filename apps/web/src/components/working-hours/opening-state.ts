import { WEEK_DAYS } from '@haat/shared';

// A business's working hours (spec §3 Business) and whether it is open now. Hours are the
// shop's local time, which in India is always Asia/Kolkata, so "now" is read in that zone
// whatever the visitor's device is set to.

export type WeekDay = (typeof WEEK_DAYS)[number];
export type WorkingDay = { day: WeekDay; from: string; to: string; isClosed: boolean };
export type WorkingHours = { isOpen24Hours: boolean; timings: WorkingDay[] };

export type OpenState = {
  /** Open at this moment. */
  open: boolean;
  /** Today in Asia/Kolkata. */
  day: WeekDay;
  /** Today's entry, if the business gave one. */
  today: WorkingDay | null;
};

/**
 * India has kept UTC+05:30 all year since 1945, so its clock is UTC shifted: no time-zone data
 * is needed. Building an Intl formatter for Asia/Kolkata instead cost ≈ 17 ms (≈ 70 ms at a slow
 * phone's speed) the first time, on every business page (docs/page-speed.md).
 */
const INDIA_UTC_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The weekday and the minutes since midnight in Asia/Kolkata (TIME_ZONE). */
export function indiaClock(now: Date): { day: WeekDay; minutes: number } {
  const india = new Date(now.getTime() + INDIA_UTC_OFFSET_MS);
  // getUTCDay counts from Sunday; WEEK_DAYS from Monday.
  const day = WEEK_DAYS[(india.getUTCDay() + 6) % 7] ?? 'Monday';
  return { day, minutes: india.getUTCHours() * 60 + india.getUTCMinutes() };
}

/** 'HH:MM' → minutes since midnight; NaN when it is not a time. */
export const slotMinutes = (slot: string) => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(slot.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
};

const previousDay = (day: WeekDay): WeekDay =>
  WEEK_DAYS[(WEEK_DAYS.indexOf(day) + WEEK_DAYS.length - 1) % WEEK_DAYS.length]!;

/** A closing time at or before the opening time runs past midnight (18:00 to 02:00). */
const runsPastMidnight = (timing: WorkingDay) => slotMinutes(timing.to) <= slotMinutes(timing.from);

function openDuring(timing: WorkingDay | undefined, minutes: number): boolean {
  if (!timing || timing.isClosed) return false;
  const from = slotMinutes(timing.from);
  const to = slotMinutes(timing.to);
  if (Number.isNaN(from) || Number.isNaN(to)) return false;
  if (from === to) return true; // the same hour twice: round the clock
  return runsPastMidnight(timing) ? minutes >= from : minutes >= from && minutes < to;
}

/** Yesterday's hours that run past midnight still cover the small hours of today. */
function openFromYesterday(timing: WorkingDay | undefined, minutes: number): boolean {
  if (!timing || timing.isClosed || !runsPastMidnight(timing)) return false;
  const to = slotMinutes(timing.to);
  return slotMinutes(timing.from) !== to && minutes < to;
}

/**
 * Whether the business is open at `now` (Asia/Kolkata): always when isOpen24Hours; never on a
 * day marked isClosed; otherwise from `from` until `to`. Null when it gave no working hours.
 */
export function openState(
  hours: WorkingHours | null | undefined,
  now: Date = new Date(),
): OpenState | null {
  if (!hours) return null;
  const { day, minutes } = indiaClock(now);
  const find = (name: WeekDay) => hours.timings.find((timing) => timing.day === name);
  const today = find(day) ?? null;
  const open =
    hours.isOpen24Hours ||
    openDuring(today ?? undefined, minutes) ||
    openFromYesterday(find(previousDay(day)), minutes);
  return { open, day, today };
}

/** The seven days Monday first, whatever order they were saved in; missing days left out. */
export const weekInOrder = (hours: WorkingHours): WorkingDay[] =>
  WEEK_DAYS.map((day) => hours.timings.find((timing) => timing.day === day)).filter(
    (timing): timing is WorkingDay => Boolean(timing),
  );

/** '21:00' → '9:00 pm' for reading. */
export function formatSlot(slot: string): string {
  const minutes = slotMinutes(slot);
  if (Number.isNaN(minutes)) return slot;
  // As Intl's en-IN 12-hour clock writes it (opening-state.test.ts), without building one.
  const hour = Math.floor(minutes / 60) % 24;
  const minute = String(minutes % 60).padStart(2, '0');
  return `${hour % 12 || 12}:${minute} ${hour < 12 ? 'am' : 'pm'}`;
}
