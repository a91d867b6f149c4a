import { z } from 'zod';
import { MSG } from '../messages.ts';
import {
  checkSellingNotAboveMrp,
  idListField,
  idParam,
  imagesField,
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
