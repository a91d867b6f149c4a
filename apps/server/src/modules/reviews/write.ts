import { and, eq, sql } from 'drizzle-orm';
import {
  PUBLIC_MSG,
  REVIEW_MSG,
  reviewNotificationText,
  sellerReviewPath,
  type CreateReviewBody,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { enforceLimit } from '../../lib/rate-limit/index.ts';
import { addressKey } from '../../lib/visitor.ts';
import { consumeVerification, authenticate } from '../auth/service.ts';
import { BUSINESS_VISIBLE, rows } from '../discovery/service.ts';
import { announceNotification, insertNotification } from '../notifications/service.ts';
import { lockBusiness, refreshBusinessRating, reviewSummary } from './aggregate.ts';
import { REVIEW_RATE_LIMITS } from './limits.ts';
import { listedWords } from './profanity.ts';
import { toPublicReview } from './shapes.ts';

// POST /api/public/review/create: a buyer writes a review, or edits theirs (one per phone per
// business). Published at once; a review matching the word lists also waits in the queue.

type Caller = { ip: string; authorization: string | undefined };

type Target = { id: string; name: string; phoneNo: string; ownerId: string; ownerPhone: string };

/** The public business being reviewed, with its owner; locked for the rest of the transaction. */
async function lockedTarget(tx: Database, businessId: string): Promise<Target> {
  await lockBusiness(tx, businessId);
  const [target] = await rows<Target>(
    tx,
    sql`select b.id, b.name, b.phone_no as "phoneNo", b.fk_user_id as "ownerId", u.phone_no as "ownerPhone"
          from businesses b join users u on u.id = b.fk_user_id
         where b.id = ${businessId} and ${BUSINESS_VISIBLE}`,
  );
  if (!target) throw notFound(PUBLIC_MSG.businessNotFound);
  return target;
}

/**
 * Writes or edits the review of `body.phoneNo` for the business. The phone must have passed an
 * OTP of type ReviewBusiness within the last 10 minutes (spent here, so one OTP writes once),
 * unless the caller is signed in with that very phone, verified when the account was made. The
 * owner (their account's phone, the business's listed phone, or their session) is refused before
 * any OTP is spent. A new review notifies the seller; the business's rating is recomputed in the
 * same transaction.
 */
export async function writeReview(deps: AppDeps, body: CreateReviewBody, caller: Caller) {
  const { writePerIp, writePerPhone } = REVIEW_RATE_LIMITS;
  await enforceLimit(
    deps.limiter,
    addressKey('review:write', caller),
    writePerIp.limit,
    writePerIp.windowSeconds,
  );
  await enforceLimit(
    deps.limiter,
    `review:phone:${body.phoneNo}`,
    writePerPhone.limit,
    writePerPhone.windowSeconds,
  );
  // A stale or foreign token only means the caller is treated as a visitor.
  const auth = caller.authorization ? await authenticate(deps, caller.authorization) : null;
  const ownPhone = auth !== null && auth.user.phoneNo === body.phoneNo;
  const now = deps.clock.now();
  const flaggedWords = listedWords(body.name, body.text);

  const result = await deps.database.db.transaction(async (tx) => {
    const target = await lockedTarget(tx, body.fkBusinessId);
    if (
      body.phoneNo === target.ownerPhone ||
      body.phoneNo === target.phoneNo ||
      auth?.user.id === target.ownerId
    ) {
      throw badRequest(REVIEW_MSG.ownBusiness);
    }
    if (!ownPhone) await consumeVerification(tx, body.phoneNo, 'ReviewBusiness', now);

    const [existing] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.fkBusinessId, target.id), eq(reviews.phoneNo, body.phoneNo)));
    const fields = {
      name: body.name,
      rating: body.rating,
      text: body.text ?? null,
      flaggedWords,
      ...(ownPhone ? { fkUserId: auth!.user.id } : {}),
    };
    let saved;
    if (existing) {
      // An edit of a hidden review stays hidden and goes back to the queue for a new look.
      const [row] = await tx
        .update(reviews)
        .set({
          ...fields,
          isWaiting: existing.isWaiting || flaggedWords.length > 0 || existing.status === 'hidden',
          editedAt: now,
          updatedAt: now,
        })
        .where(eq(reviews.id, existing.id))
        .returning();
      saved = row!;
    } else {
      const [row] = await tx
        .insert(reviews)
        .values({
          ...fields,
          fkBusinessId: target.id,
          phoneNo: body.phoneNo,
          isWaiting: flaggedWords.length > 0,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      saved = row!;
    }
    await refreshBusinessRating(tx, target.id);
    const notification = existing
      ? null
      : await insertNotification(tx, {
          userId: target.ownerId,
          notification: reviewNotificationText(body.name, body.rating, target.name),
          redirect: sellerReviewPath(saved.id),
          createdAt: now,
        });
    return {
      saved,
      isUpdate: Boolean(existing),
      ownerId: target.ownerId,
      notification,
      summary: await reviewSummary(tx, target.id),
    };
  });
  if (result.notification) {
    // Saved with the review; a live-event hiccup only delays the badge until its next poll.
    await announceNotification(deps, result.ownerId, result.notification).catch(() => undefined);
  }
  return {
    review: toPublicReview(result.saved),
    isUpdate: result.isUpdate,
    summary: result.summary,
  };
}
