import { useState } from 'react';
import { Center, Loader, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ApprovalBanner } from '@/components/approval-banner.tsx';
import { NotFoundNotice } from '@/components/not-found-notice.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { RevisionPanel, withProposedChanges } from '@/components/revision/revision-panel.tsx';
import { showToast } from '@/lib/toast.ts';
import { decodeRouteId } from '@/lib/route-ids.ts';
import { serviceApi, useService } from '../api.ts';
import { ServiceForm } from '../components/service-form.tsx';

/** /userAdmin/businesses/{businessId}/services/edit/{serviceId}. */
export default function EditServicePage() {
  const { t } = useTranslation();
  const { businessId = '', serviceId = '' } = useParams();
  const business = decodeRouteId(businessId);
  const route = decodeRouteId(serviceId);
  const service = useService(route?._id ?? null);
  // A discard starts the form again from the live version (refetched before onSuccess runs).
  const [discarded, setDiscarded] = useState(0);
  const discard = serviceApi.useDiscardRevision();
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
          <RevisionPanel
            kind="Service"
            isApproved={service.data.isApproved}
            revision={service.data.revision}
            discarding={discard.isPending}
            onDiscard={() =>
              discard.mutate(service.data._id, {
                onSuccess: () => {
                  showToast('success', t('sellerMsg.revisionDiscarded'));
                  setDiscarded((count) => count + 1);
                },
              })
            }
          />
          {/* Starts once from the changes waiting, if any; after a discard, from the live one. */}
          <ServiceForm
            key={`${service.data._id}:${discarded}`}
            fkBusinessId={service.data.fkBusinessId}
            listPath={listPath}
            service={withProposedChanges(service.data)}
          />
        </Stack>
      )}
    </PageShell>
  );
}
