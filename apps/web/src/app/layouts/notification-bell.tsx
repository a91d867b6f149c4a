import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { badgeCount } from '@haat/shared';
import { useNotificationCount } from '@/features/notifications/api.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The header's bell: unread notifications as a badge, to the centre. */
export default function NotificationBell({ token }: { token: string }) {
  const { t } = useTranslation();
  const { data: total } = useNotificationCount(token);
  const count = total ?? 0;
  return (
    <Indicator
      label={badgeCount(count)}
      disabled={count <= 0}
      size={18}
      offset={4}
      color="red"
      withBorder
      styles={{ indicator: { fontSize: 10, fontWeight: 700, paddingInline: 4 } }}
    >
      <ActionIcon
        component={Link}
        to="/userAdmin/notifications"
        variant="subtle"
        color="gray"
        size="lg"
        radius="xl"
        aria-label={count > 0 ? t('nav.notificationsBadge', { count }) : t('nav.notifications')}
      >
        <IconBell size={22} stroke={1.7} />
      </ActionIcon>
    </Indicator>
  );
}
