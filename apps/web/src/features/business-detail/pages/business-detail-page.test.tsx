import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { encodeRouteId, WEEK_DAYS, type ProductCard } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { resetCountedViews } from '@/lib/views.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import type { PublicBusiness, TrendingSubCategory } from '../api.ts';

// Screens load lazily; on a busy test run they can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

const business: PublicBusiness = {
  _id: '0190a1b2-0000-7000-8000-0000000000b1',
  name: 'Jai Hind Home Appliances',
  businessType: 'product',
  images: ['seed/storefront.webp'],
  tags: ['refrigerators'],
  description: 'Refrigerators and washing machines since 2005.',
  website: 'www.jaihind.example',
  phoneNo: '9000000004',
  gst: '34ABCDE5836F1Z7',
  doe: '2017-09',
  fb: null,
  insta: 'https://www.instagram.com/jaihind',
  address: 'Shop No. 45, Dilsukhnagar',
  state: 'Telangana',
  city: 'Hyderabad',
  pinCode: '500060',
  workingHours: {
    isOpen24Hours: false,
    timings: WEEK_DAYS.map((day) => ({
      day,
      from: '09:00',
      to: '21:00',
      isClosed: day === 'Sunday',
    })),
  },
  productCount: 10,
  serviceCount: 0,
  slug: null,
  latitude: null,
  longitude: null,
  rating: null,
  responseTime: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
};

const card = (n: number, sub = 'Refrigerators'): ProductCard => ({
  _id: `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`,
  name: `${sub} model ${n}`,
  subCat: { _id: 'sub', subCategory: sub },
  subCategories: [],
  images: [],
  sellingPrice: 1000 + n,
  pricePerUnit: 2000 + n,
});

const fridges: TrendingSubCategory = {
  _id: '0190a1b2-0000-7000-8000-0000000000d1',
  subCategory: 'Refrigerators',
  image: null,
  products: Array.from({ length: 8 }, (_, i) => card(i + 1)),
};
const path = `/business/${encodeRouteId({ _id: business._id, businessName: business.name })}`;

function api() {
  return mockApi({
    'GET /api/public/business/fetch': ok({ business }),
    'GET /api/public/business/businessTrendings': ({ url }) =>
      url.searchParams.get('pageNo') === '1'
        ? ok({ trendingSubCategories: [fridges], total: 13 })
        : ok({
            trendingSubCategories: [
              {
                _id: 'x',
                subCategory: 'Air Coolers',
                image: null,
                products: [card(40, 'Air Coolers')],
              },
            ],
            total: 13,
          }),
    'GET /api/public/product/businessAll': ({ url }) =>
      url.searchParams.get('fkSubCategoryId')
        ? ok({
            // Newest first: the first page repeats trending ones, then new ones follow.
            products:
              url.searchParams.get('pageNo') === '1' ? [card(2), card(9), card(1), card(10)] : [],
            total: 10,
          })
        : ok({ products: [card(1), card(2)], total: 10 }),
    'PUT /api/public/business/views': ok({ counted: true }),
  });
}

beforeEach(() => {
  // Saturday 21 November 2026, 12:00 in India.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T06:30:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  resetCountedViews();
});

describe('/business/{id}', () => {
  it('shows the profile: name, address, phone, links, contact', async () => {
    const calls = api();
    renderRoute(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: business.name }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(
      await screen.findByText('Shop No. 45, Dilsukhnagar, Hyderabad, Telangana 500060'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: en.queryForm.callNow }).getAttribute('href')).toBe(
      'tel:+919000000004',
    );
    expect(screen.getByRole('link', { name: en.queryForm.whatsApp }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/919000000004\?text=/,
    );
    expect(screen.getByRole('button', { name: en.queryForm.sendQuery })).toBeTruthy();
    expect(screen.getByRole('link', { name: en.businessDetail.website }).getAttribute('href')).toBe(
      'https://www.jaihind.example/',
    );
    expect(screen.getByRole('link', { name: en.businessDetail.instagram })).toBeTruthy();
    // Facebook was not given (the footer's share link is not the business's).
    expect(
      within(screen.getByRole('main')).queryByRole('link', { name: en.businessDetail.facebook }),
    ).toBeNull();
    expect(screen.getByText('September 2017')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/public/business/views')?.body).toEqual({
        id: business._id,
      }),
    );
  });

  it('shows how soon it responds under its name, from the answer (issue 36 §3)', async () => {
    mockApi({
      'GET /api/public/business/fetch': ok({
        business: {
          ...business,
          responseTime: { medianMinutes: 95, actedShare: 92, enquiries: 12 },
        },
      }),
      'GET /api/public/business/businessTrendings': ok({ trendingSubCategories: [], total: 0 }),
      'GET /api/public/product/businessAll': ok({ products: [], total: 0 }),
      'PUT /api/public/business/views': ok({ counted: true }),
    });
    renderRoute(path);
    await screen.findByRole('heading', { level: 1, name: business.name }, { timeout: 5000 });
    expect(
      await screen.findByText(
        'Usually responds within 2 hours, to 92% of its 12 enquiries in the last 90 days',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Usually responds within 2 hours · 92% of enquiries')).toBeTruthy();
  });

  it('says nothing of it under 5 enquiries (responseTime null)', async () => {
    api();
    renderRoute(path);
    await screen.findByRole('heading', { level: 1, name: business.name }, { timeout: 5000 });
    expect(screen.queryByText(/Usually responds/)).toBeNull();
  });

  it("shows the working hours with today's row and whether it is open now", async () => {
    api();
    renderRoute(path);
    const hours = await screen.findByRole('region', { name: en.businessDetail.workingHours });
    const rows = within(hours).getAllByRole('row');
    // Times as the opening badge says them ('closes 9 PM'), one clock for both.
    expect(rows.map((row) => row.textContent)).toEqual([
      'Monday9 AM – 9 PM',
      'Tuesday9 AM – 9 PM',
      'Wednesday9 AM – 9 PM',
      'Thursday9 AM – 9 PM',
      'Friday9 AM – 9 PM',
      'Saturday(today)9 AM – 9 PM',
      'SundayClosed',
    ]);
    expect(rows[5]?.getAttribute('aria-current')).toBe('date');
    // The opening badge: 'Open now · closes 9 PM'.
    expect(within(hours).getByText(new RegExp(`^${en.businessDetail.openNow}`))).toBeTruthy();
  });

  it('trending sub-categories: 12 a page with 8 each, then 8 more of one', async () => {
    const calls = api();
    renderRoute(path);
    const section = await screen.findByRole('region', { name: 'Refrigerators' });
    expect(within(section).getAllByRole('article')).toHaveLength(8);
    const trending = calls.find((call) => call.path === '/api/public/business/businessTrendings');
    expect(Object.fromEntries(trending?.url.searchParams ?? [])).toMatchObject({
      id: business._id,
      perPage: '12',
      pageNo: '1',
      limit: '8',
    });

    fireEvent.click(
      within(section).getByRole('button', {
        name: en.businessDetail.loadMoreIn.replace('{{name}}', 'Refrigerators'),
      }),
    );
    // Models 9 and 10 are new; 1 and 2 are already shown.
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(10));
    const more = calls.find((call) => call.url.searchParams.get('fkSubCategoryId'));
    expect(Object.fromEntries(more?.url.searchParams ?? [])).toMatchObject({
      id: business._id,
      fkSubCategoryId: fridges._id,
      perPage: '8',
      pageNo: '1',
    });
    await waitFor(() =>
      expect(
        within(section).queryByRole('button', {
          name: en.businessDetail.loadMoreIn.replace('{{name}}', 'Refrigerators'),
        }),
      ).toBeNull(),
    );

    fireEvent.click(screen.getByRole('button', { name: en.businessDetail.moreCategories }));
    expect(await screen.findByRole('region', { name: 'Air Coolers' })).toBeTruthy();
  });

  it('an unknown business is a friendly not-found page', async () => {
    mockApi({
      'GET /api/public/business/fetch': fail(
        404,
        'This business is no longer available.',
        'NOT_FOUND',
      ),
    });
    renderRoute(path);
    expect(await screen.findByText(en.businessDetail.notFoundTitle)).toBeTruthy();
  });
});
