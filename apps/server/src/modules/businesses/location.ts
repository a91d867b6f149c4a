import { NEARBY_MSG, openWeekHours, type LocationSource, type WorkingHours } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import { cityCentre } from '../locations/service.ts';

// Where a business is and when it is open, as stored for near me and open now.

export type BusinessLocation = {
  latitude: number | null;
  longitude: number | null;
  locationSource: LocationSource | null;
};

type Current = BusinessLocation & { city: string };

/**
 * The location a create or update stores: the seller's pin or position when the form sends one;
 * else, on an update in the same city, the one it had (an administrator's correction stays);
 * else the city's centre (docs/decisions/018-near-me.md: no pin-code data package was good enough).
 */
export async function locationFor(
  db: Database,
  input: { latitude?: number | null; longitude?: number | null; city: string },
  current?: Current,
): Promise<BusinessLocation> {
  const hasLat = input.latitude != null;
  if (hasLat !== (input.longitude != null)) throw badRequest(NEARBY_MSG.positionIncomplete);
  if (input.latitude != null && input.longitude != null) {
    const unchanged = current?.latitude === input.latitude && current.longitude === input.longitude;
    return {
      latitude: input.latitude,
      longitude: input.longitude,
      locationSource: unchanged ? current.locationSource : 'seller',
    };
  }
  if (current && current.latitude != null && current.city === input.city) {
    return {
      latitude: current.latitude,
      longitude: current.longitude,
      locationSource: current.locationSource,
    };
  }
  const centre = await cityCentre(db, input.city);
  return centre
    ? { latitude: centre.lat, longitude: centre.lng, locationSource: 'city' }
    : { latitude: null, longitude: null, locationSource: null };
}

/** The hours of the week it is open, as the open-now filter reads them (null: no hours given). */
export const openHoursColumn = (hours: WorkingHours | null | undefined) =>
  hours ? openWeekHours(hours) : null;
