import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_MSG } from '@haat/shared';
import type { z } from 'zod';
import type {
  changePasswordBody,
  createUserBody,
  forgotPasswordBody,
  logInBody,
} from '@haat/shared';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  tooManyRequests,
} from '../../lib/http-error.ts';
import { enforceLimit } from '../../lib/rate-limit/index.ts';
import { maskPhone } from '../../lib/log-redaction.ts';
import { addressKey } from '../../lib/visitor.ts';
import { cancelAccountDeletion } from './deletion-cancel.ts';
import { consumeVerification } from './otp.ts';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import type { Authenticated } from './session.ts';
import { openSession, revokeSession, revokeUserSessions, toUserData } from './session.ts';

// What other modules use of auth: who is asking (plugin.ts, session.ts) and a phone's
// verification (otp.ts).
export { currentAuth, currentUserId } from './plugin.ts';
export type { Authenticated } from './session.ts';
export { authenticate, revokeUserSessions, toSessionUser } from './session.ts';
export { consumeVerification, requestOtp } from './otp.ts';
export { pendingDeletionOf } from './deletion-cancel.ts';

// Guesses at one phone from one address. Counted per address so that a stranger's guesses do not
// lock the owner out at their own address; a successful login clears it. An address is an IPv4
// address or an IPv6 /64 (lib/visitor.ts): one phone's many interface ids are one address.
export const LOGIN_TRIES_PER_PHONE_AND_IP = 10;
// Every login from one address. Many buyers and sellers share one public IPv4 address behind a
// mobile carrier's NAT, so this only stops one machine trying many phones; the per-phone limits
// above and below do the real work (docs/security.md, "Shared addresses").
export const LOGIN_TRIES_PER_IP = 200;
const LOGIN_WINDOW_SECONDS = 15 * 60;
// Guesses at one phone from every address together. One address can make at most
// 10 per 15 minutes (40, or 50 across window edges, an hour), so only guessing spread over
// three or more addresses reaches it; it holds such guessing to 2,400 a day per phone while a
// lock-out it causes lasts an hour at most.
export const LOGIN_TRIES_PER_PHONE_HOUR = 100;
const LOGIN_PHONE_WINDOW_SECONDS = 3600;
export const PRE_REGISTRATION_PER_IP = 100;

type LogInContext = { ip: string; userAgent?: string; log: FastifyBaseLogger };

/** The last four digits are enough to match a log line to a complaint. */

/**
 * Logs in by phone and password. An unknown phone and a wrong password give the same answer
 * after the same work (a decoy hash is verified for unknown phones).
 */
export async function logIn(
  deps: AppDeps,
  input: z.output<typeof logInBody>,
  { ip, userAgent, log }: LogInContext,
) {
  const { phoneNo } = input;
  await enforceLimit(
    deps.limiter,
    addressKey('login', { ip }),
    LOGIN_TRIES_PER_IP,
    LOGIN_WINDOW_SECONDS,
  );
  const phoneAndIpKey = addressKey(`login:phone:${phoneNo}`, { ip });
  await enforceLimit(
    deps.limiter,
    phoneAndIpKey,
    LOGIN_TRIES_PER_PHONE_AND_IP,
    LOGIN_WINDOW_SECONDS,
  );
  // Counted only once the per-address limits have passed, so one address hammering away cannot
  // use up the phone's allowance for everyone else.
  const phoneWide = await deps.limiter.hit(
    `login:phone:${phoneNo}`,
    LOGIN_TRIES_PER_PHONE_HOUR,
    LOGIN_PHONE_WINDOW_SECONDS,
  );
  if (!phoneWide.allowed) {
    // Once per window: this is guessing from many addresses, and the owner is locked out too.
    if (phoneWide.count === LOGIN_TRIES_PER_PHONE_HOUR + 1) {
      log.warn(
        { phoneNo: maskPhone(phoneNo), ip, retryAfterSeconds: phoneWide.retryAfterSeconds },
        'login: phone-wide attempt limit reached',
      );
    }
    throw tooManyRequests(phoneWide.retryAfterSeconds);
  }
  const [user] = await deps.database.db
    .select()
    .from(users)
    .where(eq(users.phoneNo, phoneNo))
    .limit(1);
  const matches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !matches) throw new HttpError(400, 'VALIDATION', AUTH_MSG.invalidCredentials);
  if (!user.isActive) throw forbidden(AUTH_MSG.accountDeactivated);
  await deps.limiter.reset(phoneAndIpKey);
  // Signing in within a requested deletion's grace period keeps the account.
  const deletionCancelled = await cancelAccountDeletion(
    deps.database.db,
    user.id,
    deps.clock.now(),
  );
  const authorization = await openSession(deps, user.id, userAgent);
  return { authorization, userData: toUserData(user), deletionCancelled };
}

export async function logOut(deps: AppDeps, auth: Authenticated) {
  await revokeSession(deps.database.db, auth.sessionId, deps.clock.now());
}

/** 200 when the number is free, 409 when it is registered; rate limited per IP. */
export async function preRegistration(deps: AppDeps, phoneNo: string, ip: string) {
  await enforceLimit(deps.limiter, addressKey('prereg', { ip }), PRE_REGISTRATION_PER_IP, 3600);
  const [user] = await deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneNo, phoneNo))
    .limit(1);
  if (user) throw conflict(AUTH_MSG.phoneRegistered);
}

/**
 * A password being set must not be one attackers try first. Checked only when a password is set:
 * login compares with the stored hash alone, so older accounts keep working.
 */
async function refuseCommonPassword(password: string) {
  if (await isCommonPassword(password)) throw badRequest(AUTH_MSG.passwordTooCommon);
}

/** Creates an account for a phone verified by OTP (RegisterUser) in the last ten minutes. */
export async function createUser(deps: AppDeps, input: z.output<typeof createUserBody>) {
  await refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const user = await deps.database.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phoneNo, input.phoneNo))
      .limit(1);
    if (existing) throw conflict(AUTH_MSG.phoneRegistered);
    await consumeVerification(tx, input.phoneNo, 'RegisterUser', now);
    const [created] = await tx
      .insert(users)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNo: input.phoneNo,
        email: input.email ?? null,
        gender: input.gender,
        passwordHash,
      })
      .returning();
    return created;
  });
  if (!user) throw new Error('user insert returned nothing');
  return { userData: toUserData(user) };
}

/** Sets a new password for a phone verified by OTP (ResetPassword); every session ends. */
export async function forgotPassword(deps: AppDeps, input: z.output<typeof forgotPasswordBody>) {
  await refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await consumeVerification(tx, input.phoneNo, 'ResetPassword', now);
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.phoneNo, input.phoneNo))
      .returning({ id: users.id });
    if (!user) throw badRequest(AUTH_MSG.phoneNotVerified);
    await revokeUserSessions(tx, user.id, now);
  });
}

/** Changes the password after checking the current one; every other session ends. */
export async function changePassword(
  deps: AppDeps,
  auth: Authenticated,
  input: z.output<typeof changePasswordBody>,
) {
  if (!(await verifyPassword(auth.user.passwordHash, input.password))) {
    throw badRequest(AUTH_MSG.currentPasswordWrong);
  }
  if (input.password === input.newPassword) throw badRequest(AUTH_MSG.samePassword);
  await refuseCommonPassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.user.id));
    await revokeUserSessions(tx, auth.user.id, now, auth.sessionId);
  });
}
