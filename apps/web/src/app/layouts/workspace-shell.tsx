import type { ReactNode } from 'react';
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
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TablerIcon } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Logo } from '@/components/logo.tsx';

export type WorkspaceLink = {
  to: string;
  label: string;
  icon?: TablerIcon;
  /** What waits there (the console's counts); nothing is drawn for none. */
  badge?: number;
  active?: boolean;
};

type Props = {
  /** The navigation's name for screen readers. */
  navLabel: string;
  links: WorkspaceLink[];
  /** Links under a divider at the foot of the navigation (the console's way out). */
  footerLinks?: WorkspaceLink[];
  /** Drawn beside the logo (the console's badge). */
  besideLogo?: ReactNode;
  /** The header's right end: who is signed in. */
  headerEnd: ReactNode;
};

function WorkspaceNavLink({
  link: { to, label, icon: Icon, badge, active },
  onNavigate,
  fw,
}: {
  link: WorkspaceLink;
  onNavigate?: () => void;
  fw?: number;
}) {
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      leftSection={Icon ? <Icon size={18} stroke={1.7} /> : null}
      rightSection={
        badge ? (
          <Badge size="sm" color="red" variant="filled" circle={badge < 10}>
            {badge > 99 ? '99+' : badge}
          </Badge>
        ) : null
      }
      active={active}
      onClick={onNavigate}
      fw={fw}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}

function WorkspaceNav({
  label,
  links,
  footerLinks,
  onNavigate,
}: {
  label: string;
  links: WorkspaceLink[];
  footerLinks?: WorkspaceLink[];
  onNavigate?: () => void;
}) {
  return (
    <Stack component="nav" gap={2} aria-label={label}>
      {links.map((link) => (
        <WorkspaceNavLink key={link.to} link={link} onNavigate={onNavigate} fw={500} />
      ))}
      {footerLinks?.length ? <Divider my="xs" /> : null}
      {footerLinks?.map((link) => (
        <WorkspaceNavLink key={link.to} link={link} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}

/**
 * The frame of a signed-in workspace (the seller area and the administration console): a header
 * with the logo, its own navigation as a sidebar on wider screens and a drawer on phones. It
 * switches at `sm`, as the public header does (site-header.tsx, mobile-nav.tsx).
 */
export function WorkspaceShell({ navLabel, links, footerLinks, besideLogo, headerEnd }: Props) {
  const { t } = useTranslation();
  const [opened, drawer] = useDisclosure(false);
  const nav = (onNavigate?: () => void) => (
    <WorkspaceNav
      label={navLabel}
      links={links}
      footerLinks={footerLinks}
      onNavigate={onNavigate}
    />
  );

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
            {besideLogo}
          </Group>
          {headerEnd}
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppShell.Section grow component={ScrollArea}>
          {nav()}
        </AppShell.Section>
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
        {nav(drawer.close)}
      </Drawer>
      <AppShell.Main bg="gray.0" id="main">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
