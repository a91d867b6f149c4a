import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import { LIMITS, otpField, type OtpType, displayPhone } from '@haat/shared';
import { i18n } from '@/i18n/index.ts';
import { PrivacyNoticeLine } from '@/components/privacy-notice-line.tsx';
import { isApiError } from '@/lib/api-errors.ts';
import { formatSeconds, useCountdown } from '@/lib/countdown.ts';
import { schemaRule } from '@/lib/form-rules.ts';
import { localizeAnswer } from '@/lib/messages.ts';
import { requestOtp, verifyOtp, type OtpContext } from './api.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { showToast } from '@/lib/toast.ts';

const otpRule = schemaRule(otpField);

/** Spec §7/§8: only code 400 shows the server message; other failures get our own words. */
function failureMessage(error: unknown): string {
  if (isApiError(error) && error.code === 400 && error.message) {
    return localizeAnswer(error);
  }
  if (isApiError(error) && error.network) return i18n.t('errors.network');
  return i18n.t('errors.unexpected');
}

type Props = {
  phoneNo: string;
  type: OtpType;
  /** When the code in force was sent (ms); Resend unlocks 60 seconds later. */
  sentAt: number;
  onResent: (sentAt: number) => void;
  /** Runs once the code is verified; the step stays busy until it settles. */
  onVerified: () => void | Promise<void>;
  onChangeNumber?: () => void;
  /** What the code is for beyond its type (a review's business), sent again with Resend. */
  context?: OtpContext;
  /** Asks for the code again through the caller's own call (My enquiries' code). */
  request?: (phoneNo: string) => Promise<unknown>;
};

/**
 * The OTP step: a 4-digit code, Verify, and a 60-second countdown after
 * which Resend is offered.
 */
export function OtpStep({
  phoneNo,
  type,
  sentAt,
  onResent,
  onVerified,
  onChangeNumber,
  context,
  request,
}: Props) {
  const { t } = useTranslation();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verifying = useSingleFlight();
  const resending = useSingleFlight();
  const remaining = useCountdown(sentAt + LIMITS.otpResendSeconds * 1000);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = otpRule(otp);
    if (invalid) {
      setError(invalid);
      return;
    }
    void verifying.run(async () => {
      try {
        await verifyOtp(phoneNo, otp, type);
      } catch (cause) {
        setError(failureMessage(cause));
        return;
      }
      await onVerified();
    });
  };

  const resend = () =>
    void resending.run(async () => {
      try {
        await (request ? request(phoneNo) : requestOtp(phoneNo, type, context));
      } catch {
        return; // the client showed why
      }
      setOtp('');
      setError(null);
      onResent(Date.now());
      showToast('success', t('authMsg.otpSent'));
    });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t('otp.sentTo', { phone: displayPhone(phoneNo) })}
          {onChangeNumber ? (
            <>
              {' '}
              <Anchor component="button" type="button" size="sm" fw={600} onClick={onChangeNumber}>
                {t('otp.changeNumber')}
              </Anchor>
            </>
          ) : null}
        </Text>
        <Stack gap={6} align="center">
          <PinInput
            length={LIMITS.otpDigits}
            type="number"
            inputMode="numeric"
            oneTimeCode
            autoFocus
            size="lg"
            gap="md"
            value={otp}
            onChange={(value) => {
              setOtp(value);
              if (error) setError(null);
            }}
            error={Boolean(error)}
            ariaLabel={t('otp.label')}
            // Inside a modal the focus trap picks the element marked data-autofocus.
            getInputProps={(index) => (index === 0 ? { 'data-autofocus': true } : {})}
          />
          {error ? (
            <Text c="red.7" size="sm" role="alert" ta="center">
              {error}
            </Text>
          ) : null}
        </Stack>
        {/* A code is in flight and the details typed before it are held by the caller: the
            full notice opens in a new tab so that neither is lost, on a page or in a modal. */}
        <PrivacyNoticeLine text={t('otp.notice')} newTab />
        <Button type="submit" fullWidth size="md" loading={verifying.busy}>
          {t('otp.verify')}
        </Button>
        <Group justify="center" gap={6} mih={26}>
          {remaining > 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('otp.resendIn', { time: formatSeconds(remaining) })}
            </Text>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t('otp.notReceived')}
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={resend}
                loading={resending.busy}
                type="button"
              >
                {t('otp.resend')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}
