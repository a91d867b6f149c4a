import { Button } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import { EmptyState } from './empty-state.tsx';

type Props = { title: string; onRetry?: () => void };

/**
 * In place of what could not be loaded (a detail page, a service, a list's first page; the toast
 * has said why): it says so and offers to try again, rather than leaving the area empty.
 */
export function LoadFailed({ title, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={title}
      text={t('detail.failedText')}
      action={
        <Button variant="light" mt="xs" onClick={onRetry}>
          {t('detail.retry')}
        </Button>
      }
    />
  );
}
