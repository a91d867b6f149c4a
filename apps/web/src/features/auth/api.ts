import { encodePassword, type Gender } from '@haat/shared';
import { api } from '../../lib/api-client.ts';
import type { SessionUser, UserData } from '../../lib/auth-storage.ts';

export { requestOtp, useOtpSender, verifyOtp } from '../../lib/otp-api.ts';

/**
 * The protected-route session fetch (spec §4). It does not navigate by itself: the seller-area
 * loader turns a failure into a redirect, so the protected screen never renders first.
 */
export const fetchSession = (signal?: AbortSignal) =>
  api.get<{ user: SessionUser }>('/auth/user/fetch', undefined, {
    session: true,
    navigate: false,
    signal,
  });

/** Sign-out tells the server to revoke the token; whatever it answers, the user is signed out. */
export const logOut = () =>
  api.put<unknown>('/auth/user/logOut', undefined, {
    toast: false,
    navigate: false,
    askPlan: false,
  });

export type LogInAnswer = { authorization: string; userData: UserData };

/** The password is trimmed and encoded before sending (spec §5 Login). */
export const logIn = (phoneNo: string, password: string) =>
  api.post<LogInAnswer>('/auth/user/logIn', { phoneNo, password: encodePassword(password) });

/**
 * 200 when the number is free; 409 when it is registered. No toast: the sign-up form shows the
 * answer's message under the phone field.
 */
export const checkPreRegistration = (phoneNo: string) =>
  api.get<null>('/public/user/preRegistration', { phoneNo }, { toast: false });

export type NewUser = {
  firstName: string;
  lastName: string;
  phoneNo: string;
  email: string;
  gender: Gender;
  password: string;
};

/** Creates the account for a phone verified by OTP; an empty e-mail is left out. */
export const createUser = ({ email, password, ...user }: NewUser) =>
  api.post<{ userData: UserData }>(
    '/public/user/create',
    {
      ...user,
      firstName: user.firstName.trim(),
      lastName: user.lastName.trim(),
      email: email.trim() || undefined,
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
