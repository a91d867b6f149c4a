import { Container, Skeleton, Stack, Title } from '@mantine/core';
import layout from '@/components/detail-layout.module.css';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { COVER_SIZES, shopPath } from '@haat/shared';
import { Breadcrumbs } from '@/components/breadcrumbs/breadcrumbs.tsx';
import { Gallery } from '@/components/gallery/gallery.tsx';
import { WorkingHoursCard } from '@/entities/business/working-hours/working-hours-card.tsx';
import { isApiError } from '@/lib/api-errors.ts';
import { cameFrom } from '@/lib/business-link.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { decodeRouteId, idFromParam } from '@/lib/route-ids.ts';
import { useCountView } from '@/lib/views.ts';
import { useBusiness, useShop } from '../api.ts';
import { BusinessFacts } from '../components/business-facts.tsx';
import { BusinessAbout, BusinessHeader } from '../components/business-info.tsx';
import { BusinessListings } from '../components/business-listings.tsx';
import { ReviewsSection } from '../components/reviews-section.tsx';
import { ShopSearch, useShopSearch } from '../components/shop-search.tsx';
import { DetailProblem } from '@/components/detail-problem.tsx';

type BusinessQuery = ReturnType<typeof useBusiness>;

/** /business/{id}. */
export default function BusinessDetailPage() {
  const { id: param } = useParams();
  const id = idFromParam(param);
  const routeName = param ? decodeRouteId(param)?.businessName : undefined;
  return <BusinessProfile query={useBusiness(id)} routeName={routeName} known={Boolean(id)} />;
}

/**
 * /shop/{slug}: the same page at the business's shop address, its canonical one
 * (docs/decisions/021-shop-page.md). An old address reached inside the app is replaced by the
 * current one (the server answers it with a 301).
 */
export function ShopPage() {
  const { slug } = useParams();
  const query = useShop(slug);
  const current = query.data?.slug;
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (current && current !== slug) {
      void navigate(`${shopPath(current)}${location.search}`, { replace: true });
    }
  }, [current, slug, location.search, navigate]);
  return <BusinessProfile query={query} known={Boolean(slug)} />;
}

/** The business page, whichever address it was reached at. */
function BusinessProfile({
  query,
  routeName,
  known,
}: {
  query: BusinessQuery;
  /** The name the address carries, shown while the business loads. */
  routeName?: string;
  /** The address names a business at all. */
  known: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const search = useShopSearch();
  const business = query.data;
  useDocumentTitle(business?.name ?? routeName);
  useCountView('business', business?._id, location.key);
  // The marker says which listings the visitor came from, so the heading is right at once.
  const kind = business?.businessType ?? cameFrom(location.state) ?? 'product';

  if (
    !known ||
    (query.isError && isApiError(query.error) && [400, 404].includes(query.error.code))
  ) {
    return <DetailProblem kind="notFound" notFoundTitle={t('businessDetail.notFoundTitle')} />;
  }
  if (query.isError)
    return (
      <DetailProblem
        kind="failed"
        notFoundTitle={t('businessDetail.notFoundTitle')}
        onRetry={() => void query.refetch()}
      />
    );

  const count = business ? (kind === 'product' ? business.productCount : business.serviceCount) : 0;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} w="100%">
      <Breadcrumbs
        label={t('detail.breadcrumbs')}
        crumbs={[{ label: t('nav.home'), to: '/home' }]}
        current={business?.name ?? routeName ?? t('pages.business')}
        className={layout.breadcrumbs}
      />

      {/* One grid, in the order a phone reads it (a shop opened from its QR poster
          shows its listings right after a compact heading); from sm the pictures sit beside the
          heading and the rest, and from md the listings beside the hours (detail-layout.module.css). */}
      <div className={layout.businessPage}>
        <div className={layout.businessHeader}>
          {business ? (
            <BusinessHeader business={business} />
          ) : (
            <Stack gap="sm" aria-busy>
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                {routeName ?? t('pages.business')}
              </Title>
              <Skeleton height={16} width="70%" />
              <Skeleton height={16} width="40%" />
              <Skeleton height={36} width="80%" />
              <Skeleton height={80} />
            </Stack>
          )}
        </div>
        {business ? (
          <Stack
            gap="sm"
            component="section"
            aria-labelledby="business-listings"
            className={layout.businessListings}
          >
            <Title order={2} fz="xl" id="business-listings">
              {t(`businessDetail.listingsTitle.${kind}`)}
            </Title>
            {count > 0 ? <ShopSearch name={business.name} /> : null}
            <BusinessListings businessId={business._id} kind={kind} count={count} search={search} />
          </Stack>
        ) : null}
        <div className={layout.businessGallery}>
          {business ? (
            <Gallery
              images={business.images}
              alt={business.name}
              priority
              sizes={COVER_SIZES.business}
            />
          ) : (
            <Skeleton radius="lg" style={{ aspectRatio: '1 / 1' }} />
          )}
        </div>
        {business ? (
          <>
            <div className={layout.businessAbout}>
              <BusinessAbout business={business} />
            </div>
            <Stack gap="md" className={layout.aside}>
              <WorkingHoursCard hours={business.workingHours} />
              <BusinessFacts business={business} />
            </Stack>
          </>
        ) : null}
      </div>
      {business ? <ReviewsSection business={business} /> : null}
    </Container>
  );
}
