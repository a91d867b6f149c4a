import { encodePassword, type CreateUserInput } from '@haat/shared';
import { authContract } from '@haat/shared/endpoints';
import { api } from '@/lib/api-client.ts';

export { requestOtp, useOtpSender, verifyOtp } from '@/entities/otp/api.ts';
export { fetchSession, logOut } from './session-api.ts';

/** The password is trimmed and encoded before sending. */
export const logIn = (phoneNo: string, password: string) =>
  api(authContract.logIn, { phoneNo, password: encodePassword(password) });

/**
 * 200 when the number is free; 409 when it is registered. No toast: the sign-up form shows the
 * answer's message under the phone field.
 */
export const checkPreRegistration = (phoneNo: string) =>
  api(authContract.preRegistration, { phoneNo }, { toast: false });

/** Creates the account for a phone verified by OTP; an empty e-mail is left out. */
export const createUser = ({ email, password, ...user }: CreateUserInput) =>
  api(
    authContract.createUser,
    {
      ...user,
      firstName: user.firstName.trim(),
      lastName: user.lastName.trim(),
      email: email?.trim() || undefined,
      password: encodePassword(password),
    },
    { toast: false },
  );

/** Sets a new password for a phone verified by OTP (type ResetPassword). */
export const resetPassword = (phoneNo: string, password: string) =>
  api(
    authContract.forgotPassword,
    { phoneNo, password: encodePassword(password) },
    { toast: false },
  );
