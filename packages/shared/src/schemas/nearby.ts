// Near me's request fields (issue 23), apart from nearby.ts: a page that only formats a
// distance or a directions link does not load zod with it (docs/page-speed.md, the shop page).
import { z } from 'zod';
import { INDIA_BOUNDS, NEARBY_MSG, RADIUS_KM_OPTIONS } from '../nearby.ts';

const numberText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

/** A number within [min, max], one message for anything else; a text of digits is read as a number. */
const boundedNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    numberText,
    z
      .number({ error: message })
      .refine(Number.isFinite, message)
      .min(min, message)
      .max(max, message),
  );

/** A latitude and a longitude inside India (query parameters arrive as text). */
export const latitudeField = boundedNumber(
  INDIA_BOUNDS.minLat,
  INDIA_BOUNDS.maxLat,
  NEARBY_MSG.latitudeInvalid,
);
export const longitudeField = boundedNumber(
  INDIA_BOUNDS.minLng,
  INDIA_BOUNDS.maxLng,
  NEARBY_MSG.longitudeInvalid,
);

export const radiusKmField = z.preprocess(
  numberText,
  z
    .number({ error: NEARBY_MSG.radiusInvalid })
    .refine(
      (km) => (RADIUS_KM_OPTIONS as readonly number[]).includes(km),
      NEARBY_MSG.radiusInvalid,
    ),
);

/** PUT /api/admin/business/location: the administrator's correction of a business's place. */
export const adminBusinessLocationBody = z.object({
  id: z.uuid({ error: 'Invalid id.' }),
  latitude: latitudeField,
  longitude: longitudeField,
});
export type AdminBusinessLocationInput = z.input<typeof adminBusinessLocationBody>;
