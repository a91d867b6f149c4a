import { z } from 'zod';
import { LISTING_FILTERS, PAGE_SIZES } from '../constants.ts';
import { MSG } from '../messages.ts';
import { envelopeSchema, pageQuery, timestampAnswer, type PayloadsOf } from '../api.ts';
import { openRevisionSchema } from './revisions.ts';
import {
  idListField,
  imagesField,
  optionalIdField,
  preSignedUploadSchema,
  priceField,
  requiredText,
  tagsField,
} from './businesses.ts';

// What a product and a service share (their form rules, /userAdmin/product and
// /userAdmin/service): the form's common fields, the list queries and the shape of the answers.
// products.ts and services.ts add each kind's own (products.ts re-exports this file).

/** The kinds of listing a seller's workspace holds. */
export type ListingKind = 'product' | 'service';

/** A required id chosen from a list (category, business): `message` when it is missing. */
const chosenId = (message: string) => z.string({ error: message }).trim().min(1, message).max(100);

/**
 * A listing form's fields in form order, so that the first broken rule is the message the caller
 * sees: name, images, category, sub-categories, the kind's `own` fields, prices, tags, the
 * description (optional for a product, required for a service), the kind's `more` fields, and
 * the business.
 */
export function listingFormShape<
  Own extends z.ZodRawShape,
  Description extends z.ZodType,
  More extends z.ZodRawShape,
>(kind: { nameRequired: string; own: Own; description: Description; more: More }) {
  return {
    name: requiredText(kind.nameRequired, 150),
    images: imagesField,
    fkCategoryId: chosenId(MSG.categoryRequired),
    fkSubCategoriesIds: idListField(MSG.subCategoryRequired),
    ...kind.own,
    /** M.R.P. (cost price per unit in the form's words). */
    pricePerUnit: priceField,
    sellingPrice: priceField,
    tags: tagsField,
    description: kind.description,
    ...kind.more,
    fkBusinessId: chosenId(MSG.businessRequired),
  };
}

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

/** What toggleStatus answers: the new visibility (our names, docs/decisions/003). */
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

/** Envelopes of the answers every product or service workspace has besides its own. */
export const LISTING_ANSWERS = {
  count: envelopeSchema(listingCountSchema),
  /** The new visibility (our names, docs/decisions/003). */
  toggled: envelopeSchema(z.object({ status: z.enum(LISTING_STATUSES), isActive: z.boolean() })),
} as const;
/** What each of those answers carries (its payload), by the same name. */
export type ListingAnswers = PayloadsOf<typeof LISTING_ANSWERS>;

/** A one-key object schema whose key is computed (zod cannot type a computed key by itself). */
const keyed = <K extends string, S extends z.ZodType>(key: K, schema: S) =>
  z.object({ [key]: schema } as Record<K, S>);

/**
 * Envelopes of /userAdmin/<kind> answers (201 for a create), for the routes' response schemas:
 * `{ product }` with `productImagesPreSignedUrls` on a create and `newProductImagesPreSignedUrls`
 * on an update, `{ products, total }` for a page; likewise for a service. `createdToo`: further
 * fields of the create's answer.
 */
export function listingAnswers<
  K extends ListingKind,
  Item extends z.ZodType,
  Extra extends z.ZodRawShape = Record<never, never>,
>(kind: K, item: Item, createdToo?: Extra) {
  const uploads = z.array(preSignedUploadSchema);
  const Kind = `${kind[0]!.toUpperCase()}${kind.slice(1)}` as Capitalize<K>;
  return {
    created: envelopeSchema(
      keyed(kind, item)
        .extend(keyed(`${kind}ImagesPreSignedUrls`, uploads).shape)
        .extend((createdToo ?? {}) as Extra),
    ),
    updated: envelopeSchema(
      keyed(kind, item)
        .extend(keyed(`new${Kind}ImagesPreSignedUrls`, uploads).shape)
        .extend({ savedAsRevision: z.boolean() }),
    ),
    one: envelopeSchema(keyed(kind, item)),
    page: envelopeSchema(keyed(`${kind}s`, z.array(item)).extend({ total: z.number().int() })),
  } as const;
}
