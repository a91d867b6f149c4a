// A search from the home page's box names no kind; the page opens the kind the words
// ask for, and says how many the other kind holds with a one-tap switch.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MSG } from '@haat/shared';
import { hi } from '@/i18n/hi.ts';
import { changeLanguage } from '@/i18n/index.ts';
import { setLocation } from '@/lib/auth-storage.ts';
import { mockApi, ok } from '@/test/api-mock.ts';
import { renderRoute } from '@/test/render.tsx';

const service = (n: number) => ({
  _id: `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`,
  name: `Plumbing Service ${n}`,
  address: 'Shop 4, SV Road, Andheri West',
  tags: [],
  phoneNo: '9800000000',
  images: [],
  pricePerUnit: null,
  sellingPrice: 499,
});

const product = (n: number) => ({
  _id: `0190a000-0000-7000-8000-${String(100 + n).padStart(12, '0')}`,
  name: `Pipe Wrench ${n}`,
  subCat: null,
  subCategories: [],
  images: [],
  sellingPrice: 900,
  pricePerUnit: 1000,
});

/** 'plumber' in Mumbai: no product, 14 services (two on the page). */
function plumberApi() {
  return mockApi({
    'GET /api/public/product/search': ({ url }) =>
      url.searchParams.get('search')
        ? ok({ searchResults: [], total: 0, suggestedKind: 'service', otherKindTotal: 14 })
        : ok({ searchResults: [product(1)], total: 1 }),
    'GET /api/public/service/search': ok({
      searchResults: [service(1), service(2)],
      total: 14,
      suggestedKind: 'service',
      otherKindTotal: 3,
    }),
  });
}

describe('the kind of a search (issue 35)', { timeout: 30_000 }, () => {
  it('opens the services for "plumber" from the home box and writes the kind into the address', async () => {
    setLocation('Mumbai');
    const calls = plumberApi();
    const { router } = renderRoute('/Mumbai?searchQuery=plumber');
    expect(await screen.findByText('Plumbing Service 1', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText(MSG.noResultFound)).toBeNull();
    await waitFor(() =>
      expect(router.state.location.search).toBe('?type=services&searchQuery=plumber'),
    );
    // The services' page was asked once: writing the kind into the address asked nothing more.
    expect(calls.filter((call) => call.path === '/api/public/service/search')).toHaveLength(1);
    const toggle = screen.getByRole('navigation', { name: 'Show products or services' });
    expect(toggle.querySelector('[aria-current="page"]')?.textContent).toBe('Services');
  });

  it('says how many the other kind holds, and the switch opens it and comes back', async () => {
    setLocation('Mumbai');
    plumberApi();
    const { router } = renderRoute('/Mumbai?type=services&searchQuery=plumber');
    const toProducts = await screen.findByRole(
      'link',
      { name: '3 results in Products' },
      { timeout: 8000 },
    );
    fireEvent.click(toProducts);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?type=products&searchQuery=plumber'),
    );
    // An explicit kind stays: products say No result found and offer the services.
    expect(await screen.findByText(MSG.noResultFound)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '14 results in Services' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?type=services&searchQuery=plumber'),
    );
    expect(await screen.findByText('Plumbing Service 1')).toBeTruthy();
  });

  it('shows no switch when the other kind has nothing, and writes the products kind it kept', async () => {
    setLocation('Mumbai');
    mockApi({
      'GET /api/public/product/search': ok({
        searchResults: [product(1)],
        total: 1,
        suggestedKind: 'product',
        otherKindTotal: 0,
      }),
    });
    const { router } = renderRoute('/Mumbai?searchQuery=wrench');
    expect(await screen.findByText('Pipe Wrench 1', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByTestId('other-kind')).toBeNull();
    await waitFor(() =>
      expect(router.state.location.search).toBe('?type=products&searchQuery=wrench'),
    );
  });

  it('says it in Hindi, with "1000+" when counting stopped', async () => {
    setLocation('Mumbai');
    await changeLanguage('hi');
    try {
      mockApi({
        'GET /api/public/service/search': ok({
          searchResults: [service(1)],
          total: 1,
          suggestedKind: 'service',
          otherKindTotal: 1000,
          otherKindTotalCapped: true,
        }),
      });
      renderRoute('/Mumbai?type=services&searchQuery=plumber');
      const text = hi.listing.inProductsAtLeast.replace('{{count}}', '1000');
      expect(await screen.findByRole('link', { name: text }, { timeout: 8000 })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
