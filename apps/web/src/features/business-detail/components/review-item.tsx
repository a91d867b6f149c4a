import { Badge, Button } from '@mantine/core';
import { IconCircleCheck, IconFlag, IconThumbUp } from '@tabler/icons-react';
import { formatDate, type ListedReview } from '@haat/shared';
import { Stars } from '@/entities/review/rating/stars.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { reviewerName } from '@/entities/review/reviewer-name.ts';
import { showToast } from '@/lib/toast.ts';
import { useMarkHelpful } from '../reviews-api.ts';
import classes from './reviews.module.css';

type Props = { review: ListedReview; businessId: string; onReport: (id: string) => void };

/**
 * One review: name, stars, date (Asia/Kolkata), the text exactly as written (React puts it in
 * as text, never as HTML), the seller's reply, Helpful and Report.
 */
export function ReviewItem({ review, businessId, onReport }: Props) {
  const { t } = useTranslation();
  const helpful = useMarkHelpful(businessId);
  // The list says which reviews this visitor (their address, one vote each) already marked, so
  // the button shows it after a reload too; a vote marks it in the cached list.
  const marked = review.markedHelpful;

  const markHelpful = () =>
    helpful.mutate(review._id, {
      onSuccess: (answer) => {
        showToast(
          answer.counted ? 'success' : 'info',
          t(answer.counted ? 'reviewMsg.helpfulCounted' : 'reviewMsg.helpfulAlready'),
        );
      },
    });

  return (
    <article className={classes.review} aria-label={reviewerName(review, t)}>
      <div className={classes.reviewHead}>
        <span className={classes.reviewer}>{reviewerName(review, t)}</span>
        <Stars
          value={review.rating}
          size="sm"
          label={t('reviewsPanel.stars', { count: review.rating })}
        />
        <time className={classes.date} dateTime={review.createdAt}>
          {formatDate(review.createdAt)}
          {review.isEdited ? ` · ${t('reviewsPanel.edited')}` : ''}
        </time>
        {/* The reviewer's enquiry to this business was answered by the seller. */}
        {review.verifiedEnquiry ? (
          <Badge
            variant="light"
            color="teal"
            size="sm"
            radius="sm"
            leftSection={<IconCircleCheck size={12} aria-hidden />}
            title={t('reviewsPanel.verifiedEnquiryHint')}
          >
            {t('reviewsPanel.verifiedEnquiry')}
          </Badge>
        ) : null}
      </div>
      {review.text ? <p className={classes.text}>{review.text}</p> : null}
      {review.reply ? (
        <div className={classes.reply}>
          <p className={classes.replyTitle}>{t('reviewsPanel.reply')}</p>
          <p className={classes.text}>{review.reply.text}</p>
        </div>
      ) : null}
      <div className={classes.actions}>
        <Button
          variant={marked ? 'light' : 'subtle'}
          color="gray"
          size="compact-xs"
          leftSection={<IconThumbUp size={14} aria-hidden />}
          aria-pressed={marked}
          disabled={marked}
          loading={helpful.isPending}
          onClick={markHelpful}
        >
          {review.helpfulCount > 0
            ? t('reviewsPanel.helpfulCount', { count: review.helpfulCount })
            : t('reviewsPanel.helpful')}
        </Button>
        <Button
          variant="subtle"
          color="gray"
          size="compact-xs"
          leftSection={<IconFlag size={14} aria-hidden />}
          onClick={() => onReport(review._id)}
        >
          {t('reviewsPanel.report')}
        </Button>
      </div>
    </article>
  );
}
