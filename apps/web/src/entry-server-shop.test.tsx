// @vitest-environment node
// The shop page drawn by the server's copy of the app: the business at its shop
// address, with the listings matching a search inside the shop when the address has one.
import { describe, expect, it } from 'vitest';
import { renderFirstView, setServerTransport } from './entry-server.tsx';
import { en } from '@/i18n/en.ts';

const business = {
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
};
const card = (n: number, name: string) => ({
  _id: `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`,
  name,
  subCat: { _id: 'sub', subCategory: 'Sweets' },
  subCategories: [],
  images: [],
  sellingPrice: 400,
  pricePerUnit: 500,
});

const asked: string[] = [];
setServerTransport(async (url) => {
  asked.push(url);
  const address = new URL(url, 'http://haat.test');
  let payload: unknown;
  if (address.pathname === '/api/public/shop/fetch') {
    payload = address.searchParams.get('slug') === business.slug ? { business } : undefined;
  } else if (address.pathname === '/api/public/business/businessTrendings') {
    payload = { trendingSubCategories: [], total: 0 };
  } else if (address.pathname === '/api/public/product/businessAll') {
    payload =
      address.searchParams.get('search') === 'laddoo'
        ? { products: [card(2, 'Motichoor Laddoo')], total: 1 }
        : { products: [card(1, 'Kaju Barfi'), card(2, 'Motichoor Laddoo')], total: 2 };
  }
  return new Response(
    JSON.stringify(
      payload === undefined
        ? {
            code: 404,
            message: 'This business is no longer available.',
            payload: null,
            error: 'NOT_FOUND',
          }
        : { code: 200, message: 'Success', payload },
    ),
    { status: payload === undefined ? 404 : 200, headers: { 'content-type': 'application/json' } },
  );
});

describe('renderFirstView of /shop/{slug}', () => {
  it('draws the business at its shop address with its contact and search field', async () => {
    const view = await renderFirstView('https://haat.test/shop/kumar-sweets-pune');
    expect(view).not.toBeNull();
    expect(view!.html).toMatch(/<h1[^>]*>Kumar Sweets<\/h1>/);
    expect(view!.html).toContain('tel:+919000000007');
    expect(view!.html).toContain(en.queryForm.sendQuery);
    expect(view!.html).toContain(`placeholder="${en.shop.searchPlaceholder}"`);
    expect(view!.screens).toEqual(['business-detail/business-detail-page']);
    expect(view!.complete).toBe(true);
    expect(view!.redirect).toBeNull();
    expect(asked).toContain('/api/public/shop/fetch?slug=kumar-sweets-pune');
  });

  it('draws the matches of a search inside the shop', async () => {
    const view = await renderFirstView('https://haat.test/shop/kumar-sweets-pune?search=laddoo');
    expect(view!.html).toContain('Motichoor Laddoo');
    expect(view!.html).not.toContain('Kaju Barfi');
    expect(view!.html).toContain('value="laddoo"');
    expect(asked.some((url) => url.includes('search=laddoo'))).toBe(true);
  });

  it('an unknown address is not drawn as a shop, nor kept (the app says it is not available)', async () => {
    const view = await renderFirstView('https://haat.test/shop/no-such-shop');
    expect(view!.html).not.toContain('Kumar Sweets');
    // Its query failed: the server sends the page but does not keep it, and the app, once in,
    // shows "This business is no longer available" (shop-page.test.tsx).
    expect(view!.complete).toBe(false);
  });
});
