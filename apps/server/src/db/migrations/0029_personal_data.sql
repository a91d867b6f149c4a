CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"phone_no" text,
	"purpose" text NOT NULL,
	"notice_version" integer NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "consents_purpose_check" CHECK ("consents"."purpose" in ('reviewInviteSms', 'leadAlertSms', 'leadAlertPush')),
	CONSTRAINT "consents_phone_no_check" CHECK ("consents"."phone_no" ~ '^[0-9]{10}$'),
	CONSTRAINT "consents_subject_check" CHECK (("consents"."user_id" is null) <> ("consents"."phone_no" is null))
);
--> statement-breakpoint
CREATE TABLE "erasures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erasures_kind_check" CHECK ("erasures"."kind" in ('buyerPhone', 'sellerAccount')),
	CONSTRAINT "erasures_subject_check" CHECK (("erasures"."kind" = 'sellerAccount') = ("erasures"."user_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone_no" text,
	"email" text,
	"user_id" uuid,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grievances_topic_check" CHECK ("grievances"."topic" in ('access', 'correction', 'erasure', 'consent', 'other')),
	CONSTRAINT "grievances_status_check" CHECK ("grievances"."status" in ('open', 'answered')),
	CONSTRAINT "grievances_phone_no_check" CHECK ("grievances"."phone_no" ~ '^[0-9]{10}$'),
	CONSTRAINT "grievances_answer_check" CHECK (("grievances"."status" = 'answered') = ("grievances"."answered_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "otp_codes" DROP CONSTRAINT "otp_codes_type_check";--> statement-breakpoint
ALTER TABLE "phone_verifications" DROP CONSTRAINT "phone_verifications_type_check";--> statement-breakpoint
DROP INDEX "users_phone_no_key";--> statement-breakpoint
DROP INDEX "reviews_business_phone_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requirements" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_leads" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_leads" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requirement_leads" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_leads" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasures" ADD CONSTRAINT "erasures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_phone_idx" ON "consents" USING btree ("phone_no","purpose","given_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id","purpose","given_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "erasures_user_idx" ON "erasures" USING btree ("user_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "grievances_status_due_idx" ON "grievances" USING btree ("status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_no_key" ON "users" USING btree ("phone_no") WHERE "users"."erased_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_business_phone_idx" ON "reviews" USING btree ("fk_business_id","phone_no") WHERE "reviews"."erased_at" is null;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_type_check" CHECK ("otp_codes"."type" in ('RegisterUser', 'ResetPassword', 'ReviewBusiness', 'DeleteAccount'));--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_type_check" CHECK ("phone_verifications"."type" in ('RegisterUser', 'ResetPassword', 'ReviewBusiness', 'DeleteAccount'));