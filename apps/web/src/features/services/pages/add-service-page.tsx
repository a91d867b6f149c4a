import { useParams } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { NotFoundNotice } from '@/components/not-found-notice.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { decodeRouteId } from '@/lib/route-ids.ts';
import { ServiceForm } from '../components/service-form.tsx';

/** /userAdmin/businesses/{businessId}/services/addService. */
export default function AddServicePage() {
  const { t } = useTranslation();
  const { businessId = '' } = useParams();
  const business = decodeRouteId(businessId);
  return (
    <PageShell title={t('pages.addService')} subtitle={business?.businessName ?? null}>
      {business ? (
        <ServiceForm
          fkBusinessId={business._id}
          listPath={`/userAdmin/businesses/${businessId}/services`}
        />
      ) : (
        <NotFoundNotice backTo="/userAdmin/businesses" backLabel={t('businesses.backToList')} />
      )}
    </PageShell>
  );
}
