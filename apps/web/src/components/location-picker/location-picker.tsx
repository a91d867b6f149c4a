import { useState } from 'react';
import { Button, Combobox, Group, Loader, Text, UnstyledButton, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronDown, IconCurrentLocation, IconMapPin, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ALL_OVER_INDIA } from '@haat/shared';
import { setLocation, useChosenLocation } from '../../lib/auth-storage.ts';
import { useCitySearch } from '../../lib/public-locations-api.ts';
import { showApiErrorToast } from '../../lib/show-api-error.ts';
import { showToast } from '../../lib/toast.ts';
import { detectLocation } from './detect-location.ts';
import classes from './location-picker.module.css';

const ALL = '__all__';
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The location search dropdown (spec §2 Shared pieces): All Over India, cities matching what is
 * typed (10 at most, served ones first) and Detect Location. The choice is kept in local storage
 * (spec §3) and every public screen follows it.
 */
export function LocationPicker() {
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
        <UnstyledButton
          className={classes.trigger}
          onClick={() => combobox.toggleDropdown()}
          aria-haspopup="listbox"
          aria-expanded={combobox.dropdownOpened}
          aria-label={t('locationPicker.change', {
            city: isAll ? t('locationPicker.allOverIndia') : chosen,
          })}
        >
          {isAll ? <IconWorld size={18} aria-hidden /> : <IconMapPin size={18} aria-hidden />}
          <span className={classes.city}>{isAll ? t('locationPicker.allOverIndia') : chosen}</span>
          <IconChevronDown size={14} aria-hidden className={classes.chevron} />
        </UnstyledButton>
      </Combobox.Target>

      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('locationPicker.search')}
          aria-label={t('locationPicker.search')}
          rightSection={cities.isFetching ? <Loader size={14} /> : null}
        />
        <Combobox.Options className={classes.options} aria-label={t('locationPicker.label')}>
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
