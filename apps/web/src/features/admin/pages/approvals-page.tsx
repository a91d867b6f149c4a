import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconChecks, IconSearch, IconX } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { APPROVAL_TYPES, type ApprovalItem, type ApprovalType } from '@haat/shared';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageButtons } from '@/components/page-buttons.tsx';
import {
  isStaleDecision,
  pageCount,
  useApprovals,
  useApprove,
  useBulkApprove,
  useDashboard,
  useReject,
} from '../api.ts';
import { AdminPage, QueryState } from '../components/admin-page.tsx';
import { ApprovalPreview, itemName } from '../components/approval-preview.tsx';
import { approvalTextKey } from '../approval-text.ts';
import { confirmAction } from '../components/confirm.ts';
import { RejectModal } from '../components/reject-modal.tsx';

const isType = (value: string | null): value is ApprovalType =>
  APPROVAL_TYPES.includes(value as ApprovalType);

/** /admin/approvals: the four queues, a full preview of each item, approve, reject, bulk. */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const type: ApprovalType = isType(typeParam) ? typeParam : 'business';
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [rejecting, setRejecting] = useState<ApprovalItem | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);

  const { data: counts } = useDashboard();
  const queue = useApprovals(type, page, debounced);
  const approve = useApprove(t('admin.approvals.approved'));
  const reject = useReject(t('admin.approvals.rejected'));
  const bulk = useBulkApprove(
    (answer) => t('admin.approvals.bulkApproved', { count: answer.approved.length }),
    (answer) => t('admin.approvals.bulkChanged', { count: answer.changed.length }),
  );
  const items = queue.data?.items ?? [];
  const busy = approve.isPending || reject.isPending || bulk.isPending;

  const switchType = (value: string | null) => {
    if (!isType(value)) return;
    setParams({ type: value }, { replace: true });
    setPage(1);
    setSelected([]);
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((x) => x !== id)));
  const allChosen = items.length > 0 && items.every((item) => selected.includes(item._id));

  const askApprove = (item: ApprovalItem) =>
    confirmAction({
      title: t('admin.approvals.approveTitle'),
      text: t(approvalTextKey(item), { name: itemName(item) }),
      onConfirm: () =>
        // The version shown: an item the seller changed since answers 409 and is shown anew.
        approve.mutate(
          { type, id: item._id, version: item.version },
          { onSuccess: () => setSelected((current) => current.filter((x) => x !== item._id)) },
        ),
    });
  const askBulk = () =>
    confirmAction({
      title: t('admin.approvals.bulkTitle'),
      text: t('admin.approvals.bulkText', { count: selected.length }),
      onConfirm: () =>
        bulk.mutate(
          {
            type,
            items: items
              .filter((item) => selected.includes(item._id))
              .map((item) => ({ id: item._id, version: item.version })),
          },
          { onSuccess: () => setSelected([]) },
        ),
    });

  return (
    <AdminPage title={t('admin.approvals.title')} subtitle={t('admin.approvals.subtitle')}>
      <Tabs value={type} onChange={switchType} keepMounted={false} mb="md">
        <Tabs.List>
          {APPROVAL_TYPES.map((kind) => (
            <Tabs.Tab
              key={kind}
              value={kind}
              rightSection={
                counts?.pending[kind] ? (
                  <Badge size="sm" variant="light" color="red">
                    {counts.pending[kind]}
                  </Badge>
                ) : null
              }
            >
              {t(`admin.approvals.tabs.${kind}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <TextInput
        aria-label={t('admin.approvals.search')}
        placeholder={t('admin.approvals.search')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
          setSelected([]);
        }}
        maw={420}
        mb="md"
      />

      {items.length ? (
        <Group justify="space-between" mb="sm" gap="xs">
          <Checkbox
            label={t('admin.approvals.selectAll')}
            checked={allChosen}
            indeterminate={!allChosen && selected.length > 0}
            onChange={(event) =>
              setSelected(event.currentTarget.checked ? items.map((item) => item._id) : [])
            }
          />
          <Button
            leftSection={<IconChecks size={18} />}
            color="teal"
            disabled={!selected.length}
            loading={bulk.isPending}
            onClick={askBulk}
          >
            {selected.length
              ? t('admin.approvals.approveSelected', { count: selected.length })
              : t('admin.approvals.approveNone')}
          </Button>
        </Group>
      ) : null}

      <QueryState
        isLoading={queue.isLoading}
        isError={queue.isError}
        onRetry={() => void queue.refetch()}
      />
      {queue.data && !items.length ? (
        <EmptyState title={t('admin.approvals.emptyTitle')} text={t('admin.approvals.emptyText')} />
      ) : null}

      <Stack gap="md">
        {items.map((item) => (
          <Card key={item._id} withBorder radius="lg" padding="md" data-testid="approval-item">
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                  <Checkbox
                    mt={4}
                    aria-label={t('admin.approvals.select', { name: itemName(item) })}
                    checked={selected.includes(item._id)}
                    onChange={(event) => toggle(item._id, event.currentTarget.checked)}
                  />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                      {itemName(item)}
                    </Title>
                    <Text size="xs" c="dimmed">
                      {t(`admin.approvals.kind.${item.type}`)}
                    </Text>
                  </Stack>
                </Group>
                <Badge color="yellow" variant="light" style={{ flexShrink: 0 }}>
                  {t('msg.approvalPending')}
                </Badge>
              </Group>
              <ApprovalPreview item={item} />
              <Group justify="flex-end" gap="xs">
                <Button
                  variant="outline"
                  color="red"
                  leftSection={<IconX size={16} />}
                  disabled={busy}
                  onClick={() => setRejecting(item)}
                >
                  {t('admin.approvals.reject')}
                </Button>
                <Button
                  color="teal"
                  leftSection={<IconCheck size={16} />}
                  disabled={busy}
                  onClick={() => askApprove(item)}
                >
                  {t('admin.approvals.approve')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>

      <Group justify="center" mt="lg">
        <PageButtons
          page={page}
          total={pageCount(queue.data?.total ?? 0)}
          onChange={(next) => {
            setPage(next);
            setSelected([]);
          }}
        />
      </Group>

      <RejectModal
        key={rejecting?._id ?? 'none'}
        name={rejecting ? itemName(rejecting) : null}
        busy={reject.isPending}
        onClose={() => setRejecting(null)}
        onReject={(rejectionMessage) =>
          rejecting &&
          reject.mutate(
            { type, id: rejecting._id, version: rejecting.version, rejectionMessage },
            {
              onSuccess: () => {
                setSelected((current) => current.filter((x) => x !== rejecting._id));
                setRejecting(null);
              },
              // Changed since it was opened (or decided elsewhere): the queue shows it anew.
              onError: (error) => {
                if (isStaleDecision(error)) setRejecting(null);
              },
            },
          )
        }
      />
    </AdminPage>
  );
}
