// Seller insights (docs/decisions/019-insights.md): the public tap call, the
// seller's read and its answer, and how a search's words are kept.
import { z } from 'zod';
import { INSIGHTS_MSG } from '../workspace-messages.ts';
import { envelopeSchema } from '../api.ts';
import { sellerIdParam } from './leads.ts';
import { publicIdField } from './public.ts';
import { responseTimeTallySchema } from './response-time.ts';

/** What a buyer taps on a listing: Call Now, WhatsApp, Share. */
export const TAP_ACTIONS = ['call', 'whatsapp', 'share'] as const;
export type TapAction = (typeof TAP_ACTIONS)[number];

/** POST /public/{product,service,business}/taps {id, action}, sent as a beacon. */
export const publicTapBody = z.object({
  id: publicIdField,
  action: z.enum(TAP_ACTIONS, { error: INSIGHTS_MSG.invalidAction }),
});

export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/** GET /userAdmin/insights/fetch {days, businessId?}: every business of the seller, or one. */
export const insightsQuery = z.object({
  days: z.coerce
    .number({ error: INSIGHTS_MSG.invalidDays })
    .refine(
      (days): days is InsightPeriod => (INSIGHT_PERIODS as readonly number[]).includes(days),
      {
        error: INSIGHTS_MSG.invalidDays,
      },
    )
    .default(30),
  businessId: sellerIdParam.optional(),
});

/** The six counts, in the order the screen shows them. */
export const INSIGHT_METRICS = [
  'views',
  'calls',
  'whatsapp',
  'shares',
  'enquiries',
  'appearances',
] as const;
export type InsightMetric = (typeof INSIGHT_METRICS)[number];
export type InsightCounts = Record<InsightMetric, number>;

const countsShape = Object.fromEntries(
  INSIGHT_METRICS.map((metric) => [metric, z.number()]),
) as Record<InsightMetric, z.ZodNumber>;
const totalSchema = z.object({
  value: z.number(),
  previous: z.number(),
  /** Percent against the previous period, rounded; null when that period counted nothing. */
  change: z.number().nullable(),
});

/** GET /userAdmin/insights/fetch's answer. */
export const insightsAnswerSchema = z.object({
  days: z.union(INSIGHT_PERIODS.map((days) => z.literal(days))),
  /** India days, 'YYYY-MM-DD', today included. */
  from: z.string(),
  to: z.string(),
  totals: z.object(
    Object.fromEntries(INSIGHT_METRICS.map((metric) => [metric, totalSchema])) as Record<
      InsightMetric,
      typeof totalSchema
    >,
  ),
  /** One entry per day of the period, zeros included, oldest first. */
  series: z.array(z.object({ ...countsShape, day: z.string() })),
  /** Products and services with the most views, calls, WhatsApp, shares and enquiries. */
  topListings: z.array(
    z.object({
      ...countsShape,
      _id: z.string(),
      kind: z.enum(['product', 'service']),
      name: z.string(),
      businessName: z.string(),
    }),
  ),
  /** The words buyers searched when the seller's listings were on their results. */
  searchTerms: z.array(z.object({ term: z.string(), appearances: z.number() })),
  /** Every business of the seller (for the choice of one), oldest first. */
  businesses: z.array(z.object({ _id: z.string(), name: z.string() })),
  /**
   * Each business shown's response time over the last 90 days, whatever the
   * period, beside the 90 days before them. Optional: an answer kept from before lacks it.
   */
  responseTimes: z
    .array(
      z.object({
        _id: z.string(),
        name: z.string(),
        current: responseTimeTallySchema,
        previous: responseTimeTallySchema,
      }),
    )
    .optional(),
  /**
   * Posted requirements each business shown was offered in the period, and how many
   * of them it accepted (answered). Optional: an answer kept from before lacks it.
   */
  requirements: z
    .array(
      z.object({
        _id: z.string(),
        name: z.string(),
        received: z.number().int(),
        answered: z.number().int(),
      }),
    )
    .optional(),
});
export type InsightsAnswer = z.infer<typeof insightsAnswerSchema>;

/** Envelopes of the insight calls' answers, for the routes' response schemas. */
export const INSIGHTS_ANSWERS = {
  tap: envelopeSchema(z.object({ counted: z.boolean() })),
  fetch: envelopeSchema(insightsAnswerSchema),
} as const;

/** How long a kept search term may be, in characters. */
export const SEARCH_TERM_MAX = 60;
const PHONE_MASK = '••••••••••';

/**
 * A search as it is kept for the seller: lower case, letters and digits only, spaces
 * collapsed, at most SEARCH_TERM_MAX characters (cut at a word), and every run of ten or more
 * digits (a phone number, even written with spaces or dashes) masked, so a number a buyer typed
 * is never stored. Null when nothing worth keeping is left.
 */
export function normaliseSearchTerm(raw: string): string | null {
  const words = raw
    .normalize('NFKC')
    .toLowerCase()
    .replace(/(?:\+?\d[\s\-.]*){10,}/gu, ` ${PHONE_MASK} `)
    .replace(/[^\p{L}\p{M}\p{N}•]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  let term = '';
  for (const word of words) {
    const next = term ? `${term} ${word}` : word;
    if (next.length > SEARCH_TERM_MAX) break;
    term = next;
  }
  if (!term && words[0]) term = words[0].slice(0, SEARCH_TERM_MAX);
  return term.replaceAll(PHONE_MASK, '').trim() ? term : null;
}
