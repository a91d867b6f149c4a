import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

const ICON_SIZES = { sm: 14, md: 16, lg: 20 } as const;

type Props = Pick<ActionIconProps, 'visibleFrom'> & {
  direction: 'previous' | 'next';
  /** What a screen reader says: which slide or picture the button shows. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  size: keyof typeof ICON_SIZES;
};

/** A round previous or next button of a strip of slides (card rows, thumbnails, the viewer). */
export function SlideStepButton({ direction, label, size, ...props }: Props) {
  const Icon = direction === 'previous' ? IconChevronLeft : IconChevronRight;
  return (
    <ActionIcon variant="default" radius="xl" size={size} aria-label={label} {...props}>
      <Icon size={ICON_SIZES[size]} />
    </ActionIcon>
  );
}
