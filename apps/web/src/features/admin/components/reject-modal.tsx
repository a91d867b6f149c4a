import { Text } from '@mantine/core';
import { adminRejectBody, maxCharsOf } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { requiredRule } from '@/lib/form-rules.ts';
import { ReasonModal } from './reason-modal.tsx';

type Props = {
  /** What is rejected ('Sharma Electronics'); null closes the modal. */
  name: string | null;
  busy: boolean;
  onClose: () => void;
  onReject: (message: string) => void;
};

/** Reject with a required message, which the owner reads. */
export function RejectModal({ name, busy, onClose, onReject }: Props) {
  const { t } = useTranslation();
  return (
    <ReasonModal
      opened={name !== null}
      title={t('admin.approvals.rejectTitle')}
      intro={<Text size="sm">{t('admin.approvals.rejectText', { name: name ?? '' })}</Text>}
      label={t('admin.approvals.rejectionMessage')}
      placeholder={t('admin.approvals.rejectionPlaceholder')}
      rows={4}
      maxLength={maxCharsOf(adminRejectBody.shape.rejectionMessage)}
      action={t('admin.approvals.reject')}
      color="red"
      busy={busy}
      onClose={onClose}
      rule={requiredRule(t('admin.approvals.rejectionRequired'))}
      onSubmit={onReject}
    />
  );
}
