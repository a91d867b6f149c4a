import { Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  IconBrandWhatsapp,
  IconEye,
  IconMessage,
  IconPhone,
  IconShare,
  type TablerIcon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { InsightMetric, InsightsAnswer } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { productPath, servicePath } from '@/lib/route-ids.ts';
import { useMetricLabels } from './metric-labels.ts';

const SHOWN: ReadonlyArray<{ metric: InsightMetric; Icon: TablerIcon }> = [
  { metric: 'views', Icon: IconEye },
  { metric: 'calls', Icon: IconPhone },
  { metric: 'whatsapp', Icon: IconBrandWhatsapp },
  { metric: 'shares', Icon: IconShare },
  { metric: 'enquiries', Icon: IconMessage },
];

/** The ten products and services buyers did most with, each linking to its public page. */
export function TopListings({
  listings,
  locale,
}: {
  listings: InsightsAnswer['topListings'];
  locale: string;
}) {
  const { t } = useTranslation();
  const labels = useMetricLabels();
  const number = new Intl.NumberFormat(locale);
  if (!listings.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('insights.noListings')}
      </Text>
    );
  }
  return (
    <Stack component="ol" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
      {listings.map((listing, index) => (
        <li
          key={listing._id}
          style={{
            padding: '10px 0',
            borderTop: index ? '1px solid var(--mantine-color-gray-2)' : undefined,
          }}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Text fw={700} c="dimmed" w={22} ta="right" style={{ flexShrink: 0 }}>
              {index + 1}
            </Text>
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Anchor
                component={Link}
                to={listing.kind === 'product' ? productPath(listing) : servicePath(listing)}
                fw={600}
                lineClamp={2}
              >
                {listing.name}
              </Anchor>
              <Text size="xs" c="dimmed" truncate>
                {listing.businessName}
              </Text>
              <Group gap="md" wrap="wrap" mt={2}>
                {SHOWN.map(({ metric, Icon }) => (
                  <Text
                    key={metric}
                    size="sm"
                    title={labels[metric]}
                    style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                  >
                    <Icon size={15} aria-hidden />
                    <VisuallyHidden>{labels[metric]}: </VisuallyHidden>
                    {number.format(listing[metric])}
                  </Text>
                ))}
              </Group>
            </Stack>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
