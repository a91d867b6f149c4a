// Near me: the visitor's or a business's position, the radius choices and how a
// distance reads on a card. Request fields for the public listing calls live in
// schemas/public.ts beside the other filters; the fields themselves in schemas/nearby.ts, so
// that a page using a distance or a directions link does not load zod.

/**
 * India's extent with a margin (mainland 8.1°–37.1° N and 68.1°–97.4° E, the Andaman and Nicobar
 * Islands down to 6.7° N): a position outside is refused, so nothing far away is stored or searched.
 */
export const INDIA_BOUNDS = { minLat: 6, maxLat: 38, minLng: 68, maxLng: 98 } as const;

/** The radius filter's choices in km (filter modal). */
export const RADIUS_KM_OPTIONS = [1, 3, 5, 10, 25] as const;
export type RadiusKm = (typeof RADIUS_KM_OPTIONS)[number];

/**
 * The radius after `km` (docs/decisions/018-near-me.md: "Nothing within 5 km — show within 10 km");
 * null after the largest, where widening means no radius at all.
 */
export function nextRadiusKm(km: number): RadiusKm | null {
  return RADIUS_KM_OPTIONS.find((option) => option > km) ?? null;
}

/**
 * Past this many km a result of a distance list is far: another city's, at least a
 * long trip. A city's demo shops lie within 4 km of its centre and Mumbai's outer suburbs within
 * 35 km of it, while the nearest other served city is 118 km away (Pune–Mumbai); cards past it
 * say so ('Far away') rather than look near. docs/decisions/018-near-me.md.
 */
export const FAR_KM = 50;

/** Whether a distance is past FAR_KM. */
export const isFar = (meters: number | null | undefined) =>
  meters != null && meters > FAR_KM * 1000;

/** The sort that puts the nearest business's listings first; needs a position. */
export const NEAREST_SORT = 'nearest';

export const NEARBY_MSG = {
  latitudeInvalid: 'Latitude must be a number between 6 and 38 (a place in India).',
  longitudeInvalid: 'Longitude must be a number between 68 and 98 (a place in India).',
  /** The location picker's (a detected position anywhere on earth). */
  anyLatitudeInvalid: 'Latitude must be a number between -90 and 90.',
  anyLongitudeInvalid: 'Longitude must be a number between -180 and 180.',
  positionIncomplete: 'Send both lat and lng, or neither.',
  positionNeeded:
    'Near me needs a position: send lat and lng (or choose a city) to sort by distance or filter by radius.',
  radiusInvalid: 'Radius must be one of 1, 3, 5, 10 or 25 km.',
} as const;

export type Position = { lat: number; lng: number };

/** Who set a business's location: its seller, an administrator, or Haat from its city. */
export const LOCATION_SOURCES = ['seller', 'admin', 'city'] as const;
export type LocationSource = (typeof LOCATION_SOURCES)[number];

/** Whether a position lies inside INDIA_BOUNDS. */
export const insideIndia = (position: Position) =>
  position.lat >= INDIA_BOUNDS.minLat &&
  position.lat <= INDIA_BOUNDS.maxLat &&
  position.lng >= INDIA_BOUNDS.minLng &&
  position.lng <= INDIA_BOUNDS.maxLng;

/** A card's distance: '850 m' under a kilometre (to 10 m), '1.2 km' under 10 km, '14 km' beyond. */
export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.max(10, Math.round(meters / 10) * 10)} m`;
  const km = meters / 1000;
  if (km < 10) {
    const tenths = Math.round(km * 10) / 10;
    return tenths >= 10 ? '10 km' : `${tenths.toFixed(1)} km`;
  }
  return `${Math.round(km)} km`;
}

/** A link that opens the phone's map app at the business (Android geo:, else Google Maps). */
export function directionsLink(position: Position, label: string, platform: 'geo' | 'web') {
  const at = `${position.lat.toFixed(6)},${position.lng.toFixed(6)}`;
  return platform === 'geo'
    ? `geo:${at}?q=${at}(${encodeURIComponent(label)})`
    : `https://www.google.com/maps/dir/?api=1&destination=${at}`;
}
