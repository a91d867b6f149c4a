import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG, type ProductCard } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { resetCountedViews } from '@/lib/views.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import type { PublicBusiness } from '../api.ts';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const business: PublicBusiness = {
  _id: '0190a1b2-0000-7000-8000-0000000000b7',
  name: 'Kumar Sweets',
  slug: 'kumar-sweets-pune',
  businessType: 'product',
  images: [],
  tags: [],
  description: 'Sweets and namkeen since 1985.',
  website: null,
  phoneNo: '9000000007',
  gst: null,
  doe: null,
  fb: null,
  insta: null,
  address: 'Laxmi Road',
  state: 'Maharashtra',
  city: 'Pune',
  pinCode: '411030',
  workingHours: null,
  productCount: 2,
  serviceCount: 0,
  latitude: null,
  longitude: null,
  rating: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
};

const card = (n: number, name: string): ProductCard => ({
  _id: `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`,
  name,
  subCat: { _id: 'sub', subCategory: 'Sweets' },
  subCategories: [],
  images: [],
  sellingPrice: 400 + n,
  pricePerUnit: 500 + n,
});

function api() {
  return mockApi({
    'GET /api/public/shop/fetch': ({ url }) =>
      ['kumar-sweets-pune', 'kumar-mithai-pune'].includes(url.searchParams.get('slug') ?? '')
        ? ok({ business })
        : fail(404, 'This business is no longer available.', 'NOT_FOUND'),
    'GET /api/public/business/businessTrendings': ok({ trendingSubCategories: [], total: 0 }),
    'GET /api/public/product/businessAll': ({ url }) => {
      const search = url.searchParams.get('search');
      if (search === 'laddoo') return ok({ products: [card(2, 'Motichoor Laddoo')], total: 1 });
      if (search) return ok({ products: [], total: 0 });
      return ok({ products: [card(1, 'Kaju Barfi'), card(2, 'Motichoor Laddoo')], total: 2 });
    },
    'PUT /api/public/business/views': ok({ counted: true }),
  });
}

afterEach(() => resetCountedViews());

describe('/shop/{slug} (issue 24 §3)', () => {
  it('shows the business page at its shop address, with Call, WhatsApp and Send Query', async () => {
    const calls = api();
    renderRoute('/shop/kumar-sweets-pune');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kumar Sweets' })).toBeTruthy();
    expect(screen.getByRole('link', { name: en.queryForm.callNow }).getAttribute('href')).toBe(
      'tel:+919000000007',
    );
    // The WhatsApp message links the shop address, the page's canonical one.
    const whatsApp = screen.getByRole('link', { name: en.queryForm.whatsApp }).getAttribute('href');
    expect(decodeURIComponent(whatsApp ?? '')).toContain('/shop/kumar-sweets-pune');
    expect(screen.getByRole('button', { name: en.queryForm.sendQuery })).toBeTruthy();
    expect(
      calls.find((c) => c.path === '/api/public/shop/fetch')?.url.searchParams.get('slug'),
    ).toBe('kumar-sweets-pune');
  });

  it('reads, as a phone shows it, the compact heading with Call and WhatsApp, then the products, then the address and hours (issue 35)', async () => {
    api();
    renderRoute('/shop/kumar-sweets-pune');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Kumar Sweets' });
    const products = screen.getByRole('region', {
      name: en.businessDetail.listingsTitle.product,
    });
    const whatsApp = screen.getByRole('link', { name: en.queryForm.whatsApp });
    const address = screen.getByText(/^Laxmi Road, Pune/);
    const hours = screen.getByRole('heading', { name: en.businessDetail.workingHours });
    const about = screen.getByText(business.description!);
    const before = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before(heading, whatsApp)).toBe(true);
    expect(before(whatsApp, products)).toBe(true);
    for (const rest of [address, hours, about]) expect(before(products, rest)).toBe(true);
  });

  it('searches inside the shop: the words go to the address and the list shows the matches', async () => {
    const calls = api();
    const { router } = renderRoute('/shop/kumar-sweets-pune');
    const field = await screen.findByRole('searchbox', {
      name: 'Search the products and services of Kumar Sweets',
    });
    fireEvent.change(field, { target: { value: ' laddoo ' } });
    fireEvent.click(screen.getByRole('button', { name: en.shop.search }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=laddoo'));
    const results = await screen.findByRole('list', { name: 'Results for “laddoo” (1)' });
    expect(within(results).getByText('Motichoor Laddoo')).toBeTruthy();
    expect(within(results).queryByText('Kaju Barfi')).toBeNull();
    expect(
      calls.some(
        (c) =>
          c.path === '/api/public/product/businessAll' &&
          c.url.searchParams.get('search') === 'laddoo' &&
          c.url.searchParams.get('id') === business._id,
      ),
    ).toBe(true);

    fireEvent.change(field, { target: { value: 'sofa' } });
    fireEvent.click(screen.getByRole('button', { name: en.shop.search }));
    expect(await screen.findByText(MSG.noResultFound)).toBeTruthy();
  });

  it('an old address is replaced by the current one', async () => {
    api();
    const { router } = renderRoute('/shop/kumar-mithai-pune?search=barfi');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/shop/kumar-sweets-pune?search=barfi',
      ),
    );
  });

  it('an unknown address says the business is no longer available', async () => {
    api();
    renderRoute('/shop/no-such-shop');
    expect(await screen.findByText(en.businessDetail.notFoundTitle)).toBeTruthy();
  });
});
