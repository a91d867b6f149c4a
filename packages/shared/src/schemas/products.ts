import { z } from 'zod';
import { LIMITS, LISTING_FILTERS, PAGE_SIZES } from '../constants.ts';
import { MSG } from '../messages.ts';
import { envelopeSchema, pageQuery, timestampAnswer } from '../api.ts';
import { openRevisionSchema } from './revisions.ts';
import {
  checkSellingNotAboveMrp,
  idListField,
  idParam,
  imagesField,
  optionalDescription,
  optionalIdField,
  preSignedUploadSchema,
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

// ——— Answers of the seller's product and service workspaces ———

/** What fetchCount answers: the seller's listings under each filter of the list. */
const listingCountSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inActive: z.number().int(),
  pending: z.number().int(),
});
export type ListingCount = z.infer<typeof listingCountSchema>;
const uploads = z.array(preSignedUploadSchema);
const named = <K extends string>(key: K) =>
  z.object({ _id: z.string() }).extend({ [key]: z.string() } as Record<K, z.ZodString>);

/** The fields a product and a service read form share, as the seller area reads them. */
export const sellerListingShape = {
  _id: z.string(),
  name: z.string(),
  images: z.array(z.string()),
  fkCategoryId: z.string(),
  fkSubCategoriesIds: z.array(z.string()),
  pricePerUnit: z.number().nullable(),
  sellingPrice: z.number().nullable(),
  tags: z.array(z.string()),
  fkBusinessId: z.string(),
  isActive: z.boolean(),
  isApproved: z.boolean(),
  rejectionMessage: z.string().nullable(),
  leadsCount: z.number().int(),
  views: z.number().int(),
  createdAt: timestampAnswer,
  updatedAt: timestampAnswer,
  /** Changes waiting for approval (or rejected) while the approved version stays public. */
  revision: openRevisionSchema,
  category: named('category').nullable(),
  subCategories: z.array(named('subCategory')),
};

/** A product as the seller area reads it (spec §3 Product). */
export const sellerProductSchema = z.object({
  ...sellerListingShape,
  description: z.string().nullable(),
  fkBrandId: z.string().nullable(),
  fkColorIds: z.array(z.string()),
  sku: z.string().nullable(),
  specifications: z.array(z.string()),
  disclaimer: z.array(z.string()),
  /** The first sub-category's name, as product cards show it. */
  subCat: z.string().nullable(),
  brand: z.object({ _id: z.string(), brand: z.string(), image: z.string().nullable() }).nullable(),
  colors: z.array(z.object({ _id: z.string(), color: z.string(), colorName: z.string() })),
  business: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type SellerProduct = z.infer<typeof sellerProductSchema>;

/** Envelopes of the answers every product or service workspace has besides its own. */
export const LISTING_ANSWERS = {
  count: envelopeSchema(listingCountSchema),
  /** The new visibility (spec §4; our names, docs/decisions/003). */
  toggled: envelopeSchema(z.object({ status: z.enum(LISTING_STATUSES), isActive: z.boolean() })),
} as const;

/** Envelopes of /userAdmin/product answers (201 for a create), for the routes' response schemas. */
export const PRODUCT_ANSWERS = {
  created: envelopeSchema(
    z.object({ product: sellerProductSchema, productImagesPreSignedUrls: uploads }),
  ),
  updated: envelopeSchema(
    z.object({
      product: sellerProductSchema,
      newProductImagesPreSignedUrls: uploads,
      savedAsRevision: z.boolean(),
    }),
  ),
  one: envelopeSchema(z.object({ product: sellerProductSchema })),
  page: envelopeSchema(
    z.object({ products: z.array(sellerProductSchema), total: z.number().int() }),
  ),
} as const;
