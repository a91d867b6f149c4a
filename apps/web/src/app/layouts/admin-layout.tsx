import {
  AppShell,
  Badge,
  Burger,
  Divider,
  Drawer,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconLogout } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Logo } from '@/components/logo.tsx';
import { adminLinks, isAdminLinkActive } from '@/features/admin/admin-links.ts';
import { useDashboard } from '@/features/admin/api.ts';
import { useAuth } from '@/lib/auth-storage.ts';

function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: counts } = useDashboard();
  return (
    <Stack component="nav" gap={2} aria-label={t('admin.nav.label')}>
      {adminLinks(t, counts).map(({ to, label, icon: Icon, badge }) => (
        <NavLink
          key={to}
          component={Link}
          to={to}
          label={label}
          leftSection={<Icon size={18} stroke={1.7} />}
          rightSection={
            badge ? (
              <Badge size="sm" color="red" variant="filled" circle={badge < 10}>
                {badge > 99 ? '99+' : badge}
              </Badge>
            ) : null
          }
          active={isAdminLinkActive(pathname, to)}
          onClick={onNavigate}
          fw={500}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ))}
      <Divider my="xs" />
      <NavLink
        component={Link}
        to="/home"
        label={t('admin.nav.backToSite')}
        leftSection={<IconArrowLeft size={18} stroke={1.7} />}
        onClick={onNavigate}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
      <NavLink
        component={Link}
        to="/userAdmin/signOut"
        label={t('nav.signOut')}
        leftSection={<IconLogout size={18} stroke={1.7} />}
        onClick={onNavigate}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
    </Stack>
  );
}

/** The administration console: its own navigation, a sidebar on desktop and a drawer on phones. */
export function AdminLayout() {
  const { t } = useTranslation();
  const { userData } = useAuth();
  const [opened, drawer] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'md', collapsed: { mobile: true } }}
      padding={0}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={drawer.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
            />
            <Logo size={30} />
            <Badge variant="light" color="peacock" size="md">
              {t('admin.badge')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" fw={500} truncate maw="45%">
            {userData?.name}
          </Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppShell.Section grow component={ScrollArea}>
          <AdminNav />
        </AppShell.Section>
      </AppShell.Navbar>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        size={280}
        padding="sm"
        title={<Logo size={30} onClick={drawer.close} />}
        hiddenFrom="md"
        zIndex={300}
        closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      >
        <AdminNav onNavigate={drawer.close} />
      </Drawer>
      <AppShell.Main bg="gray.0" id="main">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
