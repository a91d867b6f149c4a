import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@haat/shared';

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {t('pages.logIn')}
        </Title>
        <Text c="dimmed">{t('pages.logInSubtitle', { name: PRODUCT_NAME })}</Text>
      </Stack>
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {t('pages.noAccount')}{' '}
          <Anchor component={Link} to="/signUp" fw={600}>
            {t('pages.registerNow')}
          </Anchor>
        </Text>
        <Anchor component={Link} to="/forgotPassword" size="sm">
          {t('pages.forgotPasswordLink')}
        </Anchor>
      </Group>
    </Stack>
  );
}
