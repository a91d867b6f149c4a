import { and, eq, sql } from 'drizzle-orm';
import { REVIEW_MSG, type ReviewReportReason } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { reviewHelpfulVotes, reviewReports, reviews } from '../../db/schema/index.ts';
import { publicBusinessExists } from '../../db/visibility.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { enforceLimit } from '../../lib/rate-limit/index.ts';
import { addressKey, visitorHash, type Visitor } from '../../lib/visitor.ts';
import { REVIEW_RATE_LIMITS } from './limits.ts';

// 'Helpful' and 'Report' need no account, so a visitor is known by an HMAC of their address (an
// IPv4 address, an IPv6 /64: lib/visitor.ts; as views count them, without the day: a vote is for
// good), never by the address itself nor by the browser, which anyone can change with every call
//. Clearing cookies or changing browsers changes nothing; another network
// counts again, which the per-address limits keep small (docs/decisions/015-reviews.md). Buyers
// behind one shared (carrier-grade NAT) address count as one: the first one's vote counts.

/** The visitor's key in the votes and reports tables (also how reads.ts finds their votes). */
export const helpfulVoterKey = (deps: Pick<AppDeps, 'config'>, visitor: Visitor) =>
  visitorHash(deps.config.jwtSecret, 'review-vote', visitor);
const visitorKey = helpfulVoterKey;

/** A published review of a public business, or 404 alike for anything else. */
async function publishedReview(db: Database, id: string) {
  const [row] = await db
    .select({ id: reviews.id, businessId: reviews.fkBusinessId })
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.status, 'published')));
  if (!row || !(await publicBusinessExists(db, row.businessId))) {
    throw notFound(REVIEW_MSG.reviewNotFound);
  }
  return row;
}

/** PUT /api/public/review/helpful: counts once per visitor; again answers counted: false. */
export async function markHelpful(deps: AppDeps, id: string, visitor: Visitor) {
  const { helpfulPerIp } = REVIEW_RATE_LIMITS;
  await enforceLimit(
    deps.limiter,
    addressKey('review:helpful', visitor),
    helpfulPerIp.limit,
    helpfulPerIp.windowSeconds,
  );
  const db = deps.database.db;
  const review = await publishedReview(db, id);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(reviewHelpfulVotes)
      .values({
        fkReviewId: review.id,
        visitorHash: visitorKey(deps, visitor),
        createdAt: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: reviewHelpfulVotes.fkReviewId });
    const [row] = inserted.length
      ? await tx
          .update(reviews)
          .set({
            helpfulCount: sql`${reviews.helpfulCount} + 1`,
            // A vote is not a change of the review: its updatedAt stays.
            updatedAt: sql`${reviews.updatedAt}`,
          })
          .where(eq(reviews.id, review.id))
          .returning({ helpfulCount: reviews.helpfulCount })
      : await tx
          .select({ helpfulCount: reviews.helpfulCount })
          .from(reviews)
          .where(eq(reviews.id, review.id));
    return { counted: inserted.length > 0, helpfulCount: row?.helpfulCount ?? 0 };
  });
}

/**
 * POST /api/public/review/report: once per visitor and review. The review stays published and
 * waits in the administrator's queue, even if an administrator kept it before: a new report is
 * new information.
 */
export async function reportReview(
  deps: AppDeps,
  input: { id: string; reason: ReviewReportReason; details?: string | undefined },
  visitor: Visitor,
) {
  const { reportPerIp } = REVIEW_RATE_LIMITS;
  await enforceLimit(
    deps.limiter,
    addressKey('review:report', visitor),
    reportPerIp.limit,
    reportPerIp.windowSeconds,
  );
  const db = deps.database.db;
  const review = await publishedReview(db, input.id);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(reviewReports)
      .values({
        fkReviewId: review.id,
        visitorHash: visitorKey(deps, visitor),
        reason: input.reason,
        details: input.details ?? null,
        createdAt: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: reviewReports.id });
    if (!inserted.length) return { reported: false };
    await tx
      .update(reviews)
      .set({
        reportCount: sql`${reviews.reportCount} + 1`,
        isWaiting: true,
        updatedAt: sql`${reviews.updatedAt}`,
      })
      .where(eq(reviews.id, review.id));
    return { reported: true };
  });
}
