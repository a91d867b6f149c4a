import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxCharsOf } from './field-limits.ts';
import { createProductBody } from './schemas/products.ts';
import { createServiceBody } from './schemas/services.ts';

describe('maxCharsOf', () => {
  it("reads a required or optional text field's maximum from its rule", () => {
    expect(maxCharsOf(createProductBody.shape.name)).toBe(150);
    expect(maxCharsOf(createProductBody.shape.sku)).toBe(60);
    expect(maxCharsOf(createServiceBody.shape.name)).toBe(150);
  });

  it('reads through nullable, default, preprocess and lists', () => {
    const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
    expect(maxCharsOf(z.string().max(7).nullable())).toBe(7);
    expect(maxCharsOf(z.string().max(8).default('x'))).toBe(8);
    expect(maxCharsOf(z.preprocess(blankToUndefined, z.string().trim().max(9).optional()))).toBe(9);
    expect(maxCharsOf(z.array(z.string().max(10)).max(6))).toBe(10);
    expect(maxCharsOf(z.email().max(254))).toBe(254);
  });

  it('throws for a field without a maximum, so a form cannot point at the wrong one', () => {
    expect(() => maxCharsOf(z.string())).toThrow('no maximum');
    expect(() => maxCharsOf(z.number().max(5))).toThrow('no maximum');
  });
});
