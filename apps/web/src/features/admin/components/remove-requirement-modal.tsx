import { Text } from '@mantine/core';
import {
  adminRequirementRemoveBody,
  REQUIREMENT_LIMITS,
  type AdminRequirement,
} from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { schemaRule } from '@/lib/form-rules.ts';
import { showToast } from '@/lib/toast.ts';
import { useRemoveRequirement } from '../requirements-api.ts';
import { ReasonModal } from './reason-modal.tsx';

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

  const submit = async (reason: string) => {
    if (!requirement) return;
    try {
      await remove.mutateAsync({ id: requirement._id, reason });
    } catch {
      return; // the API client has shown the server's words
    }
    showToast('success', t('requirementMsg.removed'));
    onClose();
  };

  return (
    <ReasonModal
      opened={requirement !== null}
      title={t('admin.requirements.removeTitle')}
      intro={
        <>
          <Text size="sm">{t('admin.requirements.removeText')}</Text>
          <Text size="sm" fw={600} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {requirement?.need}
          </Text>
        </>
      }
      label={t('admin.requirements.reason')}
      rows={3}
      maxLength={REQUIREMENT_LIMITS.removeReasonMax}
      action={t('admin.requirements.remove')}
      color="red"
      busy={remove.isPending}
      onClose={onClose}
      rule={schemaRule(adminRequirementRemoveBody.shape.reason)}
      onSubmit={(reason) => void submit(reason)}
    />
  );
}
