import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import classes from './layout.module.css';

/** Public screens: site header, the page, footer. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box className={classes.page}>
      <a href="#main" className={classes.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      <Box component="main" id="main" className={classes.main}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
