import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import { idSchema, type SellerReview } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { businesses, reviews } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Authenticated } from '../auth/service.ts';
import { toSellerReview } from './shapes.ts';

// The seller's side (/api/userAdmin/review): the reviews of their own businesses only; another
// seller's business or review answers 404 like an unknown one.

const isId = (value: string) => idSchema.safeParse(value).success;

/**
 * The seller's businesses' reviews, less those held by the word lists: a held review
 * is not on any page until an administrator approves it, and its seller hears of it then.
 */
const ownBusinesses = (auth: Authenticated) =>
  and(eq(businesses.fkUserId, auth.user.id), isNull(businesses.deletedAt));
const ownReviews = (auth: Authenticated) => and(ownBusinesses(auth), ne(reviews.status, 'pending'));

/** GET fetchAll: newest first, of one business or all of theirs, optionally of one star rating. */
export async function sellerReviews(
  db: Database,
  auth: Authenticated,
  query: {
    fkBusinessId?: string | undefined;
    rating?: number | undefined;
    pageNo: number;
    perPage: number;
  },
): Promise<{ reviews: SellerReview[]; total: number }> {
  if (query.fkBusinessId !== undefined) {
    if (!isId(query.fkBusinessId)) throw notFound();
    const [own] = await db
      .select({ id: businesses.id })
      .from(businesses)
      .where(and(eq(businesses.id, query.fkBusinessId), ownBusinesses(auth)));
    if (!own) throw notFound();
  }
  const where = and(
    ownReviews(auth),
    query.fkBusinessId ? eq(reviews.fkBusinessId, query.fkBusinessId) : undefined,
    query.rating ? eq(reviews.rating, query.rating) : undefined,
  );
  const [found, [total]] = await Promise.all([
    db
      .select({ review: reviews, business: { id: businesses.id, name: businesses.name } })
      .from(reviews)
      .innerJoin(businesses, eq(businesses.id, reviews.fkBusinessId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.perPage)
      .offset((query.pageNo - 1) * query.perPage),
    db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(businesses, eq(businesses.id, reviews.fkBusinessId))
      .where(where),
  ]);
  return {
    reviews: found.map(({ review, business }) => toSellerReview(review, business)),
    total: total?.n ?? 0,
  };
}

/** One review of the seller's businesses (where the notification of a new review leads). */
export async function sellerReview(db: Database, auth: Authenticated, id: string) {
  // The generic 404, as for another seller's leads: an id of another seller's review says nothing.
  if (!isId(id)) throw notFound();
  const [found] = await db
    .select({ review: reviews, business: { id: businesses.id, name: businesses.name } })
    .from(reviews)
    .innerJoin(businesses, eq(businesses.id, reviews.fkBusinessId))
    .where(and(eq(reviews.id, id), ownReviews(auth)));
  if (!found) throw notFound();
  return found;
}

/**
 * PUT reply: the seller's one public reply to a review, written the first time and replaced after
 * (the first reply's date stays). Answers the review and whether the reply was new.
 */
export async function replyToReview(
  deps: AppDeps,
  auth: Authenticated,
  input: { id: string; reply: string },
) {
  const db = deps.database.db;
  const { review, business } = await sellerReview(db, auth, input.id);
  const now = deps.clock.now();
  const [row] = await db
    .update(reviews)
    .set({
      reply: input.reply,
      repliedAt: review.repliedAt ?? now,
      replyUpdatedAt: now,
    })
    .where(eq(reviews.id, review.id))
    .returning();
  return { review: toSellerReview(row!, business), isFirstReply: review.reply === null };
}
