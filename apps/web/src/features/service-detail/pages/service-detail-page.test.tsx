import { afterEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { encodeRouteId } from '@haat/shared';
import { connectRouter } from '@/app/router.ts';
import { routes } from '@/app/routes.tsx';
import { en } from '@/i18n/en.ts';
import { resetCountedViews } from '@/lib/views.ts';
import { serviceModalState } from '@/lib/service-modal.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { renderRoute, renderWithProviders } from '@/test/render.tsx';
import type { ServiceDetail } from '../api.ts';

// Screens load lazily; on a busy test run they can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

const pestControl = {
  _id: '0190a1b2-0000-7000-8000-0000000000d2',
  subCategory: 'Pest Control',
  subCategoryHi: null,
};

const service: ServiceDetail = {
  _id: '0190a1b2-0000-7000-8000-0000000000a2',
  name: 'Termite Treatment',
  images: ['seed/t1.webp', 'seed/t2.webp'],
  pricePerUnit: 1499,
  sellingPrice: 1124,
  tags: ['pest control'],
  description: 'Odourless termite treatment with a one-year warranty.',
  fkCategoryId: '0190a1b2-0000-7000-8000-0000000000c2',
  fkBusinessId: '0190a1b2-0000-7000-8000-0000000000b2',
  fkSubCategoriesIds: [pestControl._id],
  category: {
    _id: '0190a1b2-0000-7000-8000-0000000000c2',
    category: 'Cleaning',
    categoryHi: null,
    image: null,
  },
  subCategories: [pestControl],
  subCat: pestControl,
  business: {
    _id: '0190a1b2-0000-7000-8000-0000000000b2',
    name: 'Sharma Pest Control',
    phoneNo: '9000000002',
    address: 'Shop No. 54, Main Road, Karol Bagh',
    city: 'Delhi',
    state: 'Delhi',
    pinCode: '110005',
  },
  rating: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
};
const path = `/service/${encodeRouteId({ _id: service._id, serviceName: service.name })}`;

const api = () =>
  mockApi({
    'GET /api/public/service/fetch': ok({ service }),
    'PUT /api/public/service/views': ok({ counted: true }),
  });

afterEach(() => resetCountedViews());

describe('/service/{id}', () => {
  it(
    'a direct visit shows the service in a modal over the home page',
    { timeout: 30_000 },
    async () => {
      const calls = api();
      const { router } = renderRoute(path);
      const dialog = await screen.findByRole('dialog', { name: service.name }, { timeout: 15_000 });
      await within(dialog).findByText('₹1,124');
      expect(within(dialog).getByText('₹1,499')).toBeTruthy();
      expect(within(dialog).getByText(service.description)).toBeTruthy();
      expect(within(dialog).getByRole('link', { name: service.business.name })).toBeTruthy();
      expect(within(dialog).getByText('Shop No. 54, Main Road, Karol Bagh, Delhi')).toBeTruthy();
      expect(
        within(dialog).getByRole('link', { name: en.queryForm.callNow }).getAttribute('href'),
      ).toBe('tel:+919000000002');
      expect(
        within(dialog).getByRole('link', { name: en.queryForm.whatsApp }).getAttribute('href'),
      ).toMatch(/^https:\/\/wa\.me\/919000000002\?text=.*Termite%20Treatment/);
      expect(within(dialog).getByRole('button', { name: en.queryForm.sendEnquiry })).toBeTruthy();
      // The home screen is beneath.
      const background = screen.getByTestId('service-modal-background');
      expect(await within(background).findByRole('heading', { level: 1 })).toBeTruthy();
      expect(background.querySelector('#home-title')).not.toBeNull();
      await waitFor(() =>
        expect(calls.some((call) => call.path === '/api/public/service/views')).toBe(true),
      );

      fireEvent.click(within(dialog).getByRole('button', { name: en.serviceDetail.close }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: service.name })).toBeNull());
    },
  );

  it('opened from a page, it shows over that page and closing goes back to it', async () => {
    api();
    const from = { pathname: '/contactUs', search: '', hash: '', state: null };
    const router = connectRouter(
      createMemoryRouter(routes, {
        initialEntries: [from, { pathname: path, state: serviceModalState(from) }],
        initialIndex: 1,
      }),
    );
    renderWithProviders(<RouterProvider router={router} />);
    const dialog = await screen.findByRole('dialog', { name: service.name }, { timeout: 5000 });
    const background = screen.getByTestId('service-modal-background');
    expect(
      await within(background).findByRole('heading', { level: 1, name: en.pages.contactUs }),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: en.serviceDetail.close }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contactUs'));
  });

  it('a service that is gone says so inside the modal', async () => {
    mockApi({
      'GET /api/public/service/fetch': fail(
        404,
        'This service is no longer available.',
        'NOT_FOUND',
      ),
    });
    renderRoute(path);
    const dialog = await screen.findByRole('dialog', { name: service.name }, { timeout: 5000 });
    expect(await within(dialog).findByText(en.serviceDetail.notFoundTitle)).toBeTruthy();
  });
});
