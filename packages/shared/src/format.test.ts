import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice } from './format.ts';

const intlRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

describe('formatPrice', () => {
  it('groups the Indian way, with at most two decimals', () => {
    expect(formatPrice(0)).toBe('₹0');
    expect(formatPrice(999)).toBe('₹999');
    expect(formatPrice(1000)).toBe('₹1,000');
    expect(formatPrice(123456.5)).toBe('₹1,23,456.5');
    expect(formatPrice(12345678.25)).toBe('₹1,23,45,678.25');
    expect(formatPrice(49.999)).toBe('₹50');
    expect(formatPrice(-1234)).toBe('-₹1,234');
  });

  it('writes what Intl writes for en-IN rupees, for any price', () => {
    const prices = fc.oneof(
      fc.integer({ min: -1e9, max: 1e12 }),
      fc.integer({ min: 0, max: 1e9 }).map((paise) => paise / 100),
      fc.double({ min: 0, max: 1e9, noNaN: true }),
    );
    fc.assert(
      fc.property(prices, (price) => {
        expect(formatPrice(price)).toBe(intlRupees.format(price));
      }),
      { numRuns: 2000 },
    );
  });
});
