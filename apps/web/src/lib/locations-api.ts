import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type City, type State } from '@haat/shared';
import { api } from './api-client.ts';

// The public location calls every form uses (spec §7 Public, §9: search limit 10).

export const locationKeys = {
  states: (search: string) => ['locations', 'states', search] as const,
  cities: (fkStateId: string, search: string) =>
    ['locations', 'cities', fkStateId, search] as const,
};

const fetchStates = (search: string, signal?: AbortSignal) =>
  api.get<{ states: State[] }>(
    '/public/locations/fetchAllStates',
    { limit: PAGE_SIZES.locationSearch, state: search || undefined },
    { signal },
  );

/** States whose name contains `search` (10 at most). */
export function useStates(search: string) {
  return useQuery({
    queryKey: locationKeys.states(search),
    queryFn: ({ signal }) => fetchStates(search, signal),
    select: (payload) => payload.states,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/** The id of the state with exactly this name (a saved profile or business keeps names). */
export function useStateId(name: string | null) {
  return useQuery({
    queryKey: locationKeys.states(name ?? ''),
    queryFn: ({ signal }) => fetchStates(name ?? '', signal),
    select: (payload) => payload.states.find((state) => state.state === name)?._id ?? null,
    enabled: Boolean(name),
    staleTime: Infinity,
  });
}

/** Cities of a state whose name contains `search` (10 at most). */
export function useCities(fkStateId: string | null, search: string) {
  return useQuery({
    queryKey: locationKeys.cities(fkStateId ?? '', search),
    queryFn: ({ signal }) =>
      api.get<{ cities: City[] }>(
        '/public/locations/fetchStateAllCities',
        { limit: PAGE_SIZES.locationSearch, city: search || undefined, fkStateId },
        { signal },
      ),
    select: (payload) => payload.cities,
    enabled: Boolean(fkStateId),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
