import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCheck, IconRotate } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatPhone, formatDateTime, telLink } from '@haat/shared';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageButtons } from '@/components/page-buttons.tsx';
import { pageCount, useContactMessages, useMarkHandled, type MessageStatus } from '../api.ts';
import { AdminPage, QueryState } from '../components/admin-page.tsx';

/** /admin/messages: what visitors wrote on /contactUs; mark each handled once answered. */
export default function MessagesPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<MessageStatus>('new');
  const [page, setPage] = useState(1);
  const messages = useContactMessages(status, page);
  const mark = useMarkHandled({
    handled: t('admin.messages.handledToast'),
    reopened: t('admin.messages.reopenedToast'),
  });
  const rows = messages.data?.messages ?? [];

  return (
    <AdminPage
      title={t('admin.messages.title')}
      subtitle={t('admin.messages.subtitle')}
      actions={
        <SegmentedControl
          value={status}
          onChange={(value) => {
            setStatus(value as MessageStatus);
            setPage(1);
          }}
          data={(['new', 'handled', 'all'] as const).map((value) => ({
            value,
            label: t(`admin.messages.filters.${value}`),
          }))}
        />
      }
    >
      <QueryState
        isLoading={messages.isLoading}
        isError={messages.isError}
        onRetry={() => void messages.refetch()}
      />
      {messages.data && !rows.length ? <EmptyState title={t('admin.messages.empty')} /> : null}
      <Stack gap="sm">
        {rows.map((message) => (
          <Card key={message._id} withBorder radius="lg" padding="md">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {message.name}
                </Text>
                <Badge
                  color={message.resolvedAt ? 'gray' : 'yellow'}
                  variant="light"
                  style={{ flexShrink: 0 }}
                >
                  {message.resolvedAt ? t('admin.messages.handled') : t('admin.messages.new')}
                </Badge>
              </Group>
              <Group gap="xs" justify="space-between">
                <Group gap="xs">
                  {message.phoneNo ? (
                    <Anchor href={telLink(message.phoneNo)} size="sm">
                      {formatPhone(message.phoneNo)}
                    </Anchor>
                  ) : null}
                  {message.email ? (
                    <Anchor href={`mailto:${message.email}`} size="sm">
                      {message.email}
                    </Anchor>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDateTime(message.createdAt)}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.message}
              </Text>
              <Group justify="flex-end">
                <Button
                  size="xs"
                  variant={message.resolvedAt ? 'default' : 'light'}
                  color={message.resolvedAt ? undefined : 'teal'}
                  leftSection={
                    message.resolvedAt ? <IconRotate size={14} /> : <IconCheck size={14} />
                  }
                  disabled={mark.isPending}
                  onClick={() => mark.mutate({ id: message._id, handled: !message.resolvedAt })}
                >
                  {message.resolvedAt
                    ? t('admin.messages.markNew')
                    : t('admin.messages.markHandled')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
      <Group justify="center" mt="lg">
        <PageButtons page={page} total={pageCount(messages.data?.total ?? 0)} onChange={setPage} />
      </Group>
    </AdminPage>
  );
}
