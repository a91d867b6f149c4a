// A business's public response time (docs/decisions/032-response-time.md): of the
// enquiries it received in the last 90 days, the share the seller acted on (moved out of New:
// contacted, quoted, won or lost) and the median time to that first action. The answers'
// fields are in schemas/response-time.ts, so that a card showing the phrase does not load zod.

/** The window the figure reads, ending now: enquiries received in the last 90 days. */
export const RESPONSE_TIME_WINDOW_DAYS = 90;
/** Fewer enquiries than this in the window and the figure is not shown: too few to mean much. */
export const RESPONSE_TIME_MIN_ENQUIRIES = 5;

/** How the figure reads: "within an hour", "within 3 hours", "within a day", "within 4 days". */
export type ResponseWithin =
  | { unit: 'hour' }
  | { unit: 'hours'; count: number }
  | { unit: 'day' }
  | { unit: 'days'; count: number };

/**
 * The bucket of a median: up to 60 minutes is within an hour; up to 12 hours, within the whole
 * hours it took (rounded up: 61 minutes is within 2 hours); up to 24 hours, within a day (a
 * seller who answers the next morning is not told "within 17 hours"); beyond, within the whole
 * days it took, rounded up.
 */
export function responseWithin(medianMinutes: number): ResponseWithin {
  const hours = Math.ceil(medianMinutes / 60);
  if (hours <= 1) return { unit: 'hour' };
  if (hours <= 12) return { unit: 'hours', count: hours };
  const days = Math.ceil(medianMinutes / (24 * 60));
  if (days <= 1) return { unit: 'day' };
  return { unit: 'days', count: days };
}
