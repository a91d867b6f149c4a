import { Text } from '@mantine/core';
import { adminModerateReviewBody, REVIEW_LIMITS, REVIEW_MSG, type AdminReview } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { reviewerName } from '@/entities/review/reviewer-name.ts';
import { ReasonModal } from './reason-modal.tsx';

/**
 * What the administrator chose: hide, restore a hidden one, keep a waiting (reported) one
 * published, or approve or reject one held by the word lists.
 */
export type ModerationKind = 'hide' | 'restore' | 'keep' | 'approve' | 'reject';
export type ModerationChoice = { review: AdminReview; kind: ModerationKind };

type Props = {
  choice: ModerationChoice | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
};

/**
 * Confirms a moderation decision with its required reason (kept in the audit log), checked by the
 * shared rule before anything is sent.
 */
export function ModerateReviewModal({ choice, busy, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const kind = choice?.kind ?? 'hide';
  const names = {
    name: choice ? reviewerName(choice.review, t) : '',
    business: choice?.review.business.name ?? '',
  };
  return (
    <ReasonModal
      opened={choice !== null}
      title={t(`admin.reviews.${kind}Title`)}
      intro={<Text size="sm">{t(`admin.reviews.${kind}Text`, names)}</Text>}
      label={t('admin.reviews.reason')}
      placeholder={t('admin.reviews.reasonPlaceholder')}
      rows={3}
      maxLength={REVIEW_LIMITS.moderationReasonChars + 1}
      action={t(`admin.reviews.${kind}`)}
      color={kind === 'hide' || kind === 'reject' ? 'red' : 'teal'}
      busy={busy}
      onClose={onClose}
      rule={(text) => {
        const checked = adminModerateReviewBody.shape.reason.safeParse(text);
        if (checked.success) return null;
        return t(
          checked.error.issues[0]?.message === REVIEW_MSG.moderationReasonTooLong
            ? 'admin.reviews.reasonTooLong'
            : 'admin.reviews.reasonRequired',
        );
      }}
      onSubmit={onConfirm}
    />
  );
}
