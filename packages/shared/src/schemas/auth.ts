import { z } from 'zod';
import { GENDERS, LIMITS, OTP_TYPES } from '../constants.ts';
import { MSG } from '../messages.ts';
import { loginPhone, otpField, phoneField } from './common.ts';

// Spec §5 Login: "the password is trimmed and encoded before sending". The web app sends the
// trimmed password as base64 of its UTF-8 bytes; the server decodes it before any rule applies.
export function encodePassword(password: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(password.trim())) binary += String.fromCharCode(byte);
  return btoa(binary);
}
export function decodePassword(encoded: string): string | null {
  try {
    const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export const PASSWORD_TOO_SHORT = `Password must be at least ${LIMITS.passwordMinLength} characters!`;
export const PASSWORD_NOT_ENCODED = 'Password must be sent encoded.';

/** An encoded password as it arrives at the server, decoded, with the caller's "required" message. */
export const encodedPasswordField = (required: string, minLength = true) =>
  z
    .string({ error: required })
    .min(1, required)
    .transform((value, ctx) => {
      const decoded = decodePassword(value);
      if (decoded === null) {
        ctx.addIssue({ code: 'custom', message: PASSWORD_NOT_ENCODED });
        return z.NEVER;
      }
      if (!decoded) {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      if (minLength && decoded.length < LIMITS.passwordMinLength) {
        ctx.addIssue({ code: 'custom', message: PASSWORD_TOO_SHORT });
        return z.NEVER;
      }
      return decoded;
    });

export const otpTypeField = z.enum(OTP_TYPES, {
  error: 'OTP type must be RegisterUser or ResetPassword',
});
export const genderField = z.enum(GENDERS).default('Male');
export const emailField = z
  .string()
  .trim()
  .max(254)
  .optional()
  .transform((value) => (value ? value.toLowerCase() : undefined))
  .pipe(z.email({ error: MSG.emailInvalid }).optional());

// §7 Auth
export const logInBody = z.object({
  phoneNo: loginPhone,
  // Login never tells a short password apart from a wrong one.
  password: encodedPasswordField(MSG.passwordRequired, false),
});
export const requestOtpQuery = z.object({ phoneNo: loginPhone, type: otpTypeField });
export const verifyOtpBody = z.object({ phoneNo: loginPhone, otp: otpField, type: otpTypeField });

// §7 /public/user
export const preRegistrationQuery = z.object({ phoneNo: loginPhone });
export const createUserBody = z.object({
  firstName: z
    .string({ error: MSG.firstNameRequired })
    .trim()
    .min(1, MSG.firstNameRequired)
    .max(60),
  lastName: z.string({ error: MSG.lastNameRequired }).trim().min(1, MSG.lastNameRequired).max(60),
  phoneNo: loginPhone,
  email: emailField,
  gender: genderField,
  password: encodedPasswordField(MSG.newPasswordRequired),
});
export const forgotPasswordBody = z.object({
  phoneNo: loginPhone,
  password: encodedPasswordField(MSG.newPasswordRequired),
});

// §7 /userAdmin/user
export const changePasswordBody = z.object({
  password: encodedPasswordField(MSG.currentPasswordRequiredChange, false),
  newPassword: encodedPasswordField(MSG.newPasswordRequiredChange),
});

export const updateProfileBody = z.object({
  firstName: z
    .string({ error: MSG.firstNameRequired })
    .trim()
    .min(1, MSG.firstNameRequired)
    .max(60),
  lastName: z.string({ error: MSG.lastNameRequired }).trim().min(1, MSG.lastNameRequired).max(60),
  gender: z.enum(GENDERS, { error: 'Gender is required!' }),
  /** A new logo's file name; the answer carries a pre-signed URL to upload it to. */
  logo: z.string().trim().max(200).optional(),
  email: emailField,
  address: z.string({ error: MSG.addressRequired }).trim().min(1, MSG.addressRequired).max(500),
  phoneNo: phoneField(MSG.contactNoRequiredProfile, MSG.contactNoInvalidProfile),
  state: z.string({ error: MSG.stateRequired }).trim().min(1, MSG.stateRequired),
  city: z.string({ error: MSG.cityRequired }).trim().min(1, MSG.cityRequired),
});

/** The user as the session fetch and profile answer it (spec §3 User). */
export const sessionUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  plan: z.string(),
  logo: z.string().nullable(),
  phoneNo: z.string(),
  email: z.string().nullable(),
  planExpiresAt: z.string().nullable(),
  gender: z.enum(GENDERS),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  isApproved: z.boolean(),
  rejectionMessage: z.string().nullable(),
  role: z.enum(['user', 'admin']),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** What the web app keeps locally after login (spec §3 userData). */
export const userDataSchema = z.object({
  name: z.string(),
  plan: z.string(),
  logo: z.string().nullable(),
  phoneNo: z.string(),
  email: z.string().nullable(),
  planExpiresAt: z.string().nullable(),
  role: z.enum(['user', 'admin']),
});
export type UserData = z.infer<typeof userDataSchema>;

export const AUTH_MSG = {
  invalidCredentials: 'Invalid phone number or password.',
  accountDeactivated: 'This account has been deactivated. Please contact support.',
  otpSent: 'OTP sent successfully',
  otpVerified: 'OTP verified successfully',
  otpExpired: 'OTP has expired, please request a new one.',
  otpTooManyAttempts: 'Too many wrong attempts, please request a new OTP.',
  otpWait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
  phoneRegistered: 'This phone number is already registered, please log in.',
  phoneAvailable: 'This phone number is available.',
  phoneNotVerified: 'Please verify your phone number with an OTP first.',
  userCreated: 'Your account has been created.',
  passwordReset: 'Your password has been reset, please log in.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'Current password is incorrect.',
  samePassword: 'The new password must be different from the current one.',
  loggedIn: 'Logged in successfully',
  loggedOut: 'Logged out successfully',
  profileUpdated: 'Profile updated and sent for approval.',
  newPhoneNotVerified: 'Verify the new contact number with an OTP before saving it.',
} as const;
