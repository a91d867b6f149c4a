import { encodePassword, type CreateUserInput, type LogInAnswer } from '@haat/shared';
import { api } from '@/lib/api-client.ts';
import type { StoredUserData } from '@/lib/auth-storage.ts';

export { requestOtp, useOtpSender, verifyOtp } from '@/entities/otp/api.ts';
export { fetchSession, logOut } from './session-api.ts';

export type { LogInAnswer } from '@haat/shared';

/** The password is trimmed and encoded before sending (spec §5 Login). */
export const logIn = (phoneNo: string, password: string) =>
  api.post<LogInAnswer>('/auth/user/logIn', { phoneNo, password: encodePassword(password) });

/**
 * 200 when the number is free; 409 when it is registered. No toast: the sign-up form shows the
 * answer's message under the phone field.
 */
export const checkPreRegistration = (phoneNo: string) =>
  api.get<null>('/public/user/preRegistration', { phoneNo }, { toast: false });

/** Creates the account for a phone verified by OTP; an empty e-mail is left out. */
export const createUser = ({ email, password, ...user }: CreateUserInput) =>
  api.post<{ userData: StoredUserData }>(
    '/public/user/create',
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
  api.post<null>(
    '/public/user/forgotPassword',
    { phoneNo, password: encodePassword(password) },
    { toast: false },
  );
