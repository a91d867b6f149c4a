import { Alert, Badge, Group, SegmentedControl, Select, Skeleton, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES, REVIEW_LIMITS } from '@haat/shared';
import { EmptyState } from '@/components/empty-state.tsx';
import { NotFoundNotice } from '@/components/not-found-notice.tsx';
import { PageButtons } from '@/components/page-buttons.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { isApiError } from '@/lib/api-errors.ts';
import { useReviewBusinesses, useSellerReviews } from '../api.ts';
import { SellerReviewCard } from '../components/seller-review-card.tsx';

/** 5 to 1: the star filter's choices after All. */
const STARS = Array.from(
  { length: REVIEW_LIMITS.maxRating - REVIEW_LIMITS.minRating + 1 },
  (_, i) => REVIEW_LIMITS.maxRating - i,
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Filters and page in the address (?business=…&rating=4&page=2), so Back, reload and the link
 * from a business's row keep them.
 */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const rawBusiness = params.get('business');
  const businessId = rawBusiness && UUID.test(rawBusiness) ? rawBusiness.toLowerCase() : null;
  const rawRating = Number(params.get('rating'));
  const rating = STARS.includes(rawRating) ? rawRating : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (next: { businessId?: string | null; rating?: number | null; page?: number }) => {
    const search = new URLSearchParams();
    const nextBusiness = next.businessId === undefined ? businessId : next.businessId;
    const nextRating = next.rating === undefined ? rating : next.rating;
    if (nextBusiness) search.set('business', nextBusiness);
    if (nextRating) search.set('rating', String(nextRating));
    // A change of filter starts again at page 1.
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };
  return { businessId, rating, page, update };
}

/**
 * /userAdmin/reviews: every review of the seller's businesses, newest first, 10 a
 * page, by stars and by business; each with Reply / Edit reply. The seller area's plan guard
 * (routes.tsx) applies as to every /userAdmin screen.
 */
export default function SellerReviewsPage() {
  const { t } = useTranslation();
  const { businessId, rating, page, update } = useListParams();
  const list = useSellerReviews({ businessId, rating }, page);
  const businesses = useReviewBusinesses();
  const data = list.data;
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZES.sellerReviews));
  const filtered = businessId !== null || rating !== null;
  const notFound = list.isError && isApiError(list.error) && list.error.code === 404;

  return (
    <PageShell title={t('nav.reviews')} subtitle={t('sellerReviews.subtitle')}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group gap="sm" align="flex-end">
            <SegmentedControl
              value={rating ? String(rating) : 'all'}
              onChange={(value) => update({ rating: value === 'all' ? null : Number(value) })}
              data={[
                { value: 'all', label: t('sellerReviews.allStars') },
                ...STARS.map((n) => ({
                  value: String(n),
                  label: t('sellerReviews.starsOption', { count: n }),
                })),
              ]}
              aria-label={t('sellerReviews.starsFilter')}
              radius="md"
            />
            {(businesses.data?.length ?? 0) > 1 || businessId ? (
              <Select
                aria-label={t('sellerReviews.businessFilter')}
                value={businessId ?? ''}
                onChange={(value) => update({ businessId: value || null })}
                data={[
                  { value: '', label: t('sellerReviews.allBusinesses') },
                  ...(businesses.data ?? []).map((b) => ({ value: b._id, label: b.name })),
                ]}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                w={{ base: '100%', xs: 240 }}
              />
            ) : null}
          </Group>
          {data ? (
            <Badge variant="light" color="gray" size="lg" radius="sm">
              {t('sellerReviews.total', { count: total })}
            </Badge>
          ) : null}
        </Group>

        {notFound ? (
          <NotFoundNotice backTo="/userAdmin/reviews" backLabel={t('sellerReviews.allReviews')} />
        ) : list.isError ? (
          <Alert color="red" icon={<IconInfoCircle size={18} />}>
            {t('errors.unexpected')}
          </Alert>
        ) : !data ? (
          <Stack gap="sm">
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} h={120} radius="lg" />
            ))}
          </Stack>
        ) : data.reviews.length === 0 ? (
          filtered ? (
            <EmptyState title={t('sellerReviews.emptyFiltered')} />
          ) : (
            <EmptyState title={t('sellerReviews.empty')} text={t('sellerReviews.emptyText')} />
          )
        ) : (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('sellerReviews.listLabel')}
          >
            {data.reviews.map((review) => (
              <SellerReviewCard key={review._id} review={review} />
            ))}
          </Stack>
        )}
        <PageButtons
          page={page}
          total={pages}
          onChange={(next) => update({ page: next })}
          disabled={list.isFetching}
        />
      </Stack>
    </PageShell>
  );
}
