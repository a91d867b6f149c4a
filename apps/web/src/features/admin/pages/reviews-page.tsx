import { useState } from 'react';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  List,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { IconBuildingStore, IconEye, IconEyeOff, IconFlag } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  formatDateTime,
  formatPhone,
  PAGE_SIZES,
  REVIEW_QUEUE_FILTERS,
  type AdminReview,
  type ReviewQueueFilter,
} from '@haat/shared';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageButtons } from '@/components/page-buttons.tsx';
import { ReviewHeading } from '@/entities/review/review-heading.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { reviewerName } from '@/entities/review/reviewer-name.ts';
import { useFilterPageParams } from '@/lib/filter-page-params.ts';
import { businessPath } from '@/lib/route-ids.ts';
import { AdminPage, QueryState } from '../components/admin-page.tsx';
import {
  ModerateReviewModal,
  type ModerationChoice,
  type ModerationKind,
} from '../components/moderate-review-modal.tsx';
import { useModerateReview, useReviewQueue } from '../reviews-api.ts';

/** Text as the reviewer wrote it: plain text, line breaks kept, never HTML. */
const PLAIN = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** How each moderation button looks: publishing ones teal, hiding ones red, keeping one plain. */
const ACTION_LOOK: Record<
  ModerationKind,
  { color?: string; variant: 'light' | 'default'; hides: boolean }
> = {
  approve: { color: 'teal', variant: 'light', hides: false },
  restore: { color: 'teal', variant: 'light', hides: false },
  keep: { variant: 'default', hides: false },
  reject: { color: 'red', variant: 'light', hides: true },
  hide: { color: 'red', variant: 'light', hides: true },
};

function ReviewCard({
  review,
  busy,
  onChoose,
}: {
  review: AdminReview;
  busy: boolean;
  onChoose: (choice: ModerationChoice) => void;
}) {
  const { t } = useTranslation();
  const hidden = review.status === 'hidden';
  const held = review.status === 'pending';
  return (
    <Card component="li" withBorder radius="lg" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <ReviewHeading
            rating={review.rating}
            starsLabel={t('admin.reviews.stars', { rating: review.rating })}
            edited={review.isEdited ? t('admin.reviews.edited') : null}
            name={reviewerName(review, t)}
            detail={`${formatPhone(review.phoneNo)} · ${formatDateTime(review.createdAt)}`}
          />
          <Group gap={4} justify="flex-end" style={{ flexShrink: 0 }}>
            {review.isWaiting ? (
              <Badge color="yellow" variant="light">
                {t('admin.reviews.status.waiting')}
              </Badge>
            ) : null}
            <Badge color={hidden ? 'red' : held ? 'orange' : 'teal'} variant="light">
              {t(`admin.reviews.status.${review.status}`)}
            </Badge>
          </Group>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconBuildingStore size={16} style={{ flexShrink: 0 }} aria-hidden />
          <Anchor
            component={Link}
            to={businessPath(review.business)}
            target="_blank"
            size="sm"
            fw={600}
            title={t('admin.reviews.openPage')}
          >
            {review.business.name}
          </Anchor>
        </Group>
        {review.text ? (
          <Text size="sm" style={PLAIN}>
            {review.text}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            {t('admin.reviews.noText')}
          </Text>
        )}
        {review.flaggedWords.length ? (
          <Text size="xs" c="red.8">
            {t('admin.reviews.flagged', { words: review.flaggedWords.join(', ') })}
          </Text>
        ) : null}
        {review.reports.length ? (
          <Box
            p="xs"
            bg="yellow.0"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            aria-label={t('admin.reviews.reports', { count: review.reports.length })}
          >
            <Group gap={6} mb={4}>
              <IconFlag size={14} />
              <Text size="xs" fw={700}>
                {t('admin.reviews.reports', { count: review.reports.length })}
              </Text>
            </Group>
            <List size="xs" spacing={2}>
              {review.reports.map((report, index) => (
                <List.Item key={`${report.createdAt}-${index}`}>
                  <Text span size="xs" fw={600}>
                    {t(`admin.reviews.reasons.${report.reason}`)}
                  </Text>
                  <Text span size="xs" c="dimmed">
                    {' '}
                    · {formatDateTime(report.createdAt)}
                  </Text>
                  {report.details ? (
                    <Text size="xs" style={PLAIN}>
                      {report.details}
                    </Text>
                  ) : null}
                </List.Item>
              ))}
            </List>
          </Box>
        ) : null}
        {review.reply ? (
          <Box
            p="xs"
            bg="gray.0"
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              borderLeft: '3px solid var(--mantine-color-peacock-5)',
            }}
          >
            <Text size="xs" fw={700}>
              {t('admin.reviews.sellerReply')}
            </Text>
            <Text size="xs" style={PLAIN}>
              {review.reply.text}
            </Text>
          </Box>
        ) : null}
        {review.moderation ? (
          <Text size="xs" c="dimmed" style={PLAIN}>
            {t(`admin.reviews.lastAction.${review.moderation.action}`, {
              date: formatDateTime(review.moderation.at),
              reason: review.moderation.reason,
            })}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          {/* What the administrator may do next, by where the review stands. */}
          {(held
            ? (['approve', 'reject'] as const)
            : hidden
              ? (['restore'] as const)
              : review.isWaiting
                ? (['keep', 'hide'] as const)
                : (['hide'] as const)
          ).map((kind) => {
            const look = ACTION_LOOK[kind];
            return (
              <Button
                key={kind}
                size="xs"
                color={look.color}
                variant={look.variant}
                leftSection={look.hides ? <IconEyeOff size={14} /> : <IconEye size={14} />}
                disabled={busy}
                onClick={() => onChoose({ review, kind })}
              >
                {t(`admin.reviews.${kind}`)}
              </Button>
            );
          })}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /admin/reviews: the moderation queue (reported reviews, and those held for words
 * from the lists, oldest first), hidden reviews and all; Approve or Reject a held review, Hide,
 * Restore or Keep published the others, each with a required reason that goes to the audit log.
 */
export default function ReviewsPage() {
  const { t } = useTranslation();
  // The dashboard links to the queue; filter and page live in the address.
  const { filter, page, update } = useFilterPageParams(REVIEW_QUEUE_FILTERS, 'waiting');
  const queue = useReviewQueue(filter, page);
  const moderate = useModerateReview();
  // What each decision did, in the toast's words: "Keep published" changes nothing on the page,
  // only a hidden review is published again, a held one is published for the first time.
  const done: Record<ModerationKind, string> = {
    hide: t('admin.reviews.hidden'),
    restore: t('admin.reviews.restored'),
    keep: t('admin.reviews.kept'),
    approve: t('admin.reviews.approved'),
    reject: t('admin.reviews.rejected'),
  };
  const [choice, setChoice] = useState<ModerationChoice | null>(null);
  const rows = queue.data?.reviews ?? [];
  const pages = Math.max(1, Math.ceil((queue.data?.total ?? 0) / PAGE_SIZES.adminReviews));

  const confirm = (reason: string) => {
    if (!choice) return;
    moderate.mutate(
      {
        action: choice.kind === 'hide' || choice.kind === 'reject' ? 'hide' : 'restore',
        id: choice.review._id,
        reason,
        done: done[choice.kind],
      },
      {
        onSuccess: () => {
          setChoice(null);
          // The last review of a later page left this list: show the page before.
          if (rows.length === 1 && page > 1) update({ page: page - 1 });
        },
      },
    );
  };

  return (
    <AdminPage
      title={t('admin.reviews.title')}
      subtitle={t('admin.reviews.subtitle')}
      actions={
        <SegmentedControl
          value={filter}
          onChange={(value) => update({ filter: value as ReviewQueueFilter })}
          data={REVIEW_QUEUE_FILTERS.map((value) => ({
            value,
            label: t(`admin.reviews.filters.${value}`),
          }))}
          aria-label={t('admin.reviews.filterLabel')}
        />
      }
    >
      <QueryState
        isLoading={queue.isLoading}
        isError={queue.isError}
        onRetry={() => void queue.refetch()}
      />
      {queue.data && !rows.length ? (
        <EmptyState title={t(`admin.reviews.empty.${filter}`)} />
      ) : null}
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('admin.reviews.listLabel')}
      >
        {rows.map((review) => (
          <ReviewCard
            key={review._id}
            review={review}
            busy={moderate.isPending}
            onChoose={setChoice}
          />
        ))}
      </Stack>
      <Group justify="center" mt="lg">
        <PageButtons
          page={page}
          total={pages}
          onChange={(next) => update({ page: next })}
          disabled={queue.isFetching}
        />
      </Group>
      <ModerateReviewModal
        key={choice ? `${choice.review._id}-${choice.kind}` : 'closed'}
        choice={choice}
        busy={moderate.isPending}
        onClose={() => setChoice(null)}
        onConfirm={confirm}
      />
    </AdminPage>
  );
}
