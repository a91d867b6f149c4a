import { Center, Loader } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';

/** Shown while the first screen's code arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-label={t('app.loading')}>
      <Loader color="saffron" type="dots" />
    </Center>
  );
}
