import { Badge } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';

type Props = { isApproved: boolean; rejectionMessage: string | null | undefined };

/** The approval state of a business, product or service in a list. */
export function ApprovalStatusBadge({ isApproved, rejectionMessage }: Props) {
  const { t } = useTranslation();
  if (isApproved)
    return (
      <Badge color="teal" variant="light">
        {t('workspace.approved')}
      </Badge>
    );
  return rejectionMessage?.trim() ? (
    <Badge color="red" variant="light">
      {t('msg.approvalRejected')}
    </Badge>
  ) : (
    <Badge color="yellow" variant="light">
      {t('msg.approvalPending')}
    </Badge>
  );
}

/**
 * An approved item's changes that wait for review, or were refused, while the approved version
 * stays public (decision 022): shown beside the approval badge in every seller list.
 */
export function RevisionStatusBadge({ status }: { status: 'pending' | 'rejected' }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === 'rejected' ? 'red' : 'orange'} variant="light">
      {t(status === 'rejected' ? 'revision.rowRejectedBadge' : 'revision.rowBadge')}
    </Badge>
  );
}
