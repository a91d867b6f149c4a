import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { cities, states } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { containsPattern, likeEscape } from '../../lib/sql.ts';

/** A detected position counts for a served city within this distance. */
export const SERVED_RADIUS_KM = 50;

const cityColumns = {
  _id: cities.id,
  city: cities.name,
  state: states.name,
  fkStateId: cities.fkStateId,
  latitude: cities.latitude,
  longitude: cities.longitude,
  isServed: cities.isServed,
};

// Names that start with what was typed come before names that merely contain it.
const startsFirst = (column: typeof cities.name | typeof states.name, text: string) =>
  sql`case when ${column} ilike ${`${likeEscape(text)}%`} then 0 else 1 end`;

export async function fetchAllStates(db: Database, query: { limit?: number; state?: string }) {
  const rows = await db
    .select({ _id: states.id, state: states.name, code: states.code })
    .from(states)
    .where(query.state ? ilike(states.name, containsPattern(query.state)) : undefined)
    .orderBy(...(query.state ? [startsFirst(states.name, query.state)] : []), asc(states.name))
    .limit(query.limit ?? 1000);
  return { states: rows };
}

export async function fetchStateAllCities(
  db: Database,
  query: { limit?: number; city?: string; fkStateId?: string },
) {
  const rows = await db
    .select(cityColumns)
    .from(cities)
    .innerJoin(states, eq(states.id, cities.fkStateId))
    .where(
      and(
        query.fkStateId ? eq(cities.fkStateId, query.fkStateId) : undefined,
        query.city ? ilike(cities.name, containsPattern(query.city)) : undefined,
      ),
    )
    .orderBy(...(query.city ? [startsFirst(cities.name, query.city)] : []), asc(cities.name))
    .limit(query.limit ?? 5000);
  return { cities: rows };
}

/** The location search dropdown: served cities first, then every other match. */
export async function fetchCitiesWithState(db: Database, query: { limit?: number; city?: string }) {
  const rows = await db
    .select(cityColumns)
    .from(cities)
    .innerJoin(states, eq(states.id, cities.fkStateId))
    .where(query.city ? ilike(cities.name, containsPattern(query.city)) : eq(cities.isServed, true))
    .orderBy(
      desc(cities.isServed),
      ...(query.city ? [startsFirst(cities.name, query.city)] : []),
      asc(cities.name),
    )
    .limit(query.limit ?? 5000);
  return { cities: rows };
}

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
export function distanceKm(a: { lat: number; long: number }, b: { lat: number; long: number }) {
  const dLat = toRadians(b.lat - a.lat);
  const dLong = toRadians(b.long - a.long);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** The nearest served city within SERVED_RADIUS_KM of a position, else 'not available' (404). */
export async function locationPicker(db: Database, position: { lat: number; long: number }) {
  const served = await db
    .select({
      city: cities.name,
      state: states.name,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.fkStateId))
    .where(eq(cities.isServed, true));
  let nearest: { city: string; state: string; km: number } | null = null;
  for (const row of served) {
    if (row.latitude == null || row.longitude == null) continue;
    const km = distanceKm(position, { lat: row.latitude, long: row.longitude });
    if (km <= SERVED_RADIUS_KM && (!nearest || km < nearest.km)) {
      nearest = { city: row.city, state: row.state, km };
    }
  }
  if (!nearest) throw notFound(MSG.notAvailableAtLocation);
  return { city: { city: nearest.city, state: nearest.state } };
}

export async function fetchCityCoordinates(db: Database, query: { city: string }) {
  const [row] = await db
    .select(cityColumns)
    .from(cities)
    .innerJoin(states, eq(states.id, cities.fkStateId))
    .where(ilike(cities.name, likeEscape(query.city)))
    .orderBy(desc(cities.isServed))
    .limit(1);
  if (!row) throw notFound('City not found');
  return { city: row };
}

/**
 * A city's centre: where a business without a location is placed, and the near-me
 * position of a visitor who refused theirs. The served city of that name first.
 */
export async function cityCentre(
  db: Database,
  city: string,
): Promise<{ lat: number; lng: number } | undefined> {
  const [found] = await db
    .select({ lat: cities.latitude, lng: cities.longitude })
    .from(cities)
    .where(
      and(
        sql`lower(${cities.name}) = lower(${city})`,
        sql`${cities.latitude} is not null and ${cities.longitude} is not null`,
      ),
    )
    .orderBy(desc(cities.isServed))
    .limit(1);
  return found?.lat != null && found.lng != null ? { lat: found.lat, lng: found.lng } : undefined;
}
