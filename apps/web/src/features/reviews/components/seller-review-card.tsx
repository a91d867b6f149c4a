import { useState } from 'react';
import { Alert, Anchor, Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconEyeOff, IconMessageReply, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime, type SellerReview } from '@haat/shared';
import { ReviewHeading } from '@/entities/review/review-heading.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { reviewerName } from '@/entities/review/reviewer-name.ts';
import { businessPath } from '@/lib/route-ids.ts';
import { ReplyForm } from './reply-form.tsx';

type Props = {
  review: SellerReview;
  /** Opens with the reply form showing (the review a notification led to, without a reply). */
  startReplying?: boolean;
  /** Links to the review's business page (on the one-review screen). */
  withPageLink?: boolean;
};

/** Text as the buyer or seller wrote it: plain text, line breaks kept, never HTML. */
const PLAIN = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * One review as its seller reads it: stars, name, date (India time), business, text, whether the
 * administrator hid it, and the seller's one public reply with Reply / Edit reply.
 */
export function SellerReviewCard({ review, startReplying = false, withPageLink = false }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(startReplying && review.reply === null);
  const hidden = review.status === 'hidden';

  return (
    <Card
      component="li"
      withBorder
      radius="lg"
      p="md"
      aria-label={`${reviewerName(review, t)}, ${t('sellerReviews.stars', { rating: review.rating })}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
          <ReviewHeading
            rating={review.rating}
            starsLabel={t('sellerReviews.stars', { rating: review.rating })}
            edited={review.isEdited ? t('sellerReviews.edited') : null}
            name={reviewerName(review, t)}
            detail={`${formatDateTime(review.createdAt)} · ${review.business.name}`}
          />
          {hidden ? (
            <Badge
              color="red"
              variant="light"
              leftSection={<IconEyeOff size={12} />}
              style={{ flexShrink: 0 }}
            >
              {t('sellerReviews.hidden')}
            </Badge>
          ) : null}
        </Group>

        {review.text ? (
          <Text size="sm" style={PLAIN}>
            {review.text}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            {t('sellerReviews.noText')}
          </Text>
        )}

        {hidden ? (
          <Alert color="red" variant="light" p="xs">
            <Text size="xs">{t('sellerReviews.hiddenText')}</Text>
          </Alert>
        ) : null}

        {editing ? (
          <ReplyForm review={review} onDone={() => setEditing(false)} />
        ) : review.reply ? (
          <Box
            p="sm"
            bg="gray.0"
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              borderLeft: '3px solid var(--mantine-color-peacock-5)',
            }}
          >
            <Text size="xs" fw={700}>
              {t('sellerReviews.yourReply')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('sellerReviews.repliedOn', { date: formatDateTime(review.reply.updatedAt) })}
            </Text>
            <Text size="sm" mt={4} style={PLAIN}>
              {review.reply.text}
            </Text>
          </Box>
        ) : null}

        {editing && !withPageLink ? null : (
          <Group justify="space-between" gap="xs">
            {withPageLink ? (
              <Anchor component={Link} to={businessPath(review.business)} size="sm">
                {t('sellerReviews.viewPage')}
              </Anchor>
            ) : (
              <span />
            )}
            {editing ? null : (
              <Button
                size="xs"
                variant={review.reply ? 'default' : 'light'}
                leftSection={
                  review.reply ? <IconPencil size={14} /> : <IconMessageReply size={14} />
                }
                onClick={() => setEditing(true)}
                aria-label={t(
                  review.reply ? 'sellerReviews.editReplyTo' : 'sellerReviews.replyTo',
                  { name: reviewerName(review, t) },
                )}
              >
                {t(review.reply ? 'sellerReviews.editReply' : 'sellerReviews.reply')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
