import { useState } from 'react';
import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import {
  EXPIRED_PLANS_DAYS,
  formatPhone,
  formatDateTime,
  planById,
  telLink,
  type AdminExpiredPlan,
  type AdminSubscriptionRequest,
} from '@haat/shared';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageButtons } from '@/components/page-buttons.tsx';
import {
  pageCount,
  useCloseRequest,
  useExpiredPlans,
  useSubscriptionRequests,
  type RequestStatus,
} from '../api.ts';
import { AdminPage, QueryState } from '../components/admin-page.tsx';
import { DirectActivation } from '../components/direct-activation.tsx';
import { CurrentPlan, useActivate } from '../components/plan-actions.tsx';
import { confirmAction } from '../components/confirm.ts';
import { ResponsiveTable, type Column } from '../components/responsive-table.tsx';

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
            {formatPhone(row.user.phoneNo)}
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

/** Who expired recently: the people to call about renewing, with Renew at hand. */
function RecentlyExpired() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const expired = useExpiredPlans(page);
  const activate = useActivate();
  const rows = expired.data?.users ?? [];
  const columns: Column<AdminExpiredPlan>[] = [
    {
      key: 'user',
      label: t('admin.plans.user'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {row.name}
          </Text>
          <Anchor href={telLink(row.phoneNo)} size="sm">
            {formatPhone(row.phoneNo)}
          </Anchor>
        </Stack>
      ),
    },
    {
      key: 'expired',
      label: t('admin.plans.expiredColumn'),
      render: (row) => <CurrentPlan user={row} />,
    },
  ];
  return (
    <Stack gap="sm" data-testid="recently-expired">
      <Title order={2} fz="lg">
        {t('admin.plans.expiredTitle', { days: EXPIRED_PLANS_DAYS })}
      </Title>
      <QueryState
        isLoading={expired.isLoading}
        isError={expired.isError}
        onRetry={() => void expired.refetch()}
      />
      {expired.data && !rows.length ? (
        <Text size="sm" c="dimmed">
          {t('admin.plans.expiredEmpty')}
        </Text>
      ) : null}
      {rows.length ? (
        <ResponsiveTable
          rows={rows}
          columns={columns}
          rowKey={(row) => row._id}
          actionsLabel={t('admin.common.actions')}
          actions={(row) => {
            const plan = planById(row.plan)?.id;
            return plan ? (
              <Button
                size="xs"
                color="teal"
                disabled={activate.busy}
                onClick={() => activate.ask(row, plan)}
              >
                {t('admin.plans.renewPlan', { plan })}
              </Button>
            ) : null;
          }}
        />
      ) : null}
      <Group justify="center">
        <PageButtons page={page} total={pageCount(expired.data?.total ?? 0)} onChange={setPage} />
      </Group>
    </Stack>
  );
}

/** /admin/plans: open subscription requests, who expired recently, and activating a plan. */
export default function PlansPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.plans.title')} subtitle={t('admin.plans.subtitle')}>
      <Stack gap="xl">
        <Requests />
        <RecentlyExpired />
        <DirectActivation />
      </Stack>
    </AdminPage>
  );
}
