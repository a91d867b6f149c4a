import { useState } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { AUTH_MSG } from '@haat/shared';
import { OtpStep } from '@/entities/otp/otp-step.tsx';
import { isApiError } from '@/lib/api-errors.ts';
import { saveLogin } from '@/lib/auth-storage.ts';
import { localizeAnswer } from '@/lib/messages.ts';
import { showApiErrorToast } from '@/lib/show-api-error.ts';
import { showToast } from '@/lib/toast.ts';
import { checkPreRegistration, createUser, logIn, useOtpSender } from '../api.ts';
import { AuthSteps } from '../components/auth-steps.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import {
  emptyDetails,
  SignUpDetailsForm,
  type SignUpDetails,
} from '../components/sign-up-details-form.tsx';

/** After sign-up a new user has no plan: the plans are the next step (decision 005). */
export const AFTER_SIGN_UP = '/subscriptionPlans';

type Step = 'details' | 'otp' | 'password';
const STEPS: Step[] = ['details', 'otp', 'password'];

/**
 * Sign-up: details, pre-registration check, OTP sent and verified, password created,
 * then logged in automatically.
 */
export default function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const otp = useOtpSender('RegisterUser');
  const [step, setStep] = useState<Step>('details');
  const [details, setDetails] = useState<SignUpDetails>(emptyDetails);
  const [sentAt, setSentAt] = useState(0);

  const submitDetails = async (values: SignUpDetails) => {
    try {
      await checkPreRegistration(values.phoneNo);
    } catch (error) {
      // 409: already registered; its message goes under the phone field.
      if (isApiError(error) && error.code === 409) {
        return { phoneNo: localizeAnswer(error) };
      }
      showApiErrorToast(error);
      return;
    }
    try {
      const result = await otp.send(values.phoneNo);
      if (result.sent) showToast('success', t('authMsg.otpSent'));
      setSentAt(result.sentAt);
    } catch {
      return; // the client showed why (e.g. 'Please wait … seconds')
    }
    setDetails(values);
    setStep('otp');
  };

  const createAccount = async (password: string) => {
    // The details form does not go on without the tick; this keeps an account from being asked
    // for without it, should that ever change.
    if (!details.isAdult) {
      setStep('details');
      return;
    }
    try {
      await createUser({ ...details, isAdult: details.isAdult, password });
    } catch (error) {
      showApiErrorToast(error);
      // The verification lapsed (10 minutes) or the number was taken meanwhile: step back.
      if (isApiError(error) && error.message === AUTH_MSG.phoneNotVerified) setStep('otp');
      if (isApiError(error) && error.code === 409) setStep('details');
      return;
    }
    showToast('success', t('authMsg.userCreated'));
    try {
      const { authorization, userData } = await logIn(details.phoneNo, password);
      saveLogin(authorization, userData);
    } catch {
      navigate('/logIn', { replace: true });
      return;
    }
    navigate(AFTER_SIGN_UP, { replace: true });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {t('pages.signUp')}
        </Title>
        <Text c="dimmed" size="sm">
          {step === 'details'
            ? t('auth.signUpSubtitle')
            : step === 'otp'
              ? t('otp.title')
              : t('auth.createPasswordTitle')}
        </Text>
      </Stack>
      <AuthSteps
        active={STEPS.indexOf(step)}
        labels={[t('auth.steps.details'), t('auth.steps.verify'), t('auth.steps.password')]}
      />
      {step === 'details' ? (
        <SignUpDetailsForm initialValues={details} onSubmit={submitDetails} />
      ) : null}
      {step === 'otp' ? (
        <OtpStep
          phoneNo={details.phoneNo}
          type="RegisterUser"
          sentAt={sentAt}
          onResent={(at) => {
            otp.markSent(details.phoneNo, at);
            setSentAt(at);
          }}
          onVerified={() => setStep('password')}
          onChangeNumber={() => setStep('details')}
        />
      ) : null}
      {step === 'password' ? (
        <NewPasswordForm submitLabel={t('auth.createAccount')} onSubmit={createAccount} />
      ) : null}
      <Text size="sm" ta="center">
        {t('pages.haveAccount')}{' '}
        <Anchor component={Link} to="/logIn" fw={600}>
          {t('nav.login')}
        </Anchor>
      </Text>
    </Stack>
  );
}
