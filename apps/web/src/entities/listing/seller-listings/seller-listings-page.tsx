import { useParams } from 'react-router';
import { CatalogMenu } from '@/entities/listing/catalog-import/catalog-menu.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useBusinessIsPublic, type ListingBase, type ListingApi } from './api.ts';
import { decodeRouteId } from '@/lib/route-ids.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { showToast } from '@/lib/toast.ts';
import { confirmDelete } from '@/components/confirm.tsx';
import { NotFoundNotice } from '@/components/not-found-notice.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import type { ListingKind } from '@haat/shared';
import { ListingsScreen } from './listings-screen.tsx';
import { useListingParams } from './use-listing-params.ts';

type Props<T extends ListingBase> = { kind: ListingKind; listings: ListingApi<T> };

/**
 * /userAdmin/businesses/{businessId}/products and …/services: one business's listings of a
 * kind, with filters, search, show/hide and delete. The two kinds differ only in their API.
 */
export function SellerListingsPage<T extends ListingBase>({ kind, listings }: Props<T>) {
  const { t } = useTranslation();
  const { businessId = '' } = useParams();
  const route = decodeRouteId(businessId);
  const fkBusinessId = route?._id ?? '';
  const params = useListingParams();
  const list = listings.useList({
    fkBusinessId,
    pageNo: params.page,
    filter: params.filter,
    searchQuery: params.searchQuery,
  });
  const counts = listings.useCounts(fkBusinessId);
  const businessPublic = useBusinessIsPublic(fkBusinessId || null).data ?? false;
  const toggle = listings.useToggleStatus();
  const remove = listings.useDelete();
  const deleting = useSingleFlight();

  const onToggle = async (listing: T) => {
    try {
      const answer = await toggle.mutateAsync({ id: listing._id, isActive: listing.isActive });
      showToast(
        'success',
        t(answer.isActive ? 'sellerMsg.statusActive' : 'sellerMsg.statusInActive'),
      );
    } catch {
      // rolled back; the client showed the server's message
    }
  };

  const onDelete = (listing: T) =>
    confirmDelete({
      title: t(`listings.deleteTitle.${kind}`),
      text: t('listings.deleteText', { name: listing.name }),
      onConfirm: () =>
        void deleting.run(async () => {
          try {
            await remove.mutateAsync(listing._id);
            showToast('success', t(`sellerMsg.${kind}Deleted`));
          } catch {
            // the client showed the server's message
          }
        }),
    });

  if (!route) {
    return (
      <PageShell title={t(`pages.${kind}s`)}>
        <NotFoundNotice backTo="/userAdmin/businesses" backLabel={t('businesses.backToList')} />
      </PageShell>
    );
  }

  return (
    <ListingsScreen
      kind={kind}
      businessRouteId={businessId}
      businessName={route.businessName ?? null}
      businessPublic={businessPublic}
      params={params}
      list={list}
      counts={counts.data}
      onToggle={onToggle}
      onDelete={onDelete}
      tools={<CatalogMenu kind={kind} fkBusinessId={fkBusinessId} />}
    />
  );
}
