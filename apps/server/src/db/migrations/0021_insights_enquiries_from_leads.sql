-- Issue 35 (docs/decisions/019-insights.md, "Enquiries are the lead rows"): Insights now counts
-- enquiries from the lead rows themselves, as the inbox and the business cards do, so the daily
-- counters stop holding them. Their old enquiry counts (the 0008 backfill and the leads counted
-- since, deleted leads included; none of the demo seed's) are cleared, a daily row left with no
-- count is dropped (a daily row always carries a count), and the windows are emptied: the next
-- read of each period sums them again from the daily rows. Nothing else is removed.
UPDATE "insight_listing_daily" SET "enquiries" = 0 WHERE "enquiries" <> 0;
--> statement-breakpoint
DELETE FROM "insight_listing_daily"
 WHERE "views" = 0 AND "calls" = 0 AND "whatsapp" = 0 AND "shares" = 0 AND "enquiries" = 0 AND "appearances" = 0;
--> statement-breakpoint
UPDATE "insight_business_daily" SET "enquiries" = 0 WHERE "enquiries" <> 0;
--> statement-breakpoint
DELETE FROM "insight_business_daily"
 WHERE "views" = 0 AND "calls" = 0 AND "whatsapp" = 0 AND "shares" = 0 AND "enquiries" = 0 AND "appearances" = 0;
--> statement-breakpoint
DELETE FROM "insight_listing_window";
--> statement-breakpoint
DELETE FROM "insight_term_window";
--> statement-breakpoint
DELETE FROM "insight_window_start";
