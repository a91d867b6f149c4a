import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { OtpType } from '@haat/shared';
import { AUTH_MSG, LIMITS, MSG, REVIEW_MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { otpCodes, phoneVerifications, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, HttpError, tooManyRequests } from '../../lib/http-error.ts';
import { indiaDay, indiaDayStart } from '../../lib/india-time.ts';
import { enforceLimit } from '../../lib/rate-limit/index.ts';
import { addressKey } from '../../lib/visitor.ts';

export const OTP_MAX_ATTEMPTS = 5;
export const OTP_CODES_PER_HOUR = 5;
// Codes asked from one address (an IPv4 address or an IPv6 /64), to any phone. Shared carrier
// addresses hold many people; each phone's own limits (below) bound what reaches one number.
export const OTP_REQUESTS_PER_IP_HOUR = 100;
// A 4-digit code (the spec's) is guessed with chance 1 in 10,000 a try. Without a daily cap the
// hourly limits allowed 120 codes × 5 tries a day per phone (about 5.8% a day to guess one);
// these caps, per phone, per type and per calendar day in India, leave 10 tries (0.1% a day).
// Ten codes and ten tries are far more than a person needs to sign up or reset in a day.
export const OTP_CODES_PER_DAY = 10;
export const OTP_VERIFY_TRIES_PER_DAY = 10;
/** A verified phone may be spent by sign-up or reset this long after verification. */
export const VERIFICATION_VALID_MINUTES = 10;

const MINUTE_MS = 60_000;

/** Codes are stored as an HMAC keyed by the server secret: a leaked table reveals nothing. */
const hashCode = (secret: string, phoneNo: string, type: OtpType, code: string) =>
  createHmac('sha256', secret).update(`${type}:${phoneNo}:${code}`).digest('hex');

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Counts against a cap for the current calendar day in India: the key names the day, so the
 * count starts afresh at midnight (Retry-After says how long until then) on either limiter.
 */
async function enforceDailyLimit(deps: AppDeps, key: string, limit: number) {
  const now = deps.clock.now();
  const today = indiaDay(now);
  const secondsLeft = Math.ceil((indiaDayStart(today, 1).getTime() - now.getTime()) / 1000);
  const result = await deps.limiter.hit(`${key}:${today}`, limit, secondsLeft);
  if (!result.allowed) {
    throw tooManyRequests(result.retryAfterSeconds, AUTH_MSG.otpDailyLimit);
  }
}

/**
 * Sends a 4-digit code. The answer is the same whether or not the number is registered: for a
 * reset of an unknown number nothing is sent, but the same throttles apply.
 */
export async function requestOtp(
  deps: AppDeps,
  input: { phoneNo: string; type: OtpType; fkBusinessId?: string | undefined },
  ip: string,
  /**
   * Asked after the address's limit and before the resend wait, the codes' limits or any SMS:
   * a review's code refuses the business's owner here (docs/decisions/015-reviews.md; app.ts passes
   * the reviews module's check through routes.ts, since auth imports no module that imports it).
   */
  mayReview?: (businessId: string, phoneNo: string) => Promise<void>,
) {
  const { phoneNo, type } = input;
  await enforceLimit(deps.limiter, addressKey('otp', { ip }), OTP_REQUESTS_PER_IP_HOUR, 3600);
  // A review's code: the business's owner is refused before a code is sent or the wait begins.
  // (A buyer's code for My enquiries has the same type and names no business: its caller passes
  // no check: docs/decisions/031-buyer-enquiries.md.)
  if (type === 'ReviewBusiness' && mayReview) {
    if (!input.fkBusinessId) throw badRequest(REVIEW_MSG.businessRequired);
    await mayReview(input.fkBusinessId, phoneNo);
  }
  const resend = await deps.limiter.hit(
    `otp:resend:${type}:${phoneNo}`,
    1,
    LIMITS.otpResendSeconds,
  );
  if (!resend.allowed) {
    throw new HttpError(429, 'RATE_LIMITED', AUTH_MSG.otpWait(resend.retryAfterSeconds), {
      'retry-after': String(resend.retryAfterSeconds),
    });
  }
  await enforceLimit(deps.limiter, `otp:hour:${phoneNo}`, OTP_CODES_PER_HOUR, 3600);
  await enforceDailyLimit(deps, `otp:day:codes:${type}:${phoneNo}`, OTP_CODES_PER_DAY);

  // A reset or an account's deletion is for an account: an unknown number gets no SMS.
  if (type === 'ResetPassword' || type === 'DeleteAccount') {
    const [user] = await deps.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phoneNo, phoneNo))
      .limit(1);
    if (!user) return;
  }
  const code = String(randomInt(0, 10 ** LIMITS.otpDigits)).padStart(LIMITS.otpDigits, '0');
  const now = deps.clock.now();
  await deps.database.db.insert(otpCodes).values({
    phoneNo,
    type,
    codeHash: hashCode(deps.config.jwtSecret, phoneNo, type, code),
    expiresAt: new Date(now.getTime() + LIMITS.otpValidMinutes * MINUTE_MS),
    createdAt: now,
  });
  // A deletion's code says what it does: someone asking for it "to verify" is then plain.
  const purpose = type === 'DeleteAccount' ? 'OTP to delete your account' : 'OTP';
  await deps.sms.send(
    phoneNo,
    `${code} is your Haat ${purpose}. It is valid for ${LIMITS.otpValidMinutes} minutes. Do not share it.`,
  );
}

/**
 * Checks a code against the newest one sent. Every try counts before the comparison, so
 * parallel guesses cannot outrun the limit; after five tries the code is dead.
 */
export async function verifyOtp(
  deps: AppDeps,
  input: { phoneNo: string; otp: string; type: OtpType },
) {
  const { phoneNo, type, otp } = input;
  // Every call counts, before the code is looked up: parallel guesses cannot outrun it, and a
  // number with no code (an unknown one asking for a reset) is counted alike.
  await enforceDailyLimit(deps, `otp:day:tries:${type}:${phoneNo}`, OTP_VERIFY_TRIES_PER_DAY);
  const db = deps.database.db;
  const now = deps.clock.now();
  const [latest] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phoneNo, phoneNo), eq(otpCodes.type, type), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!latest) throw badRequest(MSG.otpInvalid);
  if (latest.expiresAt <= now) throw badRequest(AUTH_MSG.otpExpired);

  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, latest.id),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        isNull(otpCodes.consumedAt),
      ),
    )
    .returning({ attempts: otpCodes.attempts });
  if (!counted) throw badRequest(AUTH_MSG.otpTooManyAttempts);

  if (!sameHash(latest.codeHash, hashCode(deps.config.jwtSecret, phoneNo, type, otp))) {
    throw badRequest(
      counted.attempts >= OTP_MAX_ATTEMPTS ? AUTH_MSG.otpTooManyAttempts : MSG.otpInvalid,
    );
  }
  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!consumed) throw badRequest(MSG.otpInvalid);
  await db.insert(phoneVerifications).values({ phoneNo, type, verifiedAt: now });
}

/**
 * Spends the newest unspent verification of a phone for a purpose, within its validity.
 * Runs inside the caller's transaction so that a failed sign-up or reset keeps it unspent.
 */
export async function consumeVerification(db: Database, phoneNo: string, type: OtpType, now: Date) {
  const since = new Date(now.getTime() - VERIFICATION_VALID_MINUTES * MINUTE_MS);
  const [candidate] = await db
    .select({ id: phoneVerifications.id })
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.phoneNo, phoneNo),
        eq(phoneVerifications.type, type),
        isNull(phoneVerifications.consumedAt),
        gt(phoneVerifications.verifiedAt, since),
      ),
    )
    .orderBy(desc(phoneVerifications.verifiedAt))
    .limit(1);
  if (!candidate) throw badRequest(AUTH_MSG.phoneNotVerified);
  const [spent] = await db
    .update(phoneVerifications)
    .set({ consumedAt: now })
    .where(and(eq(phoneVerifications.id, candidate.id), isNull(phoneVerifications.consumedAt)))
    .returning({ id: phoneVerifications.id });
  if (!spent) throw badRequest(AUTH_MSG.phoneNotVerified);
}
