import { ACCOUNT_MSG } from '@haat/shared';
import { erasures } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { forbidden } from '../../lib/http-error.ts';
import { enqueueJob } from '../../lib/jobs/queue.ts';
import type { Authenticated } from '../auth/service.ts';
import { consumeVerification, pendingDeletionOf, revokeUserSessions } from '../auth/service.ts';

// A seller asks to delete their account (docs/decisions/037-personal-data.md): their phone's
// DeleteAccount code proves it is them at the moment, not only someone holding their open
// session; the account then waits its grace period, signed out everywhere, and signing in
// before the end cancels it. The erasure itself is a job of the durable queue due at that end
// (erasure.ts), so it happens even if no instance is up at that very moment.

/** The durable queue's kind of the job that erases an account when its grace period ends. */
export const ACCOUNT_ERASURE = 'accountErasure';

export type AccountErasurePayload = { erasureId: string };

const DAY_MS = 24 * 60 * 60_000;

/**
 * Records the request and its job in one transaction, spending the phone's verification and
 * ending every session of the account. A request already waiting is answered again (its due
 * date stands), so a second tap cannot push the erasure later.
 */
export async function requestAccountDeletion(deps: AppDeps, auth: Authenticated) {
  const { user } = auth;
  if (user.role === 'admin') throw forbidden(ACCOUNT_MSG.adminNotDeletable);
  const now = deps.clock.now();
  const dueAt = await deps.database.db.transaction(async (tx) => {
    await consumeVerification(tx, user.phoneNo, 'DeleteAccount', now);
    const [waiting] = await tx
      .select({ dueAt: erasures.dueAt })
      .from(erasures)
      .where(pendingDeletionOf(user.id))
      .limit(1);
    await revokeUserSessions(tx, user.id, now);
    if (waiting) return waiting.dueAt;
    const due = new Date(now.getTime() + deps.config.accountDeletionGraceDays * DAY_MS);
    const [erasure] = await tx
      .insert(erasures)
      .values({ kind: 'sellerAccount', userId: user.id, requestedAt: now, dueAt: due })
      .returning({ id: erasures.id });
    const payload: AccountErasurePayload = { erasureId: erasure!.id };
    await enqueueJob(tx, { kind: ACCOUNT_ERASURE, payload, runAt: due });
    return due;
  });
  return { dueAt: dueAt.toISOString() };
}
