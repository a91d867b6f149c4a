import { describe, expect, it } from 'vitest';
import { MSG } from '@haat/shared';
import { planStatusView } from './plan-status.ts';

const now = new Date('2025-06-01T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe('planStatusView (spec §4 Plan status)', () => {
  it('Active beyond 7 days', () => {
    expect(planStatusView('Plan A', inDays(8), now)).toEqual({
      status: 'Active',
      title: MSG.planActive,
      color: 'teal',
    });
  });
  it('Expiring within 7 days', () => {
    expect(planStatusView('Plan B', inDays(7), now)?.title).toBe(MSG.planExpiring);
    expect(planStatusView('Plan B', inDays(0.5), now)?.status).toBe('Expiring');
  });
  it('Expired once past', () => {
    expect(planStatusView('Plan C', inDays(-1), now)).toMatchObject({
      status: 'Expired',
      title: MSG.planExpired,
    });
  });
  it('nothing on Plan 0', () => {
    expect(planStatusView('Plan 0', null, now)).toBeNull();
  });
});
