import { Checkbox, Chip, Group, Stack, Text } from '@mantine/core';
import { RADIUS_KM_OPTIONS } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';

type Props = {
  radiusKm: number | null;
  openNow: boolean;
  /** Whether the page knows a position (near me or the city's centre): a radius needs one. */
  located: boolean;
  onChange: (next: { radiusKm?: number | null; openNow?: boolean }) => void;
};

/**
 * Distance and hours: within 1, 3, 5, 10 or 25 km (choosing the chosen one again
 * clears it), offered only while the page knows where to measure from; and Open now.
 */
export function NearbyField({ radiusKm, openNow, located, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Checkbox
        label={t('filters.openNow')}
        description={t('filters.openNowHint')}
        checked={openNow}
        onChange={(event) => onChange({ openNow: event.currentTarget.checked })}
      />
      <Stack gap="xs">
        <Text size="sm" fw={600} id="radius-label">
          {t('filters.radius')}
        </Text>
        {located ? (
          <Group gap="xs" role="group" aria-labelledby="radius-label">
            {RADIUS_KM_OPTIONS.map((km) => (
              <Chip
                key={km}
                checked={radiusKm === km}
                onChange={() => onChange({ radiusKm: radiusKm === km ? null : km })}
                variant="outline"
                radius="sm"
              >
                {t('filters.withinKm', { km })}
              </Chip>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('filters.radiusNeedsLocation')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
