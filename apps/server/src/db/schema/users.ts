import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { GENDERS, OTP_TYPES, PLAN_NONE } from '@haat/shared';
import { createdAt, id, oneOf, phoneCheck, timestamptz, updatedAt } from './columns.ts';

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Sellers and administrators (role = 'admin'); deactivated by an admin, never deleted: an owner's
 * erasure blanks the row and keeps its id, which leads and audit rows point to.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNo: text('phone_no').notNull(),
    email: text('email'),
    gender: text('gender', { enum: GENDERS }).notNull().default('Male'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    /** 'Plan 0' is no plan; otherwise a subscription_plans id. */
    plan: text('plan').notNull().default(PLAN_NONE),
    planExpiresAt: timestamptz('plan_expires_at'),
    /** Media key (packages/shared media.ts). */
    logo: text('logo'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    isApproved: boolean('is_approved').notNull().default(false),
    rejectionMessage: text('rejection_message'),
    /** false once an administrator deactivates the account. */
    isActive: boolean('is_active').notNull().default(true),
    /**
     * When the account was erased at its owner's request (docs/decisions/037-personal-data.md):
     * its personal fields are blank and its phone is ERASED_PHONE, so the number may sign up again.
     */
    erasedAt: timestamptz('erased_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_phone_no_key')
      .on(t.phoneNo)
      .where(sql`${t.erasedAt} is null`),
    index('users_role_idx')
      .on(t.role)
      .where(sql`${t.role} = 'admin'`),
    index('users_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.isApproved} = false and ${t.rejectionMessage} is null`),
    check('users_phone_no_check', phoneCheck(t.phoneNo)),
    check('users_gender_check', oneOf(t.gender, GENDERS)),
    check('users_role_check', oneOf(t.role, USER_ROLES)),
  ],
);

/** One row per login; a token names its session, so logout and admin deactivation revoke it. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** One-time passwords, stored hashed; valid 5 minutes. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    phoneNo: text('phone_no').notNull(),
    type: text('type', { enum: OTP_TYPES }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_codes_phone_type_idx').on(t.phoneNo, t.type, t.createdAt.desc()),
    check('otp_codes_phone_no_check', phoneCheck(t.phoneNo)),
    check('otp_codes_type_check', oneOf(t.type, OTP_TYPES)),
    check('otp_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/** A verified OTP, spent by the sign-up or password-reset call that follows it. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: id(),
    phoneNo: text('phone_no').notNull(),
    type: text('type', { enum: OTP_TYPES }).notNull(),
    verifiedAt: timestamptz('verified_at').notNull().defaultNow(),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [
    index('phone_verifications_phone_type_idx').on(t.phoneNo, t.type, t.verifiedAt.desc()),
    check('phone_verifications_phone_no_check', phoneCheck(t.phoneNo)),
    check('phone_verifications_type_check', oneOf(t.type, OTP_TYPES)),
  ],
);
