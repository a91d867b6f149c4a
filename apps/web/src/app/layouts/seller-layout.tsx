import { AppShell, Burger, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Logo } from '@/components/logo.tsx';
import { LanguageSwitch } from '@/i18n/language-switch.tsx';
import { useAuth } from '@/lib/auth-storage.ts';
import { isActive, sellerLinks } from './nav-links.ts';

function SellerNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack component="nav" gap={2} aria-label={t('nav.sellerNavigation')}>
      {sellerLinks(t).map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          component={Link}
          to={to}
          label={label}
          leftSection={Icon ? <Icon size={18} stroke={1.7} /> : null}
          active={to !== '/home' && isActive(pathname, to)}
          onClick={onNavigate}
          fw={500}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ))}
    </Stack>
  );
}

/** The seller area: its own navigation, a sidebar on desktop and a drawer on phones. */
export function SellerLayout() {
  const { t } = useTranslation();
  const { userData } = useAuth();
  const [opened, drawer] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding={0}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={drawer.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
            />
            <Logo size={30} />
          </Group>
          <Group gap="sm" wrap="nowrap" miw={0}>
            <LanguageSwitch />
            <Text size="sm" c="dimmed" fw={500} truncate maw={160} visibleFrom="xs">
              {userData?.name || t('nav.sellerArea')}
            </Text>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <SellerNav />
      </AppShell.Navbar>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        size={280}
        padding="sm"
        title={<Logo size={30} onClick={drawer.close} />}
        hiddenFrom="sm"
        zIndex={300}
        closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      >
        <SellerNav onNavigate={drawer.close} />
      </Drawer>
      <AppShell.Main bg="gray.0" id="main">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
