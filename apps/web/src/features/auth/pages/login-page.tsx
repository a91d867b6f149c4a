import { Anchor, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { loginPhone, PRODUCT_NAME } from '@haat/shared';
import { PhoneInput } from '@/components/phone-input.tsx';
import { saveLogin } from '@/lib/auth-storage.ts';
import { requiredRule, schemaRule } from '@/lib/form-rules.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { showToast } from '@/lib/toast.ts';
import { logIn } from '../api.ts';
import { DeletionNotice } from '../components/deletion-notice.tsx';
import { redirectTarget } from '../redirect-target.ts';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { busy, run } = useSingleFlight();
  const form = useForm({
    initialValues: { phoneNo: '', password: '' },
    validate: {
      phoneNo: schemaRule(loginPhone),
      password: requiredRule(t('msg.passwordRequired')),
    },
  });

  const submit = form.onSubmit((values) =>
    run(async () => {
      try {
        const { authorization, userData, deletionCancelled } = await logIn(
          values.phoneNo,
          values.password,
        );
        saveLogin(authorization, userData);
        if (deletionCancelled) showToast('success', t('accountMsg.deletionCancelled'));
        navigate(redirectTarget(location.state, location.search), { replace: true });
      } catch {
        // The client showed the server's message ('Invalid phone number or password.').
      }
    }),
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {t('pages.logIn')}
        </Title>
        <Text c="dimmed">{t('pages.logInSubtitle', { name: PRODUCT_NAME })}</Text>
      </Stack>
      <DeletionNotice />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PhoneInput
            label={t('auth.phone')}
            withAsterisk
            autoFocus
            {...form.getInputProps('phoneNo')}
          />
          <PasswordInput
            label={t('auth.password')}
            placeholder={t('auth.passwordPlaceholder')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-4}>
            <Anchor component={Link} to="/forgotPassword" size="sm">
              {t('pages.forgotPasswordLink')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={busy}>
            {t('auth.logInSubmit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('pages.noAccount')}{' '}
        <Anchor component={Link} to="/signUp" fw={600}>
          {t('pages.registerNow')}
        </Anchor>
      </Text>
    </Stack>
  );
}
