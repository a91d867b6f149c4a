import type { ImageHolder } from './lib/storage/index.ts';
import { businessImageHolder } from './modules/businesses/service.ts';
import { productImageHolder } from './modules/products/service.ts';
import { revisionImageHolder } from './modules/revisions/service.ts';
import { serviceImageHolder } from './modules/services/service.ts';
import { userLogoHolder } from './modules/users/service.ts';

/**
 * Every record that holds uploaded images, for the sweep of uploads that never came
 * (modules/uploads). Listed here, beside app.ts, so that uploads imports no domain module: the
 * domains use uploads (an approval asks whether an upload is still on its way), never the
 * other way round.
 */
export const IMAGE_HOLDERS: readonly ImageHolder[] = [
  businessImageHolder,
  productImageHolder,
  serviceImageHolder,
  userLogoHolder,
  revisionImageHolder,
];
