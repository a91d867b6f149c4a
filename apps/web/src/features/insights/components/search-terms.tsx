import { Badge, Group, Text } from '@mantine/core';
import type { InsightsAnswer } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The words buyers searched when the seller's listings were on their results, most first. */
export function SearchTerms({
  terms,
  locale,
}: {
  terms: InsightsAnswer['searchTerms'];
  locale: string;
}) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(locale);
  if (!terms.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('insights.noSearchTerms')}
      </Text>
    );
  }
  return (
    <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {terms.map((term) => (
        <li key={term.term}>
          <Badge
            variant="light"
            color="peacock"
            size="lg"
            radius="sm"
            tt="none"
            rightSection={
              <Text span size="xs" fw={700}>
                {number.format(term.appearances)}
              </Text>
            }
            aria-label={t('insights.searchTermCount', {
              term: term.term,
              count: term.appearances,
            })}
          >
            {term.term}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
