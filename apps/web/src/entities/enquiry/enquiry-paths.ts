import type { EnquirySeller, LeadKind } from '@haat/shared';
import { businessPagePath, productPath, servicePath } from '@/lib/route-ids.ts';

/** The page of what an enquiry was about: the product, the service or the business. */
export function enquiryTargetPath(
  kind: LeadKind,
  target: { _id: string; name: string },
  business: Pick<EnquirySeller, '_id' | 'name' | 'slug'>,
) {
  if (kind === 'product') return productPath(target);
  if (kind === 'service') return servicePath(target);
  return businessPagePath(business);
}
