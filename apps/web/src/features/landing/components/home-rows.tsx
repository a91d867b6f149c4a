import { useTranslation } from '@/i18n/use-translation.ts';
import { PAGE_SIZES } from '@haat/shared';
import { CardRowCarousel, ROW_LAYOUTS } from '@/entities/listing/cards/card-row-carousel.tsx';
import { ProductCard } from '@/entities/listing/cards/product-card.tsx';
import { ServiceCard } from '@/entities/listing/cards/service-card.tsx';
import { SubCategoryCard } from '@/entities/listing/cards/sub-category-card.tsx';
import { useQueryForm } from '@/entities/enquiry/use-query-form.tsx';
import { subCategoryName, useLanguage } from '@/lib/local-name.ts';
import { locationPath } from '@/lib/location-segment.ts';
import { subCategoryPath } from '@/lib/route-ids.ts';
import {
  usePromotedRows,
  useProductHighlights,
  useServiceHighlights,
  useTrendingSubCategories,
} from '../api.ts';
import classes from './home-rows.module.css';

/** Show More of a row of products or services: the search page of the chosen location. */
const listPath = (city: string, type: 'products' | 'services') =>
  locationPath(city, new URLSearchParams({ type }));

const productSkeleton = () => <div className={classes.productSkeleton} />;
const serviceSkeleton = () => <div className={classes.serviceSkeleton} />;
const subCategorySkeleton = () => <div className={classes.subCategorySkeleton} />;

/** Top sub-categories: 16 trending product sub-categories, 8 a slide (4 on phones). */
export function TopSubCategoriesRow({ city }: { city: string }) {
  const { t } = useTranslation();
  const { data, isPending } = useTrendingSubCategories('product');
  return (
    <CardRowCarousel
      title={t('landing.topSubCategories')}
      showMoreTo={listPath(city, 'products')}
      items={data}
      loading={isPending}
      layout={ROW_LAYOUTS.subCategories}
      getKey={(item) => item._id}
      renderItem={(item) => <SubCategoryCard subCategory={item} type="product" />}
      renderSkeleton={subCategorySkeleton}
    />
  );
}

/** Top products (24, trending) or new arrivals (16, newest): 8 a slide, 4 on phones. */
export function ProductHighlightsRow({
  city,
  sort,
}: {
  city: string;
  sort: 'trending' | 'new arrivals';
}) {
  const { t } = useTranslation();
  const trending = sort === 'trending';
  const { data, isPending } = useProductHighlights(
    sort,
    trending ? PAGE_SIZES.homeTopProducts : PAGE_SIZES.homeNewArrivals,
    city,
  );
  return (
    <CardRowCarousel
      title={t(trending ? 'landing.topProducts' : 'landing.newArrivals')}
      showMoreTo={listPath(city, 'products')}
      items={data}
      loading={isPending}
      layout={ROW_LAYOUTS.products}
      getKey={(item) => item._id}
      renderItem={(item) => <ProductCard product={item} />}
      renderSkeleton={productSkeleton}
    />
  );
}

/** Top services: 24 trending, 4 a slide (1 on phones), with one shared enquiry form. */
export function TopServicesRow({ city }: { city: string }) {
  const { t } = useTranslation();
  const { data, isPending } = useServiceHighlights(city);
  const enquiry = useQueryForm('enquiry');
  return (
    <CardRowCarousel
      title={t('landing.topServices')}
      showMoreTo={listPath(city, 'services')}
      items={data}
      loading={isPending}
      layout={ROW_LAYOUTS.services}
      getKey={(item) => item._id}
      renderItem={(item) => <ServiceCard service={item} onEnquire={enquiry.open} />}
      renderSkeleton={serviceSkeleton}
      footer={enquiry.modal}
    />
  );
}

/** The promoted sub-category rows (demographics): each sub-category with up to 8 products. */
export function PromotedRows({ city }: { city: string }) {
  const { data, isPending } = usePromotedRows(city);
  const language = useLanguage();
  if (isPending) {
    return (
      <CardRowCarousel
        title={'\u00a0'}
        items={undefined}
        loading
        layout={ROW_LAYOUTS.products}
        getKey={() => ''}
        renderItem={() => null}
        renderSkeleton={productSkeleton}
      />
    );
  }
  return (
    <>
      {(data ?? []).map((row) => (
        <CardRowCarousel
          key={row.subCategory._id}
          title={subCategoryName(row.subCategory, language)}
          showMoreTo={subCategoryPath(row.subCategory, 'product')}
          items={row.products}
          layout={ROW_LAYOUTS.products}
          getKey={(item) => item._id}
          renderItem={(item) => <ProductCard product={item} />}
        />
      ))}
    </>
  );
}
