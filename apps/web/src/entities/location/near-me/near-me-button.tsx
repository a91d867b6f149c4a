import { Button } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';

type Props = { on: boolean; locating: boolean; onClick: () => void };

/** Near me: nearest first from where the visitor is; pressed while on. */
export function NearMeButton({ on, locating, onClick }: Props) {
  const { t } = useTranslation();
  return (
    <Button
      variant={on ? 'light' : 'default'}
      leftSection={<IconCurrentLocation size={18} aria-hidden />}
      aria-pressed={on}
      loading={locating}
      onClick={onClick}
    >
      {t('nearMe.button')}
    </Button>
  );
}
