import { useState } from 'react';
import { Center, Loader, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ApprovalBanner } from '@/entities/revision/approval-banner.tsx';
import { NotFoundNotice } from '@/components/not-found-notice.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { RevisionPanel, withProposedChanges } from '@/entities/revision/revision-panel.tsx';
import type { ListingKind } from '@haat/shared';
import { showToast } from '@/lib/toast.ts';
import { decodeRouteId } from '@/lib/route-ids.ts';
import { productApi, serviceApi } from '../api.ts';
import { ListingForm } from '../components/listing-form.tsx';

// What differs between the kinds on this page: their words and their route's names.
const KINDS = {
  product: {
    api: productApi,
    idParam: 'productId',
    nameField: 'productName',
    segment: 'products',
    addTitle: 'pages.addProduct',
    editTitle: 'pages.editProduct',
    approvalKind: 'Product',
  },
  service: {
    api: serviceApi,
    idParam: 'serviceId',
    nameField: 'serviceName',
    segment: 'services',
    addTitle: 'pages.addService',
    editTitle: 'pages.editService',
    approvalKind: 'Service',
  },
} as const;

/**
 * /userAdmin/businesses/{businessId}/products/addProduct and …/edit/{productId}, and the same
 * for services: one page adds or edits a listing of either kind. An edit shows the approval state
 * and any changes waiting for approval above the form.
 */
function ListingEditorPage({ kind }: { kind: ListingKind }) {
  const { t } = useTranslation();
  const names = KINDS[kind];
  const params = useParams();
  const businessId = params.businessId ?? '';
  const business = decodeRouteId(businessId);
  const listPath = `/userAdmin/businesses/${businessId}/${names.segment}`;
  const listingParam = params[names.idParam];

  if (!business) {
    return (
      <PageShell title={t(listingParam ? names.editTitle : names.addTitle)}>
        <NotFoundNotice backTo="/userAdmin/businesses" backLabel={t('businesses.backToList')} />
      </PageShell>
    );
  }
  if (listingParam === undefined) {
    return (
      <PageShell title={t(names.addTitle)} subtitle={business.businessName ?? null}>
        <ListingForm kind={kind} fkBusinessId={business._id} listPath={listPath} />
      </PageShell>
    );
  }
  return <EditListing kind={kind} listingParam={listingParam} listPath={listPath} />;
}

type EditProps = { kind: ListingKind; listingParam: string; listPath: string };

/** The edit half: the listing is read fresh (its changes waiting included) before the form. */
function EditListing({ kind, listingParam, listPath }: EditProps) {
  const { t } = useTranslation();
  const names = KINDS[kind];
  const route = decodeRouteId(listingParam);
  const listing = names.api.useOne(route?._id ?? null);
  // A discard starts the form again from the live version (refetched before onSuccess runs).
  const [discarded, setDiscarded] = useState(0);
  const discard = names.api.useDiscardRevision();
  const name = route?.[names.nameField];

  return (
    <PageShell title={t(names.editTitle)} subtitle={typeof name === 'string' ? name : null}>
      {!route || listing.isError ? (
        <NotFoundNotice backTo={listPath} backLabel={t(`listings.backToList.${kind}`)} />
      ) : !listing.data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <Stack gap="lg">
          <ApprovalBanner
            kind={names.approvalKind}
            isApproved={listing.data.isApproved}
            rejectionMessage={listing.data.rejectionMessage}
          />
          <RevisionPanel
            kind={names.approvalKind}
            isApproved={listing.data.isApproved}
            revision={listing.data.revision}
            discarding={discard.isPending}
            onDiscard={() =>
              discard.mutate(listing.data._id, {
                onSuccess: () => {
                  showToast('success', t('sellerMsg.revisionDiscarded'));
                  setDiscarded((count) => count + 1);
                },
              })
            }
          />
          {/* Starts once from the changes waiting, if any; after a discard, from the live one. */}
          <ListingForm
            key={`${listing.data._id}:${discarded}`}
            kind={kind}
            fkBusinessId={listing.data.fkBusinessId}
            listPath={listPath}
            listing={withProposedChanges(listing.data)}
          />
        </Stack>
      )}
    </PageShell>
  );
}

/** The routes' screens. */
export const ProductEditorPage = () => <ListingEditorPage kind="product" />;
export const ServiceEditorPage = () => <ListingEditorPage kind="service" />;
