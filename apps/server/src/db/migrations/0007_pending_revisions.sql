-- Issue 26: edits of approved businesses, products and services wait here (docs/decisions/022).
-- No backfill: an item unapproved today after an edit of an approved version no longer holds
-- that version (the edit overwrote it), so it stays in the queue as it is; nothing is lost.

CREATE TABLE "listing_revisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"fk_user_id" uuid NOT NULL,
	"fields" jsonb NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_message" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_revisions_entity_type_check" CHECK ("listing_revisions"."entity_type" in ('business', 'product', 'service')),
	CONSTRAINT "listing_revisions_status_check" CHECK ("listing_revisions"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "listing_revisions_images_check" CHECK (cardinality("listing_revisions"."images") <= 6),
	CONSTRAINT "listing_revisions_rejection_check" CHECK (("listing_revisions"."status" = 'rejected') = ("listing_revisions"."rejection_message" is not null))
);
--> statement-breakpoint
ALTER TABLE "listing_revisions" ADD CONSTRAINT "listing_revisions_fk_user_id_users_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_revisions_open_idx" ON "listing_revisions" USING btree ("entity_type","entity_id") WHERE "listing_revisions"."status" <> 'approved';--> statement-breakpoint
CREATE INDEX "listing_revisions_pending_idx" ON "listing_revisions" USING btree ("entity_type","updated_at") WHERE "listing_revisions"."status" = 'pending';