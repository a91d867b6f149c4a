import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { erasures } from '../../db/schema/index.ts';

// A seller's requested deletion waits a grace period (modules/account-data); signing in within it
// keeps the account. Here in auth because the sign-in cancels it and auth imports no module.

/** The deletion requests of an account still waiting: neither cancelled nor carried out. */
export const pendingDeletionOf = (userId: string) =>
  and(
    eq(erasures.kind, 'sellerAccount'),
    eq(erasures.userId, userId),
    isNull(erasures.cancelledAt),
    isNull(erasures.completedAt),
  );

/**
 * Called by a successful sign-in: the account's waiting deletion is cancelled. Answers whether
 * there was one (the login answer says so). The erasure's job still runs at its time and finds
 * the request cancelled; the row lock it takes orders the two.
 */
export async function cancelAccountDeletion(db: Database, userId: string, now: Date) {
  const cancelled = await db
    .update(erasures)
    .set({ cancelledAt: now })
    .where(pendingDeletionOf(userId))
    .returning({ id: erasures.id });
  return cancelled.length > 0;
}
