import { useEffect, useState } from 'react';
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouteError } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useOnline } from '@/lib/online.ts';
import { OfflinePage } from './offline-page.tsx';

/** A screen that failed to load or render (a stale chunk after a deploy, a bug). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const online = useOnline();
  const [failedOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  // Offline, the likely cause is a screen's code that could not be fetched: say so plainly, and
  // fetch it again as soon as the connection returns.
  useEffect(() => {
    if (failedOffline && online) window.location.reload();
  }, [failedOffline, online]);
  if (import.meta.env.DEV) console.error(error);
  if (!online) return <OfflinePage />;
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} fz={28}>
          {t('errors.pageTitle')}
        </Title>
        <Text c="dimmed">{t('errors.pageText')}</Text>
        <Group mt="sm">
          <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
          <Button component={Link} to="/home" variant="default">
            {t('errors.goHome')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
