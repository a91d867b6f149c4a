import { lazy, Suspense, useState } from 'react';
import { Button, Center, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { REVIEW_LIMITS, REVIEW_SORTS, type ReviewSort, type ReviewSummary } from '@haat/shared';
import { formatAverage, Stars } from '@/entities/review/rating/stars.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { loadReviewStrings } from '@/lib/review-strings.ts';
import { RATE_PARAM, readProof } from '@/lib/buyer-proof.ts';
import { useSearchParams } from 'react-router';
import type { PublicBusiness } from '../api.ts';
import { useBusinessReviews } from '../reviews-api.ts';
import { ReviewItem } from './review-item.tsx';
import classes from './reviews.module.css';

loadReviewStrings();

// The form (its rules, the OTP step) and the report dialog load on their first use.
const WriteReviewModal = lazy(() => import('./write-review-modal.tsx'));
const ReportReviewModal = lazy(() => import('./report-review-modal.tsx'));

const STARS_DOWN = Array.from(
  { length: REVIEW_LIMITS.maxRating },
  (_, i) => REVIEW_LIMITS.maxRating - i,
) as (keyof ReviewSummary['breakdown'])[];

/** The average, the number of ratings and a bar for each star, 5 to 1. */
function SummaryBox({ summary, onWrite }: { summary: ReviewSummary; onWrite: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.summary}>
      {summary.count > 0 && summary.average != null ? (
        <div className={classes.average}>
          <span className={classes.averageNumber}>{formatAverage(summary.average)}</span>
          <Stack gap={4}>
            <Stars
              value={summary.average}
              size="lg"
              label={t('rating.label', {
                average: formatAverage(summary.average),
                count: summary.count,
              })}
            />
            <Text size="sm" c="dimmed">
              {t('rating.count', { count: summary.count })}
            </Text>
          </Stack>
        </div>
      ) : (
        <p className={classes.muted}>{t('reviews.empty')}</p>
      )}
      {summary.count > 0 ? (
        <ul className={classes.bars}>
          {STARS_DOWN.map((stars) => {
            const count = summary.breakdown[stars];
            return (
              <li
                key={stars}
                className={classes.bar}
                aria-label={t('reviewsPanel.bar', { stars, count })}
              >
                <span aria-hidden>{stars}★</span>
                <span className={classes.track} aria-hidden>
                  <span
                    className={classes.fill}
                    style={{ display: 'block', width: `${(count / summary.count) * 100}%` }}
                  />
                </span>
                <span className={classes.barCount} aria-hidden>
                  {count}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={onWrite} fullWidth>
        {t('reviewsPanel.write')}
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        {t('reviewsPanel.againHint')}
      </Text>
    </div>
  );
}

/**
 * The reviews of a business: the summary with its bars, the reviews newest first or
 * most helpful first, 10 at a time, and the ways to write, mark helpful and report.
 */
export default function ReviewsPanel({ business }: { business: PublicBusiness }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<ReviewSort>('newest');
  // My enquiries' "Rate …" opens the form at once, with the buyer's proof of the phone from
  // there: the review then needs no second code.
  const [params, setParams] = useSearchParams();
  const invited = params.get(RATE_PARAM) === '1';
  const [proved] = useState(() => (invited ? readProof() : null));
  const [writing, setWriting] = useState(invited);
  const [wroteOnce, setWroteOnce] = useState(invited);
  const [reporting, setReporting] = useState<string | null>(null);
  const [reportedOnce, setReportedOnce] = useState(false);
  const reviews = useBusinessReviews(business._id, sort);

  const fallback: ReviewSummary = {
    average: business.rating?.average ?? null,
    count: business.rating?.count ?? 0,
    breakdown: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 },
  };
  const summary = reviews.data?.pages[0]?.summary;
  const items = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  const openForm = () => {
    setWroteOnce(true);
    setWriting(true);
  };

  return (
    <div className={classes.columns}>
      <SummaryBox summary={summary ?? fallback} onWrite={openForm} />
      <div className={classes.list}>
        {items.length > 1 || sort !== 'newest' ? (
          <div className={classes.listHead}>
            <SegmentedControl
              size="xs"
              radius="xl"
              aria-label={t('reviewsPanel.sortLabel')}
              value={sort}
              onChange={(value) => setSort(value as ReviewSort)}
              data={REVIEW_SORTS.map((value) => ({
                value,
                label: t(`reviewsPanel.sorts.${value}`),
              }))}
            />
          </div>
        ) : null}
        {reviews.isPending ? (
          <Center py="lg">
            <Loader type="dots" aria-label={t('app.loading')} />
          </Center>
        ) : reviews.isError ? (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="dimmed">
              {t('reviewsPanel.failed')}
            </Text>
            <Button variant="light" size="xs" onClick={() => void reviews.refetch()}>
              {t('detail.retry')}
            </Button>
          </Stack>
        ) : (
          <>
            {items.map((review) => (
              <ReviewItem
                key={review._id}
                review={review}
                businessId={business._id}
                onReport={(id) => {
                  setReportedOnce(true);
                  setReporting(id);
                }}
              />
            ))}
            {reviews.hasNextPage ? (
              <Button
                variant="default"
                onClick={() => void reviews.fetchNextPage()}
                loading={reviews.isFetchingNextPage}
                style={{ alignSelf: 'center' }}
              >
                {t('reviewsPanel.more')}
              </Button>
            ) : null}
          </>
        )}
      </div>
      {wroteOnce ? (
        <Suspense fallback={null}>
          <WriteReviewModal
            opened={writing}
            business={business}
            onClose={() => {
              setWriting(false);
              // Closed for good: a reload of the page does not open it again.
              if (invited) {
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    next.delete(RATE_PARAM);
                    return next;
                  },
                  { replace: true, preventScrollReset: true },
                );
              }
            }}
            onWritten={() => setSort('newest')}
            proved={proved ? { phoneNo: proved.phoneNo, proof: proved.proof } : undefined}
          />
        </Suspense>
      ) : null}
      {reportedOnce ? (
        <Suspense fallback={null}>
          <ReportReviewModal reviewId={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
