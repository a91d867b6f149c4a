import { z } from 'zod';

// The response time's fields in answers; what they mean: ../response-time.ts.

/**
 * What public answers carry (the business page, the shop page, product and service cards): the
 * median minutes from an enquiry to the seller's first action on it, the share acted on as a
 * whole percent, and how many enquiries that is of. Null while the business has fewer than
 * RESPONSE_TIME_MIN_ENQUIRIES in the window, or has acted on none (there is no time to say).
 */
export const responseTimeSchema = z
  .object({
    medianMinutes: z.number().int().nonnegative(),
    actedShare: z.number().int().min(0).max(100),
    enquiries: z.number().int(),
  })
  .nullable();
export type ResponseTime = z.infer<typeof responseTimeSchema>;

/** One window's figure as the seller sees it in insights: the counts, even under the threshold. */
export const responseTimeTallySchema = z.object({
  enquiries: z.number().int(),
  acted: z.number().int(),
  /** Percent of the enquiries acted on, rounded; null with no enquiry. */
  actedShare: z.number().int().nullable(),
  /** Median minutes to the first action among the acted ones; null when none was acted on. */
  medianMinutes: z.number().int().nullable(),
});
export type ResponseTimeTally = z.infer<typeof responseTimeTallySchema>;
