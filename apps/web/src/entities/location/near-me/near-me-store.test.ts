import { afterEach, describe, expect, it, vi } from 'vitest';
import { locateNearMe, resetNearMe } from './near-me-store.ts';

// Near me: the browser's position, or the chosen city's centre when refused, with the
// spec's location messages.

const grant = (lat: number, lng: number) =>
  ({
    getCurrentPosition: (ok: PositionCallback) =>
      ok({ coords: { latitude: lat, longitude: lng } } as GeolocationPosition),
  }) as unknown as Geolocation;
const refuse = {
  getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
    fail({ code: 1 } as GeolocationPositionError),
} as unknown as Geolocation;
const pune = { lat: 18.52, lng: 73.86 };

afterEach(() => resetNearMe());

describe('locateNearMe', () => {
  it('uses the browser’s position when it is given', async () => {
    const notify = vi.fn();
    const state = await locateNearMe({
      notify,
      geolocation: grant(19.12, 72.85),
      permissions: undefined,
      city: 'Pune',
      cityCentre: async () => pune,
    });
    expect(state).toEqual({ status: 'device', position: { lat: 19.12, lng: 72.85 } });
    expect(notify).toHaveBeenCalledWith('info', 'fetchingLocation');
  });

  it('refused: says so in the spec’s words and measures from the city’s centre', async () => {
    const notify = vi.fn();
    const state = await locateNearMe({
      notify,
      geolocation: refuse,
      permissions: undefined,
      city: 'Pune',
      cityCentre: async () => pune,
    });
    expect(notify).toHaveBeenCalledWith('error', 'locationDeniedOrUnavailable');
    expect(state).toEqual({ status: 'city', position: pune, city: 'Pune' });
  });

  it('a position outside India counts as none; All Over India then knows no place', async () => {
    const state = await locateNearMe({
      notify: vi.fn(),
      geolocation: grant(51.5, -0.12),
      permissions: undefined,
      city: null,
      cityCentre: async () => pune,
    });
    expect(state).toEqual({ status: 'unknown' });
  });

  it('no geolocation in the browser: the spec’s message', async () => {
    const notify = vi.fn();
    await locateNearMe({
      notify,
      geolocation: undefined,
      permissions: undefined,
      city: null,
      cityCentre: async () => null,
    });
    expect(notify).toHaveBeenCalledWith('error', 'geolocationUnavailable');
  });
});
