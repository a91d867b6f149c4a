import { z } from 'zod';
import { LIMITS, LISTING_FILTERS, PAGE_SIZES } from '../constants.ts';
import { MSG } from '../messages.ts';
import { pageQuery } from '../api.ts';
import {
  checkSellingNotAboveMrp,
  idListField,
  idParam,
  imagesField,
  optionalDescription,
  optionalIdField,
  optionalText,
  priceField,
  requiredText,
  tagsField,
  textListField,
} from './businesses.ts';

// Spec §5 Product and §7 /userAdmin/product. Pure zod: the web forms use these schemas as they are.

// The fields in form order: the first broken rule is the message the caller sees.
const productShape = {
  name: requiredText(MSG.productNameRequired, 150),
  images: imagesField,
  fkCategoryId: z
    .string({ error: MSG.categoryRequired })
    .trim()
    .min(1, MSG.categoryRequired)
    .max(100),
  fkSubCategoriesIds: idListField(MSG.subCategoryRequired),
  /** One brand only; it must be a brand of a chosen sub-category. */
  fkBrandId: optionalIdField,
  fkColorIds: idListField(),
  sku: optionalText(60),
  /** M.R.P. (cost price per unit in the form's words). */
  pricePerUnit: priceField,
  sellingPrice: priceField,
  tags: tagsField,
  description: optionalDescription,
  specifications: textListField(LIMITS.specifications, MSG.specificationsLimit),
  disclaimer: textListField(LIMITS.disclaimers, MSG.disclaimersLimit),
  fkBusinessId: z
    .string({ error: MSG.businessRequired })
    .trim()
    .min(1, MSG.businessRequired)
    .max(100),
};

type Prices = { pricePerUnit?: number | undefined; sellingPrice?: number | undefined };

/** Spec §5: on create, a selling price is required when a cost price is given. */
export function productCreatePriceRules(value: Prices, ctx: z.RefinementCtx) {
  if (value.pricePerUnit !== undefined && value.sellingPrice === undefined) {
    ctx.addIssue({ code: 'custom', path: ['sellingPrice'], message: MSG.sellingPriceWithCost });
  }
  checkSellingNotAboveMrp(value, ctx);
}

/** Spec §5: on update, a cost price is required when a selling price is given. */
export function productUpdatePriceRules(value: Prices, ctx: z.RefinementCtx) {
  if (value.sellingPrice !== undefined && value.pricePerUnit === undefined) {
    ctx.addIssue({ code: 'custom', path: ['pricePerUnit'], message: MSG.costPriceWithSelling });
  }
  checkSellingNotAboveMrp(value, ctx);
}

/** POST /userAdmin/product/create. */
export const createProductBody = z.object(productShape).superRefine(productCreatePriceRules);
/** PUT /userAdmin/product/update: the whole form again plus its id. */
export const updateProductBody = z
  .object({ id: idParam, ...productShape })
  .superRefine(productUpdatePriceRules);
export type CreateProductInput = z.input<typeof createProductBody>;
export type CreateProductBody = z.output<typeof createProductBody>;
export type UpdateProductBody = z.output<typeof updateProductBody>;

/**
 * GET fetchAll of products and services: 10 per page, filter All | Active | InActive | Pending,
 * a search in the name (and SKU), and optionally one business.
 */
export const fetchListingsQuery = pageQuery(PAGE_SIZES.sellerListings, 50).extend({
  filter: z.enum(LISTING_FILTERS).default('All'),
  searchQuery: z.string().trim().max(100).optional(),
  fkBusinessId: optionalIdField,
});

/** GET fetchCount of products and services: the whole workspace, or one business. */
export const fetchListingCountQuery = z.object({ fkBusinessId: optionalIdField });

/** What toggleStatus answers: the new visibility (spec §4; our names, docs/decisions/003). */
export const LISTING_STATUSES = ['Active', 'InActive'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
