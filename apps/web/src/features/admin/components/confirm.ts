import { i18n } from '@/i18n/index.ts';
import { openConfirmModal } from '@/lib/modals.ts';

/** Confirm before an administrator's change (a modal: Proceed / Go back). */
export function confirmAction({
  title,
  text,
  danger = false,
  onConfirm,
}: {
  title: string;
  text: string;
  danger?: boolean;
  onConfirm: () => void;
}) {
  openConfirmModal({
    title,
    children: text,
    labels: { confirm: i18n.t('common.proceed'), cancel: i18n.t('common.goBack') },
    confirmProps: danger ? { color: 'red' } : {},
    centered: true,
    onConfirm,
  });
}
