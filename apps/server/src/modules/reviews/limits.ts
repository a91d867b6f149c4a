// Abuse limits of reviews (docs/decisions/015-reviews.md). The OTP that proves a
// reviewer's phone has the sign-up limits of modules/auth/otp.ts on top of these.

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export const REVIEW_RATE_LIMITS = {
  /** Reviews written or edited from one address in an hour, to any business. */
  writePerIp: { limit: 10, windowSeconds: HOUR },
  /** Reviews written or edited by one phone in a day, to any business. */
  writePerPhone: { limit: 10, windowSeconds: DAY },
  /** 'Helpful' votes from one address in an hour. */
  helpfulPerIp: { limit: 60, windowSeconds: HOUR },
  /** Reports from one address in an hour. */
  reportPerIp: { limit: 10, windowSeconds: HOUR },
} as const;
