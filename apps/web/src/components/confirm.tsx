import { Text } from '@mantine/core';
import { i18n } from '@/i18n/index.ts';
import { openConfirmModal } from '@/lib/modals.ts';

/**
 * The Yes/No confirm modal before a delete: `onConfirm` runs only on Yes. The
 * caller's single-flight guard keeps a second click from deleting twice.
 */
export function confirmDelete({
  title,
  text,
  onConfirm,
}: {
  title: string;
  text: string;
  onConfirm: () => void;
}) {
  openConfirmModal({
    title: <Text fw={700}>{title}</Text>,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: i18n.t('common.yes'), cancel: i18n.t('common.no') },
    confirmProps: { color: 'red' },
    centered: true,
    onConfirm,
  });
}
