import { sql, type SQL } from 'drizzle-orm';
import {
  NEARBY_MSG,
  NEAREST_SORT,
  indiaHourOfWeek,
  type Position,
  type PublicListingFilters,
  type SearchSort,
  type WorkingHours,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import { cityCentre } from '../locations/service.ts';

// Near me and open now: the SQL fragments the listing query hooks in, on business
// `b`. Distances are earthdistance's great-circle metres; the GiST index
// businesses_public_earth_idx on earth_at(latitude, longitude) (earthdistance's ll_to_earth with
// every name qualified, migration 0013) serves both the radius box and
// the nearest-first walk (`<->`, a KNN scan), on PostgreSQL and on PGlite, which ships cube and
// earthdistance. "Open now" matches the hour of the week in Asia/Kolkata against the hours the
// shared rule (packages/shared/src/opening-hours.ts) marked open, kept in businesses.open_hours.

/** What a listing query needs to know about the visitor's position and the clock. */
export type NearbyQuery = {
  /** The visitor's position (or the chosen city's centre); never stored or logged. */
  position?: Position;
  /** Only businesses within this many km of the position. */
  radiusKm?: number;
  /** Only businesses open in this hour of the week (0 = Monday 00:00 IST). */
  openHour?: number;
};

const businessEarth = sql.raw('earth_at(b.latitude, b.longitude)');
const earthOf = (position: Position) =>
  sql`earth_at(${position.lat}::float8, ${position.lng}::float8)`;

/** Metres from the position to business `b` (null when the business has no location). */
export const distanceMeters = (position: Position) =>
  sql`earth_distance(${businessEarth}, ${earthOf(position)})`;

/**
 * Within `km` of the position: the cube box around it is what the GiST index answers; the exact
 * great-circle test then drops the box's corners.
 */
export const withinRadius = (position: Position, km: number) =>
  sql`earth_box(${earthOf(position)}, ${km * 1000}::float8) @> ${businessEarth} and ${distanceMeters(position)} <= ${km * 1000}::float8`;

/** Business `b` is open in this hour of the week (Asia/Kolkata). */
export const openInHour = (hour: number) => sql`b.open_hours @> array[${hour}::smallint]`;

/**
 * How far business `b` is by the straight-line distance through the earth, the key the index
 * walks nearest first by (the same order as the great-circle distance).
 */
export const nearnessKey = (position: Position) => sql`${businessEarth} <-> ${earthOf(position)}`;

/** Nearest business first; then each business's listings newest first. */
export const nearestOrder = (position: Position, newest: SQL) =>
  sql`${nearnessKey(position)}, b.id, ${newest}`;

/** The conditions of a listing query that come from its NearbyQuery. */
export function nearbyConditions(near: NearbyQuery | undefined): (SQL | undefined)[] {
  if (!near) return [];
  return [
    near.position && near.radiusKm ? withinRadius(near.position, near.radiusKm) : undefined,
    near.openHour !== undefined ? openInHour(near.openHour) : undefined,
  ];
}

/**
 * The NearbyQuery of a public listing call: its position (lat and lng, or the chosen city's
 * centre when it has none and asks for distance), radius and open-now filters, with `now` read
 * in Asia/Kolkata. Answers 400 when distance is asked for without any position.
 */
export async function nearbyQuery(
  db: Database,
  query: {
    lat?: number;
    lng?: number;
    city?: string;
    sort?: SearchSort;
    filters?: PublicListingFilters;
  },
  now: Date,
): Promise<NearbyQuery | undefined> {
  if ((query.lat === undefined) !== (query.lng === undefined)) {
    throw badRequest(NEARBY_MSG.positionIncomplete);
  }
  const radiusKm = query.filters?.radiusKm ?? undefined;
  const wantsDistance = query.sort === NEAREST_SORT || radiusKm !== undefined;
  let position: Position | undefined =
    query.lat !== undefined && query.lng !== undefined
      ? { lat: query.lat, lng: query.lng }
      : undefined;
  if (!position && wantsDistance && query.city) position = await cityCentre(db, query.city);
  if (wantsDistance && !position) throw badRequest(NEARBY_MSG.positionNeeded);
  const openHour = query.filters?.openNow ? indiaHourOfWeek(now) : undefined;
  if (!position && openHour === undefined) return undefined;
  return { position, radiusKm, openHour };
}

/**
 * What a card adds near me: how far its business is, its hours for the open badge, and where it
 * is: its name, locality and city.
 */
export type NearbyCardFacts = {
  distanceMeters?: number;
  workingHours: WorkingHours | null;
  businessName?: string;
  businessLocality?: string | null;
  businessCity?: string;
};
