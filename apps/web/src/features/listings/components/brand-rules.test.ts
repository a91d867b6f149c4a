import { describe, expect, it } from 'vitest';
import type { CatalogSubCategory } from '@haat/shared';
import { brandAfterSubCategories, offeredBrandIds } from './brand-rules.ts';

const sub = (id: string, brands: string[]): CatalogSubCategory => ({
  _id: id,
  subCategory: id,
  image: null,
  fkBrandsIds: brands,
});
const phones = sub('phones', ['samsung', 'apple']);
const covers = sub('covers', ['samsung', 'boat']);
const chargers = sub('chargers', ['anker']);
const subs = [phones, covers, chargers];

describe('brand follows the chosen sub-categories (spec §5 Product)', () => {
  it('offers the brands of the chosen sub-categories, each once', () => {
    expect(offeredBrandIds(subs, ['phones', 'covers']).sort()).toEqual([
      'apple',
      'boat',
      'samsung',
    ]);
    expect(offeredBrandIds(subs, [])).toEqual([]);
  });

  it('clears the brand when its sub-category is deselected', () => {
    expect(brandAfterSubCategories('anker', subs, ['phones'])).toBeNull();
    expect(brandAfterSubCategories('apple', subs, ['covers'])).toBeNull();
    expect(brandAfterSubCategories('apple', subs, [])).toBeNull();
  });

  it('keeps the brand while a chosen sub-category still offers it', () => {
    expect(brandAfterSubCategories('samsung', subs, ['covers'])).toBe('samsung');
    expect(brandAfterSubCategories('apple', subs, ['phones', 'chargers'])).toBe('apple');
  });

  it('no brand stays no brand', () => {
    expect(brandAfterSubCategories(null, subs, ['phones'])).toBeNull();
  });
});
