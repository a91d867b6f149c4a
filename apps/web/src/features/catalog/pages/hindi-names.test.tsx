import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, within } from '@testing-library/react';
import { encodeRouteId, type ProductCard } from '@haat/shared';
import { changeLanguage } from '@/i18n/index.ts';
import { mockApi, ok } from '@/test/api-mock.ts';
import { renderRoute } from '@/test/render.tsx';

// In Hindi the catalogue's names and the banners show their Hindi form, and fall back
// to English where the administrator has written none.

// Screens load lazily; on a busy test run they can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const CATEGORY_ID = '0190a1b2-0000-7000-8000-0000000000c1';
const SAREES = '0190a1b2-0000-7000-8000-0000000000d1';
const KURTIS = '0190a1b2-0000-7000-8000-0000000000d2';

const category = {
  _id: CATEGORY_ID,
  category: "Women's Fashion",
  categoryHi: 'महिलाओं के कपड़े',
  image: null,
  type: 'product',
};
const subCategories = [
  { _id: SAREES, subCategory: 'Sarees', subCategoryHi: 'साड़ी', image: null },
  // No Hindi name yet: shown in English.
  { _id: KURTIS, subCategory: 'Kurtis & Kurtas', subCategoryHi: null, image: null },
];
const saree: ProductCard = {
  _id: '0190a1b2-0000-7000-8000-0000000000e1',
  name: 'Banarasi Silk Saree',
  subCat: { _id: SAREES, subCategory: 'Sarees', subCategoryHi: 'साड़ी' },
  subCategories: [{ _id: SAREES, subCategory: 'Sarees', subCategoryHi: 'साड़ी' }],
  images: [],
  sellingPrice: 2499,
  pricePerUnit: 3999,
} as ProductCard;
const banners = {
  images: ['seed/demo/promo-category-womens-fashion.webp'],
  imagesHi: ['seed/demo/promo-category-womens-fashion-hi.webp'],
  category: "Women's Fashion",
  categoryHi: 'महिलाओं के कपड़े',
  fkCategoryId: CATEGORY_ID,
};

function api() {
  return mockApi({
    'GET /api/public/subCategory/categoriesAll': ok({ category, subCategories, total: 2 }),
    'GET /api/public/category/banners': ok({ banners }),
    'GET /api/public/subCategory/trendingInCategory': ok({
      trendingSubCategories: [{ ...subCategories[0], products: [saree] }],
    }),
    'GET /api/public/subCategory/banners': ok({
      banners: { ...banners, subCategory: 'Sarees', subCategoryHi: 'साड़ी' },
    }),
    'GET /api/public/product/subCategoryAll': ok({ products: [saree], total: 1 }),
  });
}

const categoryPath = `/category/${encodeRouteId({ _id: CATEGORY_ID, category: "Women's Fashion" })}`;
const bannerSources = () =>
  [...document.querySelectorAll('img')]
    .map((img) => img.getAttribute('src') ?? '')
    .filter((src) => src.includes('promo-'));

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('Hindi catalogue names', () => {
  it('the category page names the category, its sub-categories and cards in Hindi', async () => {
    await act(() => changeLanguage('hi'));
    api();
    renderRoute(categoryPath);
    expect(await screen.findByRole('heading', { level: 1, name: 'महिलाओं के कपड़े' })).toBeTruthy();
    const list = screen.getByRole('region', { name: /महिलाओं के कपड़े देखें/ });
    const sarees = (await within(list).findByText('साड़ी')).closest('a')!;
    expect(sarees.getAttribute('href')).toMatch(/^\/subCategory\//);
    // Without a Hindi name the English one shows.
    expect(within(list).getByText('Kurtis & Kurtas')).toBeTruthy();
    // The trending row's heading and its product card's sub-category label.
    expect(await screen.findByRole('heading', { level: 3, name: 'साड़ी' })).toBeTruthy();
    const card = screen.getByText(saree.name).closest('article')!;
    expect(within(card).getByText('साड़ी')).toBeTruthy();
    expect(bannerSources()[0]).toContain('promo-category-womens-fashion-hi.webp');
  });

  it('shows English on English pages, and follows a switch to Hindi', async () => {
    api();
    renderRoute(categoryPath);
    expect(await screen.findByRole('heading', { level: 1, name: "Women's Fashion" })).toBeTruthy();
    expect((await screen.findAllByText('Sarees', { selector: 'a span' })).length).toBeGreaterThan(
      0,
    );
    expect(bannerSources()[0]).toMatch(/promo-category-womens-fashion\.webp/);
    await act(() => changeLanguage('hi'));
    expect((await screen.findAllByText('साड़ी', { selector: 'a span' })).length).toBeGreaterThan(0);
    expect(screen.queryByText('Sarees', { selector: 'a span' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'महिलाओं के कपड़े' })).toBeTruthy();
  });

  it('the sub-category page titles itself and its breadcrumb in Hindi', async () => {
    await act(() => changeLanguage('hi'));
    api();
    renderRoute(`/subCategory/${encodeRouteId({ _id: SAREES, subCategory: 'Sarees' })}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'साड़ी' })).toBeTruthy();
    const crumb = await screen.findByRole('link', { name: 'महिलाओं के कपड़े' });
    expect(crumb.getAttribute('href')).toMatch(/^\/category\//);
  });
});
