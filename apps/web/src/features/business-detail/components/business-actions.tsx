import { ContactActions } from '@/entities/enquiry/contact-actions.tsx';
import { businessPagePath } from '@/lib/route-ids.ts';
import type { PublicBusiness } from '../api.ts';

/**
 * Send Query (a business lead), Call Now (tel:+91…) and a WhatsApp message naming the business
 * and its link. Sized for a thumb on phones.
 */
export function BusinessActions({ business }: { business: PublicBusiness }) {
  return (
    <ContactActions
      target={{
        kind: 'business',
        id: business._id,
        name: business.name,
        path: businessPagePath(business),
      }}
      phoneNo={business.phoneNo}
      withCall
    />
  );
}
