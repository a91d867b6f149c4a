import { z } from 'zod';
import { envelopeSchema, type PayloadsOf } from '../api.ts';
import { CATEGORY_TYPES } from '../constants.ts';
import { MSG } from '../messages.ts';

// Catalogue lists for the seller forms' pickers. GET arguments arrive as query
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

export const catalogSubCategorySchema = z.object({
  _id: z.string(),
  subCategory: z.string(),
  /** Hindi name; optional: answers kept from before it existed lack it. */
  subCategoryHi: z.string().nullish(),
  image: z.string().nullable(),
  fkBrandsIds: z.array(z.string()),
});
export type CatalogSubCategory = z.infer<typeof catalogSubCategorySchema>;
export const catalogCategorySchema = z.object({
  _id: z.string(),
  category: z.string(),
  categoryHi: z.string().nullish(),
  type: z.enum(CATEGORY_TYPES),
  image: z.string().nullable(),
  subCategories: z.array(catalogSubCategorySchema),
});
export type CatalogCategory = z.infer<typeof catalogCategorySchema>;
export const catalogBrandSchema = z.object({
  _id: z.string(),
  brand: z.string(),
  image: z.string().nullable(),
});
export type CatalogBrand = z.infer<typeof catalogBrandSchema>;
export const catalogColorSchema = z.object({
  _id: z.string(),
  color: z.string(),
  colorName: z.string(),
});
export type CatalogColor = z.infer<typeof catalogColorSchema>;

/** Envelopes of the seller forms' catalogue answers, for the routes' response schemas. */
export const CATALOG_ANSWERS = {
  categories: envelopeSchema(z.object({ categories: z.array(catalogCategorySchema) })),
  /** Sub-categories of one category, each naming it. */
  subCategories: envelopeSchema(
    z.object({
      subCategories: z.array(catalogSubCategorySchema.extend({ fkCategoryId: z.string() })),
    }),
  ),
  brands: envelopeSchema(
    z.object({ brands: z.array(catalogBrandSchema), total: z.number().int() }),
  ),
  colors: envelopeSchema(
    z.object({ colors: z.array(catalogColorSchema), total: z.number().int() }),
  ),
} as const;
/** What each of those answers carries (its payload), by the same name. */
export type CatalogAnswers = PayloadsOf<typeof CATALOG_ANSWERS>;
