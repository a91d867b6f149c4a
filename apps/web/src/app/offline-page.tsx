import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Logo } from '@/components/logo.tsx';

/**
 * What a visitor sees when a page cannot load for want of a connection (the service worker
 * answered with the cached app shell, or a screen's code could not be fetched). It lives in the
 * first-view bundle, so it needs nothing from the network.
 */
export function OfflinePage() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Logo />
        <IconWifiOff size={48} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
        <Title order={1} fz={26}>
          {t('offline.title')}
        </Title>
        <Text c="dimmed">{t('offline.text')}</Text>
        <Button mt="sm" onClick={() => window.location.reload()}>
          {t('offline.retry')}
        </Button>
      </Stack>
    </Center>
  );
}
