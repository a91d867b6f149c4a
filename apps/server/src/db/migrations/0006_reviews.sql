CREATE TABLE "review_helpful_votes" (
	"fk_review_id" uuid NOT NULL,
	"visitor_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpful_votes_fk_review_id_visitor_hash_pk" PRIMARY KEY("fk_review_id","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"fk_review_id" uuid NOT NULL,
	"visitor_hash" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_reason_check" CHECK ("review_reports"."reason" in ('spam', 'offensive', 'fake', 'notAboutBusiness', 'personalInfo', 'other'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"fk_business_id" uuid NOT NULL,
	"phone_no" text NOT NULL,
	"fk_user_id" uuid,
	"name" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text,
	"status" text DEFAULT 'published' NOT NULL,
	"is_waiting" boolean DEFAULT false NOT NULL,
	"flagged_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"reply_updated_at" timestamp with time zone,
	"moderation_action" text,
	"moderation_reason" text,
	"moderated_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('published', 'hidden')),
	CONSTRAINT "reviews_phone_no_check" CHECK ("reviews"."phone_no" ~ '^[0-9]{10}$'),
	CONSTRAINT "reviews_counts_check" CHECK ("reviews"."helpful_count" >= 0 and "reviews"."report_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "otp_codes" DROP CONSTRAINT "otp_codes_type_check";--> statement-breakpoint
ALTER TABLE "phone_verifications" DROP CONSTRAINT "phone_verifications_type_check";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "rating_average" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_fk_review_id_reviews_id_fk" FOREIGN KEY ("fk_review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_fk_review_id_reviews_id_fk" FOREIGN KEY ("fk_review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_fk_business_id_businesses_id_fk" FOREIGN KEY ("fk_business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_fk_user_id_users_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_visitor_idx" ON "review_reports" USING btree ("fk_review_id","visitor_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_business_phone_idx" ON "reviews" USING btree ("fk_business_id","phone_no");--> statement-breakpoint
CREATE INDEX "reviews_business_created_idx" ON "reviews" USING btree ("fk_business_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_business_helpful_idx" ON "reviews" USING btree ("fk_business_id","helpful_count" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_business_rating_idx" ON "reviews" USING btree ("fk_business_id","rating","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_waiting_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."is_waiting";--> statement-breakpoint
CREATE INDEX "reviews_phone_idx" ON "reviews" USING btree ("phone_no");--> statement-breakpoint
CREATE INDEX "businesses_public_rating_idx" ON "businesses" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "businesses"."is_approved" and "businesses"."is_active" and "businesses"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_type_check" CHECK ("otp_codes"."type" in ('RegisterUser', 'ResetPassword', 'ReviewBusiness'));--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_type_check" CHECK ("phone_verifications"."type" in ('RegisterUser', 'ResetPassword', 'ReviewBusiness'));--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_rating_check" CHECK ("businesses"."rating_count" >= 0 and ("businesses"."rating_average" is null) = ("businesses"."rating_count" = 0));