import { Center, Loader, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApprovalBanner } from '../../../components/approval-banner.tsx';
import { NotFoundNotice } from '../../../components/not-found-notice.tsx';
import { PageShell } from '../../../components/page-shell.tsx';
import { decodeRouteId } from '../../../lib/route-ids.ts';
import { useService } from '../api.ts';
import { ServiceForm } from '../components/service-form.tsx';

/** /userAdmin/businesses/{businessId}/services/edit/{serviceId}. */
export default function EditServicePage() {
  const { t } = useTranslation();
  const { businessId = '', serviceId = '' } = useParams();
  const business = decodeRouteId(businessId);
  const route = decodeRouteId(serviceId);
  const service = useService(route?._id ?? null);
  const listPath = `/userAdmin/businesses/${businessId}/services`;

  return (
    <PageShell title={t('pages.editService')} subtitle={route?.serviceName ?? null}>
      {!business || !route || service.isError ? (
        <NotFoundNotice
          backTo={business ? listPath : '/userAdmin/businesses'}
          backLabel={t('listings.backToList.service')}
        />
      ) : !service.data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <Stack gap="lg">
          <ApprovalBanner
            kind="Service"
            isApproved={service.data.isApproved}
            rejectionMessage={service.data.rejectionMessage}
          />
          <ServiceForm
            key={service.data._id}
            fkBusinessId={service.data.fkBusinessId}
            listPath={listPath}
            service={service.data}
          />
        </Stack>
      )}
    </PageShell>
  );
}
