import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { en } from '@/i18n/en.ts';
import { setLocation } from '@/lib/auth-storage.ts';
import { mockApi, ok } from '@/test/api-mock.ts';
import { renderRoute, renderWithProviders } from '@/test/render.tsx';
import { CardNearby } from '@/entities/listing/cards/card-nearby.tsx';
import { resetNearMe } from './near-me-store.ts';

// Localities on the search page (docs/decisions/018-near-me.md): a locality in the words stays in
// the address and is measured from by the server (the browser is never asked); a locality with
// nothing says so; a radius that found nothing offers the next; far cards say they are far, and
// every distance card says whose shop it is and where.

const card = (n: number, distanceMeters: number, extra: Record<string, unknown> = {}) => ({
  _id: `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`,
  name: `Lamp ${n}`,
  subCat: null,
  subCategories: [],
  images: [],
  sellingPrice: 900,
  pricePerUnit: 1000,
  distanceMeters,
  workingHours: null,
  businessName: `Shop ${n}`,
  businessLocality: 'Andheri West',
  businessCity: 'Mumbai',
  ...extra,
});

const geolocation = vi.fn();

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'geolocation');
  geolocation.mockReset();
  resetNearMe();
});

function watchGeolocation() {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: geolocation },
  });
}

describe('a locality in the words', { timeout: 30_000 }, () => {
  it('stays in the address, nearest to it first, without asking the browser', async () => {
    setLocation('Mumbai');
    watchGeolocation();
    const calls = mockApi({
      'GET /api/public/product/search': () =>
        ok({
          searchResults: [card(1, 400), card(2, 1300)],
          total: 2,
          understood: { search: 'lamp', city: 'Mumbai', locality: 'Andheri' },
        }),
    });
    const { router } = renderRoute('/Mumbai?type=products&searchQuery=lamp+in+andheri');
    await waitFor(() => expect(router.state.location.search).toContain('locality=Andheri'), {
      timeout: 20_000,
    });
    expect(router.state.location.search).toContain('searchQuery=lamp&');
    expect(router.state.location.search).toContain('sort=nearest');
    expect(
      await screen.findByText('Near Andheri, Mumbai · nearest first', {}, { timeout: 20_000 }),
    ).toBeTruthy();
    // The card says how far, whose shop and where.
    expect(screen.getByText('400 m')).toBeTruthy();
    expect(screen.getByText('Shop 1')).toBeTruthy();
    expect(screen.getAllByText(/Andheri West, Mumbai/).length).toBeGreaterThan(0);
    const last = calls.filter((call) => call.path === '/api/public/product/search').at(-1)!;
    expect(Object.fromEntries(last.url.searchParams)).toMatchObject({
      search: 'lamp',
      locality: 'Andheri',
      sort: 'nearest',
      city: 'Mumbai',
    });
    expect(last.url.searchParams.has('lat')).toBe(false);
    expect(geolocation).not.toHaveBeenCalled();
    // Near me is not on: the distances are from Andheri, not from the visitor.
    expect(
      screen.getByRole('button', { name: en.nearMe.button }).getAttribute('aria-pressed'),
    ).toBe('false');

    // The whole city again: the locality leaves the address.
    fireEvent.click(screen.getByRole('button', { name: 'Show all of Mumbai' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('locality'));
  });

  it('says when nothing is in the locality and the city’s results are shown', async () => {
    setLocation('Mumbai');
    mockApi({
      'GET /api/public/service/search': () =>
        ok({
          searchResults: [
            card(3, 3281, {
              address: 'Shop No. 42, Main Road, Ghatkopar East',
              tags: [],
              phoneNo: '9000000001',
              businessLocality: 'Ghatkopar East',
            }),
          ],
          total: 1,
          understood: {
            search: 'ac repair',
            city: 'Mumbai',
            locality: 'Andheri',
            localityEmpty: true,
          },
        }),
    });
    renderRoute('/Mumbai?type=services&searchQuery=ac+repair&locality=Andheri&sort=nearest');
    expect(
      await screen.findByText('None in Andheri — showing Mumbai', {}, { timeout: 20_000 }),
    ).toBeTruthy();
  });
});

describe('a radius that found nothing', { timeout: 30_000 }, () => {
  it('offers the next radius with one tap', async () => {
    setLocation('Mumbai');
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (done: PositionCallback) =>
          done({ coords: { latitude: 19.07, longitude: 72.87 } } as GeolocationPosition),
      },
    });
    mockApi({
      'GET /api/public/product/search': ({ url }) =>
        JSON.parse(url.searchParams.get('filters') ?? '{}').radiusKm === 5
          ? ok({ searchResults: [], total: 0 })
          : ok({ searchResults: [card(4, 7200)], total: 1 }),
    });
    const { router } = renderRoute(
      '/Mumbai?type=products&sort=nearest&filters=%7B%22radiusKm%22%3A5%7D',
    );
    expect(await screen.findByText('Nothing within 5 km', {}, { timeout: 20_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show within 10 km' }));
    await waitFor(() =>
      expect(decodeURIComponent(router.state.location.search)).toContain('"radiusKm":10'),
    );
    expect(await screen.findByText('7.2 km', {}, { timeout: 20_000 })).toBeTruthy();
  });
});

describe('a distance card', () => {
  it('marks a shop past 50 km as far, and says whose and where', () => {
    renderWithProviders(
      <>
        <CardNearby
          listing={{
            distanceMeters: 118_000,
            businessName: 'Sharma Plumbing',
            businessLocality: 'Ghatkopar East',
            businessCity: 'Mumbai',
          }}
        />
        <CardNearby
          listing={{ distanceMeters: 1_200, businessName: 'Near Shop', businessCity: 'Pune' }}
        />
      </>,
    );
    expect(screen.getByText('Far away · 118 km')).toBeTruthy();
    expect(screen.getByLabelText('Far away: 118 km away')).toBeTruthy();
    expect(screen.getByText('Sharma Plumbing')).toBeTruthy();
    expect(screen.getByText(/Ghatkopar East, Mumbai/)).toBeTruthy();
    expect(screen.getByLabelText('1.2 km away')).toBeTruthy();
    expect(screen.getByText(/, Pune/)).toBeTruthy();
  });
});
