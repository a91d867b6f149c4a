import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MSG, type CatalogCategory, type SellerProduct, type SellerService } from '@haat/shared';
import { mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderWithProviders } from '@/test/render.tsx';
import type { ListingKind } from '@haat/shared';
import { ListingForm } from './listing-form.tsx';
import type { SellerListing } from './listing-form-values.ts';

const ids = {
  category: '0190a1b2-0000-7000-8000-0000000000c1',
  phones: '0190a1b2-0000-7000-8000-0000000000s1',
  covers: '0190a1b2-0000-7000-8000-0000000000s2',
  apple: '0190a1b2-0000-7000-8000-0000000000b1',
  boat: '0190a1b2-0000-7000-8000-0000000000b2',
};

const categories: CatalogCategory[] = [
  {
    _id: ids.category,
    category: 'Mobiles & Accessories',
    type: 'product',
    image: null,
    subCategories: [
      { _id: ids.phones, subCategory: 'Smartphones', image: null, fkBrandsIds: [ids.apple] },
      { _id: ids.covers, subCategory: 'Covers', image: null, fkBrandsIds: [ids.boat] },
    ],
  },
];

const listing = {
  name: 'Phone 15',
  images: [],
  fkCategoryId: ids.category,
  fkSubCategoriesIds: [ids.phones, ids.covers],
  pricePerUnit: null,
  sellingPrice: null,
  tags: [],
  fkBusinessId: '0190a1b2-0000-7000-8000-0000000000a1',
  isActive: true,
  isApproved: false,
  rejectionMessage: null,
  leadsCount: 0,
  views: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  revision: null,
  category: null,
  subCategories: [],
};

const product = {
  ...listing,
  _id: '0190a1b2-0000-7000-8000-0000000000p1',
  fkBrandId: ids.apple,
  fkColorIds: [],
  sku: null,
  description: null,
  specifications: [],
  disclaimer: [],
  subCat: null,
  brand: null,
  colors: [],
  business: null,
} satisfies SellerProduct;

const service = {
  ...listing,
  _id: '0190a1b2-0000-7000-8000-0000000000v1',
  name: 'AC repair at home',
  description: 'Gas refill and service at your home.',
  business: null,
} satisfies SellerService;

const saved = (item: unknown) =>
  ok({
    product: item,
    service: item,
    newProductImagesPreSignedUrls: [],
    newServiceImagesPreSignedUrls: [],
    savedAsRevision: false,
  });

function renderForm(
  kind: ListingKind,
  editing: SellerListing = kind === 'product' ? product : service,
) {
  logIn();
  const calls = mockApi({
    'GET /api/userAdmin/category/fetchAll': ok({ categories }),
    'GET /api/userAdmin/color/fetchAll': ok({ colors: [], total: 0 }),
    'GET /api/userAdmin/brand/fetchSubCategoriesAll': ({ url }) => {
      const wanted = JSON.parse(url.searchParams.get('fkBrandsIds') ?? '[]') as string[];
      const brands = [
        { _id: ids.apple, brand: 'Apple', image: null },
        { _id: ids.boat, brand: 'boAt', image: null },
      ].filter((brand) => wanted.includes(brand._id));
      return ok({ brands, total: brands.length });
    },
    'PUT /api/userAdmin/product/update': ({ body }) => saved({ ...product, ...(body as object) }),
    'PUT /api/userAdmin/service/update': ({ body }) => saved({ ...service, ...(body as object) }),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ListingForm
            kind={kind}
            fkBusinessId={editing.fkBusinessId}
            listPath="/list"
            listing={editing}
          />
        ),
      },
      { path: '/list', element: <p>the list</p> },
    ],
    { initialEntries: ['/'] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), calls };
}

// happy-dom has no FontFaceSet; Mantine's autosize textarea listens to it.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

const brandInput = () =>
  (screen.queryByRole('textbox', { name: 'Brand' }) ??
    screen.getByRole('combobox', { name: 'Brand' })) as HTMLInputElement;

describe('ListingForm, a product: its brand', () => {
  it(
    'is cleared when its sub-category is deselected, kept otherwise',
    { timeout: 20_000 },
    async () => {
      const { container } = renderForm('product');
      // The categories and the brands arrive first (slow under a loaded test run).
      await waitFor(() => expect(brandInput().value).toBe('Apple'), { timeout: 8000 });

      // Deselecting Covers keeps Apple: Smartphones still offers it.
      const pill = (name: string) =>
        [...container.querySelectorAll('.mantine-Pill-root')].find((el) => el.textContent === name);
      fireEvent.click(pill('Covers')!.querySelector('button')!);
      await waitFor(() => expect(pill('Covers')).toBeUndefined());
      expect(brandInput().value).toBe('Apple');

      // Deselecting Smartphones clears it.
      fireEvent.click(pill('Smartphones')!.querySelector('button')!);
      await waitFor(() => expect(brandInput().value).toBe(''));
    },
  );
});

const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

describe('ListingForm, one form for both kinds', () => {
  it(
    "shows a product's own fields and sends them; the name and SKU take what their rules take",
    { timeout: 20_000 },
    async () => {
      const { calls } = renderForm('product');
      await waitFor(() => expect(brandInput().value).toBe('Apple'), { timeout: 8000 });
      const name = screen.getByRole('textbox', { name: /Product name/ });
      expect(name.getAttribute('maxlength')).toBe('150');
      expect(screen.getByRole('textbox', { name: 'SKU' }).getAttribute('maxlength')).toBe('60');
      expect(screen.getByText('Specifications')).toBeTruthy();
      expect(screen.getByText('Disclaimers')).toBeTruthy();

      fireEvent.change(screen.getByRole('textbox', { name: 'SKU' }), {
        target: { value: 'PH-15' },
      });
      fireEvent.click(saveButton());
      await waitFor(() => expect(screen.getByText('the list')).toBeTruthy(), {
        timeout: 8000,
      });
      const update = calls.find((call) => call.path === '/api/userAdmin/product/update');
      expect(update?.body).toMatchObject({
        id: product._id,
        name: 'Phone 15',
        sku: 'PH-15',
        fkBrandId: ids.apple,
        fkColorIds: [],
        specifications: [],
        disclaimer: [],
      });
    },
  );

  it(
    "leaves out what only a product has, and sends a service's fields alone",
    { timeout: 20_000 },
    async () => {
      const { calls } = renderForm('service');
      const name = screen.getByRole('textbox', { name: /Service name/ });
      expect((name as HTMLInputElement).value).toBe('AC repair at home');
      expect(name.getAttribute('maxlength')).toBe('150');
      await waitFor(() => expect(screen.getAllByText('Smartphones')[0]).toBeTruthy(), {
        timeout: 8000,
      });
      for (const productOnly of ['SKU', 'Brand', 'Colours']) {
        expect(screen.queryByRole('textbox', { name: productOnly })).toBeNull();
        expect(screen.queryByRole('combobox', { name: productOnly })).toBeNull();
      }
      expect(screen.queryByText('Specifications')).toBeNull();
      expect(screen.queryByText('Disclaimers')).toBeNull();

      fireEvent.click(saveButton());
      await waitFor(() => expect(screen.getByText('the list')).toBeTruthy(), {
        timeout: 8000,
      });
      const update = calls.find((call) => call.path === '/api/userAdmin/service/update');
      expect(update?.body).toMatchObject({
        id: service._id,
        name: 'AC repair at home',
        description: 'Gas refill and service at your home.',
      });
      for (const productOnly of [
        'sku',
        'fkBrandId',
        'fkColorIds',
        'specifications',
        'disclaimer',
      ]) {
        expect(update?.body).not.toHaveProperty(productOnly);
      }
    },
  );

  it('asks for a service description before sending anything', { timeout: 20_000 }, async () => {
    const { calls } = renderForm('service', { ...service, description: '' });
    await waitFor(() => expect(screen.getAllByText('Smartphones')[0]).toBeTruthy(), {
      timeout: 8000,
    });
    fireEvent.click(saveButton());
    expect(await screen.findByText(MSG.descriptionRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
