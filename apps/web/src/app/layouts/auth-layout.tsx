import { Anchor, Box, Center, Paper, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { PRODUCT_NAME } from '@haat/shared';
import { Logo } from '@/components/logo.tsx';
import classes from './layout.module.css';

/** /logIn, /signUp, /forgotPassword: no site header. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Box component="main" id="main" className={classes.authPage}>
      <Stack gap="lg" className={classes.authCard}>
        <Center>
          <Logo size={44} />
        </Center>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }}>
          <Outlet />
        </Paper>
        <Center>
          <Anchor component={Link} to="/home" size="sm" c="dimmed">
            <IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
            {t('pages.backHome', { name: PRODUCT_NAME })}
          </Anchor>
        </Center>
      </Stack>
    </Box>
  );
}
