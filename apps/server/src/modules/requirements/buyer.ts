import { and, eq, ne, sql } from 'drizzle-orm';
import { REQUIREMENT_MSG, type BuyerRequirement } from '@haat/shared';
import { requirements } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { requireProvedPhone } from '../buyer-enquiries/service.ts';
import { buyerRequirements } from './read.ts';

// The buyer's side of a requirement, with the proof of the phone that posted it (My
// enquiries' proof, docs/decisions/031-buyer-enquiries.md): only that phone's own requirements,
// never a removed one (the administrator took it down: gone for the buyer too).

const provedPhoneOf = async (deps: AppDeps, proof: string) =>
  (await requireProvedPhone(deps.config.jwtSecret, proof, deps.clock.now())).phoneNo;

const ownLive = (phoneNo: string) =>
  and(eq(requirements.phoneNo, phoneNo), ne(requirements.status, 'removed'));

/** POST /api/requirements/fetch {proof, id}. */
export async function fetchForBuyer(
  deps: AppDeps,
  body: { proof: string; id: string },
): Promise<BuyerRequirement> {
  const phoneNo = await provedPhoneOf(deps, body.proof);
  const [found] = await buyerRequirements(
    deps.database.db,
    and(eq(requirements.id, body.id), ownLive(phoneNo)),
    deps.clock.now(),
    1,
  );
  if (!found) throw notFound(REQUIREMENT_MSG.notFound);
  return found;
}

/** POST /api/requirements/mine {proof}: the proved phone's requirements, newest first. */
export async function mineForBuyer(deps: AppDeps, body: { proof: string }) {
  const phoneNo = await provedPhoneOf(deps, body.proof);
  return buyerRequirements(deps.database.db, ownLive(phoneNo), deps.clock.now());
}

/**
 * POST /api/requirements/close {proof, id}: "I found what I needed". Its offers not yet answered
 * can no longer be (offerGone); the sellers who accepted keep their lead. Closed already → 409.
 */
export async function closeForBuyer(
  deps: AppDeps,
  body: { proof: string; id: string },
): Promise<BuyerRequirement> {
  const phoneNo = await provedPhoneOf(deps, body.proof);
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: requirements.status })
      .from(requirements)
      .where(and(eq(requirements.id, body.id), ownLive(phoneNo)))
      .for('update');
    if (!row) throw notFound(REQUIREMENT_MSG.notFound);
    if (row.status === 'closed') throw conflict(REQUIREMENT_MSG.alreadyClosed);
    await tx
      .update(requirements)
      .set({ status: 'closed', closedAt: now })
      .where(eq(requirements.id, body.id));
  });
  const [found] = await buyerRequirements(
    deps.database.db,
    sql`${requirements.id} = ${body.id}`,
    now,
    1,
  );
  return found!;
}
