import { Badge, Text } from '@mantine/core';
import { IconArrowLeft, IconLogout } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { adminLinks, isAdminLinkActive } from '@/features/admin/admin-links.ts';
import { useDashboard } from '@/features/admin/api.ts';
import { useAuth } from '@/lib/auth-storage.ts';
import { WorkspaceShell } from './workspace-shell.tsx';

/** The administration console: its own navigation, a sidebar on desktop and a drawer on phones. */
export function AdminLayout() {
  const { t } = useTranslation();
  const { userData } = useAuth();
  const { pathname } = useLocation();
  const { data: counts } = useDashboard();
  const links = adminLinks(t, counts).map((link) => ({
    ...link,
    active: isAdminLinkActive(pathname, link.to),
  }));
  return (
    <WorkspaceShell
      navLabel={t('admin.nav.label')}
      links={links}
      footerLinks={[
        { to: '/home', label: t('admin.nav.backToSite'), icon: IconArrowLeft },
        { to: '/userAdmin/signOut', label: t('nav.signOut'), icon: IconLogout },
      ]}
      besideLogo={
        <Badge variant="light" color="peacock" size="md">
          {t('admin.badge')}
        </Badge>
      }
      headerEnd={
        <Text size="sm" c="dimmed" fw={500} truncate maw="45%">
          {userData?.name}
        </Text>
      }
    />
  );
}
