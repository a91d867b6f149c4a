import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  adminRequirementRemoveBody,
  REQUIREMENT_LIMITS,
  type AdminRequirement,
} from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { localizeMessage } from '@/lib/messages.ts';
import { showToast } from '@/lib/toast.ts';
import { useRemoveRequirement } from '../requirements-api.ts';

/**
 * Removes an abusive requirement: from the buyer's page and every seller's inbox. The reason is
 * required (the shared rule checks it before anything is sent) and kept in the audit log.
 */
export function RemoveRequirementModal({
  requirement,
  onClose,
}: {
  requirement: AdminRequirement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveRequirement();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!requirement) return;
    const checked = adminRequirementRemoveBody.shape.reason.safeParse(reason);
    if (!checked.success) {
      setError(localizeMessage(checked.error.issues[0]?.message ?? ''));
      return;
    }
    try {
      await remove.mutateAsync({ id: requirement._id, reason: checked.data });
    } catch {
      return; // the API client has shown the server's words
    }
    showToast('success', t('requirementAnswerMsg.removed'));
    onClose();
  };

  return (
    <Modal
      opened={requirement !== null}
      onClose={onClose}
      title={t('admin.requirements.removeTitle')}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm">{t('admin.requirements.removeText')}</Text>
          <Text size="sm" fw={600} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {requirement?.need}
          </Text>
          <Textarea
            label={t('admin.requirements.reason')}
            withAsterisk
            rows={3}
            maxLength={REQUIREMENT_LIMITS.removeReasonMax}
            value={reason}
            error={error}
            data-autofocus
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (error) setError(null);
            }}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.goBack')}
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              {t('admin.requirements.remove')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
