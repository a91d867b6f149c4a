import { lazy, Suspense, useState } from 'react';
import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShieldLock } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { LocationPicker } from '@/entities/location/location-picker/location-picker.tsx';
import { Logo } from '@/components/logo.tsx';
import { LanguageSwitch } from '@/i18n/language-switch.tsx';
import { canUseSellerArea, useAuth } from '@/lib/auth-storage.ts';
import { AccountButton } from './account-button.tsx';
import { accountLinks, isActive, mainLinks } from './nav-links.ts';
import classes from './site-header.module.css';

// The account menu and the phone drawer (Menu, Drawer, and the Popover, ScrollArea and
// floating-ui behind them) load when first opened; pointing at or focusing the account button
// starts fetching its menu early.
const loadAccountMenu = () => import('./account-menu.tsx');
const AccountMenu = lazy(loadAccountMenu);
const MobileNav = lazy(() => import('./mobile-nav.tsx'));
// Only signed-in people the seller area lets in have a bell (its count and live stream are
// /api/userAdmin calls): visitors' first view does without its code.
const NotificationBell = lazy(() => import('./notification-bell.tsx'));

/** The public site header: links, user menu, badge; a drawer on phones. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { token, userData, isLoggedIn } = useAuth();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);

  const links = mainLinks(t, isLoggedIn);
  // Administrators also reach their console from the user menu.
  const account = [
    ...(isLoggedIn && userData?.role === 'admin'
      ? [{ to: '/admin', label: t('nav.admin'), icon: IconShieldLock }]
      : []),
    ...accountLinks(t, isLoggedIn, userData),
  ];
  // Until its menu is loaded, the button says what Menu.Target will: a closed menu popup.
  const accountButton = (
    <AccountButton
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadAccountMenu()}
      onFocus={() => void loadAccountMenu()}
      onClick={() => setMenuUsed(true)}
    />
  );

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.bar}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={drawerOpened}
              onClick={() => {
                setDrawerUsed(true);
                drawer.toggle();
              }}
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
            {token && canUseSellerArea(userData) ? (
              <Suspense fallback={null}>
                <NotificationBell token={token} />
              </Suspense>
            ) : null}
            {menuUsed ? (
              <Suspense fallback={accountButton}>
                <AccountMenu items={account} />
              </Suspense>
            ) : (
              accountButton
            )}
          </Group>
        </Group>
      </Container>

      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileNav opened={drawerOpened} onClose={drawer.close} links={links} account={account} />
        </Suspense>
      ) : null}
    </Box>
  );
}
