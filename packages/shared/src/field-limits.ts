import type { z } from 'zod';

/** The parts of a zod schema's definition the walk below reads (zod 4's `_zod.def`). */
type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
};

/**
 * The most characters a text field's rule accepts (for a list, each item's). Forms cap their
 * inputs with it, so every limit is written once, in its rule in packages/shared, and a form
 * can never allow more (or less) than the server takes. It looks through what wraps a string
 * (optional, nullable, default, preprocess, array) and throws when the field has no maximum, so a
 * form pointed at the wrong field fails its first render in the tests.
 */
export function maxCharsOf(field: z.ZodType): number {
  const seen: z.ZodType[] = [field];
  while (seen.length) {
    const schema = seen.shift() as z.ZodType & { maxLength?: number | null };
    if (typeof schema.maxLength === 'number') return schema.maxLength;
    const def = schema._zod.def as Def;
    for (const next of [def.innerType, def.out, def.in, def.element]) if (next) seen.push(next);
  }
  throw new Error('maxCharsOf: the field has no maximum length');
}
