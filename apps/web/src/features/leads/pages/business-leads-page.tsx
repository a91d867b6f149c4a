import { useParams } from 'react-router';
import { NotFoundNotice } from '@/components/not-found-notice.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { EnquiryInbox } from '../components/enquiry-inbox.tsx';
import { leadRouteTarget } from '../components/leads-screen.tsx';

/**
 * /userAdmin/businesses/viewLeads/:businessId: the business's enquiry inbox
 *, the enquiries sent to the business, its products and its services together, so
 * it lists as many as the business card's "N leads". Business alone is one filter away.
 */
export default function BusinessLeadsPage() {
  const { t } = useTranslation();
  const { id, name } = leadRouteTarget(useParams().businessId, 'businessName');
  if (!id) return <NotFoundNotice backTo="/userAdmin/businesses" backLabel={t('leads.back')} />;
  return <EnquiryInbox businessId={id} routeName={name} />;
}
