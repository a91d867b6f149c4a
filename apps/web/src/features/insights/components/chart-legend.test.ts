import { describe, expect, it } from 'vitest';
import { legendValues } from './chart-legend.ts';

// With the cursor off the chart (as it is on load) the legend read "Day: Page views:"
// with nothing after the colons. Every name now has its figure.

const counts = (n: number) => ({
  views: n,
  calls: 2 * n,
  whatsapp: 0,
  shares: 0,
  enquiries: n + 1,
  appearances: 1000 * n,
});
const SERIES = [
  { day: '2026-11-23', ...counts(1) },
  { day: '2026-11-24', ...counts(5) },
  { day: '2026-11-25', ...counts(3) },
];

describe('legendValues', () => {
  it('with no day under the cursor, shows the last day and its values, never blanks', () => {
    const legend = legendValues(SERIES, 'en-IN');
    for (const idx of [null, undefined]) {
      expect(legend.day(idx)).toBe('25 Nov');
      expect(legend.metric('views', idx)).toBe('3');
      expect(legend.metric('enquiries', idx)).toBe('4');
      expect(legend.metric('appearances', idx)).toBe('3,000');
      expect(legend.metric('shares', idx)).toBe('0');
    }
  });

  it('with the cursor on a day, shows that day', () => {
    const legend = legendValues(SERIES, 'en-IN');
    expect(legend.day(1)).toBe('24 Nov');
    expect(legend.metric('calls', 1)).toBe('10');
    expect(legend.metric('appearances', 1)).toBe('5,000');
  });

  it('in Hindi, with Hindi month names', () => {
    const legend = legendValues(SERIES, 'hi-IN');
    expect(legend.day(null)).toBe(
      new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        new Date('2026-11-25T00:00:00Z'),
      ),
    );
    expect(legend.day(null)).not.toBe('');
  });
});
