-- Near me (issue 23): cube and earthdistance for distance on a GiST index. Both are trusted
-- extensions (a database owner may create them); PGlite loads them as contrib modules (db/client.ts).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "open_hours" smallint[];--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "location_source" text;--> statement-breakpoint
CREATE INDEX "businesses_public_earth_idx" ON "businesses" USING gist (ll_to_earth("latitude", "longitude")) WHERE "businesses"."is_approved" and "businesses"."is_active" and "businesses"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_location_check" CHECK (("businesses"."latitude" is null) = ("businesses"."longitude" is null) and "businesses"."latitude" between 6 and 38 and "businesses"."longitude" between 68 and 98);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_location_source_check" CHECK ("businesses"."location_source" in ('seller', 'admin', 'city'));