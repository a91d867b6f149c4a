import { lazy, Suspense, useState } from 'react';
import { Box, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoOff, IconZoomIn } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { IMAGE_VARIANTS, mediaSrcSet, mediaUrl } from '@haat/shared';
import classes from './gallery.module.css';
import { GalleryThumbs } from './gallery-thumbs.tsx';

// The viewer (Modal, its scroll lock and focus trap) loads on the first tap on a picture.
const ImageViewer = lazy(() =>
  import('../image-viewer/image-viewer.tsx').then((module) => ({ default: module.ImageViewer })),
);

type Props = {
  /** Media keys, in the seller's order; the first is the cover. */
  images: readonly string[];
  /** What the pictures show (the listing's name), for alt text and the viewer's title. */
  alt: string;
  /** The cover is the page's largest paint: load it at once, ahead of everything else. */
  priority?: boolean;
  /** How wide the cover is shown, for the browser's choice between the two variants. */
  sizes?: string;
  /** A shorter cover on phones (4:3), where the gallery shares a modal with the details. */
  compact?: boolean;
};

/**
 * A listing's pictures (3 images per slide): the chosen picture large, the
 * thumbnails below in slides of three, and the image viewer on a tap. The cover has explicit
 * dimensions and a card/large `srcset`, so a phone on a slow network downloads only what fits.
 */
export function Gallery({
  images,
  alt,
  priority = false,
  sizes = '(max-width: 48em) 100vw, 560px',
  compact = false,
}: Props) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const [viewerUsed, setViewerUsed] = useState(false);
  const view = (index: number) => {
    setViewerUsed(true);
    setViewing(index);
  };
  const count = images.length;
  const current = Math.min(selected, Math.max(count - 1, 0));
  const cover = images[current];

  if (!cover) {
    return (
      <Stack className={classes.empty} align="center" justify="center" gap={4}>
        <IconPhotoOff size={36} stroke={1.4} aria-hidden />
        <Text size="sm">{t('gallery.noImages')}</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      <UnstyledButton
        className={classes.cover}
        data-compact={compact || undefined}
        onClick={() => view(current)}
        aria-label={t('gallery.open', { name: alt })}
      >
        <img
          src={mediaUrl(cover, 'card')}
          srcSet={mediaSrcSet(cover)}
          sizes={sizes}
          width={IMAGE_VARIANTS.large}
          height={IMAGE_VARIANTS.large}
          alt={t('gallery.imageAlt', { name: alt, index: current + 1, count })}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority && current === 0 ? 'high' : 'auto'}
          decoding={priority ? 'sync' : 'async'}
          className={classes.coverImage}
        />
        <Box className={classes.zoom} aria-hidden>
          <IconZoomIn size={18} />
        </Box>
      </UnstyledButton>
      {count > 1 ? (
        <GalleryThumbs images={images} current={current} onSelect={setSelected} />
      ) : null}
      {viewerUsed ? (
        <Suspense fallback={null}>
          <ImageViewer
            images={images}
            index={viewing}
            alt={alt}
            onClose={() => setViewing(null)}
            onIndexChange={(index) => {
              setViewing(index);
              setSelected(index);
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
