import { useTranslation } from '@/i18n/use-translation.ts';
import { CardRowCarousel, ROW_LAYOUTS } from '@/entities/listing/cards/card-row-carousel.tsx';
import { ProductCard } from '@/entities/listing/cards/product-card.tsx';
import { useRelatedProducts } from '../api.ts';

/** Related products (up to 16): a row of product cards in slides. */
export function RelatedProducts({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const related = useRelatedProducts(productId);
  return (
    <CardRowCarousel
      title={t('productDetail.related')}
      items={related.data}
      loading={related.isPending}
      getKey={(product) => product._id}
      renderItem={(product) => <ProductCard product={product} />}
      layout={ROW_LAYOUTS.products}
    />
  );
}
