import { Group, Stack, Text, Title } from '@mantine/core';
import type { InsightsAnswer } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';

type Entry = NonNullable<InsightsAnswer['requirements']>[number];

function Figure({ value, label, locale }: { value: number; label: string; locale: string }) {
  return (
    <Stack gap={0}>
      <Text fw={700} fz="xl" lh={1.2}>
        {value.toLocaleString(locale)}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * Posted requirements each business was offered in the period and how many it
 * accepted: the share a seller answers is what brings the next ones.
 */
export function RequirementFigures({
  entries,
  locale,
}: {
  entries: readonly Entry[];
  locale: string;
}) {
  const { t } = useTranslation();
  const named = entries.length > 1;
  if (entries.every((entry) => entry.received === 0)) {
    return (
      <Text size="sm" c="dimmed" data-testid="requirement-figures">
        {t('insights.requirements.none')}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {entries.map((entry) => (
        <Stack key={entry._id} gap={4} data-testid="requirement-figures">
          {named ? (
            <Title order={3} fz="sm">
              {entry.name}
            </Title>
          ) : null}
          <Group gap="xl" wrap="wrap">
            <Figure
              value={entry.received}
              label={t('insights.requirements.received')}
              locale={locale}
            />
            <Figure
              value={entry.answered}
              label={t('insights.requirements.answered')}
              locale={locale}
            />
          </Group>
          {entry.received > entry.answered ? (
            <Text size="sm" c="dimmed">
              {t('insights.requirements.unanswered', { count: entry.received - entry.answered })}
            </Text>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
