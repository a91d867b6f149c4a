import type { ReactNode } from 'react';
import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';

type Props = {
  title: string;
  subtitle?: string | null;
  /** Buttons beside the title (wrap under it on phones). */
  actions?: ReactNode;
  children?: ReactNode;
};

/** A console screen's frame: heading, optional line and actions, then the content. */
export function AdminPage({ title, subtitle, actions, children }: Props) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }} w="100%">
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
            {title}
          </Title>
          {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
        </Stack>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      {children}
    </Container>
  );
}

/** Loading and failure of a console query, in one place. */
export function QueryState({
  isLoading,
  isError,
  onRetry,
}: {
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (isError) {
    return (
      <Alert color="red" variant="light" title={t('errors.pageTitle')}>
        <Button variant="light" color="red" mt="sm" onClick={onRetry}>
          {t('errors.reload')}
        </Button>
      </Alert>
    );
  }
  if (isLoading) {
    return (
      <Center mih={200} role="status" aria-label={t('app.loading')}>
        <Loader color="saffron" type="dots" />
      </Center>
    );
  }
  return null;
}
