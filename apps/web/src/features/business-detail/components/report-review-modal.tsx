import { Button, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  REVIEW_LIMITS,
  REVIEW_REPORT_REASONS,
  reportReviewBody,
  type ReviewReportReason,
} from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { isApiError } from '@/lib/api-errors.ts';
import { schemaRule } from '@/lib/form-rules.ts';
import { localizeAnswer } from '@/lib/messages.ts';
import { loadReviewStrings } from '@/lib/review-strings.ts';
import { showApiErrorToast } from '@/lib/show-api-error.ts';
import { showToast } from '@/lib/toast.ts';
import { useReportReview } from '../reviews-api.ts';

loadReviewStrings();

type Props = { reviewId: string | null; onClose: () => void };

type Values = { reason: ReviewReportReason | null; details: string };

// The rules and messages are the server's own (packages/shared schemas/reviews.ts).
const rules = {
  reason: schemaRule(reportReviewBody.shape.reason),
  details: schemaRule(reportReviewBody.shape.details),
};

/** "Report" on a review: a reason (required) and optional details. */
export default function ReportReviewModal({ reviewId, onClose }: Props) {
  const { t } = useTranslation();
  const report = useReportReview();
  const form = useForm<Values>({ initialValues: { reason: null, details: '' }, validate: rules });

  const close = () => {
    form.reset();
    onClose();
  };

  const send = ({ reason, details }: Values) => {
    if (!reviewId || !reason) return;
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
            form.setFieldError('reason', localizeAnswer(cause));
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
      <form onSubmit={form.onSubmit(send)} noValidate>
        <Stack gap="sm">
          <Radio.Group
            label={t('reviewsPanel.reportForm.reason')}
            withAsterisk
            {...form.getInputProps('reason')}
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
            {...form.getInputProps('details')}
          />
          <Button type="submit" color="red" loading={report.isPending}>
            {t('reviewsPanel.reportForm.send')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
