import type { InsightMetric } from '@haat/shared';

/** One colour per count, shared by the totals and the chart's lines (apart for colour-blind eyes). */
export const METRIC_COLOURS: Record<InsightMetric, string> = {
  views: '#1c7ed6',
  calls: '#e8590c',
  whatsapp: '#2b8a3e',
  shares: '#ae3ec9',
  enquiries: '#c92a2a',
  appearances: '#868e96',
};
