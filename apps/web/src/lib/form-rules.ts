import { localizeMessage } from './rule-messages.ts';

/** What a form rule needs of a shared zod schema: safeParse and the first issue's message. */
export type ParsingSchema = {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
};

/**
 * A Mantine form rule from a shared schema (packages/shared): the first broken rule's message,
 * so a form shows exactly what the server would answer, in the current language.
 */
export const schemaRule =
  (schema: ParsingSchema) =>
  (value: unknown): string | null => {
    const result = schema.safeParse(value);
    if (result.success) return null;
    const message = result.error.issues[0]?.message;
    return message ? localizeMessage(message) : null;
  };

/** Empty (or only spaces) breaks the rule. */
export const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && !value.trim());

/** A rule that only asks for a value. */
export const requiredRule =
  (message: string) =>
  (value: unknown): string | null =>
    isBlank(value) ? message : null;

/** What a whole-form check needs of a shared zod schema: every issue with its path. */
export type PathParsingSchema = {
  safeParse(value: unknown):
    | { success: true }
    | {
        success: false;
        error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] };
      };
};

/**
 * Mantine form errors from a whole shared schema (rules that span fields, such as the price
 * rules, included): the first message per field path ('timings.0.from'), or null when valid.
 */
export function schemaErrors(
  schema: PathParsingSchema,
  value: unknown,
): Record<string, string> | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = localizeMessage(issue.message);
  }
  return errors;
}

/** The first error of a field or of anything under it ('tags', 'tags.2', 'workingHours.timings.0'). */
export function errorUnder(errors: Record<string, unknown>, path: string): string | undefined {
  const hit = Object.entries(errors).find(
    ([key, message]) => (key === path || key.startsWith(`${path}.`)) && typeof message === 'string',
  );
  return hit?.[1] as string | undefined;
}
