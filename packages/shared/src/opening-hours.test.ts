import { afterEach, describe, expect, it } from 'vitest';
import { WEEK_DAYS } from './constants.ts';
import {
  indiaClock,
  indiaHourOfWeek,
  openWeekHours,
  openingState,
  type WorkingHours,
} from './opening-hours.ts';

const week = (from: string, to: string, closed: string[] = []): WorkingHours => ({
  isOpen24Hours: false,
  timings: WEEK_DAYS.map((day) => ({ day, from, to, isClosed: closed.includes(day) })),
});
// 21 November 2026 is a Saturday; India is UTC+05:30 all year.
const ist = (local: string) => new Date(`${local}+05:30`);
// The shared package is typed without Node's globals; the test runs in Node, where setting TZ
// changes the zone Date works in.
declare const process: { env: Record<string, string | undefined> };
const originalTz = process.env.TZ;
afterEach(() => {
  // Assigning undefined would store the text 'undefined'.
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('openingState in Asia/Kolkata', () => {
  const evening = week('18:00', '02:00');

  it('a shop open 18:00–02:00 is open at 23:30 and at 00:30 IST, and says when it closes', () => {
    const late = openingState(evening, ist('2026-11-21T23:30:00'));
    expect(late).toMatchObject({ open: true, day: 'Saturday' });
    expect(late?.next).toEqual({ minutes: 120, day: 'Sunday', daysAhead: 1 });
    const small = openingState(evening, ist('2026-11-22T00:30:00'));
    expect(small).toMatchObject({ open: true, day: 'Sunday' });
    expect(small?.next).toEqual({ minutes: 120, day: 'Sunday', daysAhead: 0 });
  });

  it('is closed at 02:00 and 17:59, and opens at 6 PM today', () => {
    expect(openingState(evening, ist('2026-11-22T02:00:00'))?.open).toBe(false);
    const afternoon = openingState(evening, ist('2026-11-22T17:59:00'));
    expect(afternoon?.open).toBe(false);
    expect(afternoon?.next).toEqual({ minutes: 18 * 60, day: 'Sunday', daysAhead: 0 });
  });

  it("yesterday's late hours still count on a day it is closed, then it opens on the next open day", () => {
    const hours = week('18:00', '02:00', ['Sunday']);
    // Sunday 00:30 is Saturday night's span.
    expect(openingState(hours, ist('2026-11-22T00:30:00'))?.open).toBe(true);
    const sunday = openingState(hours, ist('2026-11-22T19:00:00'));
    expect(sunday?.open).toBe(false);
    expect(sunday?.next).toEqual({ minutes: 18 * 60, day: 'Monday', daysAhead: 1 });
  });

  it('a closed day: closed all day, opens 10 AM tomorrow', () => {
    const hours = week('10:00', '21:00', ['Sunday']);
    const state = openingState(hours, ist('2026-11-22T12:00:00'));
    expect(state).toMatchObject({ open: false, day: 'Sunday' });
    expect(state?.next).toEqual({ minutes: 600, day: 'Monday', daysAhead: 1 });
  });

  it('open 24 hours: always open, nothing to change', () => {
    const state = openingState({ ...week('10:00', '21:00'), isOpen24Hours: true }, new Date());
    expect(state).toMatchObject({ open: true, always: true, next: null });
    // The same hour twice on every day is round the clock too.
    expect(openingState(week('00:00', '00:00'), new Date())).toMatchObject({ always: true });
  });

  it('never open: closed with no next opening; no hours: null', () => {
    const state = openingState(week('10:00', '21:00', [...WEEK_DAYS]), new Date());
    expect(state).toMatchObject({ open: false, always: false, next: null });
    expect(openingState(null)).toBeNull();
  });

  it('gives the same answer whatever time zone the device is in', () => {
    const hours = week('10:00', '19:00');
    const moments = ['2026-11-21T04:45:00Z', '2026-11-21T13:45:00Z', '2026-11-21T18:00:00Z'];
    const answers = (tz: string) => {
      process.env.TZ = tz;
      return moments.map((iso) => openingState(hours, new Date(iso)));
    };
    const india = answers('Asia/Kolkata');
    expect(answers('America/Los_Angeles')).toEqual(india);
    expect(answers('Pacific/Kiritimati')).toEqual(india);
    expect(india.map((state) => state?.open)).toEqual([true, false, false]);
  });

  it('reads the weekday and clock in India, not in UTC', () => {
    // Friday 20:00 UTC is already Saturday 01:30 in India.
    expect(indiaClock(new Date('2026-11-20T20:00:00Z'))).toEqual({ day: 'Saturday', minutes: 90 });
    expect(indiaHourOfWeek(new Date('2026-11-20T20:00:00Z'))).toBe(5 * 24 + 1);
  });
});

describe('openWeekHours (what the server stores for its Open now filter)', () => {
  it('agrees with openingState at every hour of a week', () => {
    const hours = week('18:00', '02:00', ['Wednesday']);
    const stored = new Set(openWeekHours(hours));
    const monday = new Date('2026-11-23T00:00:00+05:30').getTime();
    for (let hour = 0; hour < 168; hour += 1) {
      const at = new Date(monday + hour * 3_600_000 + 30 * 60_000);
      expect(stored.has(indiaHourOfWeek(at))).toBe(openingState(hours, at)!.open);
    }
  });

  it('holds Sunday night past midnight as Monday small hours, all 168 for 24 hours, none without hours', () => {
    const hours = week('18:00', '02:00');
    expect(openWeekHours(hours)).toContain(0);
    expect(openWeekHours(hours)).toContain(1);
    expect(openWeekHours(hours)).not.toContain(2);
    expect(openWeekHours({ ...hours, isOpen24Hours: true })).toHaveLength(168);
    expect(openWeekHours(null)).toEqual([]);
  });
});
