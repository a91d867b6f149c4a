import { useState, type ComponentPropsWithRef } from 'react';
import { Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconUser } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { mediaUrl } from '@haat/shared';
import { useAuth } from '@/lib/auth-storage.ts';
import classes from './site-header.module.css';

/**
 * The header's account button: the avatar (the logo, else the initial), the name from `sm` up
 * and a chevron. The header shows it on its own until the menu's code is needed, then as the
 * menu's target (account-menu.tsx), which adds the popup's state and handlers to the same props.
 */
export function AccountButton({ className, ...props }: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const { userData, isLoggedIn } = useAuth();
  const name = isLoggedIn ? userData?.name || t('nav.accountMenu') : t('nav.guest');
  const logo = userData?.logo;
  // A logo that does not load leaves the initial (or the person icon) in its circle.
  const [logoFailed, setLogoFailed] = useState(false);
  return (
    <UnstyledButton
      className={[classes.userButton, className].filter(Boolean).join(' ')}
      aria-label={t('nav.accountMenu')}
      {...props}
    >
      <span className={classes.avatar} aria-hidden>
        {logo && !logoFailed ? (
          <img src={mediaUrl(logo)} alt="" onError={() => setLogoFailed(true)} />
        ) : isLoggedIn && userData?.name ? (
          userData.name.charAt(0).toUpperCase()
        ) : (
          <IconUser size={18} />
        )}
      </span>
      <Text size="sm" fw={600} className={classes.userName} visibleFrom="sm">
        {name}
      </Text>
      <IconChevronDown size={14} aria-hidden />
    </UnstyledButton>
  );
}
