import type { KeyboardEvent } from 'react';
import { Box, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery, useMounted } from '@mantine/hooks';
import { useTranslation } from '@/i18n/use-translation.ts';
import { IMAGE_VARIANTS, mediaUrl } from '@haat/shared';
import { SlideStepButton } from '../slides/slide-step-button.tsx';
import classes from './image-viewer.module.css';

type Props = {
  /** Media keys of the pictures. */
  images: readonly string[];
  /** The picture shown, or null when the viewer is closed. */
  index: number | null;
  /** What the pictures show (the listing's name). */
  alt: string;
  onClose: () => void;
  onIndexChange: (index: number) => void;
};

/**
 * The image viewer modal for visitors: one picture at a time in its large variant,
 * with previous and next (buttons, arrow keys) and its place in the set. Full screen on phones.
 */
export function ImageViewer({ images, index, alt, onClose, onIndexChange }: Props) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery('(max-width: 36em)');
  // The gallery mounts the viewer on the first tap: opening after mount keeps that first
  // opening animated like the later ones.
  const mounted = useMounted();
  const count = images.length;
  const current = index === null ? null : Math.min(Math.max(index, 0), count - 1);
  const key = current === null ? undefined : images[current];
  const go = (step: number) => {
    if (current === null || count < 2) return;
    onIndexChange((current + step + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };

  return (
    <Modal
      opened={mounted && key !== undefined}
      onClose={onClose}
      title={
        <Text fw={700} lineClamp={1}>
          {alt}
        </Text>
      }
      size="xl"
      centered
      fullScreen={fullScreen}
      radius={fullScreen ? 0 : 'lg'}
      closeButtonProps={{ 'aria-label': t('gallery.close') }}
      onKeyDown={onKeyDown}
    >
      {key !== undefined && current !== null ? (
        <Box className={classes.stage}>
          <img
            key={key}
            src={mediaUrl(key, 'large')}
            alt={t('gallery.imageAlt', { name: alt, index: current + 1, count })}
            width={IMAGE_VARIANTS.large}
            height={IMAGE_VARIANTS.large}
            decoding="async"
            className={classes.image}
          />
          {count > 1 ? (
            <Group justify="space-between" align="center" mt="sm" wrap="nowrap">
              <SlideStepButton
                direction="previous"
                size="lg"
                onClick={() => go(-1)}
                label={t('gallery.previous')}
              />
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('gallery.position', { index: current + 1, count })}
              </Text>
              <SlideStepButton
                direction="next"
                size="lg"
                onClick={() => go(1)}
                label={t('gallery.next')}
              />
            </Group>
          ) : null}
        </Box>
      ) : null}
    </Modal>
  );
}
