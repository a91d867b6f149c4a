import { useCallback, useRef } from 'react';
import { LIMITS, type OtpType } from '@haat/shared';
import { authContract } from '@haat/shared/endpoints';
import { api } from '@/lib/api-client.ts';

// The one-time password calls (docs/decisions/002-accounts-and-sessions.md). They live in lib
// because sign-up, forgot password and the profile (a new contact number) all use them through
// entities/otp/otp-step.tsx.

/**
 * What a code is for, beyond its type: a review's code names the business (the server refuses
 * its owner before sending anything).
 */
export type OtpContext = { fkBusinessId?: string };

/**
 * Sends a code; failures (such as 'Please wait … seconds') are toasted by the client unless
 * `toast` is false (the caller shows them).
 */
export const requestOtp = (
  phoneNo: string,
  type: OtpType,
  context: OtpContext = {},
  toast = true,
) => api(authContract.requestOtp, { phoneNo, type, ...context }, { toast });

/** Only code 400 shows the server message: the caller decides what to show. */
export const verifyOtp = (phoneNo: string, otp: string, type: OtpType) =>
  api(authContract.verifyOtp, { phoneNo, otp, type }, { toast: false });

/**
 * Sends a code to a number unless one went to the same number within the resend wait (the
 * server would refuse it): going back to fix a name and forward again reuses the code sent.
 * Answers when the code in force was sent (for the OTP step's countdown) and whether this call
 * sent it.
 */
export function useOtpSender(type: OtpType, context: OtpContext = {}, toast = true) {
  const { fkBusinessId } = context;
  const last = useRef<{ phoneNo: string; at: number } | null>(null);
  const send = useCallback(
    async (phoneNo: string): Promise<{ sentAt: number; sent: boolean }> => {
      const previous = last.current;
      if (
        previous?.phoneNo === phoneNo &&
        Date.now() - previous.at < LIMITS.otpResendSeconds * 1000
      ) {
        return { sentAt: previous.at, sent: false };
      }
      await requestOtp(phoneNo, type, fkBusinessId ? { fkBusinessId } : {}, toast);
      const at = Date.now();
      last.current = { phoneNo, at };
      return { sentAt: at, sent: true };
    },
    [type, fkBusinessId, toast],
  );
  const markSent = useCallback((phoneNo: string, at: number) => {
    last.current = { phoneNo, at };
  }, []);
  return { send, markSent };
}
