import { SimpleGrid, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { INSIGHT_METRICS, type InsightPeriod, type InsightsAnswer } from '@haat/shared';
import classes from '@/components/panel.module.css';
import { useTranslation } from '@/i18n/use-translation.ts';
import { METRIC_COLOURS } from './metric-colours.ts';
import { useMetricLabels } from './metric-labels.ts';

type Total = InsightsAnswer['totals'][keyof InsightsAnswer['totals']];

/** The change against the period before: up, down, the same, new, or nothing either time. */
function Change({ total, days, locale }: { total: Total; days: InsightPeriod; locale: string }) {
  const { t } = useTranslation();
  if (total.change === null) {
    return (
      <Text size="xs" c="dimmed">
        {total.value > 0 ? t('insights.changeNew', { count: days }) : t('insights.changeNone')}
      </Text>
    );
  }
  const up = total.change > 0;
  const down = total.change < 0;
  const Icon = up ? IconArrowUpRight : down ? IconArrowDownRight : null;
  const percent = new Intl.NumberFormat(locale).format(Math.abs(total.change));
  return (
    <Text
      size="xs"
      c={up ? 'green.8' : down ? 'red.8' : 'dimmed'}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}
    >
      {Icon ? <Icon size={14} aria-hidden /> : null}
      {up
        ? t('insights.changeUp', { percent, count: days })
        : down
          ? t('insights.changeDown', { percent, count: days })
          : t('insights.changeSame', { count: days })}
    </Text>
  );
}

/** The six totals of the period, each with its change: three a row on phones is too tight. */
export function TotalsGrid({
  totals,
  days,
  locale,
}: {
  totals: InsightsAnswer['totals'];
  days: InsightPeriod;
  locale: string;
}) {
  const labels = useMetricLabels();
  const number = new Intl.NumberFormat(locale);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" verticalSpacing="sm">
      {INSIGHT_METRICS.map((metric) => (
        <div
          key={metric}
          className={classes.panel}
          style={{ borderTop: `3px solid ${METRIC_COLOURS[metric]}` }}
          data-testid={`total-${metric}`}
        >
          <Text size="sm" c="dimmed" lh={1.3}>
            {labels[metric]}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {number.format(totals[metric].value)}
          </Text>
          <Change total={totals[metric]} days={days} locale={locale} />
        </div>
      ))}
    </SimpleGrid>
  );
}
