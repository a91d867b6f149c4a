import { Button, Container } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';

type Props = { kind: 'notFound' | 'failed'; onRetry?: () => void };

/** A product that is gone (or a broken link), or one that could not be loaded. */
export function DetailProblem({ kind, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl" w="100%">
      {kind === 'notFound' ? (
        <EmptyState
          title={t('productDetail.notFoundTitle')}
          text={t('detail.notFoundText')}
          action={
            <Button component={Link} to="/home" variant="light" mt="xs">
              {t('detail.browseHome')}
            </Button>
          }
        />
      ) : (
        <EmptyState
          title={t('detail.failedTitle')}
          text={t('detail.failedText')}
          action={
            <Button variant="light" mt="xs" onClick={onRetry}>
              {t('detail.retry')}
            </Button>
          }
        />
      )}
    </Container>
  );
}
