import { ColorSwatch, Group, Text } from '@mantine/core';
import type { CatalogColor } from '@haat/shared';

/**
 * The product's colours as swatches with their names. The name is written beside each swatch,
 * so no tooltip repeats it (Mantine's Tooltip would bring floating-ui to the page; its weight:
 * docs/page-speed.md, "Figures that were in code comments").
 */
export function ColorSwatches({ colors }: { colors: readonly CatalogColor[] }) {
  return (
    <Group gap="xs" wrap="wrap" role="list">
      {colors.map((color) => (
        <Group key={color._id} gap={6} wrap="nowrap" role="listitem">
          <ColorSwatch
            color={color.color}
            size={22}
            withShadow
            style={{ border: '1px solid var(--mantine-color-gray-4)' }}
            aria-hidden
          />
          <Text size="sm">{color.colorName}</Text>
        </Group>
      ))}
    </Group>
  );
}
