import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { PUBLIC_MSG, type PublicReviewsPage, type ReviewSort } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { reviewHelpfulVotes, reviews } from '../../db/schema/index.ts';
import { publicBusinessExists } from '../../db/visibility.ts';
import { notFound } from '../../lib/http-error.ts';
import { reviewSummary } from './aggregate.ts';
import { toPublicReview } from './shapes.ts';

// GET /api/public/review/fetchAll: what a business, product or service page shows.

const ORDER: Record<ReviewSort, ReturnType<typeof desc>[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
};

/**
 * A public business's published reviews (newest first or most helpful first, a page at a time,
 * each with its seller's reply, and whether the visitor asking already marked it helpful) and
 * its summary. A business that is not public answers 404.
 */
export async function publicReviews(
  db: Database,
  query: { fkBusinessId: string; sort: ReviewSort; pageNo: number; perPage: number },
  /** The visitor's vote key (votes.ts helpfulVoterKey); none: nothing is marked. */
  voter: string | null = null,
): Promise<PublicReviewsPage> {
  if (!(await publicBusinessExists(db, query.fkBusinessId))) {
    throw notFound(PUBLIC_MSG.businessNotFound);
  }
  const where = and(eq(reviews.fkBusinessId, query.fkBusinessId), eq(reviews.status, 'published'));
  const [found, [total], summary] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.perPage)
      .offset((query.pageNo - 1) * query.perPage),
    db.select({ n: count() }).from(reviews).where(where),
    reviewSummary(db, query.fkBusinessId),
  ]);
  const marked = voter ? await markedBy(db, voter, found) : new Set<string>();
  return {
    summary,
    reviews: found.map((row) => ({ ...toPublicReview(row), markedHelpful: marked.has(row.id) })),
    total: total?.n ?? 0,
  };
}

/** Which of these reviews the visitor (their address, as the vote counts it) marked helpful. */
async function markedBy(db: Database, voter: string, found: { id: string }[]) {
  if (!found.length) return new Set<string>();
  const votes = await db
    .select({ id: reviewHelpfulVotes.fkReviewId })
    .from(reviewHelpfulVotes)
    .where(
      and(
        eq(reviewHelpfulVotes.visitorHash, voter),
        inArray(
          reviewHelpfulVotes.fkReviewId,
          found.map((row) => row.id),
        ),
      ),
    );
  return new Set(votes.map((vote) => vote.id));
}
