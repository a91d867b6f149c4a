import { Button, Group, Text } from '@mantine/core';
import { nextRadiusKm } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';

type Props = {
  radiusKm: number;
  /** The next radius, or null for no radius at all. */
  onWiden: (radiusKm: number | null) => void;
};

/**
 * A radius that found nothing: 'Nothing within 5 km' and one tap to the next radius
 * ('Show within 10 km'), or past the largest to every distance.
 */
export function RadiusWiden({ radiusKm, onWiden }: Props) {
  const { t } = useTranslation();
  const next = nextRadiusKm(radiusKm);
  return (
    <Group gap="sm" wrap="wrap" data-testid="radius-widen">
      <Text size="sm" fw={600}>
        {t('nearMe.radiusEmpty', { km: radiusKm })}
      </Text>
      <Button variant="light" size="sm" onClick={() => onWiden(next)}>
        {next ? t('nearMe.radiusWiden', { km: next }) : t('nearMe.radiusAll')}
      </Button>
    </Group>
  );
}
