-- Insights (issue 24 §1, docs/performance.md "Insights"): the top 10 listings of a seller's
-- period read their daily rows from this index alone (an index-only scan) instead of one heap
-- page a row: a business's rows are spread over the heap, written day by day for every business.
-- Hand-written: Drizzle's index builder has no INCLUDE (db/schema/insights.ts says so).
CREATE INDEX "insight_listing_daily_cover_idx" ON "insight_listing_daily" USING btree ("business_id","day") INCLUDE ("listing_type","listing_id","views","calls","whatsapp","shares","enquiries","appearances");
