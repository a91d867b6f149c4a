import { Alert, Button } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';

/** A seller record that is not there (deleted, someone else's, or a broken link). */
export function NotFoundNotice({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="gray" icon={<IconMoodEmpty size={18} />} title={t('workspace.notFoundTitle')}>
      {t('workspace.notFoundText')}
      <div>
        <Button component={Link} to={backTo} variant="light" size="xs" mt="sm">
          {backLabel}
        </Button>
      </div>
    </Alert>
  );
}
