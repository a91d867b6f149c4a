import type { ReactNode } from 'react';
import { Card, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';

type Props = { title: string; text?: string | null; action?: ReactNode };

/** What a seller list shows when it has nothing to show. */
export function EmptyState({ title, text, action }: Props) {
  return (
    <Card withBorder radius="lg" py="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon variant="light" color="gray" size={48} radius="xl">
          <IconMoodEmpty size={26} />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        {text ? (
          <Text size="sm" c="dimmed" maw={420}>
            {text}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Card>
  );
}
