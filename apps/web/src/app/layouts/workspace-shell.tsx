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

const linkStyle = { borderRadius: 'var(--mantine-radius-md)' };

function LinkBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Badge size="sm" color="red" variant="filled" circle={count < 10}>
      {count > 99 ? '99+' : count}
    </Badge>
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
      {links.map(({ to, label, icon: Icon, badge, active }) => (
        <NavLink
          key={to}
          component={Link}
          to={to}
          label={label}
          leftSection={Icon ? <Icon size={18} stroke={1.7} /> : null}
          rightSection={<LinkBadge count={badge} />}
          active={active}
          onClick={onNavigate}
          fw={500}
          style={linkStyle}
        />
      ))}
      {footerLinks?.length ? (
        <>
          <Divider my="xs" />
          {footerLinks.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={label}
              leftSection={Icon ? <Icon size={18} stroke={1.7} /> : null}
              onClick={onNavigate}
              style={linkStyle}
            />
          ))}
        </>
      ) : null}
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
