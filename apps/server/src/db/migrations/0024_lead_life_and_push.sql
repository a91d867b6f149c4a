CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"fk_user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "business_leads" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "business_leads" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "business_leads" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "business_leads" ADD COLUMN "first_action_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_leads" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_leads" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "product_leads" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "product_leads" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "product_leads" ADD COLUMN "first_action_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_leads" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_leads" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "service_leads" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "service_leads" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "service_leads" ADD COLUMN "first_action_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_leads" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verified_enquiry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD COLUMN "push" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_fk_user_id_users_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("fk_user_id");--> statement-breakpoint
CREATE INDEX "business_leads_phone_idx" ON "business_leads" USING btree ("phone_no","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_leads_phone_idx" ON "product_leads" USING btree ("phone_no","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_leads_phone_idx" ON "service_leads" USING btree ("phone_no","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "business_leads" ADD CONSTRAINT "business_leads_status_check" CHECK ("business_leads"."status" in ('new', 'contacted', 'quoted', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "business_leads" ADD CONSTRAINT "business_leads_lost_reason_check" CHECK (("business_leads"."status" = 'lost') = ("business_leads"."lost_reason" is not null) and ("business_leads"."lost_reason" is null or "business_leads"."lost_reason" in ('price', 'bought-elsewhere', 'no-reply', 'not-available', 'not-genuine', 'other')));--> statement-breakpoint
ALTER TABLE "product_leads" ADD CONSTRAINT "product_leads_status_check" CHECK ("product_leads"."status" in ('new', 'contacted', 'quoted', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "product_leads" ADD CONSTRAINT "product_leads_lost_reason_check" CHECK (("product_leads"."status" = 'lost') = ("product_leads"."lost_reason" is not null) and ("product_leads"."lost_reason" is null or "product_leads"."lost_reason" in ('price', 'bought-elsewhere', 'no-reply', 'not-available', 'not-genuine', 'other')));--> statement-breakpoint
ALTER TABLE "service_leads" ADD CONSTRAINT "service_leads_status_check" CHECK ("service_leads"."status" in ('new', 'contacted', 'quoted', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "service_leads" ADD CONSTRAINT "service_leads_lost_reason_check" CHECK (("service_leads"."status" = 'lost') = ("service_leads"."lost_reason" is not null) and ("service_leads"."lost_reason" is null or "service_leads"."lost_reason" in ('price', 'bought-elsewhere', 'no-reply', 'not-available', 'not-genuine', 'other')));