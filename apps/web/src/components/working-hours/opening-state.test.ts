import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { TIME_ZONE, WEEK_DAYS } from '@haat/shared';
import { formatSlot, indiaClock, openState, type WorkingHours } from './opening-state.ts';

const week = (from = '09:00', to = '21:00', closed: string[] = []): WorkingHours => ({
  isOpen24Hours: false,
  timings: WEEK_DAYS.map((day) => ({ day, from, to, isClosed: closed.includes(day) })),
});

// 21 November 2026 is a Saturday. India is UTC+5:30 all year.
const at = (iso: string) => new Date(iso);
const originalTz = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTz;
});

describe('openState (Asia/Kolkata)', () => {
  it('is open between from and to, and closed before and after', () => {
    const hours = week('09:00', '21:00');
    expect(openState(hours, at('2026-11-21T03:29:00Z'))?.open).toBe(false); // 08:59 IST
    expect(openState(hours, at('2026-11-21T03:30:00Z'))?.open).toBe(true); // 09:00 IST
    expect(openState(hours, at('2026-11-21T15:29:00Z'))?.open).toBe(true); // 20:59 IST
    expect(openState(hours, at('2026-11-21T15:30:00Z'))?.open).toBe(false); // 21:00 IST
  });

  it("reads today's weekday and hour in India, not in UTC or on the device", () => {
    const hours = week('09:00', '21:00', ['Friday']);
    // Friday 20:00 in UTC is already Saturday 01:30 in India.
    const lateFridayUtc = at('2026-11-20T20:00:00Z');
    expect(indiaClock(lateFridayUtc)).toEqual({ day: 'Saturday', minutes: 90 });
    // Friday 04:00 UTC is Friday 09:30 in India: closed all Friday.
    expect(openState(hours, at('2026-11-20T04:00:00Z'))).toMatchObject({
      day: 'Friday',
      open: false,
    });
    // Saturday 03:45 UTC is 09:15 in India: open.
    expect(openState(hours, at('2026-11-21T03:45:00Z'))).toMatchObject({
      day: 'Saturday',
      open: true,
    });
  });

  it('gives the same answer whatever time zone the device is in', () => {
    const hours = week('10:00', '19:00');
    const moments = ['2026-11-21T04:45:00Z', '2026-11-21T13:45:00Z', '2026-11-21T18:00:00Z'];
    const answers = (tz: string) => {
      process.env.TZ = tz;
      return moments.map((iso) => openState(hours, at(iso)));
    };
    const kolkata = answers('Asia/Kolkata');
    expect(kolkata.map((state) => state?.open)).toEqual([true, false, false]);
    expect(answers('America/Los_Angeles')).toEqual(kolkata);
    expect(answers('Pacific/Kiritimati')).toEqual(kolkata);
    expect(answers('UTC')).toEqual(kolkata);
  });

  it('isOpen24Hours is open at any hour, even on a day marked closed', () => {
    const hours = { ...week('09:00', '18:00', ['Saturday']), isOpen24Hours: true };
    expect(openState(hours, at('2026-11-20T21:00:00Z'))?.open).toBe(true); // Sat 02:30 IST
    expect(openState(hours, at('2026-11-21T17:00:00Z'))?.open).toBe(true); // Sat 22:30 IST
  });

  it('isClosed closes the day even within its hours', () => {
    const hours = week('09:00', '21:00', ['Sunday']);
    const sundayNoon = at('2026-11-22T06:30:00Z'); // Sunday 12:00 IST
    expect(openState(hours, sundayNoon)).toMatchObject({ day: 'Sunday', open: false });
    expect(openState(hours, sundayNoon)?.today?.isClosed).toBe(true);
  });

  it('hours past midnight stay open into the small hours of the next day', () => {
    const hours = week('18:00', '02:00', ['Sunday']);
    expect(openState(hours, at('2026-11-21T14:00:00Z'))?.open).toBe(true); // Sat 19:30
    expect(openState(hours, at('2026-11-21T19:00:00Z'))?.open).toBe(true); // Sun 00:30 (Sat's)
    expect(openState(hours, at('2026-11-21T21:00:00Z'))?.open).toBe(false); // Sun 02:30
    expect(openState(hours, at('2026-11-22T13:00:00Z'))?.open).toBe(false); // Sun 18:30, closed
    expect(openState(hours, at('2026-11-22T19:00:00Z'))?.open).toBe(false); // Mon 00:30, Sun closed
  });

  it('knows nothing without working hours', () => {
    expect(openState(null)).toBeNull();
    expect(openState(undefined)).toBeNull();
  });

  it('reads slots in 12-hour time', () => {
    expect(formatSlot('09:00')).toBe('9:00 am');
    expect(formatSlot('21:00')).toBe('9:00 pm');
    expect(formatSlot('00:00')).toBe('12:00 am');
  });

  it("writes every minute of the day as Intl's en-IN 12-hour clock does", () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'UTC',
    });
    for (let minutes = 0; minutes < 24 * 60; minutes += 1) {
      const slot = `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
      expect(formatSlot(slot)).toBe(intl.format(new Date(Date.UTC(1970, 0, 1, 0, minutes))));
    }
  });

  it('reads the same day and time as Intl does for Asia/Kolkata, at any moment', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (now) => {
          const parts = Object.fromEntries(intl.formatToParts(now).map((p) => [p.type, p.value]));
          expect(indiaClock(now)).toEqual({
            day: parts.weekday,
            minutes: Number(parts.hour) * 60 + Number(parts.minute),
          });
        },
      ),
      { numRuns: 2000 },
    );
  });
});
