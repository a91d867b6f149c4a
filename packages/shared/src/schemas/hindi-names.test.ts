import { describe, expect, it } from 'vitest';
import { maxCharsMessage } from '../messages.ts';
import {
  adminBannerCreateBody,
  adminBannerUpdateBody,
  adminCategoryCreateBody,
  adminCategoryUpdateBody,
  adminSubCategoryUpdateBody,
} from './admin.ts';

// The administrator's catalogue and banner forms carry an optional Hindi form.

const ID = '0195f3b2-7c1a-7d3e-9a4b-2c5d6e7f8a9b';

describe('Hindi names of categories and sub-categories', () => {
  it('are optional, trimmed, and blank means none', () => {
    const base = { type: 'product', category: 'Furniture' };
    expect(adminCategoryCreateBody.parse(base).categoryHi).toBeUndefined();
    expect(adminCategoryCreateBody.parse({ ...base, categoryHi: '  फ़र्नीचर ' }).categoryHi).toBe(
      'फ़र्नीचर',
    );
    expect(adminCategoryCreateBody.parse({ ...base, categoryHi: '   ' }).categoryHi).toBeNull();
    expect(adminCategoryUpdateBody.parse({ id: ID, ...base, categoryHi: null }).categoryHi).toBe(
      null,
    );
    expect(
      adminSubCategoryUpdateBody.parse({ id: ID, subCategory: 'Sarees', subCategoryHi: 'साड़ी' })
        .subCategoryHi,
    ).toBe('साड़ी');
  });

  it('may be as long as the English name (100), not longer', () => {
    const ok = adminSubCategoryUpdateBody.safeParse({
      id: ID,
      subCategory: 'Sarees',
      subCategoryHi: `${'स'.repeat(100)}  `,
    });
    expect(ok.success).toBe(true);
    const long = adminSubCategoryUpdateBody.safeParse({
      id: ID,
      subCategory: 'Sarees',
      subCategoryHi: 'स'.repeat(101),
    });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe(maxCharsMessage(100));
    expect(
      adminCategoryCreateBody.safeParse({ type: 'product', category: 'X', categoryHi: 5 }).success,
    ).toBe(false);
  });
});

describe('Hindi banner images', () => {
  const base = { images: ['seed/demo/banner-home-1.webp'] };
  it('are optional; an empty list means none', () => {
    expect(adminBannerCreateBody.parse(base).imagesHi).toBeUndefined();
    expect(adminBannerCreateBody.parse({ ...base, imagesHi: [] }).imagesHi).toBeNull();
    expect(
      adminBannerUpdateBody.parse({ id: ID, ...base, imagesHi: ['sale-hindi.webp'] }).imagesHi,
    ).toEqual(['sale-hindi.webp']);
  });

  it('must be images, at most 10', () => {
    expect(adminBannerCreateBody.safeParse({ ...base, imagesHi: ['notes.pdf'] }).success).toBe(
      false,
    );
    const eleven = Array.from({ length: 11 }, (_, i) => `b${i}.webp`);
    expect(adminBannerCreateBody.safeParse({ ...base, imagesHi: eleven }).success).toBe(false);
  });
});
