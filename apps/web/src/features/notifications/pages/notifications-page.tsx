import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconBell, IconChecks, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import {
  formatDateTime,
  NOTIFICATION_FILTERS,
  PAGE_SIZES,
  type Notification,
  type NotificationFilter,
} from '@haat/shared';
import { confirmDelete } from '@/components/confirm.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageButtons } from '@/components/page-buttons.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { useAuth } from '@/lib/auth-storage.ts';
import { useFilterPageParams } from '@/lib/filter-page-params.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { showToast } from '@/lib/toast.ts';
import {
  useDeleteAllNotifications,
  useDeleteNotification,
  useLiveNotifications,
  useMarkAllAsRead,
  useMarkAsRead,
  useNotifications,
} from '../api.ts';
import { notificationShown } from '../notification-text.ts';
import { AlertPreferencesCard } from '../components/alert-preferences-card.tsx';

/** Only paths of this site are followed (the server accepts nothing else either). */
const isInternalPath = (path: string | null): path is string =>
  Boolean(path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\'));

type ItemProps = {
  item: Notification;
  onOpen: (item: Notification) => void;
  onDelete: (item: Notification) => void;
  busy: boolean;
};

function NotificationItem({ item, onOpen, onDelete, busy }: ItemProps) {
  const { t } = useTranslation();
  const unread = !item.isMarkedRead;
  const text = notificationShown(item, t);
  return (
    <Card
      component="li"
      withBorder
      radius="lg"
      p={0}
      bg={unread ? 'saffron.0' : undefined}
      // A bar on the left marks it unread, drawn inside so the text lines up with read ones.
      style={unread ? { boxShadow: 'inset 4px 0 0 var(--mantine-color-saffron-6)' } : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap={0}>
        <UnstyledButton
          onClick={() => onOpen(item)}
          disabled={busy}
          p="md"
          style={{ flex: 1, minWidth: 0 }}
          aria-label={unread ? `${t('notificationsPage.unread')}: ${text}` : undefined}
        >
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Box pt={2} c={unread ? 'saffron.7' : 'gray.5'}>
              <IconBell size={18} />
            </Box>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text size="sm" fw={unread ? 700 : 400} style={{ overflowWrap: 'anywhere' }}>
                {text}
              </Text>
              <Group gap="xs">
                <Text size="xs" c="dimmed">
                  {formatDateTime(item.createdAt)}
                </Text>
                {unread ? (
                  <Badge size="xs" color="saffron" variant="filled">
                    {t('notificationsPage.newBadge')}
                  </Badge>
                ) : null}
              </Group>
            </Stack>
          </Group>
        </UnstyledButton>
        <Tooltip label={t('notificationsPage.delete')} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            m="sm"
            aria-label={t('notificationsPage.delete')}
            onClick={() => onDelete(item)}
            disabled={busy}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Card>
  );
}

/**
 * /userAdmin/notifications: All / New / Read, 15 a page, opening one marks it read
 * and follows its redirect, mark all as read, delete, delete all after a confirm. Kept live by
 * the event stream.
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useAuth();
  const { filter, page, update } = useFilterPageParams(NOTIFICATION_FILTERS, 'All');
  const setFilter = (value: NotificationFilter) => update({ filter: value });
  const setPage = (value: number) => update({ page: value });
  const list = useNotifications(filter, page);
  const markAsRead = useMarkAsRead();
  const markAll = useMarkAllAsRead();
  const remove = useDeleteNotification();
  const removeAll = useDeleteAllNotifications();
  const { busy, run } = useSingleFlight();
  useLiveNotifications(token);

  const data = list.data;
  const items = data?.notifications ?? [];
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZES.notifications));

  const open = (item: Notification) =>
    run(async () => {
      if (!item.isMarkedRead) {
        try {
          await markAsRead.mutateAsync(item._id);
        } catch {
          return;
        }
      }
      if (isInternalPath(item.redirect)) navigate(item.redirect);
    });

  const deleteOne = (item: Notification) =>
    run(async () => {
      try {
        await remove.mutateAsync(item._id);
      } catch {
        return;
      }
      showToast('success', t('notificationMsg.deleted'));
      if (items.length === 1 && page > 1) setPage(page - 1);
    });

  const readAll = () =>
    run(async () => {
      try {
        await markAll.mutateAsync();
      } catch {
        return;
      }
      showToast('success', t('notificationMsg.allMarkedRead'));
    });

  const askDeleteAll = () =>
    confirmDelete({
      title: t('notificationsPage.deleteAllTitle'),
      text: t('notificationsPage.deleteAllText'),
      onConfirm: () =>
        void run(async () => {
          try {
            await removeAll.mutateAsync();
          } catch {
            return;
          }
          showToast('success', t('notificationMsg.allDeleted'));
          setPage(1);
        }),
    });

  const empty = list.isError || (data !== undefined && items.length === 0);

  return (
    <PageShell title={t('pages.notifications')} subtitle={t('notificationsPage.subtitle')}>
      <Stack gap="md">
        <AlertPreferencesCard />
        <Group justify="space-between" gap="sm">
          <SegmentedControl
            value={filter}
            onChange={(value) => setFilter(value as NotificationFilter)}
            data={NOTIFICATION_FILTERS.map((value) => ({
              value,
              label: t(`notificationsPage.filters.${value}`),
            }))}
            aria-label={t('notificationsPage.filterLabel')}
            radius="md"
          />
          <Group gap="xs">
            <Button
              variant="light"
              size="sm"
              leftSection={<IconChecks size={16} />}
              onClick={() => void readAll()}
              disabled={busy || empty}
            >
              {t('notificationsPage.markAllRead')}
            </Button>
            <Button
              variant="light"
              color="red"
              size="sm"
              leftSection={<IconTrash size={16} />}
              onClick={askDeleteAll}
              disabled={busy || empty}
            >
              {t('notificationsPage.deleteAll')}
            </Button>
          </Group>
        </Group>

        {empty ? (
          <EmptyState title={t('msg.notificationsNotFound')} />
        ) : !data ? (
          <Stack gap="sm">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} h={64} radius="lg" />
            ))}
          </Stack>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('pages.notifications')}
          >
            {items.map((item) => (
              <NotificationItem
                key={item._id}
                item={item}
                onOpen={(chosen) => void open(chosen)}
                onDelete={(chosen) => void deleteOne(chosen)}
                busy={busy}
              />
            ))}
          </Stack>
        )}
        <PageButtons page={page} total={pages} onChange={setPage} disabled={list.isFetching} />
      </Stack>
    </PageShell>
  );
}
