import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import classes from '@/components/panel.module.css';

/** One block of the Insights screen: a heading, an optional line under it, its content. */
export function InsightSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section className={classes.panel}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {hint ? (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </section>
  );
}
