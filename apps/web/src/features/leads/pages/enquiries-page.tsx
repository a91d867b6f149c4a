import { EnquiryInbox } from '../components/enquiry-inbox.tsx';

/** /userAdmin/enquiries: one inbox of the enquiries of all the seller's businesses (issue 26). */
export default function EnquiriesPage() {
  return <EnquiryInbox businessId={null} />;
}
