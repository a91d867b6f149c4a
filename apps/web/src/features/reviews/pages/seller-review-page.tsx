import { Alert, Anchor, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { NotFoundNotice } from '@/components/not-found-notice.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { isApiError } from '@/lib/api-errors.ts';
import { useSellerReview } from '../api.ts';
import { SellerReviewCard } from '../components/seller-review-card.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /userAdmin/reviews/{id}: the review a new-review notification opens (the server
 * writes this path as its redirect: sellerReviewPath). A review without a reply opens with the
 * reply form ready.
 */
export default function SellerReviewPage() {
  const { t } = useTranslation();
  const { reviewId } = useParams();
  const id = reviewId && UUID.test(reviewId) ? reviewId.toLowerCase() : null;
  const review = useSellerReview(id);
  const notFound = !id || (review.isError && isApiError(review.error) && review.error.code === 404);
  const data = review.data;

  return (
    <PageShell title={t('nav.reviews')} subtitle={t('sellerReviews.subtitle')}>
      <Stack gap="md">
        <Group gap="md">
          <Anchor component={Link} to="/userAdmin/reviews" size="sm">
            <IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
            {t('sellerReviews.allReviews')}
          </Anchor>
          {data ? (
            <Anchor
              component={Link}
              to={`/userAdmin/reviews?business=${data.business._id}`}
              size="sm"
            >
              {t('sellerReviews.businessReviews', { name: data.business.name })}
            </Anchor>
          ) : null}
        </Group>
        {notFound ? (
          <NotFoundNotice backTo="/userAdmin/reviews" backLabel={t('sellerReviews.allReviews')} />
        ) : review.isError ? (
          <Alert color="red" icon={<IconInfoCircle size={18} />}>
            {t('errors.unexpected')}
          </Alert>
        ) : !data ? (
          <Skeleton h={160} radius="lg" />
        ) : (
          <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            <SellerReviewCard key={data._id} review={data} startReplying withPageLink />
          </Stack>
        )}
      </Stack>
    </PageShell>
  );
}
