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

/** What the list is ranked by (the server's order): the five actions added up. */
export const listingActions = (listing: InsightsAnswer['topListings'][number]) =>
  SHOWN.reduce((sum, { metric }) => sum + listing[metric], 0);

/**
 * The ten products and services buyers did most with, each linking to its public page. Each row
 * shows the figure it is ranked by ("N actions": the five counts beside it added up), so the
 * order can be read off the screen.
 */
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
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t('insights.topListingsHint')}
      </Text>
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
                <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
                  <Anchor
                    component={Link}
                    to={listing.kind === 'product' ? productPath(listing) : servicePath(listing)}
                    fw={600}
                    lineClamp={2}
                  >
                    {listing.name}
                  </Anchor>
                  <Text
                    size="sm"
                    fw={700}
                    style={{ flexShrink: 0, whiteSpace: 'nowrap' }}
                    data-testid="listing-actions"
                  >
                    {t('insights.actionsCount', {
                      count: listingActions(listing),
                      n: number.format(listingActions(listing)),
                    })}
                  </Text>
                </Group>
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
    </Stack>
  );
}
