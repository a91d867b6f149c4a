import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CatalogCategory } from '@haat/shared';
import { mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderWithProviders } from '@/test/render.tsx';
import type { SellerProduct } from '../api.ts';
import { ProductForm } from './product-form.tsx';

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

const product = {
  _id: '0190a1b2-0000-7000-8000-0000000000p1',
  name: 'Phone 15',
  images: [],
  fkCategoryId: ids.category,
  fkSubCategoriesIds: [ids.phones, ids.covers],
  fkBrandId: ids.apple,
  fkColorIds: [],
  sku: null,
  pricePerUnit: null,
  sellingPrice: null,
  tags: [],
  description: null,
  specifications: [],
  disclaimer: [],
  fkBusinessId: '0190a1b2-0000-7000-8000-0000000000a1',
  isActive: true,
  isApproved: false,
  rejectionMessage: null,
  leadsCount: 0,
  subCategories: [],
  category: null,
  brand: null,
  colors: [],
} satisfies SellerProduct;

function renderForm() {
  logIn();
  mockApi({
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
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <ProductForm fkBusinessId={product.fkBusinessId} listPath="/" product={product} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
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

describe('ProductForm brand', () => {
  it(
    'is cleared when its sub-category is deselected, kept otherwise',
    { timeout: 20_000 },
    async () => {
      const { container } = renderForm();
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
