import { z } from 'zod';
import { CATEGORY_TYPES } from '../constants.ts';
import { MSG } from '../messages.ts';

// Catalogue lists for the seller forms (spec §7 "Lists for forms"). GET arguments arrive as query
// parameters; an array travels as one JSON-encoded parameter (DESIGN.md §3).

/**
 * Reads an array parameter as DESIGN.md §3 sends it ('["id1","id2"]'), and, to be forgiving,
 * also a repeated parameter (?x=a&x=b), a comma-separated list or a single value.
 */
export const jsonArrayParam = <T extends z.ZodType>(item: T, max = 100) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (!text) return [];
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return value;
      }
    }
    return text.split(',').map((part) => part.trim());
  }, z.array(item).max(max));

const catalogId = (message: string) => z.uuid({ error: message });

export const fetchCategoriesQuery = z.object({
  /** product or service; both when absent. */
  categoryType: z
    .enum(CATEGORY_TYPES, { error: 'categoryType must be product or service' })
    .optional(),
});

export const fetchSubCategoriesQuery = z.object({
  fkCategoryId: catalogId(MSG.categoryInvalid),
});

/** Without perPage every row answers (the seller forms show the whole list). */
const optionalPage = {
  pageNo: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(500).optional(),
};

export const fetchBrandsQuery = z.object(optionalPage);

/**
 * Brands of chosen sub-categories: either the brand ids the sub-categories carry (fkBrandsIds,
 * as the spec's call sends them) or the sub-category ids themselves (fkSubCategoriesIds).
 */
export const fetchSubCategoryBrandsQuery = z.object({
  fkBrandsIds: jsonArrayParam(catalogId(MSG.brandInvalid), 500).optional(),
  fkSubCategoriesIds: jsonArrayParam(catalogId(MSG.subCategoryInvalid)).optional(),
  ...optionalPage,
});

export const fetchColorsQuery = z.object(optionalPage);

export type CatalogSubCategory = {
  _id: string;
  subCategory: string;
  /** Hindi name (issue 20); optional: answers kept from before it existed lack it. */
  subCategoryHi?: string | null;
  image: string | null;
  fkBrandsIds: string[];
};
export type CatalogCategory = {
  _id: string;
  category: string;
  categoryHi?: string | null;
  type: (typeof CATEGORY_TYPES)[number];
  image: string | null;
  subCategories: CatalogSubCategory[];
};
export type CatalogBrand = { _id: string; brand: string; image: string | null };
export type CatalogColor = { _id: string; color: string; colorName: string };
