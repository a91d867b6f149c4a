import { Container, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import {
  type CategoryType,
  type ProductCard as ProductData,
  type ServiceCard as ServiceData,
} from '@haat/shared';
import { BreadcrumbHeader } from '@/components/breadcrumb-header/breadcrumb-header.tsx';
import type { Crumb } from '@/components/breadcrumbs/breadcrumbs.tsx';
import { GridSkeleton, ListingGrid } from '@/entities/listing/cards/listing-grid.tsx';
import { ProductCard } from '@/entities/listing/cards/product-card.tsx';
import { ServiceCard } from '@/entities/listing/cards/service-card.tsx';
import { useQueryForm } from '@/entities/enquiry/use-query-form.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { RequirementEntry } from '@/entities/requirement/requirement-entry.tsx';
import { LoadFailed } from '@/components/load-failed.tsx';
import { SUB_CATEGORY_TABS } from '@/entities/listing/filter-modal/filter-modal-tabs.ts';
import { ListingToolbar } from '@/entities/listing/filter-modal/listing-toolbar.tsx';
import { isApiError } from '@/lib/api-errors.ts';
import { useChosenLocation } from '@/lib/auth-storage.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { bannerImages, categoryName, localName } from '@/lib/local-name.ts';
import { sortsFor, useListingParams } from '@/lib/listing-params.ts';
import { useListingPages } from '@/entities/listing/cards/listing-pages-api.ts';
import { categoryPath, decodeRouteId, idFromParam } from '@/lib/route-ids.ts';
import { useSubCategoryBanners } from '../api.ts';

const SKELETON_CARDS = 6;

/**
 * /subCategory/{id} and /service/subCategory/{id}: banners, Sort By (New Arrivals,
 * A-Z, Z-A), filters, and the listings of the chosen location 12 a page with infinite scroll.
 * Sort and filters live in the URL, like the search page's.
 */
function SubCategoryPage({ type }: { type: CategoryType }) {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const fkSubCategoryId = idFromParam(id);
  const routeName = id ? decodeRouteId(id)?.subCategory : undefined;
  const city = useChosenLocation();
  const banners = useSubCategoryBanners(fkSubCategoryId, city);
  const { params, update } = useListingParams(type, false);
  const { sort, filters } = params;
  const list = useListingPages(
    {
      kind: type,
      source: { from: 'subCategory', fkSubCategoryId: fkSubCategoryId ?? '' },
      city,
      sort,
      filters,
    },
    Boolean(fkSubCategoryId),
  );
  const enquiry = useQueryForm('enquiry');
  const first = list.items[0] as ProductData | undefined;
  const english =
    routeName ??
    banners.data?.subCategory ??
    (type === 'product' ? first?.subCat?.subCategory : undefined);
  // The address carries the English name only; the banners' answer names it in Hindi too.
  const hindi =
    banners.data?.subCategoryHi ??
    (type === 'product' && first?.subCat ? first.subCat.subCategoryHi : undefined);
  const name = english
    ? localName(i18n.language, english, hindi)
    : t(type === 'service' ? 'pages.serviceSubCategory' : 'pages.subCategory');
  useDocumentTitle(name);

  const missing =
    !fkSubCategoryId || (list.isError && isApiError(list.error) && list.error.code === 404);
  if (missing) {
    return (
      <Container size="xl" w="100%" py="lg">
        <EmptyState title={t('catalogPages.subCategoryNotFound')} />
      </Container>
    );
  }

  const category = banners.data;
  const crumbs: Crumb[] = [{ label: t('catalogPages.home'), to: '/home' }];
  if (category?.category && category.fkCategoryId) {
    crumbs.push({
      label: categoryName(
        { category: category.category, categoryHi: category.categoryHi },
        i18n.language,
      ),
      to: categoryPath({ _id: category.fkCategoryId, category: category.category }, type),
    });
  }

  return (
    <Container size="xl" w="100%" py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <BreadcrumbHeader
          crumbs={crumbs}
          title={name}
          subtitle={
            list.isSuccess ? (
              <Text span size="sm" c="dimmed" aria-live="polite">
                {t(list.totalCapped ? 'listing.resultsAtLeast' : 'listing.results', {
                  count: list.total,
                })}
              </Text>
            ) : null
          }
          banners={bannerImages(category, i18n.language)}
          bannersLoading={banners.isPending}
        />
        <RequirementEntry
          prefill={{
            kind: type,
            categoryId: category?.fkCategoryId ?? undefined,
            subCategoryId: fkSubCategoryId,
          }}
        />
        <ListingToolbar
          kind={type}
          filters={filters}
          onFilters={(next) => update({ filters: next })}
          tabs={SUB_CATEGORY_TABS[type]}
          fixedSubCategoryId={fkSubCategoryId ?? undefined}
          sort={sort}
          sorts={sortsFor('')}
          onSort={(next) => update({ sort: next })}
        />
        {list.isPending ? (
          <GridSkeleton variant={type} count={SKELETON_CARDS} />
        ) : list.items.length === 0 ? (
          list.isError ? (
            <LoadFailed title={t('listing.failedTitle')} onRetry={() => void list.refetch()} />
          ) : (
            <EmptyState title={t('msg.noResultFound')} />
          )
        ) : (
          <ListingGrid
            variant={type}
            items={list.items}
            getKey={(item) => item._id}
            renderItem={(item, index) =>
              type === 'service' ? (
                <ServiceCard
                  service={item as ServiceData}
                  onEnquire={enquiry.open}
                  eagerImage={index < 2}
                />
              ) : (
                <ProductCard product={item as ProductData} eagerImage={index < 4} />
              )
            }
            hasMore={Boolean(list.hasNextPage)}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
            label={t('listing.listLabel', { title: name })}
          />
        )}
      </Stack>
      {enquiry.modal}
    </Container>
  );
}

export const ProductSubCategoryPage = () => <SubCategoryPage type="product" />;
export const ServiceSubCategoryPage = () => <SubCategoryPage type="service" />;
