import { MSG, PLAN_NONE, planStatus, type PlanStatus } from '@haat/shared';

export type PlanStatusView = {
  status: PlanStatus;
  /** The spec's title for the status. */
  title: string;
  color: 'teal' | 'yellow' | 'red';
};

const VIEWS: Record<PlanStatus, Omit<PlanStatusView, 'status'>> = {
  Active: { title: MSG.planActive, color: 'teal' },
  Expiring: { title: MSG.planExpiring, color: 'yellow' },
  Expired: { title: MSG.planExpired, color: 'red' },
};

/** Active / Expiring (within 7 days) / Expired from planExpiresAt; null on Plan 0. */
export function planStatusView(
  plan: string,
  planExpiresAt: string | null,
  now: Date = new Date(),
): PlanStatusView | null {
  if (plan === PLAN_NONE) return null;
  const status = planStatus(planExpiresAt, now);
  return { status, ...VIEWS[status] };
}
