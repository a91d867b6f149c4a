import { z } from 'zod';
import { envelopeSchema, type PayloadsOf } from '../api.ts';
import { GENDERS, LIMITS, OTP_TYPES } from '../constants.ts';
import { AUTH_MSG, PASSWORD_NOT_ENCODED, PASSWORD_TOO_LONG } from '../domain-messages.ts';
import { MSG } from '../messages.ts';
import { decodePassword, passwordLengthIssue } from '../password.ts';
import { REVIEW_MSG } from '../review-messages.ts';
import { loginPhone, otpField, phoneField } from './common.ts';
import { publicIdField } from './public.ts';

// The longest base64 a password within the cap can encode to (each character is at most four
// UTF-8 bytes): anything longer is refused before it is decoded.
const MAX_ENCODED_LENGTH = Math.ceil((LIMITS.passwordMaxLength * 4) / 3) * 4;

/**
 * An encoded password as it arrives at the server, decoded, with the caller's "required" message.
 * Over-long passwords are refused here, before any hashing: argon2 over a huge input is a cheap
 * way to tie up the server, so login applies the cap too (the cap says nothing about an account).
 */
export const encodedPasswordField = (required: string, minLength = true) =>
  z
    .string({ error: required })
    .min(1, required)
    .transform((value, ctx) => {
      if (value.length > MAX_ENCODED_LENGTH) {
        ctx.addIssue({ code: 'custom', message: PASSWORD_TOO_LONG });
        return z.NEVER;
      }
      const decoded = decodePassword(value);
      if (decoded === null) {
        ctx.addIssue({ code: 'custom', message: PASSWORD_NOT_ENCODED });
        return z.NEVER;
      }
      if (!decoded) {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const issue = passwordLengthIssue(decoded, minLength);
      if (issue) {
        ctx.addIssue({ code: 'custom', message: issue });
        return z.NEVER;
      }
      return decoded;
    });

export const otpTypeField = z.enum(OTP_TYPES, {
  error: 'OTP type must be RegisterUser, ResetPassword, ReviewBusiness or DeleteAccount',
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
/**
 * GET /api/auth/user/requestOTP. A code of type ReviewBusiness names the business to be reviewed,
 * so that its owner is refused before any code is sent.
 */
export const requestOtpQuery = z
  .object({
    phoneNo: loginPhone,
    type: otpTypeField,
    fkBusinessId: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      publicIdField.optional(),
    ),
  })
  .refine((query) => query.type !== 'ReviewBusiness' || query.fkBusinessId !== undefined, {
    message: REVIEW_MSG.businessRequired,
    path: ['fkBusinessId'],
  });
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
  /**
   * The seller's own word that they are 18 or over, ticked on the form. India's data protection
   * law asks a parent's verifiable consent before an account holds a child's data; Haat does not
   * take children's accounts, so an account is refused without it. Nothing stores it: the
   * account exists only because it was given.
   */
  isAdult: z.literal(true, { error: AUTH_MSG.adultRequired }),
});
export type CreateUserInput = z.input<typeof createUserBody>;
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
export type UpdateProfileInput = z.input<typeof updateProfileBody>;

/** The user as the session fetch and profile answer it. */
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

/** What the web app keeps locally after login (userData). */
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

/** What logging in answers: the session's token and what the web app keeps locally. */
export const logInAnswerSchema = z.object({
  authorization: z.string(),
  userData: userDataSchema,
  /** true when this sign-in cancelled the account's requested deletion (its grace period). */
  deletionCancelled: z.boolean().optional(),
});
export type LogInAnswer = z.infer<typeof logInAnswerSchema>;
/** What a profile update answers: the profile and where to upload its new logo (or null). */
export const profileAnswerSchema = z.object({
  user: sessionUserSchema,
  logoPreSignedUrl: z.string().nullable(),
});
export type ProfileUpdateAnswer = z.infer<typeof profileAnswerSchema>;

/** An answer that only says it worked: the message is the news. */
const done = envelopeSchema(z.null());

/** Envelopes of the account calls' answers (auth, /public/user, /userAdmin/user). */
export const AUTH_ANSWERS = {
  /** The session's token and what the web app keeps locally. */
  logIn: envelopeSchema(logInAnswerSchema),
  user: envelopeSchema(z.object({ user: sessionUserSchema })),
  created: envelopeSchema(z.object({ userData: userDataSchema })),
  /** The profile and where to upload its new logo (null when none was sent). */
  profile: envelopeSchema(profileAnswerSchema),
  done,
  /** The development SMS outbox (never in production): what was sent to a phone. */
  outbox: envelopeSchema(
    z.object({
      messages: z.array(z.object({ phoneNo: z.string(), text: z.string(), sentAt: z.string() })),
    }),
  ),
} as const;
/** What each of those answers carries (its payload), by the same name. */
export type AuthAnswers = PayloadsOf<typeof AUTH_ANSWERS>;
