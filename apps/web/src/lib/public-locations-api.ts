import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type City } from '@haat/shared';
import { api } from './api-client.ts';
import { isApiError } from './api-errors.ts';

// The public location calls of the location picker and the /{location} page (spec §7).

/** GET /public/locations/fetchCitiesWithState {limit 10, city}: served cities first. */
export function useCitySearch(text: string, enabled = true) {
  const city = text.trim();
  return useQuery({
    queryKey: ['public', 'cities', city],
    queryFn: ({ signal }) =>
      api.get<{ cities: City[] }>(
        '/public/locations/fetchCitiesWithState',
        { limit: PAGE_SIZES.locationSearch, city: city || undefined },
        { signal },
      ),
    select: (answer) => answer.cities,
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60 * 1000,
  });
}

/**
 * The city a /{location} segment names, as the API spells it, or null when no city has that
 * name (GET /public/locations/fetchCityCoordinates answers 404).
 */
export function useCityByName(name: string | null) {
  return useQuery({
    queryKey: ['public', 'city', name?.toLowerCase() ?? ''],
    queryFn: async ({ signal }) => {
      try {
        const answer = await api.get<{ city: City }>(
          '/public/locations/fetchCityCoordinates',
          { city: name },
          { signal, toast: false },
        );
        return answer.city;
      } catch (error) {
        if (isApiError(error) && error.code === 404) return null;
        throw error;
      }
    },
    enabled: Boolean(name),
    staleTime: Infinity,
  });
}

/** GET /public/locations/locationPicker {lat, long}: the nearest served city, else a 404. */
export const findServedCity = (lat: number, long: number) =>
  api.get<{ city: { city: string; state: string } }>(
    '/public/locations/locationPicker',
    { lat, long },
    { toast: false },
  );

/** A city's centre (issue 23: Near me when the browser's position is refused), or null. */
export async function fetchCityCentre(name: string): Promise<{ lat: number; lng: number } | null> {
  try {
    const answer = await api.get<{ city: City }>(
      '/public/locations/fetchCityCoordinates',
      { city: name },
      { toast: false },
    );
    const { latitude, longitude } = answer.city;
    return latitude != null && longitude != null ? { lat: latitude, lng: longitude } : null;
  } catch {
    return null;
  }
}
