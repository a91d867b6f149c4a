import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { encodeRouteId, MSG } from '@haat/shared';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { hi } from '@/i18n/hi.ts';
import { mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderRoute } from '@/test/render.tsx';
import { seller } from '@/features/reviews/test-fixtures.ts';
import type { SellerBusiness } from '../api.ts';

configure({ asyncUtilTimeout: 8000 });
// The first test loads the seller area's code.
vi.setConfig({ testTimeout: 20_000 });

const business: SellerBusiness = {
  _id: '0190a1b2-0000-7000-8000-0000000000c1',
  name: 'Kumar Sweets',
  slug: 'kumar-sweets-pune',
  businessType: 'product',
  images: [],
  tags: [],
  description: 'Sweets.',
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
  latitude: null,
  longitude: null,
  locationSource: null,
  isApproved: true,
  rejectionMessage: null,
  isActive: true,
  fkUserId: seller._id,
  views: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  productCount: 2,
  serviceCount: 0,
  leadsCount: 0,
  revision: null,
};

const routeId = encodeRouteId({ _id: business._id, businessName: business.name });
const shopUrl = `${window.location.origin}/shop/kumar-sweets-pune`;
const P = enWorkspace.poster;
const A = enWorkspace.shopAddress;

function api(found: Partial<SellerBusiness> = {}) {
  return mockApi({
    'GET /api/auth/user/fetch': ok({ user: seller }),
    'GET /api/userAdmin/business/fetch': ok({ business: { ...business, ...found } }),
    'GET /api/userAdmin/business/fetchAll': ok({
      businesses: [{ ...business, ...found }],
      total: 1,
    }),
  });
}

/** Gives the browser's navigator a property for one test (happy-dom has no clipboard or share). */
const stubbed: string[] = [];
function stubNavigator(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  stubbed.push(name);
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of stubbed.splice(0)) Reflect.deleteProperty(navigator, name);
});

describe('the shop address in My Businesses (issue 24 §3)', () => {
  it('shows the address with Copy, Share, Open and Print QR poster', async () => {
    logIn();
    api();
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });
    renderRoute('/userAdmin/businesses');
    const panel = await screen.findByTestId('shop-address');
    expect(within(panel).getByRole('link', { name: shopUrl }).getAttribute('href')).toBe(
      '/shop/kumar-sweets-pune',
    );
    fireEvent.click(within(panel).getByRole('button', { name: A.copy }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(shopUrl));
    expect(await within(panel).findByRole('button', { name: A.copied })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: A.poster }).getAttribute('href')).toBe(
      `/userAdmin/businesses/${routeId}/poster`,
    );
  });

  it('Share opens the share sheet with the shop address, or the spec’s alert without one', async () => {
    logIn();
    api();
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator('share', share);
    renderRoute('/userAdmin/businesses');
    const panel = await screen.findByTestId('shop-address');
    fireEvent.click(within(panel).getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Kumar Sweets',
        text: A.shareText.replace('{{name}}', 'Kumar Sweets'),
        url: shopUrl,
      }),
    );
    stubNavigator('share', undefined);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    fireEvent.click(within(panel).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(MSG.shareUnsupported));
  });

  it('a business under review holds no address yet: it says the address comes with approval', async () => {
    logIn();
    api({ isApproved: false, slug: null });
    renderRoute('/userAdmin/businesses');
    const panel = await screen.findByTestId('shop-address');
    expect(panel.textContent).toBe(A.comesWithApproval);
    expect(within(panel).queryByRole('link')).toBeNull();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('a business approved before and now rejected says when its page opens, without the buttons', async () => {
    logIn();
    api({ isApproved: false });
    renderRoute('/userAdmin/businesses');
    const panel = await screen.findByTestId('shop-address');
    expect(panel.textContent).toBe(A.notYet.replace('{{url}}', shopUrl));
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});

describe('/userAdmin/businesses/{id}/poster', () => {
  it('draws the poster: the name, a QR code of the shop address as SVG, and the line to scan', async () => {
    logIn();
    api();
    renderRoute(`/userAdmin/businesses/${routeId}/poster`);
    const poster = await screen.findByTestId('shop-poster');
    expect(within(poster).getByRole('heading', { name: 'Kumar Sweets' })).toBeTruthy();
    expect(within(poster).getByText(P.scan)).toBeTruthy();
    expect(within(poster).getByText(shopUrl)).toBeTruthy();
    const qr = within(poster).getByRole('img', { name: `QR code for ${shopUrl}` });
    await waitFor(() => expect(qr.querySelector('svg path')).toBeTruthy());
    expect(poster.getAttribute('lang')).toBe('en');
  });

  it('prints in Hindi when the seller chooses it, on A5 when chosen', async () => {
    logIn();
    api();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderRoute(`/userAdmin/businesses/${routeId}/poster`);
    await screen.findByTestId('shop-poster');
    fireEvent.click(screen.getByRole('radio', { name: 'हिन्दी' }));
    const poster = await screen.findByTestId('shop-poster');
    expect(await within(poster).findByText(hi.poster.scan)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('shop-poster').getAttribute('lang')).toBe('hi'));
    // The rest of the screen stays in the seller's language.
    expect(screen.getByRole('button', { name: P.print })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'A5' }));
    await waitFor(() =>
      expect(document.querySelector('style[media="print"]')?.textContent).toContain(
        '@page { size: A5 portrait',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: P.print }));
    expect(print).toHaveBeenCalled();
  });

  it('a business that is not public has no poster yet', async () => {
    logIn();
    api({ isApproved: false });
    renderRoute(`/userAdmin/businesses/${routeId}/poster`);
    expect(await screen.findByText(P.notPublic)).toBeTruthy();
    expect(screen.queryByTestId('shop-poster')).toBeNull();
  });
});
