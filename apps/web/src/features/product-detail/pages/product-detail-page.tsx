import { Anchor, Breadcrumbs, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import layout from '../../../components/detail-layout.module.css';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { COVER_SIZES } from '@haat/shared';
import { Gallery } from '../../../components/gallery/gallery.tsx';
import { isApiError } from '../../../lib/api-errors.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { categoryPath, decodeRouteId, idFromParam } from '../../../lib/route-ids.ts';
import { useCountView } from '../../../lib/views.ts';
import { useProduct } from '../api.ts';
import { DetailProblem } from '../../../components/detail-problem.tsx';
import { ProductInfo } from '../components/product-info.tsx';
import { ProductTabs } from '../components/product-tabs.tsx';
import { RelatedProducts } from '../components/related-products.tsx';

/** /product/{id} (spec §2 Product detail). */
export default function ProductDetailPage() {
  const { t } = useTranslation();
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
      <Breadcrumbs mb="md" separatorMargin={6} fz="sm" aria-label={t('detail.breadcrumbs')}>
        <Anchor component={Link} to="/home" size="sm">
          {t('nav.home')}
        </Anchor>
        {product ? (
          <Anchor component={Link} to={categoryPath(product.category, 'product')} size="sm">
            {product.category.category}
          </Anchor>
        ) : null}
        <Text size="sm" c="dimmed" lineClamp={1} maw={{ base: 180, sm: 420 }}>
          {product?.name ?? routeName ?? t('pages.product')}
        </Text>
      </Breadcrumbs>
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
