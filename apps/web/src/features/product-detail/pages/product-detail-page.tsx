import { Container, Skeleton, Stack, Title } from '@mantine/core';
import layout from '@/components/detail-layout.module.css';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { COVER_SIZES } from '@haat/shared';
import { Breadcrumbs } from '@/components/breadcrumbs/breadcrumbs.tsx';
import { Gallery } from '@/components/gallery/gallery.tsx';
import { isApiError } from '@/lib/api-errors.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { categoryName } from '@/lib/local-name.ts';
import { categoryPath, decodeRouteId, idFromParam } from '@/lib/route-ids.ts';
import { useCountView } from '@/lib/views.ts';
import { useProduct } from '../api.ts';
import { DetailProblem } from '@/components/detail-problem.tsx';
import { ProductInfo } from '../components/product-info.tsx';
import { ProductTabs } from '../components/product-tabs.tsx';
import { RelatedProducts } from '../components/related-products.tsx';

/** /product/{id}. */
export default function ProductDetailPage() {
  const { t, i18n } = useTranslation();
  const { id: param } = useParams();
  const location = useLocation();
  const id = idFromParam(param);
  // The route identifier carries the name, so the heading shows before the data arrives.
  const routeName = param ? decodeRouteId(param)?.productName : undefined;
  const query = useProduct(id);
  const product = query.data;
  useDocumentTitle(product?.name ?? routeName);
  useCountView('product', product?._id, location.key);

  if (!id || (query.isError && isApiError(query.error) && [400, 404].includes(query.error.code))) {
    return <DetailProblem kind="notFound" notFoundTitle={t('productDetail.notFoundTitle')} />;
  }
  if (query.isError)
    return (
      <DetailProblem
        kind="failed"
        notFoundTitle={t('productDetail.notFoundTitle')}
        onRetry={() => void query.refetch()}
      />
    );

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} w="100%">
      <Breadcrumbs
        label={t('detail.breadcrumbs')}
        crumbs={[
          { label: t('nav.home'), to: '/home' },
          ...(product
            ? [
                {
                  label: categoryName(product.category, i18n.language),
                  to: categoryPath(product.category, 'product'),
                },
              ]
            : []),
        ]}
        current={product?.name ?? routeName ?? t('pages.product')}
        className={layout.breadcrumbs}
      />
      <div className={layout.productColumns}>
        <div>
          {product ? (
            <Gallery
              images={product.images}
              alt={product.name}
              priority
              sizes={COVER_SIZES.product}
            />
          ) : (
            <Skeleton radius="lg" style={{ aspectRatio: '1 / 1' }} />
          )}
        </div>
        <div>
          {product ? (
            <ProductInfo product={product} />
          ) : (
            <Stack gap="sm" aria-busy>
              <Title order={1} fz={{ base: 22, sm: 28 }}>
                {routeName ?? t('pages.product')}
              </Title>
              <Skeleton height={32} width="40%" />
              <Skeleton height={16} width="60%" />
              <Skeleton height={36} width="70%" />
              <Skeleton height={80} />
            </Stack>
          )}
        </div>
      </div>
      {product ? (
        <Stack gap="xl" mt="xl">
          <ProductTabs specifications={product.specifications} disclaimer={product.disclaimer} />
          <RelatedProducts productId={product._id} />
        </Stack>
      ) : null}
    </Container>
  );
}
