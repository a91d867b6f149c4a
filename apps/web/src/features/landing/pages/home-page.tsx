import { Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconMessageCircle, IconHeartHandshake } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@haat/shared';
import { useAuth, useChosenLocation } from '../../../lib/auth-storage.ts';
import classes from './home-page.module.css';

export default function HomePage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  const location = useChosenLocation();

  const points = [
    { icon: IconBuildingStore, label: t('home.points.local') },
    { icon: IconMessageCircle, label: t('home.points.direct') },
    { icon: IconHeartHandshake, label: t('home.points.free') },
  ];

  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <Container size="xl" className={classes.inner}>
          <Stack gap="md" align="flex-start">
            <Title order={1} id="home-title" className={classes.title}>
              {PRODUCT_NAME}
            </Title>
            <Text className={classes.tagline}>{t('app.tagline')}</Text>
            <Text className={classes.text}>{t('app.heroText')}</Text>
            <Group mt="md" gap="sm">
              <Button
                component={Link}
                to={`/${encodeURIComponent(location)}`}
                size="md"
                className={classes.primaryCta}
              >
                {t('home.browseCta')}
              </Button>
              {isLoggedIn ? null : (
                <Button
                  component={Link}
                  to="/signUp"
                  size="md"
                  variant="outline"
                  className={classes.secondaryCta}
                >
                  {t('home.sellerCta', { name: PRODUCT_NAME })}
                </Button>
              )}
            </Group>
          </Stack>
        </Container>
      </section>
      <section className={classes.points}>
        <Container size="xl" py="lg">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {points.map(({ icon: Icon, label }) => (
              <Group key={label} gap="sm" wrap="nowrap">
                <ThemeIcon
                  size={40}
                  radius="xl"
                  variant="light"
                  color="peacock"
                  className={classes.pointIcon}
                >
                  <Icon size={22} stroke={1.8} aria-hidden />
                </ThemeIcon>
                <Text fw={600}>{label}</Text>
              </Group>
            ))}
          </SimpleGrid>
        </Container>
      </section>
    </>
  );
}
