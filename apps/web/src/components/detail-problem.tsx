import { Button, Container } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { EmptyState } from './empty-state.tsx';
import { LoadFailed } from './load-failed.tsx';

type Props = { kind: 'notFound' | 'failed'; notFoundTitle: string; onRetry?: () => void };

/** A detail page's record that is gone (or a broken link), or one that could not be loaded. */
export function DetailProblem({ kind, notFoundTitle, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl" w="100%">
      {kind === 'notFound' ? (
        <EmptyState
          title={notFoundTitle}
          text={t('detail.notFoundText')}
          action={
            <Button component={Link} to="/home" variant="light" mt="xs">
              {t('detail.browseHome')}
            </Button>
          }
        />
      ) : (
        <LoadFailed title={t('detail.failedTitle')} onRetry={onRetry} />
      )}
    </Container>
  );
}
