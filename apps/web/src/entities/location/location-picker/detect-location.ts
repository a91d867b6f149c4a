import type { MSG } from '@haat/shared';
import { isApiError } from '@/lib/api-errors.ts';
import { findServedCity } from './api.ts';

// Detect Location: ask the browser where the visitor is, then ask the
// server for the nearest served city. Every outcome is one of the fixed messages (packages/shared
// messages.ts).

export type DetectMessage = keyof Pick<
  typeof MSG,
  | 'fetchingLocation'
  | 'locationFound'
  | 'notAvailableAtLocation'
  | 'locationAccessDenied'
  | 'locationPermissionCheckFailed'
  | 'geolocationUnavailable'
  | 'locationDeniedOrUnavailable'
>;

export type DetectKind = 'info' | 'success' | 'warning' | 'error';

export type DetectDeps = {
  /** Shows one of the spec's messages (a toast). */
  notify: (kind: DetectKind, message: DetectMessage) => void;
  /** The nearest served city of a position; rejects with a 404 ApiError when none is. */
  locate?: (lat: number, long: number) => Promise<{ city: { city: string } }>;
  /** Other server failures (the API client's usual error toast). */
  onServerError?: (error: unknown) => void;
  /** The browser's by default; an explicit undefined stands for a browser without one. */
  geolocation?: Geolocation | undefined;
  permissions?: Permissions | undefined;
};

/** A position fix, generous on slow phones, and a recent fix will do. */
const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 20_000,
  maximumAge: 10 * 60 * 1000,
};

function currentPosition(geolocation: Geolocation) {
  return new Promise<GeolocationPosition>((resolve, reject) =>
    geolocation.getCurrentPosition(resolve, reject, POSITION_OPTIONS),
  );
}

export type PositionDeps = Pick<DetectDeps, 'notify' | 'geolocation' | 'permissions'>;

/**
 * The visitor's position from the browser, or null (each failure already told the visitor in the
 * spec's words). The permission is checked first where the browser can say, so a denied
 * permission gets its own message instead of a silent failure. Detect Location and Near me
 * both ask through this.
 */
export async function askPosition(
  deps: PositionDeps,
): Promise<{ lat: number; lng: number } | null> {
  const { notify } = deps;
  // An explicit undefined means the browser has none (tests); left out, the browser's own.
  const browser = typeof navigator !== 'undefined' ? navigator : undefined;
  const geolocation = 'geolocation' in deps ? deps.geolocation : browser?.geolocation;
  const permissions = 'permissions' in deps ? deps.permissions : browser?.permissions;

  if (!geolocation) {
    notify('error', 'geolocationUnavailable');
    return null;
  }
  if (permissions?.query) {
    try {
      const status = await permissions.query({ name: 'geolocation' });
      if (status.state === 'denied') {
        notify('error', 'locationAccessDenied');
        return null;
      }
    } catch {
      notify('error', 'locationPermissionCheckFailed');
      return null;
    }
  }

  notify('info', 'fetchingLocation');
  try {
    const position = await currentPosition(geolocation);
    return { lat: position.coords.latitude, lng: position.coords.longitude };
  } catch {
    // Refused at the prompt, no fix, or too slow: the browser's error callback.
    notify('error', 'locationDeniedOrUnavailable');
    return null;
  }
}

/** Resolves with the served city's name, or null when there is none (each case already told). */
export async function detectLocation(deps: DetectDeps): Promise<string | null> {
  const { notify, locate = findServedCity, onServerError } = deps;
  const position = await askPosition(deps);
  if (!position) return null;
  try {
    const answer = await locate(position.lat, position.lng);
    notify('success', 'locationFound');
    return answer.city.city;
  } catch (error) {
    if (isApiError(error) && error.code === 404) notify('warning', 'notAvailableAtLocation');
    else onServerError?.(error);
    return null;
  }
}
