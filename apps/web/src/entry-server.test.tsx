// @vitest-environment node
// The server's copy of the app runs without a browser: no window, document or storage. Any
// public screen that reads them while drawing fails here (e2e/first-view.spec.ts hydrates the
// result in Chromium).
import { describe, expect, it, vi } from 'vitest';
import { encodeRouteId } from '@haat/shared';
import { renderFirstView, setServerTransport } from './entry-server.tsx';
import { product } from '@/features/product-detail/test-product.ts';
import { en } from '@/i18n/en.ts';

/** Mumbai is the one city this server knows (fetchCityCoordinates finds it in any case). */
const mumbai = {
  _id: 'c',
  city: 'Mumbai',
  state: 'Maharashtra',
  fkStateId: 's',
  latitude: 19.07,
  longitude: 72.87,
  isServed: true,
};

/** One card of a search answer. */
const searchCard = {
  _id: '0190a1b2-0000-7000-8000-0000000000c1',
  name: '',
  subCat: null,
  subCategories: [],
  images: [],
  sellingPrice: 14990,
  pricePerUnit: 16990,
};

const answers: Record<string, unknown> = {
  '/api/public/landingPage/banners': {
    banners: {
      images: ['seed/demo/promo-home-1.webp', 'seed/demo/promo-home-2.webp'],
      category: null,
      fkCategoryId: null,
    },
  },
  '/api/public/product/fetch': { product },
  '/api/public/privacyPolicy': {
    notice: {
      version: 2,
      body: '## What we keep\n\nYour name and phone, to pass your enquiry to the seller.',
      bodyHi: null,
      publishedAt: '2026-03-05T06:30:00.000Z',
    },
    grievance: {
      name: 'Meera Iyer',
      email: 'privacy@example.in',
      phone: '9876543210',
      demo: false,
    },
  },
  '/api/public/product/fetchRelated': { relatedProducts: [] },
  '/api/public/locations/fetchCityCoordinates': (url: URL) =>
    url.searchParams.get('city')?.toLowerCase() === 'mumbai' ? { city: mumbai } : undefined,
  '/api/public/product/search': (url: URL) =>
    url.searchParams.get('search') === 'washing'
      ? {
          searchResults: [{ ...searchCard, name: 'Top load washing machine' }],
          total: 1,
          suggestedKind: 'product',
          otherKindTotal: 0,
        }
      : { searchResults: [], total: 0 },
};

/** A product the server fails to answer for (its database away). */
const UNANSWERED_ID = '0190a1b2-0000-7000-8000-0000000000ff';

/** What the server's transport would answer: the envelope of a known call, else a 404. */
const asked: string[] = [];
setServerTransport(async (url) => {
  asked.push(url);
  if (url.includes(UNANSWERED_ID)) {
    const down = { code: 503, message: 'Service unavailable', payload: null, error: 'UNAVAILABLE' };
    return new Response(JSON.stringify(down), { status: 503 });
  }
  const address = new URL(url, 'http://haat.test');
  const answer = answers[address.pathname];
  const payload = typeof answer === 'function' ? answer(address) : answer;
  return new Response(
    JSON.stringify(
      payload === undefined
        ? { code: 404, message: 'Not found', payload: null, error: 'NOT_FOUND' }
        : { code: 200, message: 'Success', payload },
    ),
    { status: payload === undefined ? 404 : 200, headers: { 'content-type': 'application/json' } },
  );
});

const productPath = `/product/${encodeRouteId({ _id: product._id, productName: product.name })}`;

describe('renderFirstView', () => {
  it('draws a product page with the data it asked for, and hands that data over', async () => {
    const view = await renderFirstView(`https://haat.test${productPath}`);
    expect(view).not.toBeNull();
    expect(view!.html).toContain(`<h1`);
    expect(view!.html).toContain(product.name);
    expect(view!.html).toContain('₹8,600');
    expect(view!.html).toContain(product.business.name);
    expect(asked).toContain(`/api/public/product/fetch?id=${product._id}`);
    const fetched = view!.state.queries.queries.find((query) =>
      JSON.stringify(query.state.data ?? null).includes(product.name),
    );
    expect(fetched?.state.status).toBe('success');
    expect(view!.complete).toBe(true);
    // The page names the screen it drew, for its code to be fetched with the app's entry.
    expect(view!.screens).toEqual(['product-detail/product-detail-page']);
    // The moment it was drawn, which the browser hydrates "Open now" with (lib/page-clock.ts).
    expect(Math.abs(view!.state.drawnAt - Date.now())).toBeLessThan(60_000);
  });

  it('says when a query the page asked for failed (the server does not keep that page)', async () => {
    // The server failed to answer (503): the page is sent as drawn, and the app asks again
    // once it has taken over; the next visitor's page is drawn again.
    const down = await renderFirstView(
      `https://haat.test/product/${encodeRouteId({ _id: UNANSWERED_ID, productName: 'Unanswered' })}`,
    );
    expect(down?.complete).toBe(false);
  });

  it('draws the privacy notice with its version and the grievance contact', async () => {
    const view = await renderFirstView('https://haat.test/privacyPolicy');
    expect(view?.html).toContain(en.pages.privacyPolicy);
    expect(view?.html).toContain('What we keep');
    expect(view?.html).toContain('Version 2, published 05 Mar 2026');
    expect(view?.html).toContain('mailto:privacy@example.in');
    expect(view?.complete).toBe(true);
    expect(view?.screens).toEqual(['info/privacy-policy-page']);
  });

  it('names the workspace strings beside the plans screen, which shows them', async () => {
    // The plans are unanswered here (404): the screen is drawn all the same.
    const view = await renderFirstView('https://haat.test/subscriptionPlans');
    expect(view?.screens).toEqual(['subscriptions/subscription-plans-page', 'i18n/en-workspace']);
  });

  it('draws the home page beneath a service opened directly, the first time too', async () => {
    const servicePath = `/service/${encodeRouteId({ _id: UNANSWERED_ID, serviceName: 'Yoga' })}`;
    const view = await renderFirstView(`https://haat.test${servicePath}`);
    expect(view?.html).toContain('data-testid="service-modal-background"');
    expect(view?.html).toContain(en.landing.title);
    // No Suspense boundary is left to the browser, which would throw the drawn page away.
    expect(view?.html).not.toContain('<!--$!-->');
  });

  it("draws the home page's largest picture, the first banner, eager and first in line, in the strip", async () => {
    // The home page's LCP was a banner picture drawn again by the app once idle. The
    // drawn picture stands in the strip's first slide, where the app keeps it.
    const view = await renderFirstView('https://haat.test/home');
    const html = view?.html ?? '';
    const banner = html.match(/<img[^>]*alt="Offer 1 of 2"[^>]*>/)?.[0] ?? '';
    expect(banner).toContain('loading="eager"');
    expect(banner).toContain('fetchPriority="high"');
    expect(banner).toContain('/media/card/seed/demo/promo-home-1.webp 400w');
    const strip = html.indexOf('role="region"');
    expect(strip).toBeGreaterThan(-1);
    expect(strip).toBeLessThan(html.indexOf(banner));
    // The other banners wait for the page to be idle: nothing competes with the first.
    expect(html).not.toContain('Offer 2 of 2');
  });

  it('says where a one-segment path that names no city goes instead, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const unknown = await renderFirstView('https://haat.test/no-such-city');
    expect(unknown?.redirect).toBe('/home');
    expect(asked).toContain('/api/public/locations/fetchCityCoordinates?city=no-such-city');
    // A city spelt another way goes to its own spelling, with the same query.
    const misspelt = await renderFirstView('https://haat.test/mumbai?type=products');
    expect(misspelt?.redirect).toBe('/Mumbai?type=products');
    const city = await renderFirstView('https://haat.test/Mumbai?type=products');
    expect(city?.redirect).toBeNull();
    expect(city?.screens).toEqual(['search/location-page']);
    // React Router warned on every request about a Navigate in the static render.
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('draws a search page with its results, whether the address names a kind or not', async () => {
    // The kind-less search of the home box drew no results (a disabled second list
    // on the same key hid the asked one from the drawing), and without scripts nothing came.
    for (const path of [
      '/all-over-india?type=products&searchQuery=washing',
      '/all-over-india?searchQuery=washing',
      '/Mumbai?searchQuery=washing',
    ]) {
      const view = await renderFirstView(`https://haat.test${path}`);
      expect(view?.html, path).toContain('Top load washing machine');
      expect(view?.complete, path).toBe(true);
    }
  });

  it('draws nothing for redirects and for screens outside the public frame', async () => {
    expect(await renderFirstView('https://haat.test/')).toBeNull();
    expect(await renderFirstView('https://haat.test/userAdmin/businesses')).toBeNull();
    expect(await renderFirstView('https://haat.test/logIn')).toBeNull();
  });
});
