import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatPhone, formatDate, PLAN_NONE, telLink } from '@haat/shared';
import { ApprovalStatusBadge } from '@/entities/revision/approval-status-badge.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { useAuth } from '@/lib/auth-storage.ts';
import { useSetActive, useSetRole, useUser } from '../api.ts';
import { AdminPage, QueryState } from '../components/admin-page.tsx';
import { confirmAction } from '../components/confirm.ts';
import { BusinessCard } from '../components/user-business-card.tsx';
import { UserBadges } from './users-page.tsx';

/** /admin/users/:userId: who they are, what they own; deactivate, reactivate, roles. */
export default function UserPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const { userData } = useAuth();
  const detail = useUser(userId);
  const setActive = useSetActive({
    deactivated: t('admin.users.deactivated'),
    reactivated: t('admin.users.reactivated'),
  });
  const setRole = useSetRole(t('admin.users.roleChanged'));
  const user = detail.data?.user;
  const isSelf = Boolean(user && userData?.phoneNo === user.phoneNo);

  return (
    <AdminPage
      title={
        user?.erasedAt ? t('accountData.erasedAccount') : (user?.name ?? t('admin.users.title'))
      }
      actions={
        <Button
          component={Link}
          to="/admin/users"
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
        >
          {t('admin.users.back')}
        </Button>
      }
    >
      <QueryState
        isLoading={detail.isLoading}
        isError={detail.isError}
        onRetry={() => void detail.refetch()}
      />
      {user && detail.data ? (
        <Stack gap="lg">
          <Card withBorder radius="lg" padding="md">
            <Stack gap="md">
              <Group justify="space-between" align="flex-start">
                <UserBadges user={user} />
                <Group gap="xs">
                  <Button
                    variant="light"
                    color="peacock"
                    disabled={isSelf || Boolean(user.erasedAt) || setRole.isPending}
                    onClick={() =>
                      confirmAction({
                        title: t(
                          user.role === 'admin'
                            ? 'admin.users.removeAdmin'
                            : 'admin.users.makeAdmin',
                        ),
                        text: t(
                          user.role === 'admin'
                            ? 'admin.users.removeAdminText'
                            : 'admin.users.makeAdminText',
                          { name: user.name },
                        ),
                        onConfirm: () =>
                          setRole.mutate({
                            id: user._id,
                            role: user.role === 'admin' ? 'user' : 'admin',
                          }),
                      })
                    }
                  >
                    {t(user.role === 'admin' ? 'admin.users.removeAdmin' : 'admin.users.makeAdmin')}
                  </Button>
                  <Button
                    color={user.isActive ? 'red' : 'teal'}
                    variant={user.isActive ? 'outline' : 'filled'}
                    disabled={isSelf || Boolean(user.erasedAt) || setActive.isPending}
                    onClick={() =>
                      confirmAction({
                        title: t(
                          user.isActive ? 'admin.users.deactivate' : 'admin.users.reactivate',
                        ),
                        text: t(
                          user.isActive
                            ? 'admin.users.deactivateText'
                            : 'admin.users.reactivateText',
                          { name: user.name },
                        ),
                        danger: user.isActive,
                        onConfirm: () => setActive.mutate({ id: user._id, active: !user.isActive }),
                      })
                    }
                  >
                    {t(user.isActive ? 'admin.users.deactivate' : 'admin.users.reactivate')}
                  </Button>
                </Group>
              </Group>
              {isSelf ? (
                <Text size="xs" c="dimmed">
                  {t('admin.users.selfNote')}
                </Text>
              ) : null}
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t('admin.users.phone')}
                  </Text>
                  {user.erasedAt ? (
                    <Text size="sm">—</Text>
                  ) : (
                    <Anchor href={telLink(user.phoneNo)} size="sm">
                      {formatPhone(user.phoneNo)}
                    </Anchor>
                  )}
                </Stack>
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t('admin.preview.email')}
                  </Text>
                  <Text size="sm">{user.email ?? '—'}</Text>
                </Stack>
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t('admin.users.plan')}
                  </Text>
                  <Text size="sm">
                    {user.plan === PLAN_NONE || !user.planExpiresAt
                      ? t('admin.plans.noPlan')
                      : t('admin.plans.until', {
                          plan: user.plan,
                          date: formatDate(user.planExpiresAt),
                        })}
                  </Text>
                </Stack>
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t('admin.preview.address')}
                  </Text>
                  <Text size="sm">
                    {[user.address, user.city, user.state].filter(Boolean).join(', ') || '—'}
                  </Text>
                </Stack>
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t('admin.users.profile')}
                  </Text>
                  <ApprovalStatusBadge
                    isApproved={user.isApproved}
                    rejectionMessage={user.rejectionMessage}
                  />
                </Stack>
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t('admin.users.joined')}
                  </Text>
                  <Text size="sm">{formatDate(user.createdAt)}</Text>
                </Stack>
              </SimpleGrid>
            </Stack>
          </Card>
          <Title order={2} fz="lg">
            {t('admin.users.businessesTitle', { count: detail.data.businesses.length })}
          </Title>
          {detail.data.businesses.length ? (
            detail.data.businesses.map((business) => (
              <BusinessCard key={business._id} business={business} />
            ))
          ) : (
            <EmptyState title={t('admin.users.noBusinesses')} />
          )}
        </Stack>
      ) : null}
    </AdminPage>
  );
}
