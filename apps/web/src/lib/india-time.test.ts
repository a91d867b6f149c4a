import { describe, expect, it } from 'vitest';
import { indiaToday } from './india-time.ts';

describe('indiaToday', () => {
  it("is India's calendar day, whatever the device's time zone", () => {
    // 20:00 UTC on 31 December is already 1:30 on 1 January in India.
    expect(indiaToday(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
    expect(indiaToday(new Date('2026-12-31T18:00:00Z'))).toBe('2026-12-31');
  });
});
