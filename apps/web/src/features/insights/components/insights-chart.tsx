import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { InsightMetric, InsightsAnswer } from '@haat/shared';
import { METRIC_COLOURS } from './metric-colours.ts';
import { legendValues, toX } from './chart-legend.ts';

type Props = {
  series: InsightsAnswer['series'];
  /** The counts drawn, in order, with their names in the language shown. */
  metrics: ReadonlyArray<{ metric: InsightMetric; label: string }>;
  /** Counts whose line starts hidden (its legend entry turns it on). */
  hidden?: ReadonlySet<InsightMetric>;
  /** The legend's name for the day under the cursor, in the language shown. */
  dayName: string;
  locale: string;
  height?: number;
};

/**
 * The daily counts as lines (uPlot, its weight in docs/page-speed.md, "Figures that were in code
 * comments"; this file loads only with the Insights screen). Its legend under the chart turns each
 * line on and off; the chart follows its box's width, so it fits a phone.
 */
/** Tick steps of whole days (seconds): a tick between two days would repeat a date. */
const DAY = 86_400;
const DAY_STEPS = [1, 2, 3, 7, 14, 28, 56].map((n) => n * DAY);

export default function InsightsChart({
  series,
  metrics,
  hidden,
  dayName,
  locale,
  height = 260,
}: Props) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = box.current;
    // Without a 2D canvas (a very old browser, a test's DOM) the totals and lists stand alone.
    if (!target || !document.createElement('canvas').getContext('2d')) return;
    const dayLabel = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const number = new Intl.NumberFormat(locale);
    const legend = legendValues(series, locale);
    const data: uPlot.AlignedData = [
      series.map((entry) => toX(entry.day)),
      ...metrics.map(({ metric }) => series.map((entry) => entry[metric])),
    ];
    const options: uPlot.Options = {
      width: Math.max(target.clientWidth, 240),
      height,
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
      series: [
        {
          label: dayName,
          value: (_u, _ts, _si, idx) => legend.day(idx),
        },
        ...metrics.map(({ metric, label }) => ({
          label,
          stroke: METRIC_COLOURS[metric],
          width: 2,
          show: !hidden?.has(metric),
          points: { show: series.length <= 31 },
          value: (_u: uPlot, _v: number | null, _si: number, idx: number | null) =>
            legend.metric(metric, idx),
        })),
      ],
      axes: [
        {
          incrs: DAY_STEPS,
          values: (_u, splits) => splits.map((ts) => dayLabel.format(new Date(ts * 1000))),
          stroke: '#495057',
          grid: { stroke: '#f1f3f5' },
        },
        {
          values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? number.format(v) : '')),
          stroke: '#495057',
          grid: { stroke: '#f1f3f5' },
          size: 44,
        },
      ],
      cursor: { drag: { x: false, y: false } },
    };
    const plot = new uPlot(options, data, target);
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(target.clientWidth, 240), height }),
    );
    resize.observe(target);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, metrics, hidden, dayName, locale, height]);

  return (
    <div ref={box} data-testid="insights-chart" style={{ width: '100%', minHeight: height }} />
  );
}
