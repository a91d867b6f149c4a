import { useState } from 'react';
import { Button, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { REVIEW_LIMITS, REVIEW_REPORT_REASONS, type ReviewReportReason } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { isApiError } from '@/lib/api-errors.ts';
import { localizeAnswer } from '@/lib/messages.ts';
import { loadReviewStrings } from '@/lib/review-strings.ts';
import { showApiErrorToast } from '@/lib/show-api-error.ts';
import { showToast } from '@/lib/toast.ts';
import { useReportReview } from '../reviews-api.ts';

loadReviewStrings();

type Props = { reviewId: string | null; onClose: () => void };

/** "Report" on a review: a reason (required) and optional details. */
export default function ReportReviewModal({ reviewId, onClose }: Props) {
  const { t } = useTranslation();
  const report = useReportReview();
  const [reason, setReason] = useState<ReviewReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setReason(null);
    setDetails('');
    setError(null);
    onClose();
  };

  const send = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reviewId) return;
    if (!reason) {
      setError(t('reviewMsg.reportReasonRequired'));
      return;
    }
    report.mutate(
      { id: reviewId, reason, details: details.trim() || undefined },
      {
        onSuccess: (answer) => {
          showToast(
            answer.reported ? 'success' : 'info',
            t(answer.reported ? 'reviewMsg.reported' : 'reviewMsg.reportedAlready'),
          );
          close();
        },
        onError: (cause) => {
          if (isApiError(cause) && cause.code === 400 && cause.message) {
            setError(localizeAnswer(cause));
          } else showApiErrorToast(cause);
        },
      },
    );
  };

  return (
    <Modal
      opened={reviewId !== null}
      onClose={close}
      title={t('reviewsPanel.reportForm.title')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('reviewsPanel.form.close') }}
    >
      <form onSubmit={send} noValidate>
        <Stack gap="sm">
          <Radio.Group
            label={t('reviewsPanel.reportForm.reason')}
            withAsterisk
            value={reason}
            onChange={(value) => {
              setReason(value as ReviewReportReason);
              setError(null);
            }}
            error={error}
          >
            <Stack gap={8} mt={6}>
              {REVIEW_REPORT_REASONS.map((value) => (
                <Radio key={value} value={value} label={t(`reviewsPanel.reasons.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('reviewsPanel.reportForm.details')}
            maxLength={REVIEW_LIMITS.reportDetailsChars}
            autosize
            minRows={2}
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
          />
          <Button type="submit" color="red" loading={report.isPending}>
            {t('reviewsPanel.reportForm.send')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
