import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/confirm.tsx';
import { NotFoundNotice } from '../../../components/not-found-notice.tsx';
import { PageShell } from '../../../components/page-shell.tsx';
import { ListingsScreen } from '../../../components/seller-listings/listings-screen.tsx';
import { useListingParams } from '../../../components/seller-listings/use-listing-params.ts';
import { decodeRouteId } from '../../../lib/route-ids.ts';
import { useSingleFlight } from '../../../lib/single-flight.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  useDeleteService,
  useServiceCounts,
  useServices,
  useToggleServiceStatus,
  type SellerService,
} from '../api.ts';

/** /userAdmin/businesses/{businessId}/services. */
export default function SellerServicesPage() {
  const { t } = useTranslation();
  const { businessId = '' } = useParams();
  const route = decodeRouteId(businessId);
  const fkBusinessId = route?._id ?? '';
  const params = useListingParams();
  const list = useServices({
    fkBusinessId,
    pageNo: params.page,
    filter: params.filter,
    searchQuery: params.searchQuery,
  });
  const counts = useServiceCounts(fkBusinessId);
  const toggle = useToggleServiceStatus();
  const remove = useDeleteService();
  const deleting = useSingleFlight();

  const onToggle = async (service: SellerService) => {
    try {
      const answer = await toggle.mutateAsync({ id: service._id, isActive: service.isActive });
      showToast(
        'success',
        t(answer.isActive ? 'sellerMsg.statusActive' : 'sellerMsg.statusInActive'),
      );
    } catch {
      // rolled back; the client showed the server's message
    }
  };

  const onDelete = (service: SellerService) =>
    confirmDelete({
      title: t('listings.deleteTitle.service'),
      text: t('listings.deleteText', { name: service.name }),
      onConfirm: () =>
        void deleting.run(async () => {
          try {
            await remove.mutateAsync(service._id);
            showToast('success', t('sellerMsg.serviceDeleted'));
          } catch {
            // the client showed the server's message
          }
        }),
    });

  if (!route) {
    return (
      <PageShell title={t('pages.services')}>
        <NotFoundNotice backTo="/userAdmin/businesses" backLabel={t('businesses.backToList')} />
      </PageShell>
    );
  }

  return (
    <ListingsScreen
      kind="service"
      businessRouteId={businessId}
      businessName={route?.businessName ?? null}
      params={params}
      list={list}
      counts={counts.data}
      onToggle={onToggle}
      onDelete={onDelete}
    />
  );
}
