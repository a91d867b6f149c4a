import {
  ActionIcon,
  AspectRatio,
  Badge,
  Box,
  Button,
  Image,
  Progress,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconCircleCheckFilled, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { mediaUrl } from '@haat/shared';
import type { ImageItem } from './image-items.ts';

type Props = {
  item: ImageItem;
  cover: boolean;
  disabled?: boolean;
  onView: () => void;
  onRemove: () => void;
  onRetry?: () => void;
};

/** One photo of the uploader: thumbnail, remove, and its upload state after a save. */
export function ImageThumb({ item, cover, disabled, onView, onRemove, onRetry }: Props) {
  const { t } = useTranslation();
  const src = item.kind === 'new' ? item.preview : mediaUrl(item.key);
  const status = item.kind === 'new' ? item.status : null;
  const failed = status === 'failed';
  const name = item.kind === 'new' ? item.name : t('imageUploader.savedPhoto');

  return (
    <Stack gap={4} data-testid="image-thumb" data-status={status ?? 'stored'}>
      <Box
        pos="relative"
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
          outline: failed ? '2px solid var(--mantine-color-red-6)' : undefined,
        }}
      >
        <UnstyledButton
          onClick={onView}
          aria-label={t('imageUploader.view', { name })}
          display="block"
          w="100%"
        >
          <AspectRatio ratio={1}>
            <Image src={src} alt="" fit="cover" bg="gray.1" />
          </AspectRatio>
        </UnstyledButton>
        {cover ? (
          <Badge
            size="xs"
            variant="filled"
            color="dark"
            pos="absolute"
            bottom={6}
            left={6}
            style={{ pointerEvents: 'none', opacity: 0.85 }}
          >
            {t('imageUploader.cover')}
          </Badge>
        ) : null}
        {status === 'done' ? (
          <Box pos="absolute" bottom={4} right={4} c="teal.7" display="flex" aria-hidden>
            <IconCircleCheckFilled size={20} />
          </Box>
        ) : null}
        {!disabled && status !== 'uploading' ? (
          <ActionIcon
            size="sm"
            radius="xl"
            variant="filled"
            color="dark"
            pos="absolute"
            top={4}
            right={4}
            aria-label={t('imageUploader.remove', { name })}
            onClick={onRemove}
            style={{ opacity: 0.85 }}
          >
            <IconX size={14} />
          </ActionIcon>
        ) : null}
      </Box>
      {status === 'uploading' || (status === 'ready' && item.kind === 'new' && item.upload) ? (
        <Stack gap={2} role="status" aria-label={t('imageUploader.progress', { name })}>
          <Progress value={item.kind === 'new' ? item.progress : 0} size="sm" animated />
          <Text size="xs" c="dimmed" ta="center">
            {t('imageUploader.percent', { percent: item.kind === 'new' ? item.progress : 0 })}
          </Text>
        </Stack>
      ) : null}
      {failed && item.kind === 'new' ? (
        <Stack gap={2} align="center">
          <Text size="xs" c="red.7" ta="center" lh={1.2}>
            {item.error ?? t('imageUploader.uploadFailed')}
          </Text>
          {onRetry ? (
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              leftSection={<IconRefresh size={12} />}
              onClick={onRetry}
              disabled={disabled}
            >
              {t('imageUploader.retry')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
