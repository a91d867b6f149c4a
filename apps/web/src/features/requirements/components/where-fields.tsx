import { useState } from 'react';
import { Autocomplete, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCurrentLocation, IconMapPin } from '@tabler/icons-react';
import { REQUIREMENT_LIMITS, type Position } from '@haat/shared';
import { useCitySearch, fetchCityCentre } from '@/entities/location/location-picker/api.ts';
import { locateNearMe, useNearMe } from '@/entities/location/near-me/near-me-store.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { hideToast, showToast } from '@/lib/toast.ts';

const SEARCH_DEBOUNCE_MS = 300;

type Field = { value: string; error?: unknown; onChange: (value: string) => void };

type Props = {
  city: Field;
  locality: Field;
  /** The buyer's position while Near me is chosen; null otherwise. */
  position: Position | null;
  onPosition: (position: Position | null) => void;
  placeError?: string;
};

/**
 * Where the need is: the city (the header's, changeable, with the location picker's
 * city search), then a locality typed, or Near me: the position this visit already found
 * (entities/location/near-me), else the browser is asked, with the spec's location messages.
 */
export function WhereFields({ city, locality, position, onPosition, placeError }: Props) {
  const { t } = useTranslation();
  const near = useNearMe();
  const [debounced] = useDebouncedValue(city.value, SEARCH_DEBOUNCE_MS);
  const [typing, setTyping] = useState(false);
  const cities = useCitySearch(debounced, typing);
  const names = [...new Set((cities.data ?? []).map((found) => found.city))];

  const locateMe = async () => {
    if (near.status === 'device') {
      onPosition(near.position);
      return;
    }
    const found = await locateNearMe({
      city: city.value.trim() || null,
      cityCentre: fetchCityCentre,
      notify: (kind, message) => showToast(kind, t(`msg.${message}`)),
    });
    hideToast('info', t('msg.fetchingLocation'));
    // A city's centre is not where the buyer is: only the device's position is Near me.
    if (found.status === 'device') onPosition(found.position);
    else showToast('warning', t('postRequirement.nearMeFailed'));
  };

  return (
    <Stack gap="sm">
      <Autocomplete
        label={t('postRequirement.city')}
        placeholder={t('postRequirement.cityPlaceholder')}
        withAsterisk
        autoComplete="address-level2"
        maxLength={100}
        data={names}
        value={city.value}
        onChange={(value) => {
          setTyping(true);
          city.onChange(value);
        }}
        error={city.error as string | undefined}
        leftSection={<IconMapPin size={16} aria-hidden />}
        comboboxProps={{ withinPortal: true }}
      />
      {position ? (
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <IconCurrentLocation size={18} aria-hidden />
            <Text size="sm" fw={600}>
              {t('postRequirement.nearMeOn')}
            </Text>
          </Group>
          <Button variant="subtle" size="compact-sm" onClick={() => onPosition(null)}>
            {t('postRequirement.nearMeOff')}
          </Button>
        </Group>
      ) : (
        <Stack gap={6}>
          <TextInput
            label={
              <>
                {t('postRequirement.locality')}{' '}
                <Text span size="xs" c="dimmed" fw={400}>
                  ({t('postRequirement.optional')})
                </Text>
              </>
            }
            placeholder={t('postRequirement.localityPlaceholder')}
            maxLength={REQUIREMENT_LIMITS.localityMax}
            value={locality.value}
            onChange={(event) => locality.onChange(event.currentTarget.value)}
            error={locality.error as string | undefined}
          />
          <Button
            variant="light"
            leftSection={<IconCurrentLocation size={18} aria-hidden />}
            loading={near.status === 'locating'}
            onClick={() => void locateMe()}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('postRequirement.nearMe')}
          </Button>
        </Stack>
      )}
      {placeError ? (
        <Text size="sm" c="red.8" role="alert">
          {placeError}
        </Text>
      ) : null}
    </Stack>
  );
}
