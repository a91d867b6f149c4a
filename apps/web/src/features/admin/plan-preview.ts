import { PLAN_NONE } from '@haat/shared';

/**
 * The date a new plan's months count from, for the confirm text: the current expiry while the
 * plan still runs, otherwise now (the server applies the same rule, DESIGN.md §4 Plans).
 */
export function renewalBase(planExpiresAt: string | null, plan: string, now: Date): Date {
  if (plan === PLAN_NONE || !planExpiresAt) return now;
  const expires = new Date(planExpiresAt);
  return expires > now ? expires : now;
}
