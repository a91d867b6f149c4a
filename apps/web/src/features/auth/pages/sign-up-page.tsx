import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export default function SignUpPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        {t('pages.signUp')}
      </Title>
      <Text size="sm">
        {t('pages.haveAccount')}{' '}
        <Anchor component={Link} to="/logIn" fw={600}>
          {t('nav.login')}
        </Anchor>
      </Text>
    </Stack>
  );
}
