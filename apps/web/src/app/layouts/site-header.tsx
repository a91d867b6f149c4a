import {
  ActionIcon,
  Avatar,
  Box,
  Burger,
  Container,
  Divider,
  Drawer,
  Group,
  Indicator,
  Menu,
  NavLink,
  ScrollArea,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconChevronDown, IconShieldLock, IconUser } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { badgeCount, mediaUrl } from '@haat/shared';
import { LocationPicker } from '../../components/location-picker/location-picker.tsx';
import { Logo } from '../../components/logo.tsx';
import { LanguageSwitch } from '../../i18n/language-switch.tsx';
import { useNotificationCount } from '../../features/notifications/api.ts';
import { useAuth } from '../../lib/auth-storage.ts';
import { accountLinks, isActive, mainLinks } from './nav-links.ts';
import classes from './site-header.module.css';

function NotificationBell({ token }: { token: string }) {
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

/** The public site header (spec §2 Navigation): links, user menu, badge; a drawer on phones. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { token, userData, isLoggedIn } = useAuth();
  const [drawerOpened, drawer] = useDisclosure(false);

  const links = mainLinks(t, isLoggedIn);
  // Administrators also reach their console from the user menu.
  const account = [
    ...(isLoggedIn && userData?.role === 'admin'
      ? [{ to: '/admin', label: t('nav.admin'), icon: IconShieldLock }]
      : []),
    ...accountLinks(t, isLoggedIn, userData),
  ];
  const name = isLoggedIn ? userData?.name || t('nav.accountMenu') : t('nav.guest');

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.bar}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={drawerOpened ? t('nav.closeMenu') : t('nav.openMenu')}
            />
            <Logo />
          </Group>

          <Group
            component="nav"
            gap={4}
            visibleFrom="sm"
            aria-label={t('nav.mainNavigation')}
            wrap="nowrap"
          >
            {links.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className={classes.link}
                data-active={isActive(pathname, link.to) || undefined}
              >
                {link.label}
              </Link>
            ))}
          </Group>

          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch visibleFrom="sm" />
            <LocationPicker />
            {token ? <NotificationBell token={token} /> : null}
            <Menu position="bottom-end" width={220} shadow="md" withinPortal>
              <Menu.Target>
                <UnstyledButton className={classes.userButton} aria-label={t('nav.accountMenu')}>
                  <Avatar
                    src={userData?.logo ? mediaUrl(userData.logo) : null}
                    alt=""
                    radius="xl"
                    size={30}
                    color="saffron"
                  >
                    {isLoggedIn && userData?.name ? (
                      userData.name.charAt(0).toUpperCase()
                    ) : (
                      <IconUser size={18} />
                    )}
                  </Avatar>
                  <Text size="sm" fw={600} className={classes.userName} visibleFrom="sm">
                    {name}
                  </Text>
                  <IconChevronDown size={14} aria-hidden />
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                {isLoggedIn && userData?.name ? (
                  <>
                    <Menu.Label>{userData.name}</Menu.Label>
                  </>
                ) : null}
                {account.map((item, index) => {
                  const Icon = item.icon;
                  return (
                    <Box key={item.to}>
                      {index === account.length - 1 ? <Menu.Divider /> : null}
                      <Menu.Item
                        component={Link}
                        to={item.to}
                        leftSection={Icon ? <Icon size={16} stroke={1.7} /> : null}
                      >
                        {item.label}
                      </Menu.Item>
                    </Box>
                  );
                })}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </Container>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        size="80%"
        padding="md"
        title={<Logo onClick={drawer.close} />}
        hiddenFrom="sm"
        zIndex={300}
        closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      >
        <ScrollArea h="calc(100dvh - 80px)" mx="-md">
          <Box px="md" pb="sm">
            <LanguageSwitch fullWidth size="sm" />
          </Box>
          <Box component="nav" px="md" aria-label={t('nav.mainNavigation')}>
            {links.map((link) => (
              <NavLink
                key={link.to}
                component={Link}
                to={link.to}
                label={link.label}
                active={isActive(pathname, link.to)}
                onClick={drawer.close}
                fw={600}
              />
            ))}
            <Divider my="sm" />
            {account.map((item) => {
              const Icon = item.icon;
              return (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={item.label}
                  leftSection={Icon ? <Icon size={18} stroke={1.7} /> : null}
                  active={isActive(pathname, item.to)}
                  onClick={drawer.close}
                />
              );
            })}
          </Box>
        </ScrollArea>
      </Drawer>
    </Box>
  );
}
