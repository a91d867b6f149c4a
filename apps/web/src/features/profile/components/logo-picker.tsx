import { useEffect, useMemo, useState } from 'react';
import {
  Avatar,
  Button,
  CloseButton,
  FileButton,
  Group,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { mediaUrl } from '@haat/shared';
import { showToast } from '@/lib/toast.ts';
import { compressImage, isImageFile } from '@/lib/upload.ts';

type Props = {
  /** The stored logo's key, if any. */
  current: string | null;
  /** The chosen file, not yet uploaded. */
  chosen: File | null;
  onChoose: (file: File | null) => void;
  /** Upload progress in percent while the logo is being sent. */
  progress: number | null;
  initials: string;
  disabled?: boolean;
};

/** Chooses a logo (images only, re-encoded to webp) and shows upload progress. */
export function LogoPicker({ current, chosen, onChoose, progress, initials, disabled }: Props) {
  const { t } = useTranslation();
  const [preparing, setPreparing] = useState(false);
  const preview = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = async (file: File | null) => {
    if (!file) return;
    if (!isImageFile(file)) {
      showToast('warning', t('msg.onlyImages'));
      return;
    }
    setPreparing(true);
    try {
      onChoose(await compressImage(file));
    } finally {
      setPreparing(false);
    }
  };

  const src = preview ?? (current ? mediaUrl(current) : null);
  return (
    <Stack gap="xs">
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar
          // A new address is a new image: start again rather than keep an earlier load error.
          key={src ?? 'none'}
          src={src}
          alt={t('profile.logoAlt')}
          size={84}
          radius="lg"
          color="saffron"
          variant="light"
        >
          {initials}
        </Avatar>
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <FileButton onChange={(file) => void choose(file)} accept="image/*" disabled={disabled}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="sm"
                  leftSection={<IconPhotoUp size={16} />}
                  loading={preparing}
                  disabled={disabled}
                >
                  {current || chosen ? t('profile.changeLogo') : t('profile.chooseLogo')}
                </Button>
              )}
            </FileButton>
            {chosen && progress === null ? (
              <CloseButton
                aria-label={t('profile.removeChosenLogo')}
                onClick={() => onChoose(null)}
                disabled={disabled}
              />
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {chosen ? chosen.name : t('profile.logoHint')}
          </Text>
        </Stack>
      </Group>
      {progress !== null ? (
        <Stack gap={4} role="status">
          <Text size="xs" fw={500}>
            {t('profile.uploading', { percent: progress })}
          </Text>
          <Progress value={progress} size="sm" animated={progress < 100} aria-hidden />
        </Stack>
      ) : null}
    </Stack>
  );
}
