import { useState } from 'react';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { AUTH_MSG, loginPhone } from '@haat/shared';
import { OtpStep } from '@/entities/otp/otp-step.tsx';
import { PhoneInput } from '@/components/phone-input.tsx';
import { isApiError } from '@/lib/api-errors.ts';
import { schemaRule } from '@/lib/form-rules.ts';
import { showApiErrorToast } from '@/lib/show-api-error.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { showToast } from '@/lib/toast.ts';
import { resetPassword, useOtpSender } from '../api.ts';
import { AuthSteps } from '../components/auth-steps.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';

type Step = 'phone' | 'otp' | 'password';
const STEPS: Step[] = ['phone', 'otp', 'password'];

/** Forgot password: phone, OTP, new password, then back to login. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const otp = useOtpSender('ResetPassword');
  const { busy, run } = useSingleFlight();
  const [step, setStep] = useState<Step>('phone');
  const [phoneNo, setPhoneNo] = useState('');
  const [sentAt, setSentAt] = useState(0);
  const form = useForm({
    initialValues: { phoneNo: '' },
    validate: { phoneNo: schemaRule(loginPhone) },
  });

  const sendCode = form.onSubmit((values) =>
    run(async () => {
      try {
        const result = await otp.send(values.phoneNo);
        if (result.sent) showToast('success', t('authMsg.otpSent'));
        setSentAt(result.sentAt);
      } catch {
        return; // the client showed why
      }
      setPhoneNo(values.phoneNo);
      setStep('otp');
    }),
  );

  const reset = async (password: string) => {
    try {
      await resetPassword(phoneNo, password);
    } catch (error) {
      showApiErrorToast(error);
      if (isApiError(error) && error.message === AUTH_MSG.phoneNotVerified) setStep('otp');
      return;
    }
    showToast('success', t('authMsg.passwordReset'));
    navigate('/logIn', { replace: true });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {t('pages.forgotPassword')}
        </Title>
        <Text c="dimmed" size="sm">
          {step === 'phone'
            ? t('auth.forgotSubtitle')
            : step === 'otp'
              ? t('otp.title')
              : t('auth.resetPasswordTitle')}
        </Text>
      </Stack>
      <AuthSteps
        active={STEPS.indexOf(step)}
        labels={[t('auth.steps.phone'), t('auth.steps.verify'), t('auth.steps.password')]}
      />
      {step === 'phone' ? (
        <form onSubmit={sendCode} noValidate>
          <Stack gap="md">
            <PhoneInput
              label={t('auth.phone')}
              withAsterisk
              autoFocus
              {...form.getInputProps('phoneNo')}
            />
            <Button type="submit" size="md" fullWidth loading={busy}>
              {t('auth.sendOtp')}
            </Button>
          </Stack>
        </form>
      ) : null}
      {step === 'otp' ? (
        <OtpStep
          phoneNo={phoneNo}
          type="ResetPassword"
          sentAt={sentAt}
          onResent={(at) => {
            otp.markSent(phoneNo, at);
            setSentAt(at);
          }}
          onVerified={() => setStep('password')}
          onChangeNumber={() => setStep('phone')}
        />
      ) : null}
      {step === 'password' ? (
        <NewPasswordForm submitLabel={t('auth.resetPassword')} onSubmit={reset} />
      ) : null}
      <Text size="sm" ta="center">
        {t('auth.rememberedPassword')}{' '}
        <Anchor component={Link} to="/logIn" fw={600}>
          {t('pages.backToLogin')}
        </Anchor>
      </Text>
    </Stack>
  );
}
