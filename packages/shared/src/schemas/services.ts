import { z } from 'zod';
import { MSG } from '../messages.ts';
import { envelopeSchema } from '../api.ts';
import { sellerListingShape } from './products.ts';
import {
  checkSellingNotAboveMrp,
  idListField,
  idParam,
  imagesField,
  preSignedUploadSchema,
  priceField,
  requiredDescription,
  requiredText,
  tagsField,
} from './businesses.ts';

// Spec §5 Service and §7 /userAdmin/service: the product form without SKU, brand, colours,
// specifications or disclaimer; the description is required. List queries are shared with
// products (fetchListingsQuery, fetchListingCountQuery in products.ts).

const serviceShape = {
  name: requiredText(MSG.serviceNameRequired, 150),
  images: imagesField,
  fkCategoryId: z
    .string({ error: MSG.categoryRequired })
    .trim()
    .min(1, MSG.categoryRequired)
    .max(100),
  fkSubCategoriesIds: idListField(MSG.subCategoryRequired),
  /** M.R.P. */
  pricePerUnit: priceField,
  sellingPrice: priceField,
  tags: tagsField,
  description: requiredDescription,
  fkBusinessId: z
    .string({ error: MSG.businessRequired })
    .trim()
    .min(1, MSG.businessRequired)
    .max(100),
};

/** POST /userAdmin/service/create. */
export const createServiceBody = z.object(serviceShape).superRefine(checkSellingNotAboveMrp);
/** PUT /userAdmin/service/update: the whole form again plus its id. */
export const updateServiceBody = z
  .object({ id: idParam, ...serviceShape })
  .superRefine(checkSellingNotAboveMrp);
export type CreateServiceInput = z.input<typeof createServiceBody>;
export type CreateServiceBody = z.output<typeof createServiceBody>;
export type UpdateServiceBody = z.output<typeof updateServiceBody>;

/** A service as the seller area reads it (spec §3 Service): its business's phone and address too. */
export const sellerServiceSchema = z.object({
  ...sellerListingShape,
  description: z.string(),
  business: z
    .object({ _id: z.string(), name: z.string(), phoneNo: z.string(), address: z.string() })
    .nullable(),
});
export type SellerService = z.infer<typeof sellerServiceSchema>;

const uploads = z.array(preSignedUploadSchema);
/** Envelopes of /userAdmin/service answers (201 for a create), for the routes' response schemas. */
export const SERVICE_ANSWERS = {
  created: envelopeSchema(
    z.object({
      service: sellerServiceSchema,
      serviceImagesPreSignedUrls: uploads,
      /** The same list under the name earlier clients read. */
      servicesImagesPreSignedUrls: uploads,
    }),
  ),
  updated: envelopeSchema(
    z.object({
      service: sellerServiceSchema,
      newServiceImagesPreSignedUrls: uploads,
      savedAsRevision: z.boolean(),
    }),
  ),
  one: envelopeSchema(z.object({ service: sellerServiceSchema })),
  page: envelopeSchema(
    z.object({ services: z.array(sellerServiceSchema), total: z.number().int() }),
  ),
} as const;
