import { useState } from 'react';
import { Center, Loader, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ApprovalBanner } from '@/entities/revision/approval-banner.tsx';
import { NotFoundNotice } from '@/components/not-found-notice.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { RevisionPanel, withProposedChanges } from '@/entities/revision/revision-panel.tsx';
import { showToast } from '@/lib/toast.ts';
import { decodeRouteId } from '@/lib/route-ids.ts';
import { useBusiness, useDiscardBusinessRevision } from '../api.ts';
import { BusinessForm } from '../components/business-form.tsx';

export default function EditBusinessPage() {
  const { t } = useTranslation();
  const { businessId } = useParams();
  const route = businessId ? decodeRouteId(businessId) : null;
  const business = useBusiness(route?._id ?? null);
  // A discard starts the form again from the live version (refetched before onSuccess runs).
  const [discarded, setDiscarded] = useState(0);
  const discard = useDiscardBusinessRevision();

  return (
    <PageShell title={t('pages.editBusiness')} subtitle={route?.businessName ?? null}>
      {!route || business.isError ? (
        <NotFoundNotice backTo="/userAdmin/businesses" backLabel={t('businesses.backToList')} />
      ) : !business.data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <Stack gap="lg">
          <ApprovalBanner
            kind="Business"
            isApproved={business.data.isApproved}
            rejectionMessage={business.data.rejectionMessage}
          />
          <RevisionPanel
            kind="Business"
            isApproved={business.data.isApproved}
            revision={business.data.revision}
            discarding={discard.isPending}
            onDiscard={() =>
              discard.mutate(business.data._id, {
                onSuccess: () => {
                  showToast('success', t('sellerMsg.revisionDiscarded'));
                  setDiscarded((count) => count + 1);
                },
              })
            }
          />
          {/* The form starts from the record (with the changes waiting) once; later refetches
              leave it alone, a discard starts it again from the live version. */}
          <BusinessForm
            key={`${business.data._id}:${discarded}`}
            business={withProposedChanges(business.data)}
          />
        </Stack>
      )}
    </PageShell>
  );
}
