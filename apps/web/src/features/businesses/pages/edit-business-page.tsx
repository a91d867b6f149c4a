import { Center, Loader, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApprovalBanner } from '../../../components/approval-banner.tsx';
import { NotFoundNotice } from '../../../components/not-found-notice.tsx';
import { PageShell } from '../../../components/page-shell.tsx';
import { decodeRouteId } from '../../../lib/route-ids.ts';
import { useBusiness } from '../api.ts';
import { BusinessForm } from '../components/business-form.tsx';

export default function EditBusinessPage() {
  const { t } = useTranslation();
  const { businessId } = useParams();
  const route = businessId ? decodeRouteId(businessId) : null;
  const business = useBusiness(route?._id ?? null);

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
          {/* Keyed by id: the form starts from the record once, later refetches leave it alone. */}
          <BusinessForm key={business.data._id} business={business.data} />
        </Stack>
      )}
    </PageShell>
  );
}
