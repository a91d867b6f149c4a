import { Anchor, Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { directionsLink, displayPhone } from '@haat/shared';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { RatingSummary } from '@/entities/review/rating/rating-summary.tsx';
import { ResponseTimeLine } from '@/entities/business/response-time/response-time-line.tsx';
import { ShareButton } from '@/components/share-button/share-button.tsx';
import { OpeningBadge } from '@/entities/business/working-hours/opening-badge.tsx';
import { callLink } from '@/lib/contact-links.ts';
import { countTap } from '@/lib/taps.ts';
import { businessPagePath } from '@/lib/route-ids.ts';
import type { PublicBusiness } from '../api.ts';
import { BusinessActions } from './business-actions.tsx';
import { BusinessLinks } from './business-links.tsx';

export const fullAddress = (business: PublicBusiness) =>
  [business.address, business.city, [business.state, business.pinCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

/**
 * Get directions: to the business's position when it has one, else a search for its
 * address. A maps URL rather than geo:, so the server-drawn page is the same for every device;
 * Android and iOS open it in their maps app.
 */
const directionsTo = (business: PublicBusiness, address: string) =>
  business.latitude != null && business.longitude != null
    ? directionsLink({ lat: business.latitude, lng: business.longitude }, business.name, 'web')
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * The business profile's compact heading: kind, open now, Share, name, stars, and the
 * ways to reach it. On a phone the listings follow it at once (business-detail-page.tsx).
 */
export function BusinessHeader({ business }: { business: PublicBusiness }) {
  const { t } = useTranslation();
  const path = businessPagePath(business);

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color="peacock" radius="sm" tt="none">
              {t(`businessDetail.type.${business.businessType}`)}
            </Badge>
            <OpeningBadge hours={business.workingHours} />
          </Group>
          {/* Never squeezed by the badges beside it: the word stays whole on a phone. */}
          <Box style={{ flexShrink: 0 }}>
            <ShareButton
              title={business.name}
              text={t('detail.shareText', { name: business.name })}
              path={path}
              variant="subtle"
              size="compact-sm"
              onShare={() => countTap('business', business._id, 'share')}
            />
          </Box>
        </Group>
        <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
          {business.name}
        </Title>
        <RatingSummary rating={business.rating} />
        <ResponseTimeLine responseTime={business.responseTime} />
      </Stack>

      <BusinessActions business={business} />
    </Stack>
  );
}

/** The rest of the profile: address with directions, phone, links and the description. */
export function BusinessAbout({ business }: { business: PublicBusiness }) {
  const { t } = useTranslation();
  const address = fullAddress(business);

  return (
    <Stack gap="md">
      <Stack gap={8}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconMapPin size={18} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
          <Box>
            <Text size="sm">{address}</Text>
            <Anchor
              href={directionsTo(business, address)}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              fw={600}
            >
              {t('businessDetail.directions')}
            </Anchor>
          </Box>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <IconPhone size={18} style={{ flexShrink: 0 }} aria-hidden />
          <Anchor
            href={callLink(business.phoneNo)}
            onClick={() => countTap('business', business._id, 'call')}
            size="sm"
            fw={600}
            c="dark"
          >
            {displayPhone(business.phoneNo)}
          </Anchor>
        </Group>
      </Stack>

      <BusinessLinks business={business} />

      {business.description ? (
        <Stack gap={4}>
          <Title order={2} fz="md">
            {t('businessDetail.about')}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {business.description}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
