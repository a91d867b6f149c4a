import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MSG } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { ApiError } from '@/lib/api-errors.ts';
import { getLocation } from '@/lib/auth-storage.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { detectLocation, type DetectKind, type DetectMessage } from './detect-location.ts';
import { LocationPicker } from './location-picker.tsx';

const position = { coords: { latitude: 18.52, longitude: 73.85 } } as GeolocationPosition;

function fakeGeolocation(outcome: 'found' | 'error'): Geolocation {
  return {
    getCurrentPosition: vi.fn(
      (success: PositionCallback, failure?: PositionErrorCallback | null) => {
        if (outcome === 'found') success(position);
        else failure?.({ code: 2, message: 'unavailable' } as GeolocationPositionError);
      },
    ),
    watchPosition: vi.fn(),
    clearWatch: vi.fn(),
  } as unknown as Geolocation;
}

const permissions = (state: PermissionState | 'throws'): Permissions =>
  ({
    query: vi.fn(async () => {
      if (state === 'throws') throw new Error('no permissions API');
      return { state } as PermissionStatus;
    }),
  }) as unknown as Permissions;

function detectWith(deps: Partial<Parameters<typeof detectLocation>[0]>) {
  const said: [DetectKind, DetectMessage][] = [];
  const run = detectLocation({
    notify: (kind, message) => said.push([kind, message]),
    ...deps,
  });
  return { run, said };
}

describe('Detect Location (spec §4 Location, §8)', () => {
  it('finds the served city: Fetching your location, then Location Found', async () => {
    const locate = vi.fn(async () => ({ city: { city: 'Pune' } }));
    const { run, said } = detectWith({
      geolocation: fakeGeolocation('found'),
      permissions: permissions('granted'),
      locate,
    });
    expect(await run).toBe('Pune');
    expect(locate).toHaveBeenCalledWith(18.52, 73.85);
    expect(said).toEqual([
      ['info', 'fetchingLocation'],
      ['success', 'locationFound'],
    ]);
  });

  it('warns when no served city is near (404)', async () => {
    const { run, said } = detectWith({
      geolocation: fakeGeolocation('found'),
      permissions: permissions('prompt'),
      locate: async () => {
        throw new ApiError(404, MSG.notAvailableAtLocation, 'NOT_FOUND');
      },
    });
    expect(await run).toBeNull();
    expect(said.at(-1)).toEqual(['warning', 'notAvailableAtLocation']);
  });

  it('says so when the permission is denied, without asking for a position', async () => {
    const geolocation = fakeGeolocation('found');
    const { run, said } = detectWith({ geolocation, permissions: permissions('denied') });
    expect(await run).toBeNull();
    expect(said).toEqual([['error', 'locationAccessDenied']]);
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('says so when the permission check fails', async () => {
    const { run, said } = detectWith({
      geolocation: fakeGeolocation('found'),
      permissions: permissions('throws'),
    });
    expect(await run).toBeNull();
    expect(said).toEqual([['error', 'locationPermissionCheckFailed']]);
  });

  it('says so when the browser has no geolocation', async () => {
    const { run, said } = detectWith({ geolocation: undefined, permissions: undefined });
    expect(await run).toBeNull();
    expect(said).toEqual([['error', 'geolocationUnavailable']]);
  });

  it('says so when the position cannot be had', async () => {
    const { run, said } = detectWith({
      geolocation: fakeGeolocation('error'),
      permissions: undefined,
    });
    expect(await run).toBeNull();
    expect(said).toEqual([
      ['info', 'fetchingLocation'],
      ['error', 'locationDeniedOrUnavailable'],
    ]);
  });
});

describe('LocationPicker', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'permissions', { value: undefined, configurable: true });
  });

  const open = () => fireEvent.click(screen.getByRole('button', { name: /Change location/ }));

  it('shows All Over India by default and keeps a searched city once chosen', async () => {
    const calls = mockApi({
      'GET /api/public/locations/fetchCitiesWithState': ({ url }) =>
        ok({
          cities: url.searchParams.get('city')
            ? [{ _id: 'c1', city: 'Pune', state: 'Maharashtra', isServed: true }]
            : [{ _id: 'c2', city: 'Mumbai', state: 'Maharashtra', isServed: true }],
        }),
    });
    renderWithProviders(<LocationPicker />);
    expect(screen.getByRole('button', { name: /Change location/ }).textContent).toContain(
      en.locationPicker.allOverIndia,
    );
    open();
    expect(await screen.findByText('Mumbai, Maharashtra')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText(en.locationPicker.search), {
      target: { value: 'Pu' },
    });
    fireEvent.click(await screen.findByText('Pune, Maharashtra'));
    expect(getLocation()).toBe('Pune');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Change location/ }).textContent).toContain('Pune'),
    );
    const searched = calls.find((call) => call.url.searchParams.get('city') === 'Pu');
    expect(searched?.url.searchParams.get('limit')).toBe('10');
  });

  it('Detect Location toasts Fetching your location and Location Found, and chooses the city', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      value: fakeGeolocation('found'),
      configurable: true,
    });
    Object.defineProperty(navigator, 'permissions', {
      value: permissions('granted'),
      configurable: true,
    });
    const calls = mockApi({
      'GET /api/public/locations/fetchCitiesWithState': ok({ cities: [] }),
      'GET /api/public/locations/locationPicker': ok({
        city: { city: 'Pune', state: 'Maharashtra' },
      }),
    });
    renderWithProviders(<LocationPicker />);
    open();
    fireEvent.click(await screen.findByRole('button', { name: en.locationPicker.detect }));
    expect(await screen.findByText(MSG.fetchingLocation)).toBeTruthy();
    expect(await screen.findByText(MSG.locationFound)).toBeTruthy();
    expect(getLocation()).toBe('Pune');
    const located = calls.find((call) => call.path.endsWith('/locationPicker'));
    expect(located?.url.searchParams.get('lat')).toBe('18.52');
    expect(located?.url.searchParams.get('long')).toBe('73.85');
  });

  it('warns We are not available at your location on a 404', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      value: fakeGeolocation('found'),
      configurable: true,
    });
    mockApi({
      'GET /api/public/locations/fetchCitiesWithState': ok({ cities: [] }),
      'GET /api/public/locations/locationPicker': fail(
        404,
        MSG.notAvailableAtLocation,
        'NOT_FOUND',
      ),
    });
    renderWithProviders(<LocationPicker />);
    open();
    fireEvent.click(await screen.findByRole('button', { name: en.locationPicker.detect }));
    expect(await screen.findByText(MSG.notAvailableAtLocation)).toBeTruthy();
    // Shown once: the API client's own error toast is off for this call.
    expect(screen.getAllByText(MSG.notAvailableAtLocation)).toHaveLength(1);
    expect(getLocation()).toBe('All Over India');
  });

  it('shows the no-geolocation message where the browser has none', async () => {
    mockApi({ 'GET /api/public/locations/fetchCitiesWithState': ok({ cities: [] }) });
    renderWithProviders(<LocationPicker />);
    open();
    fireEvent.click(await screen.findByRole('button', { name: en.locationPicker.detect }));
    expect(await screen.findByText(MSG.geolocationUnavailable)).toBeTruthy();
  });
});
