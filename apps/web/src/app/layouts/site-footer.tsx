import { ActionIcon, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { PRODUCT_NAME } from '@haat/shared';
import { Logo } from '@/components/logo.tsx';
import { useAuth } from '@/lib/auth-storage.ts';
import { siteOrigin } from '@/lib/site-origin.ts';
import { followLinks, shareLinks } from '../site.ts';
import classes from './site-footer.module.css';

type FooterLink = { to: string; label: string };

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Text component="h2" className={classes.heading}>
        {title}
      </Text>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={classes.link}>
          {link.label}
        </Link>
      ))}
    </Box>
  );
}

/** Footer: about, quick links, useful links, social links, ©. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  const follow = followLinks();
  const social = follow.length
    ? follow
    : shareLinks(siteOrigin(), `${PRODUCT_NAME}: ${t('app.tagline')}`);

  const quickLinks: FooterLink[] = [
    { to: '/home', label: t('nav.home') },
    { to: '/aboutUs', label: t('nav.aboutUs') },
    // Where a buyer follows what they sent.
    { to: '/myEnquiries', label: t('nav.myEnquiries') },
    ...(isLoggedIn ? [] : [{ to: '/signUp', label: t('nav.becomeSeller') }]),
    { to: '/userAdmin/businesses', label: t('nav.myBusinesses') },
  ];
  const usefulLinks: FooterLink[] = [
    { to: '/privacyPolicy', label: t('footer.privacyPolicy') },
    { to: '/grievance', label: t('grievance.title') },
    { to: '/terms&conditions', label: t('footer.terms') },
    { to: '/contactUs', label: t('nav.contactUs') },
    { to: '/subscriptionPlans', label: t('footer.subscriptionPlans') },
  ];

  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py={{ base: 40, sm: 56 }}>
        <div className={classes.columns}>
          <Stack gap="sm" className={classes.about}>
            <Logo inverted />
            <Text component="h2" className={classes.heading} mb={0} mt="xs">
              {t('footer.aboutTitle')}
            </Text>
            <Text size="sm">{t('footer.aboutText', { name: PRODUCT_NAME })}</Text>
          </Stack>
          <div className={classes.quick}>
            <LinkColumn title={t('footer.quickLinks')} links={quickLinks} />
          </div>
          <div>
            <LinkColumn title={t('footer.usefulLinks')} links={usefulLinks} />
          </div>
          <div className={classes.follow}>
            <Text component="h2" className={classes.heading}>
              {follow.length ? t('footer.followUs') : t('footer.shareUs', { name: PRODUCT_NAME })}
            </Text>
            <Group gap="xs">
              {social.map(({ label, href, icon: Icon }) => (
                <ActionIcon
                  key={label}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="lg"
                  radius="xl"
                  className={classes.social}
                  aria-label={label}
                >
                  <Icon size={18} stroke={1.8} />
                </ActionIcon>
              ))}
            </Group>
          </div>
        </div>
      </Container>
      <Box className={classes.bottom}>
        <Container size="xl" py="md">
          <Group justify="space-between" gap="xs">
            <Text size="xs">
              {t('footer.copyright', { year: new Date().getFullYear(), name: PRODUCT_NAME })}
            </Text>
            <Text size="xs">{t('footer.madeInIndia')}</Text>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
