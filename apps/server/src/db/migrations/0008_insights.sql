CREATE TABLE "insight_business_daily" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"whatsapp" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"enquiries" integer DEFAULT 0 NOT NULL,
	"appearances" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_business_daily_business_id_day_pk" PRIMARY KEY("business_id","day")
);
--> statement-breakpoint
CREATE TABLE "insight_listing_daily" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"listing_type" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"whatsapp" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"enquiries" integer DEFAULT 0 NOT NULL,
	"appearances" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_listing_daily_business_id_day_listing_type_listing_id_pk" PRIMARY KEY("business_id","day","listing_type","listing_id"),
	CONSTRAINT "insight_listing_daily_type_check" CHECK ("insight_listing_daily"."listing_type" in ('product', 'service', 'business'))
);
--> statement-breakpoint
CREATE TABLE "insight_search_terms" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"term" text NOT NULL,
	"appearances" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_search_terms_business_id_day_term_pk" PRIMARY KEY("business_id","day","term"),
	CONSTRAINT "insight_search_terms_term_check" CHECK (char_length("insight_search_terms"."term") between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "insight_business_daily" ADD CONSTRAINT "insight_business_daily_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_listing_daily" ADD CONSTRAINT "insight_listing_daily_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_search_terms" ADD CONSTRAINT "insight_search_terms_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill (docs/decisions/019-insights.md): the views and enquiries already recorded become the
-- first daily rows, so a seller's insights start with their history. Nothing is removed.
INSERT INTO "insight_listing_daily" ("business_id", "day", "listing_type", "listing_id", "views")
SELECT coalesce(p.fk_business_id, s.fk_business_id, b.id), v.day, v.listing_type, v.listing_id, count(*)::int
  FROM "listing_views" v
  LEFT JOIN "products" p ON v.listing_type = 'product' AND p.id = v.listing_id
  LEFT JOIN "services" s ON v.listing_type = 'service' AND s.id = v.listing_id
  LEFT JOIN "businesses" b ON v.listing_type = 'business' AND b.id = v.listing_id
 WHERE coalesce(p.fk_business_id, s.fk_business_id, b.id) IS NOT NULL
 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "insight_listing_daily" AS t ("business_id", "day", "listing_type", "listing_id", "enquiries")
SELECT l.fk_business_id, (l.created_at AT TIME ZONE 'Asia/Kolkata')::date, l.listing_type, l.listing_id, count(*)::int
  FROM (
    SELECT fk_business_id, created_at, 'product' AS listing_type, fk_product_id AS listing_id FROM "product_leads"
    UNION ALL
    SELECT fk_business_id, created_at, 'service', fk_service_id FROM "service_leads"
    UNION ALL
    SELECT fk_business_id, created_at, 'business', fk_business_id FROM "business_leads"
  ) l
 GROUP BY 1, 2, 3, 4
ON CONFLICT ("business_id", "day", "listing_type", "listing_id")
DO UPDATE SET "enquiries" = t."enquiries" + excluded."enquiries";
--> statement-breakpoint
INSERT INTO "insight_business_daily" ("business_id", "day", "views", "calls", "whatsapp", "shares", "enquiries", "appearances")
SELECT "business_id", "day", sum("views")::int, sum("calls")::int, sum("whatsapp")::int, sum("shares")::int, sum("enquiries")::int, sum("appearances")::int
  FROM "insight_listing_daily"
 GROUP BY 1, 2;
