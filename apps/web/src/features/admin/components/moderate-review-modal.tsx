import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { adminModerateReviewBody, REVIEW_LIMITS, REVIEW_MSG, type AdminReview } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';

/**
 * What the administrator chose: hide, restore a hidden one, keep a waiting (reported) one
 * published, or approve or reject one held by the word lists (issue 35).
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const kind = choice?.kind ?? 'hide';
  const names = { name: choice?.review.name ?? '', business: choice?.review.business.name ?? '' };

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = () => {
    const checked = adminModerateReviewBody.shape.reason.safeParse(reason);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message;
      setError(
        t(
          message === REVIEW_MSG.moderationReasonTooLong
            ? 'admin.reviews.reasonTooLong'
            : 'admin.reviews.reasonRequired',
        ),
      );
      return;
    }
    onConfirm(checked.data);
  };

  return (
    <Modal
      opened={choice !== null}
      onClose={close}
      title={t(`admin.reviews.${kind}Title`)}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm">{t(`admin.reviews.${kind}Text`, names)}</Text>
          <Textarea
            label={t('admin.reviews.reason')}
            placeholder={t('admin.reviews.reasonPlaceholder')}
            withAsterisk
            rows={3}
            maxLength={REVIEW_LIMITS.moderationReasonChars + 1}
            value={reason}
            error={error}
            data-autofocus
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (error) setError(null);
            }}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('common.goBack')}
            </Button>
            <Button
              type="submit"
              color={kind === 'hide' || kind === 'reject' ? 'red' : 'teal'}
              loading={busy}
            >
              {t(`admin.reviews.${kind}`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
