// Near me's request fields (issue 23), apart from nearby.ts: a page that only formats a
// distance or a directions link does not load zod with it (docs/page-speed.md, the shop page).
import { z } from 'zod';
import { INDIA_BOUNDS, NEARBY_MSG, RADIUS_KM_OPTIONS } from '../nearby.ts';

const numberText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

/** A latitude inside India; a text of digits is read as a number (query parameters). */
export const latitudeField = z.preprocess(
  numberText,
  z
    .number({ error: NEARBY_MSG.latitudeInvalid })
    .refine(Number.isFinite, NEARBY_MSG.latitudeInvalid)
    .min(INDIA_BOUNDS.minLat, NEARBY_MSG.latitudeInvalid)
    .max(INDIA_BOUNDS.maxLat, NEARBY_MSG.latitudeInvalid),
);
export const longitudeField = z.preprocess(
  numberText,
  z
    .number({ error: NEARBY_MSG.longitudeInvalid })
    .refine(Number.isFinite, NEARBY_MSG.longitudeInvalid)
    .min(INDIA_BOUNDS.minLng, NEARBY_MSG.longitudeInvalid)
    .max(INDIA_BOUNDS.maxLng, NEARBY_MSG.longitudeInvalid),
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
