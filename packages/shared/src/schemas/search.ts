// The answer of GET /public/product/search and /public/service/search
// (docs/decisions/017-search-engine.md):
// `{ searchResults, total }` as before, plus what the server understood of the text and, when
// nothing matched, what to try instead (docs/decisions/017-search-engine.md).
import { z } from 'zod';
import { CATEGORY_TYPES } from '../constants.ts';

/**
 * Present only when understanding changed the text: a served city or locality taken out as the
 * place ('plumber in pune'), 'near me' taken out, or a misspelling corrected ('mobail' → mobile);
 * or when the call named a locality (`locality`). `search` is the text actually searched; `city`
 * is then the place filter the answer used (a city name as the city picker writes it);
 * `locality` a part of that city ('Andheri West', 'Andheri' for both of its sides) as the
 * addresses of its businesses name it: the answer holds that locality's listings,
 * distances are measured from its centre, and Nearest orders by them.
 */
export const searchUnderstoodSchema = z.object({
  search: z.string(),
  city: z.string().optional(),
  locality: z.string().optional(),
  /**
   * Nothing matched in `locality`: the answer is the whole city's ("None in Andheri — showing
   * Mumbai"), distances still from the locality's centre.
   */
  localityEmpty: z.literal(true).optional(),
  nearMe: z.boolean().optional(),
  /** The visitor's text before spelling correction, when words were corrected. */
  correctedFrom: z.string().optional(),
});
export type SearchUnderstood = z.infer<typeof searchUnderstoodSchema>;

/**
 * A category or sub-category whose name matches the words. The web links to it as it links
 * its cards: `level` 'category' → /category/{id} (/service/category/{id} for services),
 * 'subCategory' → /subCategory/{id} (/service/subCategory/{id}), the route id encoding
 * `{ _id: id, category | subCategory: name }` (apps/web/src/lib/route-ids.ts).
 */
export const searchAlternativeCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Hindi name, when the catalogue has one. */
  nameHi: z.string().nullable().optional(),
  level: z.enum(['category', 'subCategory']),
  type: z.enum(CATEGORY_TYPES),
});
export type SearchAlternativeCategory = z.infer<typeof searchAlternativeCategorySchema>;

/** Present only when `total` is 0 (spec: 'No result found'), each part only when it has something. */
export const searchAlternativesSchema = z.object({
  /** A corrected spelling of the text that finds listings (same place and filters). */
  didYouMean: z.string().optional(),
  /** How many listings the same words find All Over India, when a city was chosen. */
  allIndiaTotal: z.number().int().min(0).optional(),
  /** Up to 3 categories or sub-categories matching the words. */
  categories: z.array(searchAlternativeCategorySchema).max(3).optional(),
});
export type SearchAlternatives = z.infer<typeof searchAlternativesSchema>;

/**
 * Where counting stops on lists whose matches are costly to count: lists with words, a radius or
 * a filter (issues 21 and 23; a list with none of them, whole or of one category or sub-category,
 * has its exact total kept by the server). Past it the answer's `total` is this number and
 * `totalCapped` is true: the web shows "1,000+ results" and keeps paging while pages come back
 * full.
 */
export const LISTING_TOTAL_CAP = 1000;

/** Beside a list's `total`: present (true) only when counting stopped at LISTING_TOTAL_CAP. */
export const listingTotalExtrasSchema = z.object({
  totalCapped: z.literal(true).optional(),
});
export type ListingTotalExtras = z.infer<typeof listingTotalExtrasSchema>;

/** The extra fields of a search answer, beside `searchResults` and `total`. */
export const searchAnswerExtrasSchema = listingTotalExtrasSchema.extend({
  understood: searchUnderstoodSchema.optional(),
  alternatives: searchAlternativesSchema.optional(),
  /**
   * The kind the words ask for, on the first page of a search with words: the kind
   * whose sub-categories (else categories) the words or their synonyms name ('plumber' →
   * Plumbers: service; 'mobile' → Mobile Covers: product), unless that kind has nothing here
   * and the asked kind has results; naming both kinds or neither, the asked kind, or the other
   * when only the other has results. The web's search page follows it when the address names
   * no kind (a search from the home page's box).
   */
  suggestedKind: z.enum(CATEGORY_TYPES).optional(),
  /**
   * How many listings of the other kind the same words find in the same place, with the filters
   * the Products/Services toggle carries over (price range, discount); counted up to
   * LISTING_TOTAL_CAP like `total` (then `otherKindTotalCapped`). On the first page of a search
   * with words only.
   */
  otherKindTotal: z.number().int().min(0).optional(),
  otherKindTotalCapped: z.literal(true).optional(),
});
export type SearchAnswerExtras = z.infer<typeof searchAnswerExtrasSchema>;
