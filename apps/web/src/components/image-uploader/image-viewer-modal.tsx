import { useState } from 'react';
import { Box, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconCrop } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import ReactCrop, { type Crop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { defaultCrop, type PercentRect } from './crop.ts';

type Props = {
  /** The picture to show, or null when the modal is closed. */
  src: string | null;
  alt: string;
  onClose: () => void;
  /** Given: the viewer offers a crop, and this receives the chosen area in percent. */
  onCrop?: (crop: PercentRect) => Promise<void>;
};

/**
 * The image viewer with an optional crop. The crop starts at 50% of the
 * picture centred at 25%,25% and can be dragged and resized.
 */
export function ImageViewerModal({ src, alt, onClose, onCrop }: Props) {
  const { t } = useTranslation();
  const [cropping, setCropping] = useState(false);
  const [crop, setCrop] = useState<Crop>(defaultCrop);
  const [saving, setSaving] = useState(false);

  const close = () => {
    if (saving) return;
    setCropping(false);
    setCrop(defaultCrop());
    onClose();
  };

  const apply = async () => {
    if (!onCrop || saving || crop.width <= 0 || crop.height <= 0) return;
    setSaving(true);
    try {
      await onCrop({ x: crop.x, y: crop.y, width: crop.width, height: crop.height });
      setCropping(false);
      setCrop(defaultCrop());
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={src !== null}
      onClose={close}
      title={
        <Text fw={700}>
          {cropping ? t('imageUploader.cropTitle') : t('imageUploader.viewTitle')}
        </Text>
      }
      size="lg"
      centered
    >
      {src ? (
        <Stack gap="md">
          <Box ta="center" bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            {cropping ? (
              <ReactCrop
                crop={crop}
                onChange={(_, percent) => setCrop(percent)}
                keepSelection
                ruleOfThirds
                disabled={saving}
              >
                <img src={src} alt={alt} style={{ maxHeight: '60vh', maxWidth: '100%' }} />
              </ReactCrop>
            ) : (
              <Image src={src} alt={alt} mah="60vh" fit="contain" radius="md" />
            )}
          </Box>
          {cropping ? (
            <Text size="sm" c="dimmed">
              {t('imageUploader.cropHint')}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            {cropping ? (
              <>
                <Button variant="default" onClick={() => setCropping(false)} disabled={saving}>
                  {t('workspace.cancel')}
                </Button>
                <Button onClick={() => void apply()} loading={saving}>
                  {t('imageUploader.applyCrop')}
                </Button>
              </>
            ) : (
              <>
                <Button variant="default" onClick={close}>
                  {t('workspace.close')}
                </Button>
                {onCrop ? (
                  <Button leftSection={<IconCrop size={16} />} onClick={() => setCropping(true)}>
                    {t('imageUploader.crop')}
                  </Button>
                ) : null}
              </>
            )}
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
