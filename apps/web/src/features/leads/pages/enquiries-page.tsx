import { PushPrompt } from '@/entities/notification/push-prompt.tsx';
import { EnquiryInbox } from '../components/enquiry-inbox.tsx';

/**
 * /userAdmin/enquiries: one inbox of the enquiries of all the seller's businesses,
 * under the offer of alerts on this phone when it has none.
 */
export default function EnquiriesPage() {
  return (
    <>
      <PushPrompt />
      <EnquiryInbox businessId={null} />
    </>
  );
}
