import { useSyncExternalStore } from 'react';
import { insideIndia, type Position } from '@haat/shared';
import { askPosition, type PositionDeps } from '../location-picker/detect-location.ts';

// Near me: where distances on this visit are measured from. Kept in memory only, for
// this tab's life: never in the address, storage or a cookie, and sent only as the lat and lng of
// the listing calls (docs/decisions/018-near-me.md).

export type NearMe =
  /** Nothing asked yet. */
  | { status: 'off' }
  | { status: 'locating' }
  /** The browser's position. */
  | { status: 'device'; position: Position }
  /** Refused or unavailable: the chosen city's centre. */
  | { status: 'city'; position: Position; city: string }
  /** Refused or unavailable, and no city chosen (All Over India): distance is unknown. */
  | { status: 'unknown' };

let current: NearMe = { status: 'off' };
const listeners = new Set<() => void>();

function set(next: NearMe) {
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => current;
const serverSnapshot = (): NearMe => ({ status: 'off' });
const OFF = serverSnapshot();

/** The near-me state of this visit (off while the server draws the page). */
export const useNearMe = (): NearMe => useSyncExternalStore(subscribe, snapshot, () => OFF);

/** The position distances are measured from, if any. */
export const nearMePosition = (state: NearMe): Position | undefined =>
  state.status === 'device' || state.status === 'city' ? state.position : undefined;

export type LocateDeps = PositionDeps & {
  /** The chosen city, or null for All Over India. */
  city: string | null;
  /** A city's centre (GET /public/locations/fetchCityCoordinates), or null when unknown. */
  cityCentre: (city: string) => Promise<Position | null>;
};

/**
 * Asks the browser where the visitor is (the spec's location messages on refusal or failure);
 * a position outside India or none falls back to the chosen city's centre.
 */
export async function locateNearMe(deps: LocateDeps): Promise<NearMe> {
  if (current.status === 'locating') return current;
  set({ status: 'locating' });
  let position = await askPosition(deps);
  if (position && !insideIndia(position)) position = null;
  if (position) {
    set({ status: 'device', position });
    return current;
  }
  const centre = deps.city ? await deps.cityCentre(deps.city).catch(() => null) : null;
  set(
    centre && deps.city
      ? { status: 'city', position: centre, city: deps.city }
      : { status: 'unknown' },
  );
  return current;
}

/** Forgets the position (tests; a visitor who turns Near me off keeps it for the visit). */
export function resetNearMe() {
  set({ status: 'off' });
}
