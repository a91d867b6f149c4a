-- Issue 35 (docs/decisions/015-reviews.md): a review the word lists flag is held (pending) until
-- an administrator approves it: neither shown nor counted in its business's rating.
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_status_check";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('published', 'hidden', 'pending'));--> statement-breakpoint

-- Reviews the lists flagged that are still published and waiting, with no decision yet, are held
-- now as a new one would be; an administrator's earlier "keep" stands.
UPDATE "reviews" SET "status" = 'pending'
 WHERE "status" = 'published' AND "is_waiting" AND cardinality("flagged_words") > 0
   AND "moderation_action" IS NULL;--> statement-breakpoint

-- Every kept rating from the published reviews, as modules/reviews/aggregate.ts counts them.
UPDATE "businesses" b
   SET "rating_count" = agg.n,
       "rating_average" = CASE WHEN agg.n > 0 THEN round(agg.average, 1) END
  FROM (SELECT b2."id", count(r."id")::int AS n, avg(r."rating")::numeric AS average
          FROM "businesses" b2
          LEFT JOIN "reviews" r ON r."fk_business_id" = b2."id" AND r."status" = 'published'
         GROUP BY b2."id") agg
 WHERE b."id" = agg."id"
   AND (b."rating_count" IS DISTINCT FROM agg.n
        OR b."rating_average" IS DISTINCT FROM CASE WHEN agg.n > 0 THEN round(agg.average, 1) END);
