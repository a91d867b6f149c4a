import { useEffect, useRef, useState } from 'react';
import { Button, Combobox, Group, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCurrentLocation, IconWorld } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ALL_OVER_INDIA } from '@haat/shared';
import { setLocation, useChosenLocation } from '@/lib/auth-storage.ts';
import { useCitySearch } from './api.ts';
import { showApiErrorToast } from '@/lib/show-api-error.ts';
import { showToast } from '@/lib/toast.ts';
import { detectLocation } from './detect-location.ts';
import { LocationTrigger } from './location-trigger.tsx';

const ALL = '__all__';
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The picker's dropdown, loaded when it is first opened (location-picker.tsx): it mounts closed
 * and opens right after, so the first opening animates and focuses the search like later ones.
 */
export default function LocationSearch() {
  const { t } = useTranslation();
  const chosen = useChosenLocation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [detecting, setDetecting] = useState(false);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const target = useRef<HTMLButtonElement>(null);
  // Mounting is the first press of the picker's own button, which is gone: its successor takes
  // the focus (closing returns it there), then the dropdown opens, once.
  useEffect(() => {
    target.current?.focus();
    combobox.openDropdown();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const cities = useCitySearch(debounced, combobox.dropdownOpened);
  const isAll = chosen === ALL_OVER_INDIA;

  const choose = (city: string) => {
    setLocation(city);
    combobox.closeDropdown();
  };

  const detect = async () => {
    if (detecting) return;
    setDetecting(true);
    try {
      const city = await detectLocation({
        notify: (kind, message) => showToast(kind, t(`msg.${message}`)),
        onServerError: showApiErrorToast,
      });
      if (city) choose(city);
    } finally {
      setDetecting(false);
    }
  };

  const list = cities.data ?? [];
  const byId = new Map(list.map((city) => [city._id, city.city]));

  return (
    <Combobox
      store={combobox}
      width={300}
      position="bottom-start"
      shadow="md"
      withinPortal
      zIndex={320}
      onOptionSubmit={(value) =>
        choose(value === ALL ? ALL_OVER_INDIA : (byId.get(value) ?? value))
      }
    >
      <Combobox.Target targetType="button" withAriaAttributes={false}>
        <LocationTrigger
          ref={target}
          expanded={combobox.dropdownOpened}
          onClick={() => combobox.toggleDropdown()}
        />
      </Combobox.Target>

      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('locationPicker.search')}
          aria-label={t('locationPicker.search')}
          rightSection={cities.isFetching ? <Loader size={14} /> : null}
        />
        {/* At most 11 options (All Over India and the city limit of 10): the list is not a
            scrolling box, which keyboard users could not scroll (the search box keeps focus). */}
        <Combobox.Options aria-label={t('locationPicker.label')}>
          {search.trim() ? null : (
            <Combobox.Option value={ALL} active={isAll}>
              <Group gap={8} wrap="nowrap">
                <IconWorld size={16} aria-hidden />
                <Text size="sm" fw={600}>
                  {t('locationPicker.allOverIndia')}
                </Text>
              </Group>
            </Combobox.Option>
          )}
          {list.map((city) => (
            <Combobox.Option key={city._id} value={city._id} active={city.city === chosen}>
              <Text size="sm" span>
                {t('locationPicker.cityOfState', { city: city.city, state: city.state })}
              </Text>
              {city.isServed ? null : (
                <Text size="xs" c="dimmed" span>
                  {' · '}
                  {t('locationPicker.notServed')}
                </Text>
              )}
            </Combobox.Option>
          ))}
          {search.trim() && !cities.isFetching && list.length === 0 ? (
            <Combobox.Empty>{t('locationPicker.nothingFound')}</Combobox.Empty>
          ) : null}
        </Combobox.Options>
        <Combobox.Footer>
          <Button
            variant="light"
            fullWidth
            size="sm"
            leftSection={<IconCurrentLocation size={16} aria-hidden />}
            loading={detecting}
            onClick={() => void detect()}
          >
            {t('locationPicker.detect')}
          </Button>
        </Combobox.Footer>
      </Combobox.Dropdown>
    </Combobox>
  );
}
