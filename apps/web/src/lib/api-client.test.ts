import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MSG } from '@haat/shared';
import {
  adminContract,
  businessesContract,
  landingContract,
  leadsContract,
  productsContract,
  searchContract,
} from '@haat/shared/endpoints';
import { en } from '@/i18n/en.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderWithProviders } from '@/test/render.tsx';
import { api, authorizationHeader, toQueryString } from './api-client.ts';
import { ApiError } from './api-errors.ts';
import { getToken, STORAGE_KEYS } from './auth-storage.ts';
import { setNavigator } from './navigation.ts';

describe('toQueryString', () => {
  it('sends scalars as text and objects or arrays as one JSON-encoded parameter', () => {
    const query = toQueryString({
      search: 'saree shop',
      pageNo: 2,
      active: true,
      filters: { categories: ['a'], priceRange: { min: 0, max: 6000 } },
      fkCategoriesIds: ['x', 'y'],
      missing: undefined,
      empty: null,
    });
    const params = new URLSearchParams(query.slice(1));
    expect(query.startsWith('?')).toBe(true);
    expect(params.get('search')).toBe('saree shop');
    expect(params.get('pageNo')).toBe('2');
    expect(params.get('active')).toBe('true');
    expect(JSON.parse(params.get('filters') ?? '')).toEqual({
      categories: ['a'],
      priceRange: { min: 0, max: 6000 },
    });
    expect(JSON.parse(params.get('fkCategoriesIds') ?? '')).toEqual(['x', 'y']);
    expect(params.has('missing')).toBe(false);
    expect(params.has('empty')).toBe(false);
  });

  it('is empty without arguments', () => {
    expect(toQueryString()).toBe('');
    expect(toQueryString({ a: undefined })).toBe('');
  });
});

describe('authorizationHeader', () => {
  it('adds the Bearer scheme unless the stored token already has one', () => {
    expect(authorizationHeader('abc')).toBe('Bearer abc');
    expect(authorizationHeader('Bearer abc')).toBe('Bearer abc');
    expect(authorizationHeader(null)).toBeNull();
  });
});

describe('api client', () => {
  it('GETs under /api with query parameters and the stored token, answering the payload', async () => {
    logIn();
    const calls = mockApi({
      'GET /api/public/product/search': ok({ searchResults: [], total: 0 }),
    });
    const payload = await api(searchContract.productSearch, { search: 'tea', pageNo: 1 } as never);
    expect(payload).toEqual({ searchResults: [], total: 0 });
    expect(calls[0]?.url.searchParams.get('search')).toBe('tea');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('sends other methods a JSON body and accepts 201', async () => {
    const calls = mockApi({ 'POST /api/public/productLeads/create': ok({ _id: '1' }, 201) });
    await expect(
      api(leadsContract.createProductLead, {
        contactPerson: 'Ravi',
        phoneNo: '9876543210',
      } as never),
    ).resolves.toEqual({ _id: '1' });
    expect(calls[0]?.body).toEqual({ contactPerson: 'Ravi', phoneNo: '9876543210' });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('throws an ApiError and shows the server message as a toast', async () => {
    renderWithProviders(null);
    mockApi({
      'POST /api/userAdmin/business/create': fail(400, MSG.businessNameRequired, 'VALIDATION'),
    });
    const error = await api(businessesContract.create, {} as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, error: 'VALIDATION' });
    expect(await screen.findByText(MSG.businessNameRequired)).toBeTruthy();
  });

  it("shows no toast for 'Some Error Occurred!', nor when the caller opts out", async () => {
    renderWithProviders(null);
    mockApi({
      'GET /api/public/landingPage/fetch': fail(500, MSG.someErrorOccurred, 'INTERNAL'),
      'GET /api/userAdmin/business/fetchAll': fail(409, 'Already exists', 'CONFLICT'),
    });
    await expect(api(landingContract.fetch, {} as never)).rejects.toBeInstanceOf(ApiError);
    await expect(
      api(businessesContract.fetchAll, {} as never, { toast: false }),
    ).rejects.toBeInstanceOf(ApiError);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(MSG.someErrorOccurred)).toBeNull();
    expect(screen.queryByText('Already exists')).toBeNull();
  });

  it('TOKEN_EXPIRED clears local storage and navigates to /logIn', async () => {
    renderWithProviders(null);
    logIn();
    window.localStorage.setItem(STORAGE_KEYS.location, 'Pune');
    const navigate = vi.fn();
    setNavigator(navigate);
    mockApi({ 'GET /api/userAdmin/business/fetchAll': fail(401, 'Expired', 'TOKEN_EXPIRED') });
    await expect(api(businessesContract.fetchAll, {} as never)).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.location)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/logIn', { replace: true });
  });

  it('PLAN_REQUIRED asks to buy a plan, sends the user home, and Proceed opens the plans', async () => {
    renderWithProviders(null);
    logIn({ plan: 'Plan 0' });
    const navigate = vi.fn();
    setNavigator(navigate);
    mockApi({ 'GET /api/userAdmin/product/fetchAll': fail(401, 'No plan', 'PLAN_REQUIRED') });
    await expect(api(productsContract.fetchAll, {} as never)).rejects.toBeInstanceOf(ApiError);
    expect(await screen.findByText(MSG.planRequired)).toBeTruthy();
    expect(navigate).toHaveBeenCalledWith('/home', { replace: true });
    expect(getToken()).toBe('test-token'); // still logged in
    fireEvent.click(screen.getByRole('button', { name: en.common.proceed }));
    expect(navigate.mock.calls.map(([to]) => to)).toEqual(['/home', '/subscriptionPlans']);
    expect(screen.queryByText(MSG.planRequired)).toBeNull();
  });

  it('no response gives a generic network message', async () => {
    renderWithProviders(null);
    mockApi({ 'GET /api/public/landingPage/fetch': 'network-error' });
    const error = await api(landingContract.fetch, {} as never).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 0, network: true });
    expect(await screen.findByText(en.errors.network)).toBeTruthy();
  });

  it('a response that is not an envelope is an error, not a payload', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    renderWithProviders(null);
    await expect(api(landingContract.fetch, {} as never)).rejects.toMatchObject({
      code: 502,
      malformed: true,
    });
    await waitFor(() => expect(screen.getByText(en.errors.unexpected)).toBeTruthy());
  });
  it('a query cancelled while its answer arrives shows nothing (the screen was left)', async () => {
    const controller = new AbortController();
    // Headers have come; the body is cut off by the cancellation, as fetch does.
    const body = new ReadableStream({
      start(stream) {
        controller.signal.addEventListener('abort', () =>
          stream.error(new DOMException('The operation was aborted.', 'AbortError')),
        );
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 200 })),
    );
    renderWithProviders(null);
    const answer = api(adminContract.fetchUsers, {} as never, { signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(en.errors.unexpected)).toBeNull();
  });
});
