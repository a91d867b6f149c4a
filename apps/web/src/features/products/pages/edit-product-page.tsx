import { Center, Loader, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApprovalBanner } from '../../../components/approval-banner.tsx';
import { NotFoundNotice } from '../../../components/not-found-notice.tsx';
import { PageShell } from '../../../components/page-shell.tsx';
import { decodeRouteId } from '../../../lib/route-ids.ts';
import { useProduct } from '../api.ts';
import { ProductForm } from '../components/product-form.tsx';

/** /userAdmin/businesses/{businessId}/products/edit/{productId}. */
export default function EditProductPage() {
  const { t } = useTranslation();
  const { businessId = '', productId = '' } = useParams();
  const business = decodeRouteId(businessId);
  const route = decodeRouteId(productId);
  const product = useProduct(route?._id ?? null);
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
          <ProductForm
            key={product.data._id}
            fkBusinessId={product.data.fkBusinessId}
            listPath={listPath}
            product={product.data}
          />
        </Stack>
      )}
    </PageShell>
  );
}
