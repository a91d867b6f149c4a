import { Alert } from '@mantine/core';
import { useLocation } from 'react-router';
import { formatDate } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';

/**
 * After a seller asked to delete their account they land here, signed out: until when signing
 * in cancels it. The date travels in the navigation's state (profile's delete dialog).
 */
export function DeletionNotice() {
  const { t } = useTranslation();
  const state = useLocation().state as { deletionDueAt?: unknown } | null;
  const dueAt = typeof state?.deletionDueAt === 'string' ? state.deletionDueAt : null;
  if (!dueAt || Number.isNaN(Date.parse(dueAt))) return null;
  return (
    <Alert color="yellow" variant="light" title={t('accountDeletion.scheduledTitle')} role="status">
      {t('accountDeletion.scheduledText', { date: formatDate(dueAt) })}
    </Alert>
  );
}
