import { useState } from 'react';
import { Anchor, Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatPhone, formatDate, PLAN_NONE, telLink, type AdminUserRow } from '@haat/shared';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageButtons } from '@/components/page-buttons.tsx';
import { pageCount, useUsers, type UsersQuery } from '../api.ts';
import { AdminPage, QueryState } from '../components/admin-page.tsx';
import { ResponsiveTable, type Column } from '../components/responsive-table.tsx';

export function UserBadges({
  user,
}: {
  user: Pick<AdminUserRow, 'role' | 'isActive' | 'erasedAt'>;
}) {
  const { t } = useTranslation();
  if (user.erasedAt) {
    return (
      <Badge color="gray" variant="light">
        {t('accountData.erasedOn', { date: formatDate(user.erasedAt) })}
      </Badge>
    );
  }
  return (
    <Group gap={4}>
      {user.role === 'admin' ? (
        <Badge color="peacock" variant="light">
          {t('admin.users.roles.admin')}
        </Badge>
      ) : null}
      <Badge color={user.isActive ? 'teal' : 'red'} variant="light">
        {user.isActive ? t('admin.users.active') : t('admin.users.inactive')}
      </Badge>
    </Group>
  );
}

/** /admin/users: find users by phone or name. */
export default function UsersPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [role, setRole] = useState<UsersQuery['role']>('all');
  const [status, setStatus] = useState<UsersQuery['status']>('all');
  const [page, setPage] = useState(1);
  const users = useUsers({ search: debounced, role, status, pageNo: page });
  const rows = users.data?.users ?? [];

  const columns: Column<AdminUserRow>[] = [
    {
      key: 'name',
      label: t('admin.users.name'),
      render: (user) => (
        <Anchor component={Link} to={`/admin/users/${user._id}`} fw={600} size="sm">
          {user.erasedAt ? t('accountData.erasedAccount') : user.name}
        </Anchor>
      ),
    },
    {
      key: 'phone',
      label: t('admin.users.phone'),
      render: (user) =>
        user.erasedAt ? (
          <Text size="sm">—</Text>
        ) : (
          <Anchor href={telLink(user.phoneNo)} size="sm">
            {formatPhone(user.phoneNo)}
          </Anchor>
        ),
    },
    {
      key: 'plan',
      label: t('admin.users.plan'),
      render: (user) => (
        <Text size="sm">
          {user.plan === PLAN_NONE || !user.planExpiresAt
            ? t('admin.plans.noPlan')
            : `${user.plan} · ${formatDate(user.planExpiresAt)}`}
        </Text>
      ),
    },
    {
      key: 'businesses',
      label: t('admin.users.businesses'),
      render: (user) => <Text size="sm">{user.businessCount}</Text>,
    },
    { key: 'status', label: t('admin.users.status'), render: (user) => <UserBadges user={user} /> },
    {
      key: 'joined',
      label: t('admin.users.joined'),
      render: (user) => <Text size="sm">{formatDate(user.createdAt)}</Text>,
    },
  ];

  return (
    <AdminPage title={t('admin.users.title')} subtitle={t('admin.users.subtitle')}>
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('admin.users.search')}
            placeholder={t('admin.users.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: '1 1 240px' }}
          />
          <Select
            label={t('admin.users.role')}
            value={role}
            allowDeselect={false}
            onChange={(value) => {
              setRole((value ?? 'all') as UsersQuery['role']);
              setPage(1);
            }}
            data={(['all', 'user', 'admin'] as const).map((value) => ({
              value,
              label: t(`admin.users.roles.${value}`),
            }))}
            w={140}
          />
          <Select
            label={t('admin.users.status')}
            value={status}
            allowDeselect={false}
            onChange={(value) => {
              setStatus((value ?? 'all') as UsersQuery['status']);
              setPage(1);
            }}
            data={(['all', 'active', 'inactive'] as const).map((value) => ({
              value,
              label: t(`admin.users.statuses.${value}`),
            }))}
            w={140}
          />
        </Group>
        <QueryState
          isLoading={users.isLoading}
          isError={users.isError}
          onRetry={() => void users.refetch()}
        />
        {users.data && !rows.length ? <EmptyState title={t('admin.users.empty')} /> : null}
        {rows.length ? (
          <ResponsiveTable
            rows={rows}
            columns={columns}
            rowKey={(user) => user._id}
            actionsLabel={t('admin.common.actions')}
            actions={(user) => (
              <Button component={Link} to={`/admin/users/${user._id}`} size="xs" variant="light">
                {t('admin.users.view')}
              </Button>
            )}
          />
        ) : null}
        <Group justify="center">
          <PageButtons page={page} total={pageCount(users.data?.total ?? 0)} onChange={setPage} />
        </Group>
      </Stack>
    </AdminPage>
  );
}
