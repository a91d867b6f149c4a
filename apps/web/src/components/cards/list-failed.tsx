import { Button } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { EmptyState } from '../empty-state.tsx';

/**
 * In place of a list whose first page could not be loaded (the toast has said why): the list's
 * area says so and offers to try again, rather than staying empty under its heading.
 */
export function ListFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('listing.failedTitle')}
      text={t('detail.failedText')}
      action={
        <Button variant="light" mt="xs" onClick={onRetry}>
          {t('detail.retry')}
        </Button>
      }
    />
  );
}
