import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ALL_OVER_INDIA, encodeRouteId } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { setLocation } from '@/lib/auth-storage.ts';
import { mockApi, ok } from '@/test/api-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { postRequirementPath } from './requirement-entry.tsx';
import { readRequirementPrefill } from './requirement-path.ts';

// The home, category, sub-category and search pages link to "Tell us what you need"
// with what they know of the need, as plain links (the form is its own screen).

const CATEGORY = '0190a5e6-0000-7000-8000-0000000000c1';
const SUB_CATEGORY = '0190a5e6-0000-7000-8000-0000000000c2';

const product = (n: number) => ({
  _id: `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`,
  name: `Product ${n}`,
  subCat: null,
  subCategories: [],
  images: [],
  sellingPrice: 900,
  pricePerUnit: 1000,
});

const entryLinks = () =>
  screen.queryAllByRole('link', { name: en.requirementEntry.link }).map((link) => {
    const href = link.getAttribute('href')!;
    return {
      path: href.split('?')[0],
      prefill: readRequirementPrefill(new URL(href, 'http://x').searchParams),
    };
  });

describe('Tell us what you need: the links', { timeout: 30_000 }, () => {
  it('carries the words, the kind, the city and the catalogue choice, and reads them back', () => {
    const path = postRequirementPath({
      need: ' 20 chairs ',
      kind: 'product',
      city: 'Pune',
      categoryId: CATEGORY,
      subCategoryId: SUB_CATEGORY,
    });
    expect(path).toBe(
      `/postRequirement?need=20+chairs&kind=product&city=Pune&category=${CATEGORY}&subCategory=${SUB_CATEGORY}`,
    );
    expect(readRequirementPrefill(new URL(path, 'http://x').searchParams)).toEqual({
      need: '20 chairs',
      kind: 'product',
      city: 'Pune',
      categoryId: CATEGORY,
      subCategoryId: SUB_CATEGORY,
    });
    // All Over India is no city, and an unknown kind is dropped.
    expect(postRequirementPath({ city: ALL_OVER_INDIA })).toBe('/postRequirement');
    expect(readRequirementPrefill(new URLSearchParams('kind=shop')).kind).toBeUndefined();
  });

  it('the home page links to the form', async () => {
    mockApi({});
    renderRoute('/home');
    await waitFor(() => expect(entryLinks()).toEqual([{ path: '/postRequirement', prefill: {} }]));
  });

  it('a category page names its kind and category', async () => {
    mockApi({
      'GET /api/public/subCategory/categoriesAll': ok({
        category: {
          _id: CATEGORY,
          category: 'Furniture',
          categoryHi: null,
          image: null,
          type: 'product',
        },
        subCategories: [],
        total: 0,
      }),
    });
    renderRoute(`/category/${encodeRouteId({ _id: CATEGORY, category: 'Furniture' })}`);
    await waitFor(() =>
      expect(entryLinks().map((link) => link.prefill)).toEqual([
        { kind: 'product', categoryId: CATEGORY },
      ]),
    );
  });

  it('a sub-category page names its kind, category and sub-category', async () => {
    mockApi({
      'GET /api/public/subCategory/banners': ok({
        banners: {
          images: [],
          category: 'Home Repairs',
          fkCategoryId: CATEGORY,
          subCategory: 'Plumbers',
        },
      }),
      'GET /api/public/service/subCategoryAll': ok({ services: [], total: 0 }),
    });
    renderRoute(
      `/service/subCategory/${encodeRouteId({ _id: SUB_CATEGORY, subCategory: 'Plumbers' })}`,
    );
    await waitFor(() =>
      expect(entryLinks().map((link) => link.prefill)).toEqual([
        { kind: 'service', categoryId: CATEGORY, subCategoryId: SUB_CATEGORY },
      ]),
    );
  });

  it('a search that finds few offers it as a card with its words, kind and city', async () => {
    setLocation('Pune');
    mockApi({
      'GET /api/public/product/search': ok({ searchResults: [product(1), product(2)], total: 2 }),
    });
    renderRoute('/Pune?type=products&searchQuery=almira');
    expect(await screen.findByText('Product 1', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: en.requirementEntry.fewTitle })).toBeTruthy();
    expect(entryLinks()).toEqual([
      { path: '/postRequirement', prefill: { need: 'almira', kind: 'product', city: 'Pune' } },
    ]);
  });

  it('a search that finds many offers it as a small link, and one that finds none as a card', async () => {
    setLocation('Pune');
    mockApi({
      'GET /api/public/product/search': ok({
        searchResults: Array.from({ length: 12 }, (_, i) => product(i + 1)),
        total: 40,
      }),
    });
    const { unmount } = renderRoute('/Pune?type=products&searchQuery=almira');
    expect(await screen.findByText('Product 12', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: en.requirementEntry.fewTitle })).toBeNull();
    expect(entryLinks()).toEqual([
      { path: '/postRequirement', prefill: { need: 'almira', kind: 'product', city: 'Pune' } },
    ]);
    unmount();

    mockApi({ 'GET /api/public/service/search': ok({ searchResults: [], total: 0 }) });
    renderRoute('/Pune?type=services&searchQuery=tailor');
    expect(
      await screen.findByRole(
        'complementary',
        { name: en.requirementEntry.fewTitle },
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(entryLinks()).toEqual([
      { path: '/postRequirement', prefill: { need: 'tailor', kind: 'service', city: 'Pune' } },
    ]);
  });
});
