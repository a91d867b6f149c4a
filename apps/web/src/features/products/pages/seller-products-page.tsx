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
  useDeleteProduct,
  useProductCounts,
  useProducts,
  useToggleProductStatus,
  type SellerProduct,
} from '../api.ts';

/** /userAdmin/businesses/{businessId}/products. */
export default function SellerProductsPage() {
  const { t } = useTranslation();
  const { businessId = '' } = useParams();
  const route = decodeRouteId(businessId);
  const fkBusinessId = route?._id ?? '';
  const params = useListingParams();
  const list = useProducts({
    fkBusinessId,
    pageNo: params.page,
    filter: params.filter,
    searchQuery: params.searchQuery,
  });
  const counts = useProductCounts(fkBusinessId);
  const toggle = useToggleProductStatus();
  const remove = useDeleteProduct();
  const deleting = useSingleFlight();

  const onToggle = async (product: SellerProduct) => {
    try {
      const answer = await toggle.mutateAsync({ id: product._id, isActive: product.isActive });
      showToast(
        'success',
        t(answer.isActive ? 'sellerMsg.statusActive' : 'sellerMsg.statusInActive'),
      );
    } catch {
      // rolled back; the client showed the server's message
    }
  };

  const onDelete = (product: SellerProduct) =>
    confirmDelete({
      title: t('listings.deleteTitle.product'),
      text: t('listings.deleteText', { name: product.name }),
      onConfirm: () =>
        void deleting.run(async () => {
          try {
            await remove.mutateAsync(product._id);
            showToast('success', t('sellerMsg.productDeleted'));
          } catch {
            // the client showed the server's message
          }
        }),
    });

  if (!route) {
    return (
      <PageShell title={t('pages.products')}>
        <NotFoundNotice backTo="/userAdmin/businesses" backLabel={t('businesses.backToList')} />
      </PageShell>
    );
  }

  return (
    <ListingsScreen
      kind="product"
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
