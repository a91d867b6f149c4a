// Near me's request fields, apart from nearby.ts: a page that only formats a
// distance or a directions link does not load zod with it (docs/page-speed.md, the shop page).
import { z } from 'zod';
import { INDIA_BOUNDS, NEARBY_MSG, RADIUS_KM_OPTIONS } from '../nearby.ts';

/**
 * A plain decimal number as text ('19', '-0.5', '72.8464'): how a coordinate may be written.
 * Number() also reads '0x13' (19), '0b…', '0o…', '1.9e1', 'Infinity' and spaces around it; such
 * a text is left as text, so the field refuses it in its own words.
 */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
const decimalText = (value: unknown) =>
  typeof value === 'string' && PLAIN_DECIMAL.test(value) ? Number(value) : value;

/**
 * A coordinate within [min, max], one message for anything else; a JSON number, or a text that
 * is a plain decimal number (query parameters arrive as text).
 */
export const coordinateField = (min: number, max: number, message: string) =>
  z.preprocess(
    decimalText,
    z
      .number({ error: message })
      .refine(Number.isFinite, message)
      .min(min, message)
      .max(max, message),
  );

/** A latitude and a longitude inside India (query parameters arrive as text). */
export const latitudeField = coordinateField(
  INDIA_BOUNDS.minLat,
  INDIA_BOUNDS.maxLat,
  NEARBY_MSG.latitudeInvalid,
);
export const longitudeField = coordinateField(
  INDIA_BOUNDS.minLng,
  INDIA_BOUNDS.maxLng,
  NEARBY_MSG.longitudeInvalid,
);

export const radiusKmField = z.preprocess(
  decimalText,
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
