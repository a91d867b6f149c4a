import { and, eq } from 'drizzle-orm';
import { reviewNotification, sellerReviewPath, type CreateReviewBody } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { enforceLimit } from '../../lib/rate-limit/index.ts';
import { addressKey } from '../../lib/visitor.ts';
import { consumeVerification, authenticate } from '../auth/service.ts';
import { hasContactedEnquiry, provedPhone } from '../buyer-enquiries/service.ts';
import { announceNotification, insertNotification } from '../notifications/service.ts';
import { lockBusiness, refreshBusinessRating, reviewSummary } from './aggregate.ts';
import { REVIEW_RATE_LIMITS } from './limits.ts';
import { refuseOwner, reviewTarget, type ReviewTarget } from './owner.ts';
import { listedWords } from './profanity.ts';
import { toPublicReview } from './shapes.ts';

// POST /api/public/review/create: a buyer writes a review, or edits theirs (one per phone per
// business). Published at once, unless it matches the word lists: then it is held (pending) in
// the administrator's queue, neither shown nor counted until approved.

type Caller = { ip: string; authorization: string | undefined };

/** The public business being reviewed, with its owner; locked for the rest of the transaction. */
async function lockedTarget(tx: Database, businessId: string): Promise<ReviewTarget> {
  await lockBusiness(tx, businessId);
  return reviewTarget(tx, businessId);
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
  // A buyer invited from My enquiries proved this phone there today; a proof of
  // another phone, forged or run out, counts as none: the code is asked for as usual.
  const provedToday =
    body.enquiryProof !== undefined &&
    (await provedPhone(deps.config.jwtSecret, body.enquiryProof, now))?.phoneNo === body.phoneNo;
  const flaggedWords = listedWords(body.name, body.text);

  const result = await deps.database.db.transaction(async (tx) => {
    const target = await lockedTarget(tx, body.fkBusinessId);
    refuseOwner(target, body.phoneNo, auth?.user.id);
    if (!ownPhone && !provedToday) {
      await consumeVerification(tx, body.phoneNo, 'ReviewBusiness', now);
    }
    const verifiedEnquiry = await hasContactedEnquiry(tx, target.id, body.phoneNo);

    const [existing] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.fkBusinessId, target.id), eq(reviews.phoneNo, body.phoneNo)));
    const fields = {
      name: body.name,
      rating: body.rating,
      text: body.text ?? null,
      flaggedWords,
      // Once verified, an edit keeps it (the enquiry happened).
      verifiedEnquiry: verifiedEnquiry || Boolean(existing?.verifiedEnquiry),
      ...(ownPhone ? { fkUserId: auth!.user.id } : {}),
    };
    // A review the word lists flag is held (pending): neither shown nor counted until an
    // administrator approves it. An edit of a hidden review stays hidden and goes back to the
    // queue; an edit of a held one stays held; a published one edited into flagged words is held.
    const flagged = flaggedWords.length > 0;
    let saved;
    if (existing) {
      const status =
        existing.status === 'published' && flagged ? ('pending' as const) : existing.status;
      const [row] = await tx
        .update(reviews)
        .set({
          ...fields,
          status,
          isWaiting: existing.isWaiting || flagged || existing.status !== 'published',
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
          status: flagged ? 'pending' : 'published',
          isWaiting: flagged,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      saved = row!;
    }
    await refreshBusinessRating(tx, target.id);
    // The seller hears of a new review when it is published: a held one on approval
    // (moderation.ts).
    const notification =
      existing || saved.status !== 'published'
        ? null
        : await insertNotification(tx, {
            userId: target.ownerId,
            notification: reviewNotification(body.name, body.rating, target.name),
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
    held: result.saved.status === 'pending',
    summary: result.summary,
  };
}
