import { Button, type ButtonProps } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { siteUrl } from '@/lib/contact-links.ts';
import { sharePage } from './share.ts';

type Props = {
  /** What is shared: its name, a line about it and its path on this site. */
  title: string;
  text?: string;
  path: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  fullWidth?: boolean;
  /** Called on each tap (the seller's insights count it). */
  onShare?: () => void;
};

/** Share: the device's share sheet, else the spec's alert. */
export function ShareButton({
  title,
  text,
  path,
  size = 'sm',
  variant = 'default',
  fullWidth = false,
  onShare,
}: Props) {
  const { t } = useTranslation();
  return (
    <Button
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      leftSection={<IconShare size={16} />}
      onClick={() => {
        onShare?.();
        void sharePage({ title, text, url: siteUrl(path) });
      }}
    >
      {t('detail.share')}
    </Button>
  );
}
