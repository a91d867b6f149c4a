import { onFirstUse, TIME_ZONE, WEEK_DAYS } from '@haat/shared';

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

const clockFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** The weekday and the minutes since midnight in Asia/Kolkata. */
export function indiaClock(now: Date): { day: WeekDay; minutes: number } {
  const parts = Object.fromEntries(
    clockFormat()
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const day = WEEK_DAYS.find((name) => name === parts.weekday) ?? 'Monday';
  const hour = Number(parts.hour) % 24;
  return { day, minutes: hour * 60 + Number(parts.minute) };
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

const slotFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'UTC',
    }),
);

/** '21:00' → '9:00 pm' for reading. */
export function formatSlot(slot: string): string {
  const minutes = slotMinutes(slot);
  if (Number.isNaN(minutes)) return slot;
  return slotFormat().format(new Date(Date.UTC(1970, 0, 1, 0, minutes % (24 * 60))));
}
