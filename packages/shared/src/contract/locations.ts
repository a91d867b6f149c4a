import {
  LOCATION_ANSWERS,
  fetchAllStatesQuery,
  fetchCitiesWithStateQuery,
  fetchCityCoordinatesQuery,
  fetchStateAllCitiesQuery,
  locationPickerQuery,
} from '../schemas/locations.ts';
import { endpoint } from './endpoint.ts';

const tags = ['locations'];

/** Public location calls: every form and the location picker use them. */
export const locationsContract = {
  fetchAllStates: endpoint({
    method: 'GET',
    path: '/public/locations/fetchAllStates',
    input: fetchAllStatesQuery,
    answers: { 200: LOCATION_ANSWERS.states },
    messages: [],
    tags,
  }),
  fetchStateAllCities: endpoint({
    method: 'GET',
    path: '/public/locations/fetchStateAllCities',
    input: fetchStateAllCitiesQuery,
    answers: { 200: LOCATION_ANSWERS.cities },
    messages: [],
    tags,
  }),
  fetchCitiesWithState: endpoint({
    method: 'GET',
    path: '/public/locations/fetchCitiesWithState',
    input: fetchCitiesWithStateQuery,
    answers: { 200: LOCATION_ANSWERS.cities },
    messages: [],
    tags,
  }),
  locationPicker: endpoint({
    method: 'GET',
    path: '/public/locations/locationPicker',
    input: locationPickerQuery,
    answers: { 200: LOCATION_ANSWERS.picked },
    messages: [
      'msg.notAvailableAtLocation',
      'nearbyMsg.anyLatitudeInvalid',
      'nearbyMsg.anyLongitudeInvalid',
    ],
    tags,
  }),
  /** An unknown city answers 404 'City not found' (words of no table). */
  fetchCityCoordinates: endpoint({
    method: 'GET',
    path: '/public/locations/fetchCityCoordinates',
    input: fetchCityCoordinatesQuery,
    answers: { 200: LOCATION_ANSWERS.city },
    messages: [],
    tags,
  }),
};
