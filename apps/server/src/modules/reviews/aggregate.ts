import { sql } from 'drizzle-orm';
import type { ReviewSummary } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { rows } from '../../db/query.ts';

// A business's rating lives on its row (rating_average, rating_count) so that cards and the Top
// Rated sort read it without touching reviews. It is recomputed by the database from the
// published reviews, in the transaction of every change that can move it (write, edit, hide,
// restore), never from a page of reviews.

/**
 * Locks the business row for the rest of the transaction. Every change to its reviews takes this
 * lock first, so two reviews written at once recompute one after the other: under READ COMMITTED
 * the second recompute starts after the first commits and counts both.
 */
export async function lockBusiness(tx: Database, businessId: string) {
  await tx.execute(sql`select id from businesses where id = ${businessId} for update`);
}

/** Recomputes the business's average (one decimal) and count from its published reviews. */
export async function refreshBusinessRating(tx: Database, businessId: string) {
  await tx.execute(sql`
    update businesses b
       set rating_count = agg.n,
           rating_average = case when agg.n > 0 then round(agg.average, 1) end
      from (select count(*)::int as n, avg(r.rating)::numeric as average
              from reviews r
             where r.fk_business_id = ${businessId} and r.status = 'published') agg
     where b.id = ${businessId}`);
}

/** The summary above a business's reviews: the kept average and count, and the count per star. */
export async function reviewSummary(db: Database, businessId: string): Promise<ReviewSummary> {
  const [business] = await rows<{ average: number | string | null; count: number }>(
    db,
    sql`select rating_average::float8 as average, rating_count as count from businesses where id = ${businessId}`,
  );
  const stars = await rows<{ rating: number; n: number }>(
    db,
    sql`select rating, count(*)::int as n from reviews
         where fk_business_id = ${businessId} and status = 'published' group by rating`,
  );
  const breakdown = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
  for (const { rating, n } of stars) breakdown[rating as keyof typeof breakdown] = Number(n);
  return {
    average: business?.average == null ? null : Number(business.average),
    count: Number(business?.count ?? 0),
    breakdown,
  };
}
