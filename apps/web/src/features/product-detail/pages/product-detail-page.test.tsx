import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { encodeRouteId, MSG } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { resetCountedViews } from '@/lib/views.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { product } from '../test-product.ts';

// Screens load lazily; on a busy test run they can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

const path = `/product/${encodeRouteId({ _id: product._id, productName: product.name })}`;

function api(overrides: Record<string, ReturnType<typeof ok>> = {}) {
  return mockApi({
    'GET /api/public/product/fetch': ok({ product }),
    'GET /api/public/product/fetchRelated': ok({ relatedProducts: [] }),
    'PUT /api/public/product/views': ok({ counted: true }),
    ...overrides,
  });
}

afterEach(() => resetCountedViews());

describe('/product/{id}', () => {
  it('shows the product: name, SKU, price, M.R.P struck, discount, brand, colours', async () => {
    api();
    renderRoute(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: product.name }, { timeout: 5000 }),
    ).toBeTruthy();
    await screen.findByText('SKU: HA-1300');
    expect(screen.getByTestId('price').textContent).toBe('₹8,600');
    expect(screen.getByTestId('mrp').textContent).toBe('₹21,499');
    expect(screen.getByTestId('mrp').tagName).toBe('S');
    // (21499 - 8600) / 21499 = 59.99…% → 60.
    expect(screen.getByTestId('discount').textContent).toBe('60% off');
    expect(screen.getByText('Godrej')).toBeTruthy();
    expect(screen.getByText('Blue')).toBeTruthy();
    expect(screen.getByText(product.description!)).toBeTruthy();
  });

  it('links the business with the product marker, the category and sub-categories', async () => {
    api();
    const { router } = renderRoute(path);
    const business = await screen.findByRole('link', { name: product.business.name });
    expect(business.getAttribute('href')).toMatch(/^\/business\//);
    expect(screen.getByRole('link', { name: 'Refrigerators' }).getAttribute('href')).toMatch(
      /^\/subCategory\//,
    );
    fireEvent.click(business);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/business\//));
    expect(router.state.location.state).toEqual({ from: 'product' });
  });

  it('has Specifications and Disclaimer tabs', async () => {
    api();
    renderRoute(path);
    const specs = await screen.findByRole('tab', { name: en.productDetail.specifications });
    expect(specs.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Capacity: 260 L')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: en.productDetail.disclaimer }));
    expect(await screen.findByText('Colours may differ from the photos')).toBeTruthy();
  });

  it('groups the thumbnails 3 to a slide', async () => {
    api();
    renderRoute(path);
    const thumbs = await screen.findByRole('region', { name: en.gallery.thumbnails });
    const slides = within(thumbs).getAllByRole('group');
    expect(slides).toHaveLength(2);
    expect(within(slides[0]!).getAllByRole('button')).toHaveLength(3);
    expect(within(slides[1]!).getAllByRole('button')).toHaveLength(1);
  });

  it('offers Send Query, Call Now, a WhatsApp message naming the product and Share', async () => {
    const calls = api({ 'POST /api/public/product/taps': ok({ counted: true }) });
    renderRoute(path);
    const whatsApp = await screen.findByRole('link', { name: en.queryForm.whatsApp });
    const href = whatsApp.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/919000000004?text=')).toBe(true);
    const text = decodeURIComponent(href.split('?text=')[1] ?? '');
    expect(text).toContain(product.name);
    expect(text).toContain(`${window.location.origin}${path}`);
    expect(screen.getByRole('button', { name: en.queryForm.sendQuery })).toBeTruthy();
    const call = screen.getByRole('link', { name: en.queryForm.callNow });
    expect(call.getAttribute('href')).toBe('tel:+919000000004');

    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    fireEvent.click(screen.getByRole('button', { name: en.detail.share }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(MSG.shareUnsupported));

    // Each tap is counted for the seller's insights, without waiting for it.
    whatsApp.addEventListener('click', (event) => event.preventDefault()); // stay on the page
    fireEvent.click(whatsApp);
    call.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(call);
    const taps = () =>
      calls.filter((call) => call.path === '/api/public/product/taps').map((call) => call.body);
    await waitFor(() =>
      expect(taps()).toEqual([
        { id: product._id, action: 'share' },
        { id: product._id, action: 'whatsapp' },
        { id: product._id, action: 'call' },
      ]),
    );
  });

  it('counts one view per visit, and a failed count changes nothing', async () => {
    const calls = api({ 'PUT /api/public/product/views': fail(500, 'Boom', 'INTERNAL') });
    renderRoute(path);
    await screen.findByRole('heading', { level: 1, name: product.name });
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/public/product/views')).toHaveLength(1),
    );
    expect(calls.find((call) => call.path === '/api/public/product/views')?.body).toEqual({
      id: product._id,
    });
    expect(screen.queryByText('Boom')).toBeNull();
  });

  it('asks for up to 16 related products', async () => {
    const calls = api();
    renderRoute(path);
    await screen.findByRole('heading', { level: 1, name: product.name });
    await waitFor(() => {
      const related = calls.find((call) => call.path === '/api/public/product/fetchRelated');
      expect(related?.url.searchParams.get('limit')).toBe('16');
      expect(related?.url.searchParams.get('id')).toBe(product._id);
    });
  });

  it('an unknown product is a friendly not-found page, not an error toast', async () => {
    mockApi({
      'GET /api/public/product/fetch': fail(
        404,
        'This product is no longer available.',
        'NOT_FOUND',
      ),
      'GET /api/public/product/fetchRelated': fail(404, 'Gone', 'NOT_FOUND'),
    });
    renderRoute(path);
    expect(await screen.findByText(en.productDetail.notFoundTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.detail.browseHome }).getAttribute('href')).toBe(
      '/home',
    );
  });

  it('a malformed link is not found without asking the server', async () => {
    const calls = mockApi({});
    renderRoute('/product/not-an-id');
    expect(await screen.findByText(en.productDetail.notFoundTitle)).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/api/public/product'))).toHaveLength(0);
  });
});
