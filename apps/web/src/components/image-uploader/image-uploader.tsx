import { useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { Group, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconPhotoPlus, IconPhotoX, IconUpload } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { LIMITS, mediaUrl } from '@haat/shared';
import { showToast } from '@/lib/toast.ts';
import { compressImage, isImageFile } from '@/lib/upload.ts';
import { cropImage, type PercentRect } from './crop.ts';
import { ImageThumb } from './image-thumb.tsx';
import { ImageViewerModal } from './image-viewer-modal.tsx';
import { localId, uniqueWebpName, type ImageItem, type NewImage } from './image-items.ts';

type Props = {
  label: string;
  value: ImageItem[];
  onChange: Dispatch<SetStateAction<ImageItem[]>>;
  max?: number;
  /** While a save runs: nothing can be added, removed or cropped. */
  disabled?: boolean;
  error?: ReactNode;
  /** Sends one failed file again. */
  onRetry?: (id: string) => void;
};

const UPLOADABLE = new Set(['image/webp', 'image/jpeg', 'image/png']);
const EXTENSION: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * A chosen picture, re-encoded to webp (quality 0.75, 1,000,000 bytes). Null
 * when the browser could not read it into a type the server takes.
 */
export async function prepareImage(source: Blob, originalName: string): Promise<NewImage | null> {
  const input =
    source instanceof File ? source : new File([source], originalName, { type: source.type });
  const file = await compressImage(input);
  if (!UPLOADABLE.has(file.type)) return null;
  const name =
    file.type === 'image/webp'
      ? uniqueWebpName(originalName)
      : uniqueWebpName(originalName).replace(/\.webp$/, `.${EXTENSION[file.type]}`);
  const named = new File([file], name, { type: file.type });
  return {
    id: localId(),
    kind: 'new',
    file: named,
    source,
    preview: URL.createObjectURL(named),
    name,
    upload: null,
    status: 'ready',
    progress: 0,
    error: null,
  };
}

/**
 * The photo picker of the business, product and service forms: only image files, at most
 * `max` (warning with imagesLimitMessage of packages/shared), thumbnails with remove, a viewer with crop, and the
 * upload progress of each file after a save.
 */
export function ImageUploader({
  label,
  value,
  onChange,
  max = LIMITS.imagesPerListing,
  disabled,
  error,
  onRetry,
}: Props) {
  const { t } = useTranslation();
  const [preparing, setPreparing] = useState(0);
  const [viewing, setViewing] = useState<ImageItem | null>(null);

  const add = async (files: File[]) => {
    const images = files.filter(isImageFile);
    if (images.length < files.length) showToast('warning', t('msg.onlyImages'));
    const room = Math.max(0, max - value.length - preparing);
    if (images.length > room) showToast('warning', t('imageUploader.limit', { max }));
    const chosen = images.slice(0, room);
    if (!chosen.length) return;
    setPreparing((count) => count + chosen.length);
    const prepared = await Promise.all(
      chosen.map(async (file) => {
        try {
          return await prepareImage(file, file.name);
        } finally {
          setPreparing((count) => count - 1);
        }
      }),
    );
    const ready = prepared.filter((item): item is NewImage => item !== null);
    if (ready.length < prepared.length) showToast('warning', t('imageUploader.unreadable'));
    onChange((current) => [...current, ...ready].slice(0, max));
  };

  const remove = (id: string) =>
    onChange((current) => {
      const gone = current.find((item) => item.id === id);
      if (gone?.kind === 'new') URL.revokeObjectURL(gone.preview);
      return current.filter((item) => item.id !== id);
    });

  // A stored picture is read back from /media (same origin), cropped and becomes a new file.
  const crop = async (item: ImageItem, rect: PercentRect) => {
    try {
      const source =
        item.kind === 'new'
          ? item.source
          : await fetch(mediaUrl(item.key, 'large')).then((response) => {
              if (!response.ok) throw new Error(`Image answered ${response.status}`);
              return response.blob();
            });
      const cropped = await cropImage(source, rect);
      const name = item.kind === 'new' ? item.name : 'photo.webp';
      const next = await prepareImage(cropped, name.replace(/-[a-z0-9]+\.\w+$/, ''));
      if (!next) throw new Error('The crop could not be encoded');
      onChange((current) =>
        current.map((entry) => {
          if (entry.id !== item.id) return entry;
          if (entry.kind === 'new') URL.revokeObjectURL(entry.preview);
          return next;
        }),
      );
    } catch {
      showToast('error', t('imageUploader.cropFailed'));
    }
  };

  const full = value.length + preparing >= max;
  const viewerSrc =
    viewing === null
      ? null
      : viewing.kind === 'new'
        ? viewing.preview
        : mediaUrl(viewing.key, 'large');
  const uploading = value.some((item) => item.kind === 'new' && item.status === 'uploading');

  return (
    <Input.Wrapper label={label} error={error} description={t('imageUploader.hint', { max })}>
      <Stack gap="sm" mt={6}>
        <Dropzone
          onDrop={(files) => void add(files)}
          onReject={() => showToast('warning', t('msg.onlyImages'))}
          accept={IMAGE_MIME_TYPE}
          loading={preparing > 0}
          disabled={disabled}
          radius="md"
          p="md"
          aria-label={t('imageUploader.choose')}
          data-testid="image-dropzone"
        >
          <Group justify="center" gap="md" mih={72} wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={36} stroke={1.5} color="var(--mantine-color-saffron-7)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconPhotoX size={36} stroke={1.5} color="var(--mantine-color-red-6)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhotoPlus size={36} stroke={1.5} color="var(--mantine-color-gray-6)" />
            </Dropzone.Idle>
            <Stack gap={2}>
              <Text fw={600} size="sm">
                {full ? t('imageUploader.full', { max }) : t('imageUploader.dropHere')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('imageUploader.count', { used: value.length, max })}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        {value.length ? (
          <SimpleGrid cols={{ base: 3, xs: 4, md: 6 }} spacing="xs">
            {value.map((item, index) => (
              <ImageThumb
                key={item.id}
                item={item}
                cover={index === 0}
                disabled={disabled || uploading}
                onView={() => setViewing(item)}
                onRemove={() => remove(item.id)}
                onRetry={onRetry ? () => onRetry(item.id) : undefined}
              />
            ))}
          </SimpleGrid>
        ) : null}
      </Stack>
      <ImageViewerModal
        src={viewerSrc}
        alt={t('imageUploader.photoAlt')}
        onClose={() => setViewing(null)}
        onCrop={viewing && !disabled ? (rect) => crop(viewing, rect) : undefined}
      />
    </Input.Wrapper>
  );
}
