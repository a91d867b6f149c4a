import { sql } from 'drizzle-orm';

// A posted requirement offered to a business is a lead of source `requirement` in its
// inbox (table requirement_leads). What the inbox, the counts, a lead's life and the reminders
// share about those rows, written once so they all agree on which rows a seller sees.

/**
 * The requirement lead `l` is in its seller's inbox: offered or accepted (a declined one went to
 * the next seller and is not theirs), and its requirement not removed by the administrator (an
 * abusive one leaves every inbox). Deleted leads are each caller's own `l.deleted_at` rule.
 */
export const requirementLeadShown = sql.raw(
  `l.offer <> 'declined' and not exists (select 1 from requirements rq
     where rq.id = l.fk_requirement_id and rq.status = 'removed')`,
);

/**
 * The requirement lead `l` is the seller's own lead: they accepted it, so its phone shows and it
 * lives as any lead (status, note, follow-up). An offered one is only a need to answer.
 */
export const requirementLeadAccepted = sql.raw(`l.offer = 'accepted'`);
