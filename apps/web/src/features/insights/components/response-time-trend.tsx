import { Stack, Text, Title } from '@mantine/core';
import {
  RESPONSE_TIME_MIN_ENQUIRIES,
  type InsightsAnswer,
  type ResponseTimeTally,
} from '@haat/shared';
import { withinText } from '@/entities/business/response-time/response-time-text.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { TFunction } from '@/i18n/translate.ts';

type Entry = NonNullable<InsightsAnswer['responseTimes']>[number];

/** What buyers see of a window's tally, or null when they see nothing (too few, none acted on). */
function shownPhrase(t: TFunction, tally: ResponseTimeTally) {
  if (tally.enquiries < RESPONSE_TIME_MIN_ENQUIRIES) return null;
  if (tally.medianMinutes == null || tally.actedShare == null) return null;
  return t('responseTime.phrase', {
    within: withinText(t, tally.medianMinutes),
    share: tally.actedShare,
  });
}

/** The 90 days before: their phrase, too few, or none. */
function previousLine(t: TFunction, tally: ResponseTimeTally) {
  const phrase = shownPhrase(t, tally);
  if (phrase) return t('insights.response.before', { figure: phrase, count: tally.enquiries });
  if (tally.enquiries === 0) return t('insights.response.beforeNone');
  return t('insights.response.beforeTooFew', { count: tally.enquiries });
}

/** Faster, slower or the same as the 90 days before, when both were shown to buyers. */
function trendLine(t: TFunction, entry: Entry) {
  const { current, previous } = entry;
  if (!shownPhrase(t, current) || !shownPhrase(t, previous)) return null;
  const now = current.medianMinutes!;
  const before = previous.medianMinutes!;
  if (withinText(t, now) === withinText(t, before)) return t('insights.response.same');
  return now < before ? t('insights.response.faster') : t('insights.response.slower');
}

function BusinessResponse({ entry, named }: { entry: Entry; named: boolean }) {
  const { t } = useTranslation();
  const { current } = entry;
  const phrase = shownPhrase(t, current);
  const trend = trendLine(t, entry);
  return (
    <Stack gap={4} data-testid="response-time">
      {named ? (
        <Title order={3} fz="sm">
          {entry.name}
        </Title>
      ) : null}
      {phrase ? (
        <>
          <Text fw={700}>{phrase}</Text>
          <Text size="sm">
            {t('insights.response.acted', { acted: current.acted, count: current.enquiries })}
          </Text>
        </>
      ) : current.enquiries >= RESPONSE_TIME_MIN_ENQUIRIES ? (
        <Text fw={600}>{t('insights.response.noneActed', { count: current.enquiries })}</Text>
      ) : (
        <Text fw={600}>
          {t('insights.response.tooFew', {
            count: current.enquiries,
            needed: RESPONSE_TIME_MIN_ENQUIRIES,
          })}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {previousLine(t, entry.previous)}
        {trend ? ` · ${trend}` : ''}
      </Text>
    </Stack>
  );
}

/**
 * Each business's response time over the last 90 days, whatever the period chosen
 * (buyers see those 90 days), beside the 90 days before: "not enough enquiries yet" under 5.
 */
export function ResponseTimeTrend({ entries }: { entries: readonly Entry[] }) {
  return (
    <Stack gap="md">
      {entries.map((entry) => (
        <BusinessResponse key={entry._id} entry={entry} named={entries.length > 1} />
      ))}
    </Stack>
  );
}
