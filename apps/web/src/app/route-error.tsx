import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A screen that failed to load or render (a stale chunk after a deploy, a bug). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
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
