import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import classes from './panel.module.css';

type Props = { title: string; text?: string | null; action?: ReactNode };

/** What a list shows when it has nothing to show (or, with Try again, could not load). */
export function EmptyState({ title, text, action }: Props) {
  return (
    <div className={`${classes.panel} ${classes.roomy}`}>
      <Stack align="center" gap="xs" ta="center">
        <span className={classes.iconBadge} aria-hidden>
          <IconMoodEmpty size={26} />
        </span>
        <Text fw={600}>{title}</Text>
        {text ? (
          <Text size="sm" c="dimmed" maw={420}>
            {text}
          </Text>
        ) : null}
        {action}
      </Stack>
    </div>
  );
}
