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
import { productApi, useProduct } from '../api.ts';
import { ProductForm } from '../components/product-form.tsx';

/** /userAdmin/businesses/{businessId}/products/edit/{productId}. */
export default function EditProductPage() {
  const { t } = useTranslation();
  const { businessId = '', productId = '' } = useParams();
  const business = decodeRouteId(businessId);
  const route = decodeRouteId(productId);
  const product = useProduct(route?._id ?? null);
  // A discard starts the form again from the live version (refetched before onSuccess runs).
  const [discarded, setDiscarded] = useState(0);
  const discard = productApi.useDiscardRevision();
  const listPath = `/userAdmin/businesses/${businessId}/products`;

  return (
    <PageShell title={t('pages.editProduct')} subtitle={route?.productName ?? null}>
      {!business || !route || product.isError ? (
        <NotFoundNotice
          backTo={business ? listPath : '/userAdmin/businesses'}
          backLabel={t('listings.backToList.product')}
        />
      ) : !product.data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <Stack gap="lg">
          <ApprovalBanner
            kind="Product"
            isApproved={product.data.isApproved}
            rejectionMessage={product.data.rejectionMessage}
          />
          <RevisionPanel
            kind="Product"
            isApproved={product.data.isApproved}
            revision={product.data.revision}
            discarding={discard.isPending}
            onDiscard={() =>
              discard.mutate(product.data._id, {
                onSuccess: () => {
                  showToast('success', t('sellerMsg.revisionDiscarded'));
                  setDiscarded((count) => count + 1);
                },
              })
            }
          />
          {/* Starts once from the changes waiting, if any; after a discard, from the live one. */}
          <ProductForm
            key={`${product.data._id}:${discarded}`}
            fkBusinessId={product.data.fkBusinessId}
            listPath={listPath}
            product={withProposedChanges(product.data)}
          />
        </Stack>
      )}
    </PageShell>
  );
}
