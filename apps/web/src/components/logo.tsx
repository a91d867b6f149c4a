import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@haat/shared';

function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#f28705" />
      <path d="M14 27h36l-3 25a4 4 0 0 1-4 3.5H21a4 4 0 0 1-4-3.5z" fill="#fff" />
      <path
        d="M23 27v-5a9 9 0 0 1 18 0v5"
        fill="none"
        stroke="#fff"
        strokeWidth="4.5"
        strokeLinecap="round"
      />
      <path
        d="M25 36v10M32 36v10M39 36v10"
        stroke="#0b6e64"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

type Props = { size?: number; inverted?: boolean; onClick?: () => void };

/** The wordmark; it always leads home. */
export function Logo({ size = 34, inverted = false, onClick }: Props) {
  return (
    <Anchor
      component={Link}
      to="/home"
      onClick={onClick}
      aria-label={PRODUCT_NAME}
      underline="never"
      display="inline-flex"
      style={{ alignItems: 'center', gap: 8 }}
    >
      <Mark size={size} />
      <Text
        component="span"
        fw={800}
        fz={size * 0.7}
        lh={1}
        c={inverted ? 'white' : 'saffron.8'}
        style={{ letterSpacing: '-0.02em' }}
      >
        {PRODUCT_NAME}
      </Text>
    </Anchor>
  );
}
