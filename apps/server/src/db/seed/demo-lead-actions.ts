import type { businessLeads, productLeads, serviceLeads } from '../schema/index.ts';
import { createRandom } from './random.ts';

// The demo sellers act on their enquiries (docs/decisions/032-response-time.md), so
// the demo shows response times: each business has its own pace (a median from under an hour to
// about a day) and answers most of its enquiries, a few never. An action later than the seed's
// `now` has not happened yet: that enquiry is still New. Drawn from a PRNG of its own, so the
// rest of the demo data (drawn before) is unchanged.

type LeadRow = (
  | typeof businessLeads.$inferInsert
  | typeof productLeads.$inferInsert
  | typeof serviceLeads.$inferInsert
) & { createdAt?: Date | null };

const MINUTE = 60_000;
/** A business's typical minutes to its first action on an enquiry. */
const PACES = [35, 50, 90, 150, 300, 600, 1200] as const;
/** The share of its enquiries a business ever acts on. */
const DILIGENCE = [0.97, 0.9, 0.8, 0.65] as const;
/** Where an acted-on enquiry stands after the seller's first move. */
const FIRST_MOVES = ['contacted', 'contacted', 'contacted', 'quoted', 'won'] as const;

/** Sets first_action_at, status, status_changed_at and read_at on `leads` (of one seller). */
export function actOnDemoLeads(sellerIndex: number, leads: readonly LeadRow[], now: number) {
  const random = createRandom(`haat-demo-lead-actions-${sellerIndex}`);
  const habits = new Map<string, { pace: number; diligence: number }>();
  const ordered = [...leads].sort(
    (a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0),
  );
  for (const lead of ordered) {
    if (!lead.createdAt) continue;
    let habit = habits.get(lead.fkBusinessId);
    if (!habit) {
      habit = { pace: random.pick(PACES), diligence: random.pick(DILIGENCE) };
      habits.set(lead.fkBusinessId, habit);
    }
    const acts = random.chance(habit.diligence);
    const minutes = random.int(Math.round(habit.pace * 0.3), Math.round(habit.pace * 1.8));
    const move = random.pick(FIRST_MOVES);
    const at = new Date(lead.createdAt.getTime() + minutes * MINUTE);
    if (!acts || at.getTime() > now) continue;
    lead.firstActionAt = at;
    lead.status = move;
    lead.statusChangedAt = at;
    lead.readAt = at;
  }
}
