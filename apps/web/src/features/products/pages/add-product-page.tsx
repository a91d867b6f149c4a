import { useParams } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { NotFoundNotice } from '@/components/not-found-notice.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { decodeRouteId } from '@/lib/route-ids.ts';
import { ProductForm } from '../components/product-form.tsx';

/** /userAdmin/businesses/{businessId}/products/addProduct. */
export default function AddProductPage() {
  const { t } = useTranslation();
  const { businessId = '' } = useParams();
  const business = decodeRouteId(businessId);
  return (
    <PageShell title={t('pages.addProduct')} subtitle={business?.businessName ?? null}>
      {business ? (
        <ProductForm
          fkBusinessId={business._id}
          listPath={`/userAdmin/businesses/${businessId}/products`}
        />
      ) : (
        <NotFoundNotice backTo="/userAdmin/businesses" backLabel={t('businesses.backToList')} />
      )}
    </PageShell>
  );
}
