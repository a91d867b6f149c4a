import { Text } from '@mantine/core';
import { NEAREST_SORT, type SearchSort } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { NearMe } from './near-me-store.ts';

/** Under a list's heading while nearest comes first: from where. */
export function NearMeNote({ state, sort }: { state: NearMe; sort: SearchSort }) {
  const { t } = useTranslation();
  if (sort !== NEAREST_SORT) return null;
  const text =
    state.status === 'device'
      ? t('nearMe.fromDevice')
      : state.status === 'city'
        ? t('nearMe.fromCity', { city: state.city })
        : state.status === 'locating'
          ? t('nearMe.locating')
          : null;
  return text ? (
    <Text size="sm" c="dimmed" mt={2} data-testid="near-me-note">
      {text}
    </Text>
  ) : null;
}
