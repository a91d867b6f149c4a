import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';

type Props = {
  title: string;
  subtitle?: string | null;
  children?: ReactNode;
};

/** A screen's frame: its heading, an optional line under it, and its content. */
export function PageShell({ title, subtitle, children }: Props) {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }} w="100%">
      <Stack gap="xs" mb={children ? 'lg' : 0}>
        <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
          {title}
        </Title>
        {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
      </Stack>
      {children}
    </Container>
  );
}
