import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  REVIEW_MSG,
  reviewNotification,
  sellerReviewPath,
  type AdminReview,
  type ReviewQueueFilter,
  type ReviewStatus,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { businesses, reviewReports, reviews } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { adminAction, recordId } from '../audit/service.ts';
import { announceNotification, insertNotification } from '../notifications/service.ts';
import { lockBusiness, refreshBusinessRating } from './aggregate.ts';
import { toSellerReview, type ReviewRow } from './shapes.ts';

// The administrator's side (/api/admin/reviews): the queue of reviews waiting for a decision
// (reported, or held because they matched the word lists), and hide or restore with a reason. Each decision, its
// audit entry and the business's recomputed rating commit together (audit/action.ts).

const FILTERS: Record<ReviewQueueFilter, SQL | undefined> = {
  waiting: eq(reviews.isWaiting, true),
  hidden: eq(reviews.status, 'hidden'),
  all: undefined,
};

type Reports = AdminReview['reports'];

async function reportsOf(db: Database, ids: string[]): Promise<Map<string, Reports>> {
  const out = new Map<string, Reports>();
  if (!ids.length) return out;
  const found = await db
    .select()
    .from(reviewReports)
    .where(inArray(reviewReports.fkReviewId, ids))
    .orderBy(desc(reviewReports.createdAt));
  for (const report of found) {
    const list = out.get(report.fkReviewId) ?? [];
    list.push({
      reason: report.reason,
      details: report.details,
      createdAt: report.createdAt.toISOString(),
    });
    out.set(report.fkReviewId, list);
  }
  return out;
}

const toAdminReview = (
  row: ReviewRow,
  business: { id: string; name: string },
  reports: Reports,
): AdminReview => ({
  ...toSellerReview(row, business),
  // An erased reviewer's ERASED_PHONE is a placeholder, not a number to show.
  phoneNo: row.erasedAt === null ? row.phoneNo : '',
  isWaiting: row.isWaiting,
  flaggedWords: row.flaggedWords,
  reports,
  moderation:
    row.moderationAction && row.moderatedAt
      ? {
          action: row.moderationAction,
          reason: row.moderationReason ?? '',
          at: row.moderatedAt.toISOString(),
        }
      : null,
});

/** GET /api/admin/reviews: waiting reviews oldest first (a queue); hidden and all newest first. */
export async function moderationQueue(
  db: Database,
  query: { filter: ReviewQueueFilter; pageNo: number; perPage: number },
) {
  const where = FILTERS[query.filter];
  const order =
    query.filter === 'waiting'
      ? [asc(reviews.createdAt), asc(reviews.id)]
      : [desc(reviews.createdAt), desc(reviews.id)];
  const [found, [total]] = await Promise.all([
    db
      .select({ review: reviews, business: { id: businesses.id, name: businesses.name } })
      .from(reviews)
      .innerJoin(businesses, eq(businesses.id, reviews.fkBusinessId))
      .where(where)
      .orderBy(...order)
      .limit(query.perPage)
      .offset((query.pageNo - 1) * query.perPage),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  const reports = await reportsOf(
    db,
    found.map(({ review }) => review.id),
  );
  return {
    reviews: found.map(({ review, business }) =>
      toAdminReview(review, business, reports.get(review.id) ?? []),
    ),
    total: total?.n ?? 0,
  };
}

/** Reviews waiting for a decision, for the dashboard. */
export async function countWaitingReviews(db: Database) {
  const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.isWaiting, true));
  return row?.n ?? 0;
}

/**
 * PUT /api/admin/reviews/hide or /restore with a reason. Hide takes any review not already
 * hidden out of the public pages and the average (a held one stays out: rejected); restore
 * approves a held review (published for the first time), publishes a hidden one again, or keeps
 * a waiting published one (it leaves the queue). Either way the business's rating is recomputed.
 */
export async function moderateReview(
  deps: AppDeps,
  adminId: string,
  action: 'hide' | 'restore',
  input: { id: string; reason: string },
): Promise<{ review: AdminReview; message: string }> {
  const id = recordId(input.id, REVIEW_MSG.reviewNotFound);
  const notices: { ownerId: string; notification: Notice }[] = [];
  const answer = await adminAction(deps, adminId, async ({ tx, now, audit }) => {
    const [located] = await tx
      .select({ businessId: reviews.fkBusinessId })
      .from(reviews)
      .where(eq(reviews.id, id));
    if (!located) throw notFound(REVIEW_MSG.reviewNotFound);
    // The business first, as every change of its rating does (aggregate.ts).
    await lockBusiness(tx, located.businessId);
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!before) throw notFound(REVIEW_MSG.reviewNotFound);
    if (action === 'hide' && before.status === 'hidden') throw conflict(REVIEW_MSG.alreadyHidden);
    if (action === 'restore' && before.status === 'published' && !before.isWaiting) {
      throw conflict(REVIEW_MSG.notWaiting);
    }
    const [after] = await tx
      .update(reviews)
      .set({
        status: action === 'hide' ? 'hidden' : 'published',
        isWaiting: false,
        moderationAction: action,
        moderationReason: input.reason,
        moderatedAt: now,
        updatedAt: before.updatedAt,
      })
      .where(eq(reviews.id, id))
      .returning();
    await refreshBusinessRating(tx, before.fkBusinessId);
    await audit({
      action: `review.${action}`,
      entityType: 'review',
      entityId: id,
      before: { status: before.status, isWaiting: before.isWaiting },
      after: { status: after!.status, isWaiting: after!.isWaiting, reason: input.reason },
    });
    const [business] = await tx
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, before.fkBusinessId));
    // A held new review is published for the first time: now its seller hears of it (write.ts
    // tells them of published ones at once). An edit held and approved was told of when new.
    if (action === 'restore' && before.status === 'pending' && before.editedAt === null) {
      const [owner] = await tx
        .select({ id: businesses.fkUserId })
        .from(businesses)
        .where(eq(businesses.id, before.fkBusinessId));
      notices.push({
        ownerId: owner!.id,
        notification: await insertNotification(tx, {
          userId: owner!.id,
          notification: reviewNotification(after!.name, after!.rating, business!.name),
          redirect: sellerReviewPath(id),
          createdAt: now,
        }),
      });
    }
    const reports = await reportsOf(tx, [id]);
    return {
      review: toAdminReview(after!, business!, reports.get(id) ?? []),
      message: decisionMessage(action, before.status),
    };
  });
  for (const { ownerId, notification } of notices) {
    // Saved with the decision; a live-event hiccup only delays the badge until its next poll.
    await announceNotification(deps, ownerId, notification).catch(() => undefined);
  }
  return answer;
}

type Notice = Awaited<ReturnType<typeof insertNotification>>;

/**
 * What a decision did, in the administrator's words: approving a held review publishes it for
 * the first time, "Keep published" leaves a reported review as it was (only the queue changes),
 * and only a hidden review is published again.
 */
function decisionMessage(action: 'hide' | 'restore', before: ReviewStatus) {
  if (action === 'hide') return REVIEW_MSG.hidden;
  if (before === 'pending') return REVIEW_MSG.approved;
  if (before === 'published') return REVIEW_MSG.kept;
  return REVIEW_MSG.restored;
}
