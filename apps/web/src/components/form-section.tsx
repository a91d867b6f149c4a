import type { ReactNode } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';

type Props = { title: string; description?: string; children: ReactNode };

/** One titled card of a long seller form. */
export function FormSection({ title, description, children }: Props) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
