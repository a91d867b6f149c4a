import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type City } from '@haat/shared';
import { locationsContract } from '@haat/shared/endpoints';
import { api, endpointKey, endpointQuery } from '@/lib/api-client.ts';
import { isApiError } from '@/lib/api-errors.ts';

// The public location calls (a search answers 10 at most): the forms' state
// and city fields, the location picker and the /{location} page.

const statesQuery = (search: string) =>
  endpointQuery(locationsContract.fetchAllStates, {
    limit: PAGE_SIZES.locationSearch,
    state: search || undefined,
  });

/** States whose name contains `search` (10 at most). */
export function useStates(search: string) {
  return useQuery({
    ...statesQuery(search),
    select: (payload) => payload.states,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/** The id of the state with exactly this name (a saved profile or business keeps names). */
export function useStateId(name: string | null) {
  return useQuery({
    ...statesQuery(name ?? ''),
    select: (payload) => payload.states.find((state) => state.state === name)?._id ?? null,
    enabled: Boolean(name),
    staleTime: Infinity,
  });
}

/** Cities of a state whose name contains `search` (10 at most). */
export function useCities(fkStateId: string | null, search: string) {
  return useQuery({
    ...endpointQuery(locationsContract.fetchStateAllCities, {
      limit: PAGE_SIZES.locationSearch,
      city: search || undefined,
      fkStateId: fkStateId ?? undefined,
    }),
    select: (payload) => payload.cities,
    enabled: Boolean(fkStateId),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/** GET /public/locations/fetchCitiesWithState {limit 10, city}: served cities first. */
export function useCitySearch(text: string, enabled = true) {
  const city = text.trim();
  return useQuery({
    ...endpointQuery(locationsContract.fetchCitiesWithState, {
      limit: PAGE_SIZES.locationSearch,
      city: city || undefined,
    }),
    select: (answer) => answer.cities,
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60 * 1000,
  });
}

/**
 * The city with this name, as the API spells it, or null when no city has that name
 * (GET /public/locations/fetchCityCoordinates answers 404).
 */
async function fetchCity(name: string, signal?: AbortSignal): Promise<City | null> {
  try {
    const answer = await api(
      locationsContract.fetchCityCoordinates,
      { city: name },
      { signal, toast: false },
    );
    return answer.city;
  } catch (error) {
    if (isApiError(error) && error.code === 404) return null;
    throw error;
  }
}

/** The city a /{location} segment names, or null when no city has that name. */
export function useCityByName(name: string | null) {
  return useQuery({
    // Keyed by the name in lower case: 'Pune' and 'pune' are one city, asked for once.
    queryKey: endpointKey(locationsContract.fetchCityCoordinates, {
      city: (name ?? '').toLowerCase(),
    }),
    queryFn: ({ signal }) => fetchCity(name ?? '', signal),
    enabled: Boolean(name),
    staleTime: Infinity,
  });
}

/** GET /public/locations/locationPicker {lat, long}: the nearest served city, else a 404. */
export const findServedCity = (lat: number, long: number) =>
  api(locationsContract.locationPicker, { lat, long }, { toast: false });

/**
 * A city's centre (Near me when the browser's position is refused:
 * docs/decisions/018-near-me.md), or null when the
 * city is unknown, has no coordinates or cannot be reached.
 */
export async function fetchCityCentre(name: string): Promise<{ lat: number; lng: number } | null> {
  const city = await fetchCity(name).catch(() => null);
  const latitude = city?.latitude;
  const longitude = city?.longitude;
  return latitude != null && longitude != null ? { lat: latitude, lng: longitude } : null;
}
