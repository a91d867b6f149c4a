import { Box, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { mediaUrl } from '@haat/shared';

/** A small square picture of a catalogue row, or a placeholder without one. */
export function Thumb({ image, size = 44 }: { image: string | null; size?: number }) {
  if (image) {
    return <Image src={mediaUrl(image, 'card')} alt="" w={size} h={size} radius="sm" fit="cover" />;
  }
  return (
    <Box
      w={size}
      h={size}
      bg="gray.1"
      style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'grid', placeItems: 'center' }}
    >
      <IconPhoto size={18} color="var(--mantine-color-gray-5)" />
    </Box>
  );
}
