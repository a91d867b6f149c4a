import { describe, expect, it } from 'vitest';
import { renewalBase } from './plan-preview.ts';

describe('renewalBase', () => {
  const now = new Date('2025-06-01T00:00:00Z');
  it('counts from now without a plan or after it ended', () => {
    expect(renewalBase(null, 'Plan 0', now)).toBe(now);
    expect(renewalBase('2025-07-01T00:00:00Z', 'Plan 0', now)).toBe(now);
    expect(renewalBase('2025-05-01T00:00:00Z', 'Plan A', now)).toBe(now);
  });
  it('counts from the current expiry while the plan runs', () => {
    expect(renewalBase('2025-07-01T00:00:00Z', 'Plan B', now).toISOString()).toBe(
      '2025-07-01T00:00:00.000Z',
    );
  });
});
