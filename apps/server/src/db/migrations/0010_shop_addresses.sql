-- Issue 24 §3: shop addresses (docs/decisions/021-shop-page.md). business_slugs keeps every
-- address a business has had (old ones redirect); businesses.slug is the current one, and
-- businesses.domain a seller's own domain an administrator verified. The addresses of existing
-- businesses are given at start-up by assignMissingShopSlugs (modules/shop/service.ts): SQL
-- cannot spell Hindi names in Latin letters. Nothing is rewritten or removed here.

CREATE TABLE "business_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"fk_business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_slugs_slug_check" CHECK ("business_slugs"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "domain" text;--> statement-breakpoint
ALTER TABLE "business_slugs" ADD CONSTRAINT "business_slugs_fk_business_id_businesses_id_fk" FOREIGN KEY ("fk_business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_slugs_business_idx" ON "business_slugs" USING btree ("fk_business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_slug_idx" ON "businesses" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_domain_idx" ON "businesses" USING btree ("domain");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_domain_check" CHECK ("businesses"."domain" = lower("businesses"."domain"));