import type { InsightMetric, InsightsAnswer } from '@haat/shared';

/** A day 'YYYY-MM-DD' as the x value: its midnight in UTC, in seconds (shown in UTC). */
export const toX = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * The legend's values. uPlot asks them with the day under the cursor (`idx`), and with none when
 * the cursor is off the chart (on load, on a phone until a tap): the legend then read
 * "Day: Page views:" with nothing after the colons. Off the chart it shows the last day (today),
 * so every name has its figure.
 */
export function legendValues(
  series: InsightsAnswer['series'],
  locale: string,
): {
  day: (idx: number | null | undefined) => string;
  metric: (metric: InsightMetric, idx: number | null | undefined) => string;
} {
  const dayLabel = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const number = new Intl.NumberFormat(locale);
  const entry = (idx: number | null | undefined) => series[idx ?? series.length - 1];
  return {
    day: (idx) => {
      const at = entry(idx);
      return at ? dayLabel.format(new Date(toX(at.day) * 1000)) : '';
    },
    metric: (metric, idx) => {
      const at = entry(idx);
      return at ? number.format(at[metric]) : '';
    },
  };
}
