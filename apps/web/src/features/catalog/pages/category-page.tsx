import { Container, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import type {
  CategoryType,
  ProductCard as ProductData,
  ServiceCard as ServiceData,
  TrendingSubCategory,
} from '@haat/shared';
import { BreadcrumbHeader } from '@/components/breadcrumb-header/breadcrumb-header.tsx';
import { CardRowCarousel, ROW_LAYOUTS } from '@/entities/listing/cards/card-row-carousel.tsx';
import { GridSkeleton, ListingGrid } from '@/entities/listing/cards/listing-grid.tsx';
import { ProductCard } from '@/entities/listing/cards/product-card.tsx';
import { ServiceCard } from '@/entities/listing/cards/service-card.tsx';
import { SubCategoryCard } from '@/entities/listing/cards/sub-category-card.tsx';
import { useQueryForm } from '@/entities/enquiry/use-query-form.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { RequirementEntry } from '@/entities/requirement/requirement-entry.tsx';
import { useChosenLocation } from '@/lib/auth-storage.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { bannerImages, categoryName, subCategoryName } from '@/lib/local-name.ts';
import { decodeRouteId, idFromParam, subCategoryPath } from '@/lib/route-ids.ts';
import { useCategoryBanners, useCategorySubCategories, useTrendingInCategory } from '../api.ts';

function TrendingRows({
  fkCategoryId,
  kind,
  category,
}: {
  fkCategoryId: string;
  kind: CategoryType;
  category: string;
}) {
  const { t, i18n } = useTranslation();
  const city = useChosenLocation();
  const { data: rows } = useTrendingInCategory(fkCategoryId, city);
  const enquiry = useQueryForm('enquiry');
  if (!rows?.length) return null;
  const listings = (row: TrendingSubCategory): (ProductData | ServiceData)[] =>
    row.products ?? row.services ?? [];
  return (
    <Stack gap={0} component="section" aria-labelledby="category-trending">
      <Title order={2} id="category-trending" fz={{ base: 18, sm: 22 }} mt="md">
        {t('catalogPages.trendingIn', { category })}
      </Title>
      {rows.map((row) => (
        <CardRowCarousel
          key={row._id}
          title={subCategoryName(row, i18n.language)}
          headingOrder={3}
          showMoreTo={subCategoryPath(row, row.services ? 'service' : kind)}
          items={listings(row)}
          layout={row.services ? ROW_LAYOUTS.services : ROW_LAYOUTS.products}
          getKey={(item) => item._id}
          renderItem={(item) =>
            row.services ? (
              <ServiceCard service={item as ServiceData} onEnquire={enquiry.open} />
            ) : (
              <ProductCard product={item as ProductData} />
            )
          }
        />
      ))}
      {enquiry.modal}
    </Stack>
  );
}

/**
 * /category/{id} and /service/category/{id}: the breadcrumb header with the
 * category's banners, its sub-categories (infinite list), and its trending sub-categories with
 * their products or services.
 */
function CategoryPage({ type }: { type: CategoryType }) {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const fkCategoryId = idFromParam(id);
  const routeName = id ? decodeRouteId(id)?.category : undefined;
  const city = useChosenLocation();
  const subs = useCategorySubCategories(fkCategoryId);
  const banners = useCategoryBanners(fkCategoryId, city);
  // The category says what it holds; the address only guesses until it answers.
  const kind = subs.category?.type ?? type;
  // The address carries the English name only: Hindi shows once the category has answered.
  const name =
    (subs.category ? categoryName(subs.category, i18n.language) : undefined) ??
    routeName ??
    t(type === 'service' ? 'pages.serviceCategory' : 'pages.category');
  useDocumentTitle(name);

  if (!fkCategoryId || (subs.isError && !subs.items.length)) {
    return (
      <Container size="xl" w="100%" py="lg">
        <EmptyState title={t('catalogPages.categoryNotFound')} />
      </Container>
    );
  }

  return (
    <Container size="xl" w="100%" py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <BreadcrumbHeader
          crumbs={[{ label: t('catalogPages.home'), to: '/home' }]}
          title={name}
          banners={bannerImages(banners.data, i18n.language)}
          bannersLoading={banners.isPending}
        />
        <RequirementEntry prefill={{ kind, categoryId: fkCategoryId }} />
        <section aria-labelledby="category-subcategories">
          <Title order={2} id="category-subcategories" fz={{ base: 18, sm: 22 }} mb="sm">
            {t('catalogPages.subCategories', { category: name })}
          </Title>
          {subs.isPending ? (
            <GridSkeleton variant="subCategory" count={8} />
          ) : (
            <ListingGrid
              variant="subCategory"
              items={subs.items}
              getKey={(item) => item._id}
              renderItem={(item) => <SubCategoryCard subCategory={item} type={kind} />}
              hasMore={Boolean(subs.hasNextPage)}
              loadingMore={subs.isFetchingNextPage}
              onLoadMore={() => void subs.fetchNextPage()}
              label={t('catalogPages.subCategories', { category: name })}
            />
          )}
        </section>
        <TrendingRows fkCategoryId={fkCategoryId} kind={kind} category={name} />
      </Stack>
    </Container>
  );
}

export const ProductCategoryPage = () => <CategoryPage type="product" />;
export const ServiceCategoryPage = () => <CategoryPage type="service" />;
