import type { LeadStatus } from './schemas/enquiries.ts';
import { LEAD_MSG } from './workspace-messages.ts';

// A lead's life (docs/decisions/029): the one status machine the server enforces
// and the web app draws its buttons from.
//
//   new → contacted → quoted → won | lost      (forward, steps may be skipped)
//   won ↔ lost, won | lost → quoted            (a closed lead is corrected or reopened)
//
// Nothing goes back to New: New means nobody has acted on the lead, and the first action's time
// is kept for good. An open lead never moves backward, so its history reads in order.

/** Where a lead of each status may move next (staying put is always allowed). */
export const LEAD_STATUS_MOVES: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['contacted', 'quoted', 'won', 'lost'],
  contacted: ['quoted', 'won', 'lost'],
  quoted: ['won', 'lost'],
  won: ['lost', 'quoted'],
  lost: ['won', 'quoted'],
};

/** Won and lost close a lead: no reminders for it any more. */
export const isClosedStatus = (status: LeadStatus) => status === 'won' || status === 'lost';

/** Why `from` cannot become `to`, in the seller's words; null when it can (or stays). */
export function statusMoveRefusal(from: LeadStatus, to: LeadStatus): string | null {
  if (from === to || LEAD_STATUS_MOVES[from].includes(to)) return null;
  return to === 'new' ? LEAD_MSG.statusNotBackToNew : LEAD_MSG.statusOnlyForward;
}
