import { describe, expect, it } from 'vitest';
import { formatEstablished } from './business-facts.tsx';

describe('formatEstablished', () => {
  it("writes every month as Intl's en-IN month and year", () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 1; month <= 12; month += 1) {
      const doe = `2017-${String(month).padStart(2, '0')}`;
      expect(formatEstablished(doe)).toBe(intl.format(new Date(Date.UTC(2017, month - 1, 1))));
    }
  });

  it('is nothing without a month of establishment, or with one that is not a month', () => {
    expect(formatEstablished(null)).toBeNull();
    expect(formatEstablished('')).toBeNull();
    expect(formatEstablished('2017-13')).toBeNull();
    expect(formatEstablished('September')).toBeNull();
  });
});
