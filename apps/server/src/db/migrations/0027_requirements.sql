CREATE TABLE "requirements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"need" text NOT NULL,
	"need_key" text NOT NULL,
	"kind" text NOT NULL,
	"fk_category_id" uuid,
	"fk_sub_category_id" uuid,
	"quantity" text,
	"when" text NOT NULL,
	"city" text NOT NULL,
	"locality" text,
	"latitude" double precision,
	"longitude" double precision,
	"near_me" boolean DEFAULT false NOT NULL,
	"contact_person" text NOT NULL,
	"phone_no" text NOT NULL,
	"fk_user_id" uuid,
	"status" text NOT NULL,
	"reported_at" timestamp with time zone,
	"report_reason" text,
	"closed_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirements_phone_no_check" CHECK ("requirements"."phone_no" ~ '^[0-9]{10}$'),
	CONSTRAINT "requirements_status_check" CHECK ("requirements"."status" in ('matched', 'unmatched', 'held', 'closed', 'removed')),
	CONSTRAINT "requirements_when_check" CHECK ("requirements"."when" in ('today', 'this-week', 'flexible')),
	CONSTRAINT "requirements_kind_check" CHECK ("requirements"."kind" in ('product', 'service')),
	CONSTRAINT "requirements_place_check" CHECK (("requirements"."latitude" is null) = ("requirements"."longitude" is null))
);
--> statement-breakpoint
CREATE TABLE "requirement_leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"contact_person" text NOT NULL,
	"phone_no" text NOT NULL,
	"email" text,
	"business_name" text,
	"query" text,
	"fk_business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"status" text DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"note" text,
	"follow_up_on" date,
	"first_action_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone,
	"fk_requirement_id" uuid NOT NULL,
	"offer" text DEFAULT 'offered' NOT NULL,
	"routed_by" text DEFAULT 'match' NOT NULL,
	"rank" smallint,
	"responded_at" timestamp with time zone,
	CONSTRAINT "requirement_leads_phone_no_check" CHECK ("requirement_leads"."phone_no" ~ '^[0-9]{10}$'),
	CONSTRAINT "requirement_leads_offer_check" CHECK ("requirement_leads"."offer" in ('offered', 'accepted', 'declined')),
	CONSTRAINT "requirement_leads_routed_by_check" CHECK ("requirement_leads"."routed_by" in ('match', 'admin')),
	CONSTRAINT "requirement_leads_status_check" CHECK ("requirement_leads"."status" in ('new', 'contacted', 'quoted', 'won', 'lost')),
	CONSTRAINT "requirement_leads_lost_reason_check" CHECK (("requirement_leads"."status" = 'lost') = ("requirement_leads"."lost_reason" is not null) and ("requirement_leads"."lost_reason" is null or "requirement_leads"."lost_reason" in ('price', 'bought-elsewhere', 'no-reply', 'not-available', 'not-genuine', 'other')))
);
--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_fk_category_id_categories_id_fk" FOREIGN KEY ("fk_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_fk_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("fk_sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_fk_user_id_users_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_leads" ADD CONSTRAINT "requirement_leads_fk_business_id_businesses_id_fk" FOREIGN KEY ("fk_business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_leads" ADD CONSTRAINT "requirement_leads_fk_requirement_id_requirements_id_fk" FOREIGN KEY ("fk_requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requirements_phone_idx" ON "requirements" USING btree ("phone_no","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requirements_status_idx" ON "requirements" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "requirement_leads_requirement_business_idx" ON "requirement_leads" USING btree ("fk_requirement_id","fk_business_id");--> statement-breakpoint
CREATE INDEX "requirement_leads_business_idx" ON "requirement_leads" USING btree ("fk_business_id","created_at" DESC NULLS LAST);