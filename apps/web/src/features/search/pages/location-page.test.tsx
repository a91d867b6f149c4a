import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { enFilters } from '@/i18n/en-filters.ts';
import { getLocation, setLocation } from '@/lib/auth-storage.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { renderRoute } from '@/test/render.tsx';

const product = (n: number) => ({
  _id: `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`,
  name: `Product ${n}`,
  subCat: null,
  subCategories: [],
  images: [],
  sellingPrice: 900,
  pricePerUnit: 1000,
});

const city = (name: string) => ({
  city: {
    _id: 'c',
    city: name,
    state: 'Maharashtra',
    fkStateId: 's',
    latitude: 0,
    longitude: 0,
    isServed: true,
  },
});

describe('/{location}', { timeout: 30_000 }, () => {
  it('searches the city with the query of the address and shows the results', async () => {
    setLocation('Pune');
    const calls = mockApi({
      'GET /api/public/product/search': ok({ searchResults: [product(1), product(2)], total: 2 }),
    });
    renderRoute('/Pune?type=products&searchQuery=almira&sort=a-z');
    expect(await screen.findByText('Product 1', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('2 results in Pune')).toBeTruthy();
    const search = calls.find((call) => call.path === '/api/public/product/search')!;
    expect(Object.fromEntries(search.url.searchParams)).toEqual({
      search: 'almira',
      city: 'Pune',
      sort: 'a-z',
      pageNo: '1',
      perPage: '12',
    });
  });

  it('says 1000+ results when the server stopped counting, and pages on while pages are full (issue 23)', async () => {
    // Without IntersectionObserver the list offers Load more instead of scrolling for it.
    vi.stubGlobal('IntersectionObserver', undefined);
    setLocation('Pune');
    const calls = mockApi({
      'GET /api/public/product/search': ({ url }) =>
        url.searchParams.get('pageNo') === '1'
          ? ok({
              searchResults: Array.from({ length: 12 }, (_, i) => product(i + 1)),
              total: 1000,
              totalCapped: true,
            })
          : ok({ searchResults: [product(13)], total: 1000, totalCapped: true }),
    });
    renderRoute('/Pune?type=products&searchQuery=almira');
    expect(await screen.findByText('Product 12', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('1000+ results in Pune')).toBeTruthy();
    const more = await screen.findByRole('button', { name: en.listing.loadMore });
    fireEvent.click(more);
    expect(await screen.findByText('Product 13')).toBeTruthy();
    // A short page ends the list although the total was only a floor.
    expect(await screen.findByText(en.listing.endOfList)).toBeTruthy();
    const pages = calls.filter((call) => call.path === '/api/public/product/search');
    expect(pages.map((call) => call.url.searchParams.get('pageNo'))).toEqual(['1', '2']);
  });

  it('says No result found', async () => {
    mockApi({ 'GET /api/public/service/search': ok({ searchResults: [], total: 0 }) });
    renderRoute('/all-over-india?type=services&searchQuery=zzz');
    expect(await screen.findByText(MSG.noResultFound, {}, { timeout: 8000 })).toBeTruthy();
  });

  it('says so in place when the search fails, and tries again', async () => {
    let down = true;
    mockApi({
      'GET /api/public/product/search': () =>
        down
          ? fail(503, 'Service unavailable', 'UNAVAILABLE')
          : ok({ searchResults: [product(1)], total: 1 }),
    });
    renderRoute('/all-over-india?type=products&searchQuery=almira');
    expect(await screen.findByText(en.listing.failedTitle, {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText(MSG.noResultFound)).toBeNull();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: en.detail.retry }));
    expect(await screen.findByText('Product 1')).toBeTruthy();
    expect(screen.queryByText(en.listing.failedTitle)).toBeNull();
  });

  it('writes the sort to the address and starts the list again from page 1', async () => {
    const calls = mockApi({
      'GET /api/public/product/search': ok({ searchResults: [product(1)], total: 1 }),
    });
    const { router } = renderRoute('/all-over-india?type=products');
    await screen.findByText('Product 1', {}, { timeout: 8000 });
    fireEvent.change(screen.getByRole('combobox', { name: en.listing.sortBy }), {
      target: { value: 'z-a' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?type=products&sort=z-a'));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/public/product/search')).toHaveLength(2),
    );
    const last = calls.filter((call) => call.path === '/api/public/product/search').at(-1)!;
    expect(last.url.searchParams.get('sort')).toBe('z-a');
    expect(last.url.searchParams.get('pageNo')).toBe('1');
  });

  it('offers Top Rated and 4★ & above (filter modal), both in the address and sent to the API (issue 22)', async () => {
    const calls = mockApi({
      'GET /api/public/product/search': ok({ searchResults: [product(1)], total: 1 }),
    });
    const { router } = renderRoute('/all-over-india?type=products');
    await screen.findByText('Product 1', {}, { timeout: 8000 });
    const sort = screen.getByRole('combobox', { name: en.listing.sortBy });
    expect(within(sort).getByRole('option', { name: 'Top Rated' })).toBeTruthy();
    fireEvent.change(sort, { target: { value: 'top rated' } });
    await waitFor(() => expect(router.state.location.search).toBe('?type=products&sort=top+rated'));

    fireEvent.click(screen.getByRole('button', { name: en.listing.filter }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
    fireEvent.click(within(dialog).getByRole('tab', { name: enFilters.filters.tabs.rating }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: '4★ & above' }));
    fireEvent.click(within(dialog).getByRole('button', { name: enFilters.filters.apply }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('filters')).toBe(
        '{"minRating":4}',
      ),
    );
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('top rated');
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/api/public/product/search').at(-1)!;
      expect(last.url.searchParams.get('sort')).toBe('top rated');
      expect(JSON.parse(last.url.searchParams.get('filters') ?? '{}')).toEqual({ minRating: 4 });
    });
  });

  it('switches to services, keeping the query, the sort, the price and the discount', async () => {
    const calls = mockApi({
      'GET /api/public/product/search': ok({ searchResults: [product(1)], total: 1 }),
      'GET /api/public/service/search': ok({ searchResults: [], total: 0 }),
    });
    const filters = JSON.stringify({
      brands: ['Godrej'],
      priceRange: { min: 1000, max: 4000 },
      discount: 20,
    });
    const { router } = renderRoute(
      `/all-over-india?type=products&searchQuery=almira&sort=z-a&filters=${encodeURIComponent(filters)}`,
    );
    await screen.findByText('Product 1', {}, { timeout: 8000 });
    const kinds = screen.getByRole('navigation', { name: en.listing.typeLabel });
    expect(
      within(kinds).getByRole('link', { name: en.listing.products }).getAttribute('aria-current'),
    ).toBe('page');
    fireEvent.click(within(kinds).getByRole('link', { name: en.listing.services }));
    await waitFor(() => expect(router.state.location.search).toContain('type=services'));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('searchQuery')).toBe('almira');
    expect(search.get('sort')).toBe('z-a');
    // Brands belong to products: only the price and the discount carry over.
    expect(JSON.parse(search.get('filters')!)).toEqual({
      priceRange: { min: 1000, max: 4000 },
      discount: 20,
    });
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/public/service/search')).toBe(true),
    );
    expect(
      within(kinds).getByRole('link', { name: en.listing.services }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('takes a city the API knows, spelt its way, and chooses it', async () => {
    mockApi({
      'GET /api/public/locations/fetchCityCoordinates': ok(city('Mumbai')),
      'GET /api/public/product/search': ok({ searchResults: [], total: 0 }),
    });
    const { router } = renderRoute('/mumbai?type=products');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Mumbai'), { timeout: 8000 });
    expect(router.state.location.search).toBe('?type=products');
    await waitFor(() => expect(getLocation()).toBe('Mumbai'));
  });

  // Spec §4: the lists follow the chosen city. The page trusts its segment while it is the chosen
  // city; choosing another must move the page, not make it check (and re-choose) the old one.
  it.each([
    ['All Over India', en.locationPicker.allOverIndia, '/all-over-india'],
    ['Mumbai', 'Mumbai, Maharashtra', '/Mumbai'],
  ])(
    'moves to the city chosen in the header (%s), keeping the query',
    async (chosen, option, path) => {
      setLocation('Pune');
      const calls = mockApi({
        'GET /api/public/locations/fetchCityCoordinates': ({ url }) =>
          ok(city(url.searchParams.get('city') ?? '')),
        'GET /api/public/locations/fetchCitiesWithState': ok({
          cities: [{ _id: 'c2', city: 'Mumbai', state: 'Maharashtra', isServed: true }],
        }),
        'GET /api/public/product/search': ok({ searchResults: [product(1)], total: 1 }),
      });
      const { router } = renderRoute('/Pune?type=products&searchQuery=fan');
      await screen.findByText('Product 1', {}, { timeout: 8000 });
      fireEvent.click(screen.getByRole('button', { name: /Change location/ }));
      fireEvent.click(await screen.findByText(option, {}, { timeout: 8000 }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(router.state.location.search).toBe('?type=products&searchQuery=fan');
      // Whatever the old segment's answers do meanwhile, the choice stays.
      await new Promise((done) => setTimeout(done, 300));
      expect(getLocation()).toBe(chosen);
      expect(router.state.location.pathname).toBe(path);
      const searched = calls.filter((call) => call.path === '/api/public/product/search').at(-1)!;
      expect(searched.url.searchParams.get('city')).toBe(chosen);
      // The old city is never checked: it was trusted when chosen.
      expect(
        calls.some(
          (call) =>
            call.path.endsWith('/fetchCityCoordinates') &&
            call.url.searchParams.get('city') === 'Pune',
        ),
      ).toBe(false);
    },
  );

  it('keeps a city chosen while the address is still being checked', async () => {
    setLocation('Mumbai');
    mockApi({
      'GET /api/public/locations/fetchCityCoordinates': ok(city('Pune')),
      'GET /api/public/product/search': ok({ searchResults: [], total: 0 }),
    });
    // The check of /Pune answers only once the visitor has chosen All Over India.
    let answer = () => {};
    const answered = new Promise<void>((done) => (answer = done));
    const mocked = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('fetchCityCoordinates')) await answered;
      return mocked(input, init);
    });
    const { router } = renderRoute('/Pune?type=products');
    fireEvent.click(
      await screen.findByRole('button', { name: /Change location/ }, { timeout: 8000 }),
    );
    fireEvent.click(await screen.findByText(en.locationPicker.allOverIndia, {}, { timeout: 8000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/all-over-india'));
    answer();
    await new Promise((done) => setTimeout(done, 300));
    expect(getLocation()).toBe('All Over India');
    expect(router.state.location.pathname).toBe('/all-over-india');
  });

  it('sends an unknown single segment home', async () => {
    mockApi({
      'GET /api/public/locations/fetchCityCoordinates': fail(404, 'City not found', 'NOT_FOUND'),
    });
    const { router } = renderRoute('/nowhere-at-all');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 8000 });
  });
});
