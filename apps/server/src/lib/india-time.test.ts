import { describe, expect, it } from 'vitest';
import { indiaDay } from './india-time.ts';

describe('indiaDay', () => {
  it("answers India's calendar day across its midnight (18:30 UTC), whichever was asked before", () => {
    const before = new Date('2026-11-27T18:29:59.999Z');
    const after = new Date('2026-11-27T18:30:00.000Z');
    expect(indiaDay(before)).toBe('2026-11-27');
    expect(indiaDay(before, 1)).toBe('2026-11-26');
    expect(indiaDay(after)).toBe('2026-11-28');
    expect(indiaDay(after, 1)).toBe('2026-11-27');
    expect(indiaDay(before)).toBe('2026-11-27');
    expect(indiaDay(new Date('2026-11-27T18:29:00.000Z'), 30)).toBe('2026-10-28');
  });
});
