import { eq } from 'drizzle-orm';
import {
  ERASED_BUYER_IN_SENTENCE,
  requirementNotification,
  withErasedBuyer,
  type Notification,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { requirementLeads, requirements } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { enqueueLeadAlert } from '../alerts/service.ts';
import { leadLink } from '../leads/service.ts';
import { announceNotification, insertNotification } from '../notifications/service.ts';
import { shortNeed } from './words.ts';

// An offer: a requirement handed to one business. It is a lead of source
// `requirement` in the business's one inbox, with the seller's notification and the usual alert
// (SMS and push jobs of the durable queue), all written in the caller's transaction, so the
// buyer's answer never waits for an alert and an offer is never without its alert.

export type OfferedRequirement = {
  id: string;
  need: string;
  contactPerson: string;
  phoneNo: string;
};
export type OfferTarget = { id: string; ownerId: string; rank: number | null };
/** Notifications written in a transaction, to announce once it has committed. */
export type Written = Array<{ userId: string; notification: Notification }>;

/**
 * Offers the requirement to each target not yet offered it (the unique pair is skipped), with
 * the notification and alert of each. Answers the notifications to announce after the commit.
 */
export async function writeOffers(
  tx: Database,
  requirement: OfferedRequirement,
  targets: readonly OfferTarget[],
  routedBy: 'match' | 'admin',
  now: Date,
): Promise<Written> {
  const written: Written = [];
  // A requirement whose buyer had their phone erased still passes to the next seller (its need
  // stands), as an erased lead: no name, no number, and nobody named in the seller's alert.
  const [{ erasedAt } = { erasedAt: null }] = await tx
    .select({ erasedAt: requirements.erasedAt })
    .from(requirements)
    .where(eq(requirements.id, requirement.id));
  for (const target of targets) {
    const [lead] = await tx
      .insert(requirementLeads)
      .values({
        contactPerson: requirement.contactPerson,
        phoneNo: requirement.phoneNo,
        query: requirement.need,
        fkBusinessId: target.id,
        fkRequirementId: requirement.id,
        routedBy,
        rank: target.rank,
        createdAt: now,
        erasedAt,
      })
      .onConflictDoNothing()
      .returning({ id: requirementLeads.id });
    if (!lead) continue;
    const url = leadLink('requirement', lead.id);
    const notification = await insertNotification(tx, {
      userId: target.ownerId,
      notification: erasedAt
        ? withErasedBuyer(requirementNotification('', shortNeed(requirement.need)))
        : requirementNotification(requirement.contactPerson, shortNeed(requirement.need)),
      redirect: url,
      createdAt: now,
    });
    await enqueueLeadAlert(
      tx,
      {
        sellerId: target.ownerId,
        contactPerson: erasedAt ? ERASED_BUYER_IN_SENTENCE : requirement.contactPerson,
        targetName: shortNeed(requirement.need),
        url,
      },
      now,
    );
    written.push({ userId: target.ownerId, notification });
  }
  return written;
}

/** After the commit: the queue's worker wakes for the alerts, the sellers' streams hear. */
export async function announceOffers(deps: AppDeps, written: Written) {
  if (written.length) deps.jobs.ring();
  for (const { userId, notification } of written) {
    // Saved already; a live-event hiccup only delays the badge until its next poll.
    await announceNotification(deps, userId, notification).catch(() => undefined);
  }
}
