import { useState } from 'react';
import { Badge, Code, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatPhone, formatDateTime, type AdminAuditEntry } from '@haat/shared';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageButtons } from '@/components/page-buttons.tsx';
import { AUDIT_PAGE_SIZE, pageCount, useAuditLog } from '../api.ts';
import { AdminPage, QueryState } from '../components/admin-page.tsx';
import { ResponsiveTable, type Column } from '../components/responsive-table.tsx';
import { auditChanges, auditSubject } from '../audit-changes.ts';

const ENTITY_TYPES = [
  'business',
  'product',
  'service',
  'profile',
  'user',
  'subscriptionRequest',
  'category',
  'subCategory',
  'brand',
  'color',
  'banner',
  'city',
  'contactMessage',
] as const;

function Changes({ entry }: { entry: AdminAuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (!changes.length) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {changes.map((change) => (
        <Text key={change.field} size="xs" style={{ overflowWrap: 'anywhere' }}>
          <Code>{change.field}</Code> {change.before} → {change.after}
        </Text>
      ))}
    </Stack>
  );
}

/** /admin/audit: every administrator action, who, what, when, before and after. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [entityType, setEntityType] = useState('');
  const log = useAuditLog(page, entityType);
  const rows = log.data?.entries ?? [];

  const columns: Column<AdminAuditEntry>[] = [
    {
      key: 'when',
      label: t('admin.audit.when'),
      render: (entry) => <Text size="sm">{formatDateTime(entry.createdAt)}</Text>,
      width: 170,
    },
    {
      key: 'who',
      label: t('admin.audit.who'),
      render: (entry) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {entry.admin.name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatPhone(entry.admin.phoneNo)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'what',
      label: t('admin.audit.what'),
      render: (entry) => (
        <Stack gap={2}>
          <Group gap={4}>
            <Badge variant="light" color="peacock">
              {entry.action}
            </Badge>
            <Badge variant="outline" color="gray">
              {entry.entityType}
            </Badge>
          </Group>
          {auditSubject(entry.before, entry.after) ? (
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {auditSubject(entry.before, entry.after)}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {entry.entityId}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'changes',
      label: t('admin.audit.changes'),
      render: (entry) => <Changes entry={entry} />,
    },
  ];

  return (
    <AdminPage
      title={t('admin.audit.title')}
      subtitle={t('admin.audit.subtitle')}
      actions={
        <Select
          aria-label={t('admin.audit.filter')}
          placeholder={t('admin.audit.allTypes')}
          clearable
          value={entityType || null}
          onChange={(value) => {
            setEntityType(value ?? '');
            setPage(1);
          }}
          data={ENTITY_TYPES.map((value) => ({ value, label: value }))}
          w={220}
        />
      }
    >
      <QueryState
        isLoading={log.isLoading}
        isError={log.isError}
        onRetry={() => void log.refetch()}
      />
      {log.data && !rows.length ? <EmptyState title={t('admin.audit.empty')} /> : null}
      {rows.length ? (
        <ResponsiveTable rows={rows} columns={columns} rowKey={(entry) => entry._id} />
      ) : null}
      <Group justify="center" mt="lg">
        <PageButtons
          page={page}
          total={pageCount(log.data?.total ?? 0, AUDIT_PAGE_SIZE)}
          onChange={setPage}
        />
      </Group>
    </AdminPage>
  );
}
