// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.
// The browser's view of the contract: each endpoint's method and path, typed by its
// declaration, without the schemas (and zod) that the server validates with.
import type { AddressesOf } from '../contract/endpoint.ts';
import type { API_CONTRACT } from '../contract/index.ts';

export const locationsContract: AddressesOf<(typeof API_CONTRACT)['locations']> = {
  fetchAllStates: { method: 'GET', path: '/public/locations/fetchAllStates' },
  fetchStateAllCities: { method: 'GET', path: '/public/locations/fetchStateAllCities' },
  fetchCitiesWithState: { method: 'GET', path: '/public/locations/fetchCitiesWithState' },
  locationPicker: { method: 'GET', path: '/public/locations/locationPicker' },
  fetchCityCoordinates: { method: 'GET', path: '/public/locations/fetchCityCoordinates' },
};
