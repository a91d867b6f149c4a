import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Combobox,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCrown, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatDateTime,
  PLAN_NONE,
  PLANS,
  planById,
  telLink,
  type AdminSubscriptionRequest,
  type AdminUserRow,
  type PlanId,
} from '@haat/shared';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageButtons } from '../../../components/page-buttons.tsx';
import {
  pageCount,
  useActivatePlan,
  useCloseRequest,
  useSubscriptionRequests,
  useUsers,
  type RequestStatus,
} from '../api.ts';
import { AdminPage, QueryState } from '../components/admin-page.tsx';
import { confirmAction } from '../components/confirm.ts';
import { ResponsiveTable, type Column } from '../components/responsive-table.tsx';
import { renewalBase } from '../plan-preview.ts';

type PlanHolder = {
  _id: string;
  name: string;
  phoneNo: string;
  plan: string;
  planExpiresAt: string | null;
};

function CurrentPlan({ user }: { user: Pick<PlanHolder, 'plan' | 'planExpiresAt'> }) {
  const { t } = useTranslation();
  if (user.plan === PLAN_NONE || !user.planExpiresAt) {
    return (
      <Text size="sm" c="dimmed">
        {t('admin.plans.noPlan')}
      </Text>
    );
  }
  const expired = new Date(user.planExpiresAt) < new Date();
  return (
    <Text size="sm" c={expired ? 'red.8' : undefined}>
      {t(expired ? 'admin.plans.expiredOn' : 'admin.plans.until', {
        plan: user.plan,
        date: formatDate(user.planExpiresAt),
      })}
    </Text>
  );
}

/** Activate with a confirm that says what the expiry will be counted from. */
function useActivate() {
  const { t } = useTranslation();
  const activate = useActivatePlan(t('admin.plans.activated'));
  const ask = (user: PlanHolder, plan: PlanId, requestId?: string, onDone?: () => void) => {
    const details = planById(plan)!;
    confirmAction({
      title: t('admin.plans.activateTitle', { plan }),
      text: t('admin.plans.activateText', {
        plan,
        duration: details.duration,
        name: user.name,
        phone: user.phoneNo,
        from: formatDate(renewalBase(user.planExpiresAt, user.plan, new Date())),
      }),
      onConfirm: () => activate.mutate({ id: user._id, plan, requestId }, { onSuccess: onDone }),
    });
  };
  return { ask, busy: activate.isPending };
}

function Requests() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<RequestStatus>('open');
  const [page, setPage] = useState(1);
  const requests = useSubscriptionRequests(status, page);
  const close = useCloseRequest(t('admin.plans.closed'));
  const activate = useActivate();
  const rows = requests.data?.requests ?? [];

  const columns: Column<AdminSubscriptionRequest>[] = [
    {
      key: 'user',
      label: t('admin.plans.user'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {row.user.name}
          </Text>
          <Anchor href={telLink(row.user.phoneNo)} size="sm">
            {row.user.phoneNo}
          </Anchor>
        </Stack>
      ),
    },
    {
      key: 'plan',
      label: t('admin.plans.requested'),
      render: (row) => (
        <Badge variant="light" color="saffron" leftSection={<IconCrown size={12} />}>
          {row.plan}
        </Badge>
      ),
    },
    {
      key: 'when',
      label: t('admin.plans.when'),
      render: (row) => <Text size="sm">{formatDateTime(row.createdAt)}</Text>,
    },
    {
      key: 'current',
      label: t('admin.plans.current'),
      render: (row) => <CurrentPlan user={row.user} />,
    },
    {
      key: 'status',
      label: t('admin.plans.status'),
      render: (row) => (
        <Badge color={row.status === 'open' ? 'yellow' : 'gray'} variant="light">
          {t(`admin.plans.statuses.${row.status}`)}
        </Badge>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="lg">
          {t('admin.plans.requestsTitle')}
        </Title>
        <SegmentedControl
          size="xs"
          value={status}
          onChange={(value) => {
            setStatus(value as RequestStatus);
            setPage(1);
          }}
          data={(['open', 'done', 'all'] as const).map((value) => ({
            value,
            label: t(`admin.plans.filters.${value}`),
          }))}
        />
      </Group>
      <QueryState
        isLoading={requests.isLoading}
        isError={requests.isError}
        onRetry={() => void requests.refetch()}
      />
      {requests.data && !rows.length ? (
        <EmptyState title={t('admin.plans.emptyTitle')} text={t('admin.plans.emptyText')} />
      ) : null}
      {rows.length ? (
        <ResponsiveTable
          rows={rows}
          columns={columns}
          rowKey={(row) => row._id}
          actionsLabel={t('admin.common.actions')}
          actions={(row) =>
            row.status === 'open' ? (
              <>
                <Button
                  size="xs"
                  variant="default"
                  disabled={close.isPending}
                  onClick={() =>
                    confirmAction({
                      title: t('admin.plans.closeTitle'),
                      text: t('admin.plans.closeText', { name: row.user.name, plan: row.plan }),
                      onConfirm: () => close.mutate(row._id),
                    })
                  }
                >
                  {t('admin.plans.close')}
                </Button>
                <Button
                  size="xs"
                  color="teal"
                  disabled={activate.busy}
                  onClick={() => activate.ask(row.user, row.plan, row._id)}
                >
                  {t('admin.plans.activatePlan', { plan: row.plan })}
                </Button>
              </>
            ) : null
          }
        />
      ) : null}
      <Group justify="center">
        <PageButtons page={page} total={pageCount(requests.data?.total ?? 0)} onChange={setPage} />
      </Group>
    </Stack>
  );
}

/** Pick a user by phone or name, then a plan. */
function DirectActivation() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [user, setUser] = useState<AdminUserRow | null>(null);
  const [plan, setPlan] = useState<PlanId>('Plan A');
  const combobox = useCombobox();
  const found = useUsers({ search: debounced, role: 'all', status: 'active', pageNo: 1 });
  const activate = useActivate();
  const options = debounced.trim().length >= 2 ? (found.data?.users ?? []).slice(0, 8) : [];

  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('admin.plans.directTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admin.plans.directText')}
        </Text>
        <Combobox
          store={combobox}
          onOptionSubmit={(id) => {
            const chosen = options.find((option) => option._id === id) ?? null;
            setUser(chosen);
            if (chosen) setSearch(`${chosen.name} (${chosen.phoneNo})`);
            combobox.closeDropdown();
          }}
        >
          <Combobox.Target>
            <TextInput
              label={t('admin.plans.findUser')}
              placeholder={t('admin.users.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setUser(null);
                combobox.openDropdown();
              }}
              onFocus={() => combobox.openDropdown()}
              onBlur={() => combobox.closeDropdown()}
            />
          </Combobox.Target>
          <Combobox.Dropdown hidden={!options.length}>
            <Combobox.Options>
              {options.map((option) => (
                <Combobox.Option key={option._id} value={option._id}>
                  <Text size="sm" fw={600}>
                    {option.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {option.phoneNo} · {option.plan}
                  </Text>
                </Combobox.Option>
              ))}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
        {user ? <CurrentPlan user={user} /> : null}
        <SegmentedControl
          value={plan}
          onChange={(value) => setPlan(value as PlanId)}
          data={PLANS.map((option) => ({
            value: option.id,
            label: `${option.label} · ${option.duration}`,
          }))}
          fullWidth
        />
        <Group justify="flex-end">
          <Button
            color="teal"
            disabled={!user || activate.busy}
            onClick={() =>
              user &&
              activate.ask(user, plan, undefined, () => {
                setUser(null);
                setSearch('');
              })
            }
          >
            {t('admin.plans.activatePlan', { plan })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /admin/plans: open subscription requests, and activating a plan for anyone. */
export default function PlansPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.plans.title')} subtitle={t('admin.plans.subtitle')}>
      <Stack gap="xl">
        <Requests />
        <DirectActivation />
      </Stack>
    </AdminPage>
  );
}
