import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MSG, WEEK_DAYS } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { setLocation } from '@/lib/auth-storage.ts';
import { mockApi, ok } from '@/test/api-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import type * as toast from '@/lib/toast.ts';
import { hideToast, showToast } from '@/lib/toast.ts';
import { resetNearMe } from './near-me-store.ts';

// The toasts the page shows and takes away, watched (they still show as usual).
vi.mock('@/lib/toast.ts', async (load) => {
  const real = await load<typeof toast>();
  return { ...real, showToast: vi.fn(real.showToast), hideToast: vi.fn(real.hideToast) };
});

// Near me on the search page: the button asks the browser, the list comes back
// nearest first with distances, from lat and lng that never enter the address.

const card = (n: number, distanceMeters: number) => ({
  _id: `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`,
  name: `Lamp ${n}`,
  subCat: null,
  subCategories: [],
  images: [],
  sellingPrice: 900,
  pricePerUnit: 1000,
  distanceMeters,
  workingHours: {
    isOpen24Hours: true,
    timings: WEEK_DAYS.map((day) => ({ day, from: '09:00', to: '21:00', isClosed: false })),
  },
});

function grantPosition(lat: number, lng: number) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: lat, longitude: lng } } as GeolocationPosition),
    },
  });
}

afterEach(() => {
  // Unmounted first: a page still mounted would ask for a position again once it is forgotten.
  cleanup();
  Reflect.deleteProperty(navigator, 'geolocation');
  resetNearMe();
});

describe('Near me on the search page', { timeout: 30_000 }, () => {
  it('sorts nearest from the browser’s position and shows how far each is', async () => {
    setLocation('Pune');
    grantPosition(18.53, 73.85);
    const calls = mockApi({
      'GET /api/public/product/search': ({ url }) =>
        url.searchParams.get('sort') === 'nearest'
          ? ok({ searchResults: [card(1, 850), card(2, 1234)], total: 2 })
          : ok({
              searchResults: [card(2, 0), card(1, 0)].map(({ distanceMeters: _d, ...c }) => c),
              total: 2,
            }),
    });
    const { router } = renderRoute('/Pune?type=products');
    expect(await screen.findByText('Lamp 2', {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.nearMe.button }));
    expect(await screen.findByText('850 m', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('1.2 km')).toBeTruthy();
    expect(screen.getAllByText('Open 24 hours')).toHaveLength(2);
    expect(screen.getByText(en.nearMe.fromDevice)).toBeTruthy();
    // 'Fetching your location' stayed beside 'Nearest to you first': once the position
    // is in, the toast that announced the asking is taken away.
    expect(vi.mocked(showToast)).toHaveBeenCalledWith('info', MSG.fetchingLocation);
    expect(vi.mocked(hideToast)).toHaveBeenCalledWith('info', MSG.fetchingLocation);
    await waitFor(() => expect(router.state.location.search).toContain('sort=nearest'));
    expect(router.state.location.search).not.toMatch(/lat|lng/);
    const nearest = calls.filter((call) => call.url.searchParams.get('sort') === 'nearest');
    expect(Object.fromEntries(nearest.at(-1)!.url.searchParams)).toMatchObject({
      lat: '18.53',
      lng: '73.85',
      city: 'Pune',
    });
  });

  it("typed 'plumber near me' becomes 'plumber' with Near me on, from the browser's position", async () => {
    setLocation('Pune');
    grantPosition(18.53, 73.85);
    const calls = mockApi({
      'GET /api/public/product/search': ({ url }) =>
        url.searchParams.get('search') === 'lamp near me'
          ? ok({
              searchResults: [],
              total: 0,
              understood: { search: 'lamp', nearMe: true },
            })
          : ok({ searchResults: [card(1, 850)], total: 1 }),
    });
    const { router } = renderRoute('/Pune?type=products&searchQuery=lamp+near+me');
    expect(await screen.findByText('850 m', {}, { timeout: 8000 })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toContain('sort=nearest'));
    expect(router.state.location.search).toContain('searchQuery=lamp&');
    expect(screen.getByText(en.nearMe.fromDevice)).toBeTruthy();
    expect(Object.fromEntries(calls.at(-1)!.url.searchParams)).toMatchObject({
      search: 'lamp',
      sort: 'nearest',
      lat: '18.53',
      lng: '73.85',
    });
  });
});
