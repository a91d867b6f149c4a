import { INSIGHT_METRICS, type InsightMetric } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';

/** Every count, in the order the chart's legend lists them. */
export const CHART_METRICS: readonly InsightMetric[] = INSIGHT_METRICS;

/** The counts' names in the language shown. */
export function useMetricLabels(): Record<InsightMetric, string> {
  const { t } = useTranslation();
  return {
    views: t('insights.metric.views'),
    calls: t('insights.metric.calls'),
    whatsapp: t('insights.metric.whatsapp'),
    shares: t('insights.metric.shares'),
    enquiries: t('insights.metric.enquiries'),
    appearances: t('insights.metric.appearances'),
  };
}
