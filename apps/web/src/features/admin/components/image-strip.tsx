import { useState } from 'react';
import { Group, Image, Modal, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import { mediaUrl } from '@haat/shared';

/** Thumbnails that open the large variant. */
export function ImageStrip({ images, alt }: { images: string[]; alt: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  if (!images.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('admin.preview.noImages')}
      </Text>
    );
  }
  return (
    <>
      <Group gap="xs">
        {images.map((key, index) => (
          <UnstyledButton
            key={key}
            onClick={() => setOpen(key)}
            aria-label={t('admin.preview.viewImage', { index: index + 1, name: alt })}
          >
            <Image
              src={mediaUrl(key, 'card')}
              alt=""
              w={88}
              h={88}
              radius="md"
              fit="cover"
              loading="lazy"
              style={{ border: '1px solid var(--mantine-color-gray-3)' }}
            />
          </UnstyledButton>
        ))}
      </Group>
      <Modal opened={open !== null} onClose={() => setOpen(null)} size="xl" centered title={alt}>
        {open ? <Image src={mediaUrl(open, 'large')} alt={alt} radius="md" fit="contain" /> : null}
      </Modal>
    </>
  );
}
