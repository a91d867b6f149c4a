import { useState, type ReactNode } from 'react';
import { Select, SimpleGrid, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PAGE_SIZES } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useCities, useStateId, useStates } from './location-picker/api.ts';

const SEARCH_DEBOUNCE_MS = 250;

// The server already searched; the dropdown shows what it answered.
const serverFiltered: OptionsFilter = ({ options }) => options;

/** The server's names, with the chosen one in front while nothing else is being searched. */
function withChosen(names: string[], chosen: string, search: string) {
  if (!chosen || names.includes(chosen) || (search && search !== chosen)) return names;
  return [chosen, ...names];
}

/** What to ask the server: nothing while the box just shows the chosen name. */
const queryFor = (search: string, chosen: string) => (search === chosen ? '' : search.trim());

type Props = {
  state: string;
  city: string;
  onStateChange: (state: string) => void;
  onCityChange: (city: string) => void;
  stateError?: ReactNode;
  cityError?: ReactNode;
  withAsterisk?: boolean;
};

/**
 * State and city pickers over the public location calls (10 per search at most).
 * Values are names, as the profile and business keep them; choosing another state clears the
 * city.
 */
export function StateCityPicker({
  state,
  city,
  onStateChange,
  onCityChange,
  stateError,
  cityError,
  withAsterisk = true,
}: Props) {
  const { t } = useTranslation();
  const [stateSearch, setStateSearch] = useState(state);
  const [citySearch, setCitySearch] = useState(city);
  const [stateQuery] = useDebouncedValue(queryFor(stateSearch, state), SEARCH_DEBOUNCE_MS);
  const [cityQuery] = useDebouncedValue(queryFor(citySearch, city), SEARCH_DEBOUNCE_MS);

  const states = useStates(stateQuery);
  const { data: stateId = null } = useStateId(state || null);
  const cities = useCities(stateId, cityQuery);

  const stateNames = withChosen(
    (states.data ?? []).map((item) => item.state),
    state,
    stateSearch,
  );
  const cityNames = withChosen(
    stateId ? (cities.data ?? []).map((item) => item.city) : [],
    city,
    citySearch,
  );

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <Select
        label={t('location.state')}
        placeholder={t('location.searchState')}
        // The list shows PAGE_SIZES.locationSearch states at a time: say that typing
        // finds the others.
        description={t('location.typeToFindState', { count: PAGE_SIZES.locationSearch })}
        withAsterisk={withAsterisk}
        searchable
        data={stateNames}
        value={state || null}
        onChange={(value: string | null) => {
          const next = value ?? '';
          if (next === state) return;
          onStateChange(next);
          onCityChange('');
        }}
        onSearchChange={setStateSearch}
        filter={serverFiltered}
        nothingFoundMessage={states.isFetching ? undefined : t('location.nothingFound')}
        error={stateError}
        autoComplete="off"
        allowDeselect={false}
      />
      <Select
        label={t('location.city')}
        placeholder={state ? t('location.searchCity') : t('location.chooseStateFirst')}
        description={
          state ? t('location.typeToFindCity', { count: PAGE_SIZES.locationSearch }) : undefined
        }
        withAsterisk={withAsterisk}
        searchable
        disabled={!state}
        data={cityNames}
        value={city || null}
        onChange={(value: string | null) => onCityChange(value ?? '')}
        onSearchChange={setCitySearch}
        filter={serverFiltered}
        nothingFoundMessage={cities.isFetching ? undefined : t('location.nothingFound')}
        error={cityError}
        autoComplete="off"
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}
