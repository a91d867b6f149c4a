import type { ReactNode } from 'react';
import { Box, Group, Rating, Text } from '@mantine/core';

type Props = {
  rating: number;
  /** The stars read out, e.g. "4 out of 5 stars". */
  starsLabel: string;
  /** The "edited" mark's text when the buyer changed the review; null when not. */
  edited: string | null;
  name: string;
  /** The line under the name: when, and whose or from which phone. */
  detail: ReactNode;
};

/**
 * A review's head on the seller's and the administrator's screens: stars, the edited mark, the
 * reviewer's name and one line under it. The public page draws its own (plain elements, lazily).
 */
export function ReviewHeading({ rating, starsLabel, edited, name, detail }: Props) {
  return (
    <Box miw={0}>
      <Group gap={8}>
        <Box role="img" aria-label={starsLabel}>
          <Rating value={rating} readOnly size="sm" color="saffron" aria-hidden />
        </Box>
        {edited ? (
          <Text size="xs" c="dimmed">
            {edited}
          </Text>
        ) : null}
      </Group>
      <Text fw={700} mt={4} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </Box>
  );
}
