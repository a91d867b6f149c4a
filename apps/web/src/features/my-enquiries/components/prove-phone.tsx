import { useState } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginPhone } from '@haat/shared';
import { BUYER_OTP_TYPE, proveBuyerPhone, requestBuyerOtp } from '@/entities/otp/buyer-otp.ts';
import { OtpStep } from '@/entities/otp/otp-step.tsx';
import { PhoneInput } from '@/components/phone-input.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { schemaRule } from '@/lib/form-rules.ts';
import { showApiErrorToast } from '@/lib/show-api-error.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { showToast } from '@/lib/toast.ts';
import type { StoredProof } from '@/lib/buyer-proof.ts';
import { loadBuyerStrings } from '@/lib/buyer-strings.ts';

loadBuyerStrings();

type Props = {
  /** A number to start from (the receipt's, or the last one proved). */
  phoneNo?: string;
  onProved: (proof: StoredProof) => void;
};

/**
 * The phone, then its code (the sign-up's step: 4 digits, Resend after 60 seconds), then a day's
 * proof from the server: no account, no password.
 */
export function ProvePhone({ phoneNo = '', onProved }: Props) {
  const { t } = useTranslation();
  const { busy, run } = useSingleFlight();
  const [step, setStep] = useState<'phone' | 'otp'>('phone');
  const [sentAt, setSentAt] = useState(0);
  const form = useForm({
    initialValues: { phoneNo },
    validate: { phoneNo: schemaRule(loginPhone) },
  });

  const send = form.onSubmit((values) =>
    run(async () => {
      try {
        await requestBuyerOtp(values.phoneNo);
      } catch {
        return; // the client showed why ('Please wait … seconds', no network)
      }
      showToast('success', t('authMsg.otpSent'));
      setSentAt(Date.now());
      setStep('otp');
    }),
  );

  const prove = async () => {
    try {
      const answer = await proveBuyerPhone(form.values.phoneNo);
      onProved({ ...answer, phoneNo: form.values.phoneNo });
    } catch (error) {
      showApiErrorToast(error);
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" maw={480}>
      {step === 'phone' ? (
        <form onSubmit={send} noValidate aria-busy={busy}>
          <Stack gap="md">
            <Text size="sm">{t('myEnquiries.intro')}</Text>
            <PhoneInput
              label={t('myEnquiries.phone')}
              description={t('myEnquiries.phoneHint')}
              withAsterisk
              {...form.getInputProps('phoneNo')}
            />
            <Button type="submit" loading={busy}>
              {t('myEnquiries.sendCode')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Title order={2} fz="md">
            {t('myEnquiries.verify')}
          </Title>
          <OtpStep
            phoneNo={form.values.phoneNo}
            type={BUYER_OTP_TYPE}
            sentAt={sentAt}
            request={(phone) => requestBuyerOtp(phone)}
            onResent={setSentAt}
            onVerified={prove}
            onChangeNumber={() => setStep('phone')}
          />
        </Stack>
      )}
    </Card>
  );
}
