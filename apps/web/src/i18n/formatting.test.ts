import { describe, expect, it } from 'vitest';
import { formatDateTime, formatPhone, formatPrice, displayPhone } from '@haat/shared';

// Indian formatting is the same in English and Hindi.
describe('Indian formatting', () => {
  it('prices in the Indian grouping', () => {
    expect(formatPrice(123456.5)).toBe('₹1,23,456.5');
    expect(formatPrice(1234567)).toBe('₹12,34,567');
  });

  it('dates and times in Asia/Kolkata', () => {
    // 18:45 UTC is a quarter past midnight the next day in India.
    expect(formatDateTime('2026-01-31T18:45:00Z')).toMatch(/01 Feb 2026.*12:15/i);
  });

  it('phone numbers grouped as 98765 43210; anything odd as it came', () => {
    expect(formatPhone('9876543210')).toBe('98765 43210');
    expect(formatPhone('919876543210')).toBe('+91 98765 43210');
    expect(formatPhone('+91 98765-43210')).toBe('+91 98765 43210');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
    expect(displayPhone('9876543210')).toBe('+91 98765 43210');
  });
});
