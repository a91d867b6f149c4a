import { useRef } from 'react';
import { Anchor, Button, Card, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { AUTH_MSG } from '@haat/shared';
import { PageShell } from '@/components/page-shell.tsx';
import { newPasswordRule } from '@/components/password-pair.tsx';
import { i18n } from '@/i18n/index.ts';
import { isApiError } from '@/lib/api-errors.ts';
import { isBlank } from '@/lib/form-rules.ts';
import { localizeAnswer } from '@/lib/messages.ts';
import { showApiErrorToast } from '@/lib/show-api-error.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { showToast } from '@/lib/toast.ts';
import { useChangePassword } from '../api.ts';
import { openConfirmModal } from '@/lib/modals.ts';

type Values = { password: string; newPassword: string; confirmPassword: string };

// Spec §5 Change password, in its words.
const rules = {
  password: (value: string) =>
    isBlank(value) ? i18n.t('msg.currentPasswordRequiredChange') : null,
  newPassword: (value: string) =>
    isBlank(value) ? i18n.t('msg.newPasswordRequiredChange') : newPasswordRule(value),
  confirmPassword: (value: string, values: Values) => {
    if (isBlank(value)) return i18n.t('msg.reenterNewPassword');
    return value.trim() === values.newPassword.trim() ? null : i18n.t('msg.passwordMismatch');
  },
};

/** Save is enabled only when all three are filled and the new one equals its confirmation. */
export const canSaveNewPassword = (values: Values) =>
  !isBlank(values.password) &&
  !isBlank(values.newPassword) &&
  !isBlank(values.confirmPassword) &&
  values.newPassword.trim() === values.confirmPassword.trim();

/** /userAdmin/editProfile/changePassword: a confirmation prompt comes first. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  const { busy, run } = useSingleFlight();
  const confirming = useRef(false);
  const form = useForm<Values>({
    initialValues: { password: '', newPassword: '', confirmPassword: '' },
    validate: rules,
    validateInputOnBlur: true,
  });

  const save = (values: Values) =>
    run(async () => {
      try {
        await changePassword.mutateAsync({
          password: values.password,
          newPassword: values.newPassword,
        });
      } catch (error) {
        if (isApiError(error) && error.message === AUTH_MSG.currentPasswordWrong) {
          form.setFieldError('password', localizeAnswer(error));
        } else if (
          isApiError(error) &&
          (error.message === AUTH_MSG.samePassword || error.message === AUTH_MSG.passwordTooCommon)
        ) {
          form.setFieldError('newPassword', localizeAnswer(error));
        } else showApiErrorToast(error);
        return;
      }
      form.reset();
      showToast('success', t('authMsg.passwordChanged'));
      navigate('/userAdmin/editProfile');
    });

  const submit = form.onSubmit((values) => {
    // One prompt at a time, and none while the change is being sent.
    if (confirming.current || busy || !canSaveNewPassword(values)) return;
    confirming.current = true;
    openConfirmModal({
      modalId: 'change-password-confirm',
      title: t('changePassword.confirmTitle'),
      children: t('changePassword.confirmText'),
      labels: { confirm: t('common.proceed'), cancel: t('common.goBack') },
      centered: true,
      onConfirm: () => void save(values),
      onClose: () => {
        confirming.current = false;
      },
    });
  });

  return (
    <PageShell title={t('pages.changePassword')} subtitle={t('changePassword.subtitle')}>
      <Stack gap="md" maw={520}>
        <Anchor component={Link} to="/userAdmin/editProfile" size="sm">
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
          {t('changePassword.backToProfile')}
        </Anchor>
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <PasswordInput
                label={t('password.current')}
                autoComplete="current-password"
                withAsterisk
                {...form.getInputProps('password')}
              />
              <PasswordInput
                label={t('password.new')}
                autoComplete="new-password"
                withAsterisk
                {...form.getInputProps('newPassword')}
              />
              <PasswordInput
                label={t('password.reenter')}
                autoComplete="new-password"
                withAsterisk
                {...form.getInputProps('confirmPassword')}
              />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  size="md"
                  miw={140}
                  loading={busy}
                  disabled={!canSaveNewPassword(form.values)}
                >
                  {t('changePassword.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </Stack>
    </PageShell>
  );
}
