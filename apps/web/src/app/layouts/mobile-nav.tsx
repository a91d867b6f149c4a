import { Box, Divider, Drawer, NavLink, ScrollArea } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Logo } from '@/components/logo.tsx';
import { LanguageSwitch } from '@/i18n/language-switch.tsx';
import { isActive, type NavItem } from './nav-links.ts';

type Props = {
  opened: boolean;
  onClose: () => void;
  links: NavItem[];
  account: NavItem[];
};

/**
 * The header's drawer on phones, loaded when the burger is first pressed:
 * Drawer and ScrollArea are code no first view needs. It mounts closed and opens right after, so
 * the first opening slides in like every later one.
 */
export default function MobileNav({ opened, onClose, links, account }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const mounted = useMounted();
  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      size="80%"
      padding="md"
      title={<Logo onClick={onClose} />}
      hiddenFrom="sm"
      zIndex={300}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <ScrollArea h="calc(100dvh - 80px)" mx="-md">
        <Box px="md" pb="sm">
          <LanguageSwitch fullWidth />
        </Box>
        <Box component="nav" px="md" aria-label={t('nav.mainNavigation')}>
          {links.map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={link.label}
              active={isActive(pathname, link.to)}
              onClick={onClose}
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
                onClick={onClose}
              />
            );
          })}
        </Box>
      </ScrollArea>
    </Drawer>
  );
}
