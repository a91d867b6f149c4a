import { z } from 'zod';
import { MSG } from '../messages.ts';
import {
  checkSellingNotAboveMrp,
  idParam,
  preSignedUploadSchema,
  requiredDescription,
} from './businesses.ts';
import { listingAnswers, listingFormShape, sellerListingShape } from './listings.ts';

// Spec §5 Service and §7 /userAdmin/service: the listing form (listings.ts) without SKU, brand,
// colours, specifications or disclaimer; the description is required. List queries and the
// count and toggle answers are the listings' (listings.ts).

const serviceShape = listingFormShape({
  nameRequired: MSG.serviceNameRequired,
  own: {},
  description: requiredDescription,
  more: {},
});

/** POST /userAdmin/service/create. */
export const createServiceBody = z.object(serviceShape).superRefine(checkSellingNotAboveMrp);
/** PUT /userAdmin/service/update: the whole form again plus its id. */
export const updateServiceBody = z
  .object({ id: idParam, ...serviceShape })
  .superRefine(checkSellingNotAboveMrp);
export type CreateServiceInput = z.input<typeof createServiceBody>;
export type CreateServiceBody = z.output<typeof createServiceBody>;
export type UpdateServiceBody = z.output<typeof updateServiceBody>;

/** A service as the seller area reads it: its business's phone and address too. */
export const sellerServiceSchema = z.object({
  ...sellerListingShape,
  description: z.string(),
  business: z
    .object({ _id: z.string(), name: z.string(), phoneNo: z.string(), address: z.string() })
    .nullable(),
});
export type SellerService = z.infer<typeof sellerServiceSchema>;

/** Envelopes of /userAdmin/service answers (201 for a create), for the routes' response schemas. */
export const SERVICE_ANSWERS = listingAnswers('service', sellerServiceSchema, {
  /** The same list as serviceImagesPreSignedUrls, under the name earlier clients read. */
  servicesImagesPreSignedUrls: z.array(preSignedUploadSchema),
});
