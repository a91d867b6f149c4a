// Autocomplete of the search box: GET /api/public/search/suggestions?q=&kind=&city=
// answers up to 8 suggestions as the visitor types (docs/search.md, decision 018).
import { z } from 'zod';
import { CATEGORY_TYPES } from '../constants.ts';
import { PUBLIC_MSG } from '../domain-messages.ts';
import { publicCityField } from './public.ts';

export const SUGGESTION_LIMITS = {
  /** The most suggestions an answer holds. */
  max: 8,
  /** Longer text is refused (400): nobody types a suggestion's start that long. */
  maxTextLength: 60,
  /** Businesses are matched from this many characters (their trigram index needs three). */
  businessMinLength: 3,
  /** The web asks after the visitor stops typing for this long. */
  debounceMs: 150,
} as const;

export const SUGGESTION_TYPES = ['category', 'subCategory', 'query', 'business'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

/**
 * The text typed so far: trimmed, inner spaces collapsed. Empty text answers no suggestions
 * (not an error: the box asks as soon as it is used); more than 60 characters is a 400.
 */
export const suggestionTextField = z
  .string()
  .optional()
  .transform((text) => (text ?? '').replace(/\s+/g, ' ').trim())
  .pipe(z.string().max(SUGGESTION_LIMITS.maxTextLength, PUBLIC_MSG.suggestionTextTooLong));

export const publicSuggestionsQuery = z.object({
  q: suggestionTextField,
  /**
   * One kind only, when given. Without it (the web's box) both kinds are offered, each
   * suggestion saying its kind: 'plu' offers Plumbers (services) on the home page's box.
   */
  kind: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.enum(CATEGORY_TYPES, { error: PUBLIC_MSG.suggestionKindInvalid }).optional(),
  ),
  city: publicCityField,
});
export type PublicSuggestionsQuery = z.infer<typeof publicSuggestionsQuery>;

/**
 * One suggestion. `label` is what the list shows (and, for a query, the text searched);
 * `labelHi` its Hindi name where the catalogue has one. Categories and sub-categories carry
 * their id and type (the web opens their page), a business its id and type (its profile), a
 * query how many public listings carry it (`count`, from the catalogue, never invented).
 */
export const suggestionSchema = z.object({
  type: z.enum(SUGGESTION_TYPES),
  label: z.string(),
  labelHi: z.string().nullable().optional(),
  id: z.string().optional(),
  kind: z.enum(CATEGORY_TYPES),
  count: z.number().int().min(0).optional(),
  /** A business's city, so two shops of the same name can be told apart. */
  city: z.string().optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsAnswerSchema = z.object({
  suggestions: z.array(suggestionSchema).max(SUGGESTION_LIMITS.max),
});
export type SuggestionsAnswer = z.infer<typeof suggestionsAnswerSchema>;
