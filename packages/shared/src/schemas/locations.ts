import { z } from 'zod';
import { envelopeSchema, type PayloadsOf } from '../api.ts';
import { PAGE_SIZES } from '../constants.ts';
import { NEARBY_MSG } from '../nearby.ts';
import { coordinateField } from './nearby.ts';

// Spec §9: state and city searches and the city list answer 10 at a time; a caller that wants
// more says so (up to 5,000), one that says nothing gets the spec's 10.
const limit = z.coerce.number().int().min(1).max(5000).default(PAGE_SIZES.locationSearch);

export const stateSchema = z.object({ _id: z.string(), state: z.string(), code: z.string() });
export const citySchema = z.object({
  _id: z.string(),
  city: z.string(),
  state: z.string(),
  fkStateId: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isServed: z.boolean(),
});
export type State = z.infer<typeof stateSchema>;
export type City = z.infer<typeof citySchema>;

export const fetchAllStatesQuery = z.object({ limit, state: z.string().trim().optional() });
export const fetchStateAllCitiesQuery = z.object({
  limit,
  city: z.string().trim().optional(),
  fkStateId: z.uuid({ error: 'Choose a state from the list' }).optional(),
});
export const fetchCitiesWithStateQuery = z.object({ limit, city: z.string().trim().optional() });
/** A detected position anywhere on earth; only plain decimal numbers. */
export const locationPickerQuery = z.object({
  lat: coordinateField(-90, 90, NEARBY_MSG.anyLatitudeInvalid),
  long: coordinateField(-180, 180, NEARBY_MSG.anyLongitudeInvalid),
});
export const fetchCityCoordinatesQuery = z.object({ city: z.string().trim().min(1) });

/** Envelopes of the location answers, for the routes' response schemas. */
export const LOCATION_ANSWERS = {
  states: envelopeSchema(z.object({ states: z.array(stateSchema) })),
  cities: envelopeSchema(z.object({ cities: z.array(citySchema) })),
  /** The served city nearest a detected position. */
  picked: envelopeSchema(z.object({ city: z.object({ city: z.string(), state: z.string() }) })),
  city: envelopeSchema(z.object({ city: citySchema })),
} as const;
/** What each of those answers carries (its payload), by the same name. */
export type LocationAnswers = PayloadsOf<typeof LOCATION_ANSWERS>;
