import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        {t('pages.forgotPassword')}
      </Title>
      <Anchor component={Link} to="/logIn" size="sm" fw={600}>
        {t('pages.backToLogin')}
      </Anchor>
    </Stack>
  );
}
