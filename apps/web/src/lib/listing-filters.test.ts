import { describe, expect, it } from 'vitest';
import { PRICE_RANGE } from '@haat/shared';
import {
  activeFilterCount,
  decodeFilters,
  emptyFilters,
  encodeFilters,
  keepPriceGap,
  pruneDependents,
  toApiFilters,
  toggleDiscount,
  toggleId,
  type ListingFilters,
  type SubCategoryFacts,
} from './listing-filters.ts';

const A = '0190a000-0000-7000-8000-00000000000a';
const B = '0190a000-0000-7000-8000-00000000000b';
const SUB_A1 = '0190a000-0000-7000-8000-0000000000a1';
const SUB_B1 = '0190a000-0000-7000-8000-0000000000b1';
const BRAND_1 = '0190a000-0000-7000-8000-000000000001';
const BRAND_2 = '0190a000-0000-7000-8000-000000000002';

const filters = (change: Partial<ListingFilters>): ListingFilters => ({
  ...emptyFilters(),
  ...change,
});

describe('active filter count', () => {
  it('is 0 with nothing chosen', () => {
    expect(activeFilterCount(emptyFilters(), 'product')).toBe(0);
  });

  it('counts every chosen value, a narrowed price range once and a discount once', () => {
    const chosen = filters({
      categories: [A],
      subCategories: [SUB_A1, SUB_B1],
      brands: [BRAND_1],
      colors: ['c1', 'c2'],
      priceRange: { min: 1000, max: 6000 },
      discount: 20,
    });
    expect(activeFilterCount(chosen, 'product')).toBe(1 + 2 + 1 + 2 + 1 + 1);
  });

  it('leaves out brands and colours on services, which have none', () => {
    const chosen = filters({ categories: [A], brands: [BRAND_1], colors: ['c1'] });
    expect(activeFilterCount(chosen, 'service')).toBe(1);
  });

  it('does not count the default price range', () => {
    expect(activeFilterCount(filters({ priceRange: { min: 0, max: 6000 } }), 'product')).toBe(0);
    expect(activeFilterCount(filters({ priceRange: { min: 0, max: 5000 } }), 'product')).toBe(1);
  });
});

describe('URL encoding', () => {
  it('is null when every filter is at its default, so the parameter is removed', () => {
    expect(encodeFilters(emptyFilters(), 'product')).toBeNull();
    expect(toApiFilters(emptyFilters(), 'product')).toBeUndefined();
  });

  it('holds only what differs from the defaults and reads back the same', () => {
    const chosen = filters({
      subCategories: [SUB_A1],
      brands: [BRAND_1],
      priceRange: { min: 1000, max: 3000 },
      discount: 30,
    });
    const raw = encodeFilters(chosen, 'product');
    expect(JSON.parse(raw!)).toEqual({
      subCategories: [SUB_A1],
      brands: [BRAND_1],
      priceRange: { min: 1000, max: 3000 },
      discount: 30,
    });
    expect(decodeFilters(raw, 'product')).toEqual(chosen);
  });

  it('drops brands and colours from a service list', () => {
    const raw = encodeFilters(
      filters({ brands: [BRAND_1], colors: ['c'], discount: 10 }),
      'service',
    );
    expect(JSON.parse(raw!)).toEqual({ discount: 10 });
  });

  it('falls back to the defaults for a broken or hand-edited parameter', () => {
    expect(decodeFilters('{not json', 'product')).toEqual(emptyFilters());
    expect(decodeFilters('[1,2]', 'product')).toEqual(emptyFilters());
    const odd = decodeFilters(
      JSON.stringify({
        categories: [A, A, 7, ''],
        priceRange: { min: '1400', max: 99999 },
        discount: 35,
      }),
      'product',
    );
    expect(odd.categories).toEqual([A]);
    expect(odd.priceRange).toEqual({ min: 1000, max: PRICE_RANGE.max });
    expect(odd.discount).toBeNull();
  });

  it('keeps the price gap when a link puts min and max together', () => {
    expect(
      decodeFilters(JSON.stringify({ priceRange: { min: 3000, max: 3000 } }), 'product').priceRange,
    ).toEqual({ min: 2000, max: 3000 });
  });
});

describe('4★ & above (issue 22)', () => {
  it('travels as minRating, counts as one filter, and only the offered value is read', () => {
    const chosen = filters({ minRating: 4 });
    expect(toApiFilters(chosen, 'service')).toEqual({ minRating: 4 });
    expect(encodeFilters(chosen, 'product')).toBe('{"minRating":4}');
    expect(decodeFilters('{"minRating":4}', 'service').minRating).toBe(4);
    expect(decodeFilters('{"minRating":"4"}', 'product').minRating).toBe(4);
    expect(decodeFilters('{"minRating":3}', 'product').minRating).toBeNull();
    expect(decodeFilters('{"minRating":"x"}', 'product').minRating).toBeNull();
    expect(activeFilterCount(chosen, 'product')).toBe(1);
    expect(activeFilterCount(filters({ minRating: 4, discount: 20 }), 'service')).toBe(2);
  });
});

describe('price slider gap', () => {
  it('accepts a range at least one checkpoint wide', () => {
    expect(keepPriceGap([1000, 2000], [0, 2000])).toEqual([1000, 2000]);
    expect(keepPriceGap([0, 6000])).toEqual([0, 6000]);
  });

  it('pushes max up when min is moved onto it', () => {
    expect(keepPriceGap([3000, 3000], [2000, 3000])).toEqual([3000, 4000]);
  });

  it('pushes min down when max is moved onto it', () => {
    expect(keepPriceGap([2000, 2000], [2000, 4000])).toEqual([1000, 2000]);
  });

  it('gives way at the ends of the scale', () => {
    expect(keepPriceGap([6000, 6000], [5000, 6000])).toEqual([5000, 6000]);
    expect(keepPriceGap([0, 0], [0, 1000])).toEqual([0, 1000]);
  });

  it('snaps to the checkpoints and orders the thumbs', () => {
    expect(keepPriceGap([4400, 1600])).toEqual([2000, 4000]);
  });
});

describe('discount', () => {
  it('is single-select and clears when the chosen value is chosen again', () => {
    expect(toggleDiscount(null, 20)).toBe(20);
    expect(toggleDiscount(20, 40)).toBe(40);
    expect(toggleDiscount(40, 40)).toBeNull();
  });
});

describe('dependent choices', () => {
  const facts: SubCategoryFacts = new Map([
    [SUB_A1, { fkCategoryId: A, fkBrandsIds: [BRAND_1] }],
    [SUB_B1, { fkCategoryId: B, fkBrandsIds: [BRAND_2] }],
  ]);

  it('drops sub-categories of a category no longer chosen, and their brands', () => {
    const before = filters({
      categories: [A],
      subCategories: [SUB_A1, SUB_B1],
      brands: [BRAND_1, BRAND_2],
    });
    const after = pruneDependents(before, facts);
    expect(after.subCategories).toEqual([SUB_A1]);
    expect(after.brands).toEqual([BRAND_1]);
  });

  it('drops every brand when no sub-category is left', () => {
    const after = pruneDependents(
      filters({ subCategories: toggleId([SUB_A1], SUB_A1), brands: [BRAND_1] }),
      facts,
    );
    expect(after.brands).toEqual([]);
  });

  it('keeps sub-categories when no category is chosen (every sub-category is listed)', () => {
    const after = pruneDependents(filters({ subCategories: [SUB_A1, SUB_B1] }), facts);
    expect(after.subCategories).toEqual([SUB_A1, SUB_B1]);
  });
});

describe('near me filters (issue 23)', () => {
  it('writes radius and open now to the address with the other filters, and reads them back', () => {
    const chosen = filters({ radiusKm: 5, openNow: true, discount: 20 });
    const encoded = encodeFilters(chosen, 'product');
    expect(JSON.parse(encoded!)).toEqual({ discount: 20, radiusKm: 5, openNow: true });
    expect(decodeFilters(encoded, 'product')).toEqual(chosen);
    expect(activeFilterCount(chosen, 'product')).toBe(3);
  });

  it('drops a radius that is not one of the choices', () => {
    expect(decodeFilters('{"radiusKm":7,"openNow":"yes"}', 'service')).toEqual(emptyFilters());
  });
});
