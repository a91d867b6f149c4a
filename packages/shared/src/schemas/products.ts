import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MSG } from '../messages.ts';
import {
  checkSellingNotAboveMrp,
  idListField,
  idParam,
  optionalDescription,
  optionalIdField,
  optionalText,
  textListField,
} from './businesses.ts';
import { listingAnswers, listingFormShape, sellerListingShape } from './listings.ts';

// Spec §5 Product and §7 /userAdmin/product: the listing form plus brand, colours, SKU,
// specifications and disclaimer. Pure zod: the web forms use these schemas as they are.

const productShape = listingFormShape({
  nameRequired: MSG.productNameRequired,
  own: {
    /** One brand only; it must be a brand of a chosen sub-category. */
    fkBrandId: optionalIdField,
    fkColorIds: idListField(),
    sku: optionalText(60),
  },
  description: optionalDescription,
  more: {
    specifications: textListField(LIMITS.specifications, MSG.specificationsLimit),
    disclaimer: textListField(LIMITS.disclaimers, MSG.disclaimersLimit),
  },
});

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

/** A product as the seller area reads it. */
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

/** Envelopes of /userAdmin/product answers (201 for a create), for the routes' response schemas. */
export const PRODUCT_ANSWERS = listingAnswers('product', sellerProductSchema);
