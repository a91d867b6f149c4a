import { ColorSwatch, Group, Text, Tooltip } from '@mantine/core';

type Color = { _id: string; color: string; colorName: string };

/** The product's colours as swatches with their names. */
export function ColorSwatches({ colors }: { colors: readonly Color[] }) {
  return (
    <Group gap="xs" wrap="wrap" role="list">
      {colors.map((color) => (
        <Tooltip key={color._id} label={color.colorName} withArrow>
          <Group gap={6} wrap="nowrap" role="listitem">
            <ColorSwatch
              color={color.color}
              size={22}
              withShadow
              style={{ border: '1px solid var(--mantine-color-gray-4)' }}
              aria-hidden
            />
            <Text size="sm">{color.colorName}</Text>
          </Group>
        </Tooltip>
      ))}
    </Group>
  );
}
