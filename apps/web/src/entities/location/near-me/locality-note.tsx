import { Anchor, Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { NEAREST_SORT, placeLine, type SearchSort, type SearchUnderstood } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';

type Props = {
  understood: SearchUnderstood | undefined;
  sort: SearchSort;
  /** Takes the locality out: the whole city's results again. */
  onClear: () => void;
};

/**
 * Under a search's heading when its words named a locality: 'Near Andheri, Mumbai ·
 * nearest first', or 'None in Andheri — showing Mumbai' when nothing matched there and the list
 * is the city's (still nearest to the locality first under Nearest); and a link to the whole
 * city.
 */
export function LocalityNote({ understood, sort, onClear }: Props) {
  const { t } = useTranslation();
  const locality = understood?.locality;
  if (!locality) return null;
  const city = understood.city ?? '';
  const text = understood.localityEmpty
    ? t('nearMe.localityEmpty', { locality, city })
    : t(sort === NEAREST_SORT ? 'nearMe.nearLocalityNearest' : 'nearMe.nearLocality', {
        place: placeLine(locality, city),
      });
  return (
    <Group gap={6} mt={4} wrap="wrap" data-testid="locality-note">
      <IconMapPin size={16} aria-hidden color="var(--mantine-color-peacock-7)" />
      <Text
        size="sm"
        fw={understood.localityEmpty ? 600 : 500}
        c={understood.localityEmpty ? 'orange.9' : undefined}
      >
        {text}
      </Text>
      {city && !understood.localityEmpty ? (
        <Anchor component="button" type="button" size="sm" onClick={onClear}>
          {t('nearMe.localityClear', { city })}
        </Anchor>
      ) : null}
    </Group>
  );
}
