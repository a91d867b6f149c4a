import type { ReactNode } from 'react';
import {
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBriefcase,
  IconClipboardCheck,
  IconCrown,
  IconMail,
  IconPackage,
  IconStar,
  IconTool,
  IconUserCheck,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { APPROVAL_TYPES } from '@haat/shared';
import { useDashboard } from '../api.ts';
import { AdminPage, QueryState } from '../components/admin-page.tsx';

type Tile = {
  label: string;
  value: number;
  to: string;
  icon: TablerIcon;
  /** Something waits for an administrator: the tile stands out. */
  attention?: boolean;
  hint?: ReactNode;
};

function StatTile({ tile }: { tile: Tile }) {
  const Icon = tile.icon;
  return (
    <UnstyledButton component={Link} to={tile.to} aria-label={`${tile.label}: ${tile.value}`}>
      <Card withBorder radius="lg" padding="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text size="sm" c="dimmed" fw={500}>
              {tile.label}
            </Text>
            <Text fz={30} fw={800} lh={1.1} c={tile.attention ? 'red.8' : undefined}>
              {tile.value.toLocaleString('en-IN')}
            </Text>
            {tile.hint ? (
              <Text size="xs" c="dimmed">
                {tile.hint}
              </Text>
            ) : null}
          </Stack>
          <ThemeIcon
            size={40}
            radius="md"
            variant="light"
            color={tile.attention ? 'red' : 'peacock'}
          >
            <Icon size={22} />
          </ThemeIcon>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** /admin: what waits for an administrator, and how big the market is. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const data = dashboard.data;

  const waiting: Tile[] = data
    ? [
        ...APPROVAL_TYPES.map((type) => ({
          label: t(`admin.dashboard.pending.${type}`),
          value: data.pending[type],
          to: `/admin/approvals?type=${type}`,
          icon: type === 'profile' ? IconUserCheck : IconClipboardCheck,
          attention: data.pending[type] > 0,
        })),
        {
          label: t('admin.dashboard.openRequests'),
          value: data.openSubscriptionRequests,
          to: '/admin/plans',
          icon: IconCrown,
          attention: data.openSubscriptionRequests > 0,
        },
        {
          label: t('admin.dashboard.newMessages'),
          value: data.newContactMessages,
          to: '/admin/messages',
          icon: IconMail,
          attention: data.newContactMessages > 0,
        },
        {
          label: t('admin.dashboard.reviewsWaiting'),
          value: data.reviewsWaiting,
          to: '/admin/reviews',
          icon: IconStar,
          attention: data.reviewsWaiting > 0,
        },
      ]
    : [];
  const market: Tile[] = data
    ? [
        {
          label: t('admin.dashboard.users'),
          value: data.users.total,
          to: '/admin/users',
          icon: IconUsers,
          hint: t('admin.dashboard.usersHint', {
            active: data.users.active,
            withPlan: data.users.withPlan,
            admins: data.users.admins,
          }),
        },
        {
          label: t('admin.dashboard.businesses'),
          value: data.listings.businesses,
          to: '/admin/users',
          icon: IconBriefcase,
        },
        {
          label: t('admin.dashboard.products'),
          value: data.listings.products,
          to: '/admin/approvals?type=product',
          icon: IconPackage,
          hint: t('admin.dashboard.publicHint', { count: data.listings.publicProducts }),
        },
        {
          label: t('admin.dashboard.services'),
          value: data.listings.services,
          to: '/admin/approvals?type=service',
          icon: IconTool,
          hint: t('admin.dashboard.publicHint', { count: data.listings.publicServices }),
        },
      ]
    : [];

  return (
    <AdminPage title={t('admin.dashboard.title')} subtitle={t('admin.dashboard.subtitle')}>
      <QueryState
        isLoading={dashboard.isLoading}
        isError={dashboard.isError}
        onRetry={() => void dashboard.refetch()}
      />
      {data ? (
        <Stack gap="xl">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('admin.dashboard.waiting')}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 4, xl: 7 }} spacing="sm">
              {waiting.map((tile) => (
                <StatTile key={tile.label} tile={tile} />
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('admin.dashboard.market')}
            </Title>
            <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
              {market.map((tile) => (
                <StatTile key={tile.label} tile={tile} />
              ))}
            </SimpleGrid>
          </Stack>
        </Stack>
      ) : null}
    </AdminPage>
  );
}
