import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';

export type ApprovalKind = 'Business' | 'Product' | 'Service' | 'Profile';

type Props = {
  kind: ApprovalKind;
  isApproved: boolean;
  rejectionMessage: string | null | undefined;
};

/**
 * Spec §4 Approval: nothing once approved; 'Approval Pending' while under review; 'Approval
 * Rejected' with the kind's title and the reviewer's message when rejected.
 */
export function ApprovalBanner({ kind, isApproved, rejectionMessage }: Props) {
  const { t } = useTranslation();
  if (isApproved) return null;
  const message = rejectionMessage?.trim();
  if (!message) {
    return (
      <Alert
        color="yellow"
        variant="light"
        radius="md"
        icon={<IconHourglassHigh size={20} />}
        title={t('msg.approvalPending')}
        data-testid="approval-banner"
      >
        {t('msg.approvalPendingText')}
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      icon={<IconAlertTriangle size={20} />}
      title={t('msg.approvalRejected')}
      data-testid="approval-banner"
    >
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t(`approval.rejectedTitle.${kind}`)}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {message}
        </Text>
      </Stack>
    </Alert>
  );
}
