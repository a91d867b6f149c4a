import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { adminRejectBody, maxCharsOf } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';

type Props = {
  /** What is rejected ('Sharma Electronics'); null closes the modal. */
  name: string | null;
  busy: boolean;
  onClose: () => void;
  onReject: (message: string) => void;
};

/** Reject with a required message, which the owner reads (spec §4 Approval). */
export function RejectModal({ name, busy, onClose, onReject }: Props) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setMessage('');
    setError(null);
    onClose();
  };
  const submit = () => {
    const text = message.trim();
    if (!text) {
      setError(t('admin.approvals.rejectionRequired'));
      return;
    }
    onReject(text);
  };

  return (
    <Modal opened={name !== null} onClose={close} title={t('admin.approvals.rejectTitle')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm">{t('admin.approvals.rejectText', { name: name ?? '' })}</Text>
          <Textarea
            label={t('admin.approvals.rejectionMessage')}
            placeholder={t('admin.approvals.rejectionPlaceholder')}
            withAsterisk
            rows={4}
            maxLength={maxCharsOf(adminRejectBody.shape.rejectionMessage)}
            value={message}
            error={error}
            data-autofocus
            onChange={(event) => {
              setMessage(event.currentTarget.value);
              if (error) setError(null);
            }}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('common.goBack')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t('admin.approvals.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
