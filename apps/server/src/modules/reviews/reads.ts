import { and, count, desc, eq } from 'drizzle-orm';
import { PUBLIC_MSG, type PublicReviewsPage, type ReviewSort } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { publicBusinessExists } from '../discovery/service.ts';
import { reviewSummary } from './aggregate.ts';
import { toPublicReview } from './shapes.ts';

// GET /api/public/review/fetchAll: what a business, product or service page shows.

const ORDER: Record<ReviewSort, ReturnType<typeof desc>[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
};

/**
 * A public business's published reviews (newest first or most helpful first, a page at a time,
 * each with its seller's reply) and its summary. A business that is not public answers 404.
 */
export async function publicReviews(
  db: Database,
  query: { fkBusinessId: string; sort: ReviewSort; pageNo: number; perPage: number },
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
  return { summary, reviews: found.map(toPublicReview), total: total?.n ?? 0 };
}
