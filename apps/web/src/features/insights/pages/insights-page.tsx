import { lazy, Suspense } from 'react';
import { Alert, Group, SegmentedControl, Select, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { INSIGHT_PERIODS, type InsightPeriod } from '@haat/shared';
import { EmptyState } from '@/components/empty-state.tsx';
import { NotFoundNotice } from '@/components/not-found-notice.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { isApiError } from '@/lib/api-errors.ts';
import { useInsights } from '../api.ts';
import { InsightSection } from '../components/insight-section.tsx';
import { RequirementFigures } from '../components/requirement-figures.tsx';
import { ResponseTimeTrend } from '../components/response-time-trend.tsx';
import { SearchTerms } from '../components/search-terms.tsx';
import { TopListings } from '../components/top-listings.tsx';
import { CHART_METRICS, useMetricLabels } from '../components/metric-labels.ts';
import { TotalsGrid } from '../components/totals-grid.tsx';

// The chart's library loads only here, after the screen's own code, so the totals never wait.
const InsightsChart = lazy(() => import('../components/insights-chart.tsx'));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HIDDEN_AT_FIRST = new Set(['appearances'] as const);

/** The period and the business in the address (?days=7&business=…): Back and reload keep them. */
function useInsightParams() {
  const [params, setParams] = useSearchParams();
  const rawDays = Number(params.get('days'));
  const days: InsightPeriod = (INSIGHT_PERIODS as readonly number[]).includes(rawDays)
    ? (rawDays as InsightPeriod)
    : 30;
  const rawBusiness = params.get('business');
  const businessId = rawBusiness && UUID.test(rawBusiness) ? rawBusiness.toLowerCase() : null;
  const update = (next: { days?: InsightPeriod; businessId?: string | null }) => {
    const search = new URLSearchParams();
    const nextDays = next.days ?? days;
    const nextBusiness = next.businessId === undefined ? businessId : next.businessId;
    if (nextDays !== 30) search.set('days', String(nextDays));
    if (nextBusiness) search.set('business', nextBusiness);
    setParams(search, { replace: true });
  };
  return { days, businessId, update };
}

/**
 * /userAdmin/insights: what the seller's listings brought over the last 7, 30 or
 * 90 days (India days, today included) — totals with their change against the period before,
 * a line chart by day, the ten listings buyers did most with, and the words they searched —
 * for all the seller's businesses or one (each business's card links here with ?business=).
 */
export default function InsightsPage() {
  const { t, i18n } = useTranslation();
  const { days, businessId, update } = useInsightParams();
  const insights = useInsights(days, businessId);
  const labels = useMetricLabels();
  const data = insights.data;
  const notFound = insights.isError && isApiError(insights.error) && insights.error.code === 404;
  const locale = i18n.language === 'hi' ? 'hi-IN' : 'en-IN';
  const nothing =
    data !== undefined &&
    Object.values(data.totals).every((total) => total.value === 0 && total.previous === 0);
  const businesses = data?.businesses ?? [];

  return (
    <PageShell title={t('insights.title')} subtitle={t('insights.subtitle')}>
      <Stack gap="md">
        <Group gap="sm" align="flex-end">
          <SegmentedControl
            value={String(days)}
            onChange={(value) => update({ days: Number(value) as InsightPeriod })}
            data={INSIGHT_PERIODS.map((n) => ({
              value: String(n),
              label: t('insights.lastDays', { count: n }),
            }))}
            aria-label={t('insights.period')}
            radius="md"
          />
          {businesses.length > 1 || businessId ? (
            <Select
              aria-label={t('insights.business')}
              value={businessId ?? ''}
              onChange={(value) => update({ businessId: value || null })}
              data={[
                { value: '', label: t('insights.allBusinesses') },
                ...businesses.map((b) => ({ value: b._id, label: b.name })),
              ]}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              w={{ base: '100%', xs: 260 }}
            />
          ) : null}
        </Group>

        {notFound ? (
          <NotFoundNotice backTo="/userAdmin/insights" backLabel={t('insights.allBusinesses')} />
        ) : insights.isError ? (
          <Alert color="red" icon={<IconInfoCircle size={18} />}>
            {t('errors.unexpected')}
          </Alert>
        ) : !data ? (
          <Stack gap="md" aria-busy="true" aria-label={t('insights.loading')}>
            <Skeleton h={180} radius="lg" />
            <Skeleton h={280} radius="lg" />
          </Stack>
        ) : (
          <>
            <TotalsGrid totals={data.totals} days={days} locale={locale} />
            {data.responseTimes?.length || data.requirements?.length ? (
              // Side by side from a tablet up: how soon the seller answers, and how many of the
              // requirements Haat offered them they took.
              <SimpleGrid
                cols={{
                  base: 1,
                  md: data.responseTimes?.length && data.requirements?.length ? 2 : 1,
                }}
                spacing="md"
              >
                {data.responseTimes?.length ? (
                  <InsightSection
                    title={t('insights.response.title')}
                    hint={t('insights.response.hint')}
                  >
                    <ResponseTimeTrend entries={data.responseTimes} />
                  </InsightSection>
                ) : null}
                {data.requirements?.length ? (
                  <InsightSection
                    title={t('insights.requirements.title')}
                    hint={t('insights.requirements.hint', { count: days })}
                  >
                    <RequirementFigures entries={data.requirements} locale={locale} />
                  </InsightSection>
                ) : null}
              </SimpleGrid>
            ) : null}
            {nothing ? (
              <EmptyState title={t('insights.emptyTitle')} text={t('insights.emptyText')} />
            ) : (
              <>
                <InsightSection title={t('insights.byDay')} hint={t('insights.chartHint')}>
                  <Suspense fallback={<Skeleton h={300} radius="md" />}>
                    <InsightsChart
                      series={data.series}
                      metrics={CHART_METRICS.map((metric) => ({ metric, label: labels[metric] }))}
                      hidden={HIDDEN_AT_FIRST}
                      dayName={t('insights.day')}
                      locale={locale}
                    />
                  </Suspense>
                </InsightSection>
                <InsightSection title={t('insights.topListings')}>
                  <TopListings listings={data.topListings} locale={locale} />
                </InsightSection>
                <InsightSection title={t('insights.searchTerms')} hint={t('insights.searchHint')}>
                  <SearchTerms terms={data.searchTerms} locale={locale} />
                </InsightSection>
              </>
            )}
          </>
        )}
      </Stack>
    </PageShell>
  );
}
