import { Anchor, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink, IconQrcode } from '@tabler/icons-react';
import { Link } from 'react-router';
import { shopPath } from '@haat/shared';
import { ShareButton } from '@/components/share-button/share-button.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { siteUrl } from '@/lib/contact-links.ts';
import type { SellerBusiness } from '../api.ts';

type Props = {
  business: Pick<SellerBusiness, 'name' | 'slug' | 'isApproved' | 'isActive'>;
  /** Where the poster screen of this business is. */
  posterPath: string;
};

/**
 * The business's shop page in the seller's list: its address with Copy, Share,
 * Open and Print QR poster once the business is public; before that, when it will be (under
 * review, no address yet: it comes with approval).
 */
export function ShopAddressPanel({ business, posterPath }: Props) {
  const { t } = useTranslation();
  // A business under review holds no address yet: it is given on approval.
  if (!business.slug) {
    return business.isApproved ? null : (
      <Text size="xs" c="dimmed" data-testid="shop-address">
        {t('shopAddress.comesWithApproval')}
      </Text>
    );
  }
  const path = shopPath(business.slug);
  const url = siteUrl(path);
  if (!business.isApproved || !business.isActive) {
    return (
      <Text size="xs" c="dimmed" data-testid="shop-address">
        {t('shopAddress.notYet', { url })}
      </Text>
    );
  }
  return (
    <Stack gap={6} data-testid="shop-address">
      <Text size="xs" fw={600} c="dimmed">
        {t('shopAddress.title')}
      </Text>
      <Anchor component={Link} to={path} size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
        {url}
      </Anchor>
      <Group gap={6}>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              size="compact-sm"
              variant="light"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
            >
              {copied ? t('shopAddress.copied') : t('shopAddress.copy')}
            </Button>
          )}
        </CopyButton>
        <ShareButton
          title={business.name}
          text={t('shopAddress.shareText', { name: business.name })}
          path={path}
          size="compact-sm"
          variant="light"
        />
        <Button
          component={Link}
          to={path}
          size="compact-sm"
          variant="subtle"
          leftSection={<IconExternalLink size={14} />}
        >
          {t('shopAddress.open')}
        </Button>
        <Button
          component={Link}
          to={posterPath}
          size="compact-sm"
          variant="subtle"
          leftSection={<IconQrcode size={14} />}
        >
          {t('shopAddress.poster')}
        </Button>
      </Group>
    </Stack>
  );
}
