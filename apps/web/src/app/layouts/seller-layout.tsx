import { Group, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { LanguageSwitch } from '@/i18n/language-switch.tsx';
import { useAuth } from '@/lib/auth-storage.ts';
import { isActive, sellerLinks } from './nav-links.ts';
import { WorkspaceShell } from './workspace-shell.tsx';

/** The seller area: its own navigation, a sidebar on desktop and a drawer on phones. */
export function SellerLayout() {
  const { t } = useTranslation();
  const { userData } = useAuth();
  const { pathname } = useLocation();
  const links = sellerLinks(t).map((link) => ({
    ...link,
    active: link.to !== '/home' && isActive(pathname, link.to),
  }));
  return (
    <WorkspaceShell
      navLabel={t('nav.sellerNavigation')}
      links={links}
      headerEnd={
        <Group gap="sm" wrap="nowrap" miw={0}>
          <LanguageSwitch />
          <Text size="sm" c="dimmed" fw={500} truncate maw={160} visibleFrom="xs">
            {userData?.name || t('nav.sellerArea')}
          </Text>
        </Group>
      }
    />
  );
}
